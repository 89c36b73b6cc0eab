import { useEffect, useState } from 'react';
import { useCustomMutation, useInvalidate } from '@refinedev/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Permitted, usePermission } from '../../components/Permitted';
import { toApiError } from '../../providers/api-error';
import { errorToast, failureToast, successToast } from '../../providers/notifications';
import type { components } from '../../types/api-contract';
import type { SftpStatus, SftpTarget } from './export-types';

type Schemas = components['schemas'];

interface SftpSetupProps {
  status: SftpStatus | null;
  disabled: boolean;
}

interface OfferedKey {
  fingerprint: string;
  message: string;
}

const CONFIGURE = { resource: 'current/configure-sftp', action: 'post' };

const targetOf = ({ host, port, username, remote_dir }: SftpStatus): SftpTarget => ({ host, port, username, remote_dir });

/**
 * SFTP status (checked when the dialog opens), the settings an admin may change (host, port, user, folder,
 * password) and the connection test. At first contact the server's host key fingerprint is shown; the
 * settings are saved only once it is accepted and the connection test succeeds.
 */
export function SftpSetup({ status, disabled }: SftpSetupProps) {
  const [password, setPassword] = useState('');
  const [target, setTarget] = useState<SftpTarget | null>(null);
  const [editing, setEditing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [offered, setOffered] = useState<OfferedKey | null>(null);
  const { allowed: mayConfigure } = usePermission(CONFIGURE);
  const invalidate = useInvalidate();
  const { mutate: configureSftp, mutation: configuring } = useCustomMutation<Schemas['SftpConfigureView']>();
  const { mutate: testSftp, mutation: testing } = useCustomMutation<Schemas['SftpTestView']>();
  const busy = configuring.isPending || testing.isPending;

  useEffect(() => {
    if (status) setTarget(targetOf(status));
  }, [status]);

  const configure = (acceptFingerprint?: string) => {
    if (password.trim() === '') {
      setProblem('Please enter your SFTP password');
      return;
    }
    if (!target) return;
    setProblem(null);
    setOffered(null);
    // A host key offered at first contact is no success yet: it is shown for the admin to accept.
    const offers = (result: Schemas['SftpConfigureView']) => !result.success && Boolean(result.host_fingerprint);
    configureSftp(
      {
        url: '/current/configure-sftp',
        method: 'post',
        // In the JSON body, never in the URL (which proxies and browsers keep); the server still takes the specification's query form.
        values: { password, ...target, ...(acceptFingerprint ? { accept_fingerprint: acceptFingerprint } : {}) },
        successNotification: (answer) => (answer && !offers(answer.data) ? successToast(answer.data.message) : false),
        errorNotification: failureToast('SFTP CONFIGURATION FAILED'),
      },
      {
        onSuccess: ({ data: result }) => {
          if (offers(result)) return setOffered({ fingerprint: result.host_fingerprint!, message: result.message });
          setPassword('');
          setEditing(false);
          // Every screen's SFTP status is read again.
          void invalidate({ invalidates: ['all'] });
        },
      },
    );
  };

  // The test answers 200 with success false when the connection fails: that is an error toast too.
  const test = () =>
    testSftp({
      url: '/current/test-sftp',
      method: 'post',
      values: {},
      successNotification: (answer) =>
        answer?.data.success ? successToast('SFTP connection test succeeded') : errorToast(`SFTP Test Failed: ${answer?.data.error ?? 'Unknown error'}`),
      errorNotification: (failure) => errorToast(`SFTP Test Failed: ${toApiError(failure).message}`),
    });

  if (!status || !target) return <Typography variant="body2">Checking SFTP status...</Typography>;
  const where = `${status.username || '(no user)'}@${status.host}:${status.port}, folder ${status.remote_dir}`;
  if (status.configured && !editing) {
    return (
      <Alert
        severity="success"
        action={
          <Stack direction="row" spacing={1}>
            <Permitted {...CONFIGURE}>
              <Button color="inherit" size="small" onClick={() => setEditing(true)} disabled={disabled || busy}>
                Change Settings
              </Button>
            </Permitted>
            <Permitted resource="current/test-sftp" action="post">
              <Button color="inherit" size="small" onClick={test} disabled={disabled || busy}>
                Test SFTP
              </Button>
            </Permitted>
          </Stack>
        }
      >
        SFTP configured: {where}
        {status.host_fingerprint && (
          <Typography variant="caption" component="div" sx={{ fontFamily: 'monospace' }}>
            Host key {status.host_fingerprint}
          </Typography>
        )}
      </Alert>
    );
  }
  const locked = disabled || busy || !mayConfigure;
  const field = (name: keyof SftpTarget, label: string, width: number) => (
    <TextField
      label={label}
      size="small"
      value={target[name]}
      disabled={locked}
      type={name === 'port' ? 'number' : 'text'}
      onChange={(event) => setTarget({ ...target, [name]: name === 'port' ? Number(event.target.value) : event.target.value })}
      sx={{ width }}
    />
  );
  return (
    <Stack spacing={1}>
      {status.problem ? (
        <Alert severity="error">{status.problem}</Alert>
      ) : (
        !status.configured && <Alert severity="info">SFTP is not configured. Check the host, port, user and folder below and enter the SFTP password to upload the feed automatically.</Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {field('host', 'Host', 240)}
        {field('port', 'Port', 100)}
        {field('username', 'User', 180)}
        {field('remote_dir', 'Folder', 140)}
      </Stack>
      <Stack direction="row" spacing={1} alignItems="flex-start">
        <TextField
          label="SFTP password"
          type="password"
          size="small"
          autoComplete="off"
          value={password}
          disabled={locked}
          error={problem !== null}
          helperText={problem ?? ' '}
          onChange={(event) => setPassword(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void configure();
          }}
          sx={{ flex: 1 }}
        />
        <Permitted {...CONFIGURE}>
          <Button variant="outlined" onClick={() => void configure()} disabled={disabled || busy}>
            {busy ? 'Testing...' : 'Configure SFTP'}
          </Button>
        </Permitted>
        {editing && (
          <Button onClick={() => setEditing(false)} disabled={busy}>
            Cancel
          </Button>
        )}
      </Stack>
      {offered && (
        <Alert
          severity="warning"
          action={
            <Stack direction="row" spacing={1}>
              <Button color="inherit" size="small" onClick={() => setOffered(null)} disabled={busy}>
                Cancel
              </Button>
              <Button color="inherit" size="small" variant="outlined" onClick={() => void configure(offered.fingerprint)} disabled={disabled || busy}>
                Accept host key
              </Button>
            </Stack>
          }
        >
          {offered.message}
          <Typography variant="body2" component="div" data-testid="offered-fingerprint" sx={{ fontFamily: 'monospace', mt: 0.5 }}>
            {offered.fingerprint}
          </Typography>
        </Alert>
      )}
    </Stack>
  );
}
