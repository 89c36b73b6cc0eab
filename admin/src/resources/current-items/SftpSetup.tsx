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

/** SFTP status (checked when the dialog opens), the password prompt and the connection test. */
export function SftpSetup({ status, disabled, onConfigured }: SftpSetupProps) {
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const configure = async () => {
    if (password.trim() === '') {
      setProblem('Please enter your SFTP password');
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const result = await exportApi.configureSftp(password);
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
        <Button variant="outlined" onClick={configure} disabled={disabled || busy}>
          {busy ? 'Testing...' : 'Configure SFTP'}
        </Button>
      </Stack>
    </Stack>
  );
}
