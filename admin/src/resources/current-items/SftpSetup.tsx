import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toApiError } from '../../providers/api-error';
import { notify } from '../../providers/notifications';
import { exportApi, type SftpStatus } from './export-api';

interface SftpSetupProps {
  status: SftpStatus | null;
  disabled: boolean;
  onConfigured: () => void;
}

interface OfferedKey {
  fingerprint: string;
  message: string;
}

/**
 * SFTP status (checked when the dialog opens), the password prompt and the connection test. At first
 * contact the server's host key fingerprint is shown; the password is saved only once it is accepted.
 */
export function SftpSetup({ status, disabled, onConfigured }: SftpSetupProps) {
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [offered, setOffered] = useState<OfferedKey | null>(null);

  const configure = async (acceptFingerprint?: string) => {
    if (password.trim() === '') {
      setProblem('Please enter your SFTP password');
      return;
    }
    setProblem(null);
    setOffered(null);
    setBusy(true);
    try {
      const result = await exportApi.configureSftp(password, acceptFingerprint);
      if (!result.success && result.host_fingerprint) {
        setOffered({ fingerprint: result.host_fingerprint, message: result.message });
        return;
      }
      notify.success(result.message);
      setPassword('');
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

  if (!status) return <Typography variant="body2">Checking SFTP status...</Typography>;
  const target = `${status.username || '(no user)'}@${status.host}:${status.port}, folder ${status.remote_dir}`;
  if (status.configured) {
    return (
      <Alert
        severity="success"
        action={
          <Button color="inherit" size="small" onClick={test} disabled={disabled || busy}>
            Test SFTP
          </Button>
        }
      >
        SFTP configured: {target}
        {status.host_fingerprint && (
          <Typography variant="caption" component="div" sx={{ fontFamily: 'monospace' }}>
            Host key {status.host_fingerprint}
          </Typography>
        )}
      </Alert>
    );
  }
  return (
    <Stack spacing={1}>
      <Alert severity="info">SFTP is not configured ({target}). Enter the SFTP password to upload the feed automatically.</Alert>
      <Stack direction="row" spacing={1} alignItems="flex-start">
        <TextField
          label="SFTP password"
          type="password"
          size="small"
          autoComplete="off"
          value={password}
          disabled={disabled || busy}
          error={problem !== null}
          helperText={problem ?? ' '}
          onChange={(event) => setPassword(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void configure();
          }}
          sx={{ flex: 1 }}
        />
        <Button variant="outlined" onClick={() => void configure()} disabled={disabled || busy}>
          {busy ? 'Testing...' : 'Configure SFTP'}
        </Button>
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
