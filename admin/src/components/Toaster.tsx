import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { closeToast, useToasts, type Toast } from '../providers/notifications';

function ToastAlert({ toast }: { toast: Toast }) {
  const loading = toast.kind === 'loading';
  return (
    <Alert
      role={toast.kind === 'error' ? 'alert' : 'status'}
      variant="filled"
      severity={toast.kind === 'loading' ? 'info' : toast.kind}
      icon={loading ? <CircularProgress size={20} color="inherit" /> : undefined}
      onClose={() => closeToast(toast.key)}
      sx={{ boxShadow: 3, pointerEvents: 'auto' }}
    >
      {toast.description ? <AlertTitle>{toast.message}</AlertTitle> : toast.message}
      {toast.description}
    </Alert>
  );
}

/** Renders the toast stack (newest at the bottom) over every screen. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Stack
      spacing={1}
      sx={{
        position: 'fixed',
        right: 16,
        bottom: 16,
        width: 380,
        maxWidth: 'calc(100vw - 32px)',
        maxHeight: 'calc(100vh - 32px)',
        overflow: 'hidden',
        justifyContent: 'flex-end',
        zIndex: (theme) => theme.zIndex.snackbar,
        pointerEvents: 'none',
      }}
    >
      {toasts.map((toast) => (
        <ToastAlert key={toast.key} toast={toast} />
      ))}
    </Stack>
  );
}
