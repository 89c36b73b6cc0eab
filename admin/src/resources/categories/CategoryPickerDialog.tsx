import { useEffect, useState } from 'react';
import { useCustom } from '@refinedev/core';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SearchBox } from '../../components/SearchBox';
import type { Category } from './types';

const SEARCH_LIMIT = 50;

export interface CategoryPickerDialogProps {
  partType: string | null;
  initial: Category | null;
  busy: boolean;
  onSave: (category: Category) => void;
  onClose: () => void;
}

/** Choose the category of one part type, searching the taxonomy as you type. */
export function CategoryPickerDialog({ partType, initial, busy, onSave, onClose }: CategoryPickerDialogProps) {
  const [value, setValue] = useState<Category | null>(initial);
  const [term, setTerm] = useState('');

  useEffect(() => {
    setValue(initial);
    setTerm('');
  }, [initial, partType]);

  // A failed search reads as nothing found: the dialog stays usable and the current choice is kept.
  const { result, query } = useCustom<{ items: Category[] }>({
    url: '/categories/search',
    method: 'get',
    config: { query: { q: term, limit: SEARCH_LIMIT } },
    queryOptions: { enabled: term !== '' },
    errorNotification: false,
  });
  const found = { loading: term !== '' && query.isFetching };
  const options = term && !query.isError ? (result?.data?.items ?? []) : [];

  return (
    <Dialog open={partType !== null} onClose={busy ? undefined : onClose} maxWidth="md" fullWidth>
      <DialogTitle>Category for &lsquo;{partType}&rsquo;</DialogTitle>
      <DialogContent>
        <Stack spacing={1} sx={{ mt: 1 }}>
          <SearchBox label="Search categories" placeholder="e.g. brake pads" term={term} onSearch={setTerm} autoFocus sx={{ width: '100%' }} />
          <Typography variant="body2">{value ? `Selected: ${value.full_path}` : 'No category selected'}</Typography>
          {found.loading && <LinearProgress />}
          {options.length > 0 ? (
            <List dense role="listbox" aria-label="Categories found" sx={{ maxHeight: 360, overflow: 'auto' }}>
              {options.map((option) => {
                const selected = option.category_id === value?.category_id;
                return (
                  <ListItemButton key={option.category_id} role="option" aria-selected={selected} selected={selected} onClick={() => setValue(option)}>
                    <ListItemText primary={option.name} secondary={`${option.full_path} · ${option.category_id}`} />
                  </ListItemButton>
                );
              })}
            </List>
          ) : (
            !found.loading && (
              <Typography variant="body2" color="text.secondary">
                {term ? 'No categories found' : 'Type to search categories'}
              </Typography>
            )
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" disabled={busy || !value} onClick={() => value && onSave(value)}>
          {busy ? 'Saving...' : 'Save Mapping'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
