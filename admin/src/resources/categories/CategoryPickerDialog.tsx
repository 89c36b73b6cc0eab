import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { categoriesApi } from './categories-api';
import type { Category } from './types';

const SEARCH_DELAY_MS = 250;

export interface CategoryPickerDialogProps {
  partType: string | null;
  initial: Category | null;
  busy: boolean;
  onSave: (category: Category) => void;
  onClose: () => void;
}

/** Choose the category of one part type, searching the taxonomy while typing. */
export function CategoryPickerDialog({ partType, initial, busy, onSave, onClose }: CategoryPickerDialogProps) {
  const [value, setValue] = useState<Category | null>(initial);
  const [text, setText] = useState('');
  const [options, setOptions] = useState<Category[]>(initial ? [initial] : []);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    setValue(initial);
    setOptions(initial ? [initial] : []);
    setText('');
  }, [initial, partType]);

  useEffect(() => {
    const q = text.trim();
    if (!q || q === value?.full_path) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      setLoading(true);
      categoriesApi
        .search(q, 50)
        .then((page) => current && setOptions(page.items))
        .catch(() => current && setOptions([]))
        .finally(() => current && setLoading(false));
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text, value]);

  return (
    <Dialog open={partType !== null} onClose={busy ? undefined : onClose} maxWidth="md" fullWidth>
      <DialogTitle>Category for &lsquo;{partType}&rsquo;</DialogTitle>
      <DialogContent>
        <Autocomplete
          sx={{ mt: 1 }}
          options={options}
          value={value}
          loading={loading}
          filterOptions={(all) => all}
          getOptionLabel={(option) => option.full_path}
          isOptionEqualToValue={(a, b) => a.category_id === b.category_id}
          onChange={(_, chosen) => setValue(chosen)}
          onInputChange={(_, typed) => setText(typed)}
          noOptionsText={text.trim() ? 'No categories found' : 'Type to search categories'}
          renderOption={(props, option) => {
            const { key, ...rest } = props as typeof props & { key: string };
            return (
              <li key={key} {...rest}>
                <div>
                  <Typography variant="body2">{option.name}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {option.full_path} · {option.category_id}
                  </Typography>
                </div>
              </li>
            );
          }}
          renderInput={(params) => <TextField {...params} autoFocus label="Search categories" placeholder="e.g. brake pads" />}
        />
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
