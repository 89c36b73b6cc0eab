import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { toApiError } from '../../providers/api-error';
import { notify } from '../../providers/notifications';
import { brandsApi } from './brands-api';
import { BrandNameField } from './BrandNameField';

interface AddBrandDialogProps {
  open: boolean;
  onClose: () => void;
  onAdded: () => void;
}

/** Section 2: one field, Enter submits, 'Adding...' while busy, Add disabled when blank. */
export function AddBrandDialog({ open, onClose, onAdded }: AddBrandDialogProps) {
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const close = () => {
    if (busy) return;
    setName('');
    setError(undefined);
    onClose();
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
      await brandsApi.create(name.trim());
      notify.success('Brand added successfully!');
      setBusy(false);
      setName('');
      setError(undefined);
      onAdded();
      onClose();
    } catch (failure) {
      setBusy(false);
      notify.error('Failed to add brand', { description: toApiError(failure).detail });
    }
  };

  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={submit}>
        <DialogTitle>Add Brand</DialogTitle>
        <DialogContent>
          <BrandNameField
            value={name}
            error={error}
            busy={busy}
            onChange={(value) => {
              setName(value);
              setError(undefined);
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy || !name.trim()}>
            {busy ? 'Adding...' : 'Add Brand'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
