import { useEffect, useState } from 'react';
import { useUpdate, type HttpError } from '@refinedev/core';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CURRENT } from './current-list';
import { AVAILABILITIES, type Availability, type CurrentItem, type ItemChanges } from './types';

const PRICE = /^\d+(\.\d{1,2})?$/;

/** The edit icon's dialog: price (USD), availability and brand of one item. */
export function EditItemDialog({ item, onClose }: { item: CurrentItem | null; onClose: () => void }) {
  const [price, setPrice] = useState('');
  const [availability, setAvailability] = useState<Availability>('in stock');
  const [brand, setBrand] = useState('');
  const { mutate: update, mutation } = useUpdate<CurrentItem, HttpError, ItemChanges>();
  const saving = mutation.isPending;

  useEffect(() => {
    if (!item) return;
    setPrice(item.price === null ? '' : item.price.toFixed(2));
    setAvailability(item.availability ?? 'in stock');
    setBrand(item.brand ?? '');
  }, [item]);

  const priceProblem = price.trim() !== '' && !PRICE.test(price.trim()) ? 'Enter a price like 19.99' : undefined;

  const save = () => {
    if (!item || priceProblem) return;
    update(
      {
        resource: CURRENT,
        id: item.id,
        values: { price: price.trim() === '' ? null : Number(price), availability, brand: brand.trim() === '' ? null : brand.trim() },
        // The list and the stats: a price or brand changes the averages and shares.
        invalidates: ['resourceAll'],
        meta: { skipErrorToast: true },
        successNotification: { message: 'Item updated', type: 'success' },
        errorNotification: (error) => ({ message: `Update failed: ${error?.message || 'Unknown error'}`, type: 'error' }),
      },
      { onSuccess: onClose },
    );
  };

  return (
    <Dialog open={item !== null} onClose={() => !saving && onClose()} maxWidth="xs" fullWidth>
      <DialogTitle>Edit Item {item?.id}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField label="Part Number" value={item?.part_number ?? ''} disabled />
          <TextField
            label="Price"
            value={price}
            onChange={(event) => setPrice(event.target.value)}
            error={Boolean(priceProblem)}
            helperText={priceProblem ?? 'USD; leave empty for no price'}
            slotProps={{ input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } }}
          />
          <TextField select label="Availability" value={availability} onChange={(event) => setAvailability(event.target.value as Availability)}>
            {AVAILABILITIES.map((value) => (
              <MenuItem key={value} value={value}>
                {value}
              </MenuItem>
            ))}
          </TextField>
          <TextField label="Brand" value={brand} onChange={(event) => setBrand(event.target.value)} helperText="Leave empty for no brand" />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button variant="contained" onClick={save} disabled={saving || Boolean(priceProblem)}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
