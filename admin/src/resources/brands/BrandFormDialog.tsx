import { useEffect, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { toApiError } from '../../providers/api-error';
import { notify } from '../../providers/notifications';

export interface BrandFormValues {
  name: string;
  active: boolean;
}

export interface BrandFormDialogProps {
  open: boolean;
  title: string;
  initial: BrandFormValues;
  /** The edit dialog also switches the brand Active or Inactive. */
  withActive?: boolean;
  submitLabel: string;
  busyLabel: string;
  save: (values: BrandFormValues) => Promise<unknown>;
  successMessage: string;
  failureMessage: string;
  onClose: () => void;
  onSaved: () => void;
}

/** Section 2's brand dialog: one name field, Enter submits, a busy label, submit disabled while the name is blank. */
export function BrandFormDialog(props: BrandFormDialogProps) {
  const { open, title, initial, withActive, submitLabel, busyLabel, save, successMessage, failureMessage, onClose, onSaved } = props;
  const [name, setName] = useState(initial.name);
  const [active, setActive] = useState(initial.active);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    if (!open) return;
    setName(initial.name);
    setActive(initial.active);
    setError(undefined);
  }, [open, initial]);

  const close = () => {
    if (!busy) onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Section 5: the name is required after trimming.
    if (!name.trim()) {
      setError('Brand name is required');
      return;
    }
    setBusy(true);
    try {
      await save({ name: name.trim(), active });
      notify.success(successMessage);
      onSaved();
      onClose();
    } catch (failure) {
      notify.error(failureMessage, { description: toApiError(failure).detail });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={submit}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              autoFocus
              fullWidth
              label="Brand Name"
              value={name}
              disabled={busy}
              onChange={(event) => {
                setName(event.target.value);
                setError(undefined);
              }}
              error={!!error}
              helperText={error}
            />
            {withActive && (
              <FormControlLabel
                control={<Switch checked={active} disabled={busy} onChange={(event) => setActive(event.target.checked)} />}
                label="Active"
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy || !name.trim()}>
            {busy ? busyLabel : submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
