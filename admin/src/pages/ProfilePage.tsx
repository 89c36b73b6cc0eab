import { useState, type FormEvent, type ReactNode } from 'react';
import { useCustomMutation } from '@refinedev/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../components/PageHeader';
import { TokenField } from '../components/TokenField';
import { useCurrentUser } from '../hooks/useCurrentUser';
import { toApiError } from '../providers/api-error';
import { successToast } from '../providers/notifications';
import { RoleChip } from '../resources/users/RoleChip';

const SIGNED_OUT_ELSEWHERE = 'Your other sessions were signed out.';

/** One change of the caller's own secret: the current password confirms it, the server's reason shows on failure. */
function SecretForm({ title, url, fields, body, valid, onDone, children }: {
  title: string;
  url: string;
  fields: ReactNode;
  body: () => Record<string, string>;
  valid: string | null;
  onDone: () => void;
  children?: ReactNode;
}) {
  const { mutate, mutation } = useCustomMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) return setProblem(valid);
    setProblem(null);
    mutate(
      // The failure shows in the form, not as a toast.
      { url, method: 'post', values: body(), successNotification: successToast(`${title}: done. ${SIGNED_OUT_ELSEWHERE}`), errorNotification: false },
      {
        onSuccess: onDone,
        onError: (error) => setProblem(toApiError(error).message),
      },
    );
  };
  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={submit} sx={{ p: 2, maxWidth: 560 }} aria-label={title}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      <Stack spacing={2}>
        {fields}
        {problem && <Alert severity="error">{problem}</Alert>}
        {children}
        <Stack direction="row">
          <Button type="submit" variant="contained" disabled={mutation.isPending}>
            {mutation.isPending ? 'Saving...' : title}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

/** Profile (issue #30): every user sees their account and changes their own password and access token. */
export function ProfilePage() {
  const { user } = useCurrentUser();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [tokenPassword, setTokenPassword] = useState('');
  const [token, setToken] = useState('');

  return (
    <>
      <PageHeader title="Profile" subtitle="Your account, your password and your access token" />
      {user && (
        <Paper variant="outlined" sx={{ p: 2, mb: 2, maxWidth: 560 }} aria-label="Your account">
          <Typography variant="h6" component="h2">
            {user.full_name || user.email}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {user.email}
          </Typography>
          <RoleChip role={user.role} />
        </Paper>
      )}
      <Stack spacing={2}>
        <SecretForm
          title="Change Password"
          url="/auth/change-password"
          valid={password !== repeat ? 'The new passwords do not match' : null}
          body={() => ({ current_password: current, new_password: password })}
          onDone={() => [setCurrent, setPassword, setRepeat].forEach((clear) => clear(''))}
          fields={
            <>
              <TextField label="Current password" type="password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} />
              <TextField label="New password" type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
              <TextField label="Repeat new password" type="password" autoComplete="new-password" value={repeat} onChange={(e) => setRepeat(e.target.value)} />
            </>
          }
        />
        <SecretForm
          title="Change Access Token"
          url="/auth/change-access-token"
          valid={null}
          body={() => ({ current_password: tokenPassword, new_access_token: token })}
          onDone={() => setTokenPassword('')}
          fields={
            <>
              <TextField label="Current password" type="password" autoComplete="current-password" value={tokenPassword} onChange={(e) => setTokenPassword(e.target.value)} />
              <TokenField label="New access token" value={token} onChange={setToken} helperText="Generate a strong one, copy it and keep it: you sign in with it." />
            </>
          }
        />
      </Stack>
    </>
  );
}
