import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export function CheckingAuth() {
  return (
    <Stack spacing={2} sx={{ minHeight: '100vh', alignItems: 'center', justifyContent: 'center' }}>
      <CircularProgress />
      <Typography color="text.secondary">Checking authentication...</Typography>
    </Stack>
  );
}
