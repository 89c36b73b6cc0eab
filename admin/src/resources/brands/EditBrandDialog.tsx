import { useEffect, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { toApiError } from '../../providers/api-error';
import { notify } from '../../providers/notifications';
import { brandsApi } from './brands-api';
import type { Brand } from './types';
import { BrandNameField } from './BrandNameField';

interface EditBrandDialogProps {
  brand: Brand | null;
  onClose: () => void;
  onSaved: () => void;
}

/** The edit icon's dialog: rename the brand and switch it Active or Inactive. */
export function EditBrandDialog({ brand, onClose, onSaved }: EditBrandDialogProps) {
  const [name, setName] = useState('');
  const [active, setActive] = useState(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    if (!brand) return;
    setName(brand.name);
    setActive(brand.active);
    setError(undefined);
  }, [brand]);

  const close = () => {
    if (!busy) onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!brand) return;
    if (!name.trim()) {
      setError('Brand name is required');
      return;
    }
    setBusy(true);
    try {
      await brandsApi.update(brand.id, { name: name.trim(), active });
      notify.success('Brand updated successfully');
      onSaved();
      onClose();
    } catch (failure) {
      notify.error('Failed to update brand', { description: toApiError(failure).detail });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={brand !== null} onClose={close} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={submit}>
        <DialogTitle>Edit Brand</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <BrandNameField
              value={name}
              error={error}
              busy={busy}
              onChange={(value) => {
                setName(value);
                setError(undefined);
              }}
            />
            <FormControlLabel
              control={<Switch checked={active} disabled={busy} onChange={(event) => setActive(event.target.checked)} />}
              label="Active"
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy || !name.trim()}>
            {busy ? 'Saving...' : 'Save'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
