import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Permitted, usePermission } from '../../components/Permitted';
import { toApiError } from '../../providers/api-error';
import { notify } from '../../providers/notifications';
import { exportApi, type SftpStatus, type SftpTarget } from './export-api';

interface SftpSetupProps {
  status: SftpStatus | null;
  disabled: boolean;
  onConfigured: () => void;
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
export function SftpSetup({ status, disabled, onConfigured }: SftpSetupProps) {
  const [password, setPassword] = useState('');
  const [target, setTarget] = useState<SftpTarget | null>(null);
  const [editing, setEditing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [offered, setOffered] = useState<OfferedKey | null>(null);
  const { allowed: mayConfigure } = usePermission(CONFIGURE);

  useEffect(() => {
    if (status) setTarget(targetOf(status));
  }, [status]);

  const configure = async (acceptFingerprint?: string) => {
    if (password.trim() === '') {
      setProblem('Please enter your SFTP password');
      return;
    }
    if (!target) return;
    setProblem(null);
    setOffered(null);
    setBusy(true);
    try {
      const result = await exportApi.configureSftp(password, target, acceptFingerprint);
      if (!result.success && result.host_fingerprint) {
        setOffered({ fingerprint: result.host_fingerprint, message: result.message });
        return;
      }
      notify.success(result.message);
      setPassword('');
      setEditing(false);
      onConfigured();
    } catch (failure) {
      notify.error('SFTP CONFIGURATION FAILED', { description: toApiError(failure).message });
    } finally {
      setBusy(false);
    }
  };

  const test = async () => {
    setBusy(true);
    try {
      const result = await exportApi.testSftp();
      if (result.success) notify.success('SFTP connection test succeeded');
      else notify.error(`SFTP Test Failed: ${result.error ?? 'Unknown error'}`);
    } catch (failure) {
      notify.error(`SFTP Test Failed: ${toApiError(failure).message}`);
    } finally {
      setBusy(false);
    }
  };

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
