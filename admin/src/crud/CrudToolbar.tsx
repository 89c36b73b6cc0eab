import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';

interface CrudToolbarProps {
  search?: { label: string; placeholder: string; value: string; onChange: (value: string) => void };
  onRefresh?: () => void;
  busy: boolean;
}

/** The row above a list's table: its search box and its Refresh button. */
export function CrudToolbar({ search, onRefresh, busy }: CrudToolbarProps) {
  if (!search && !onRefresh) return null;
  return (
    <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
      {search && (
        <TextField
          size="small"
          placeholder={search.placeholder}
          value={search.value}
          onChange={(event) => search.onChange(event.target.value)}
          sx={{ flex: 1, maxWidth: 420 }}
          slotProps={{
            htmlInput: { 'aria-label': search.label },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
      {onRefresh && (
        <Button startIcon={<RefreshIcon />} onClick={onRefresh} disabled={busy}>
          Refresh
        </Button>
      )}
    </Stack>
  );
}
