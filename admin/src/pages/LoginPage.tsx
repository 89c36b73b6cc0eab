import { useState } from 'react';
import { useLogin } from '@refinedev/core';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { APP_TITLE } from '../app-title';
import { LOGIN_FAILED_MESSAGE, type Credentials } from '../providers/auth-provider';

const FIELDS: { name: keyof Credentials; label: string; type: string; autoComplete: string }[] = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'username' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
  { name: 'access_token', label: 'Access Token', type: 'password', autoComplete: 'off' },
];

/** Sign-in: all three fields are required. */
export function LoginPage() {
  const { mutate: login, isPending } = useLogin<Credentials>();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Credentials>({ defaultValues: { email: '', password: '', access_token: '' } });

  const signIn = handleSubmit((credentials) => {
    setFailure(null);
    login(credentials, {
      onSuccess: (result) => {
        if (!result.success) setFailure(result.error?.message || LOGIN_FAILED_MESSAGE);
      },
      onError: (error) => setFailure(error.message || LOGIN_FAILED_MESSAGE),
    });
  });

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 420 }} elevation={3}>
        <CardContent sx={{ p: 4 }}>
          <Typography variant="h5" component="h1" align="center" gutterBottom>
            {APP_TITLE}
          </Typography>
          <Typography variant="body2" color="text.secondary" align="center" sx={{ mb: 3 }}>
            Sign in to manage your automotive parts database
          </Typography>
          <form noValidate onSubmit={signIn}>
            <Stack spacing={2}>
              {failure && <Alert severity="error">{failure}</Alert>}
              {FIELDS.map((field) => (
                <TextField
                  key={field.name}
                  label={field.label}
                  type={field.type}
                  autoComplete={field.autoComplete}
                  required
                  fullWidth
                  disabled={isPending}
                  {...register(field.name, { required: `${field.label} is required` })}
                  error={!!errors[field.name]}
                  helperText={errors[field.name]?.message}
                />
              ))}
              <Button type="submit" variant="contained" size="large" disabled={isPending}>
                Sign In
              </Button>
            </Stack>
          </form>
        </CardContent>
      </Card>
    </Box>
  );
}
