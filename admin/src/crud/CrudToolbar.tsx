import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import RefreshIcon from '@mui/icons-material/Refresh';
import { SearchBox } from '../components/SearchBox';

interface CrudToolbarProps {
  search?: { label: string; placeholder: string; term: string; onSearch: (term: string) => void };
  onRefresh?: () => void;
  busy: boolean;
}

/** The row above a list's table: its search box and its Refresh button. */
export function CrudToolbar({ search, onRefresh, busy }: CrudToolbarProps) {
  if (!search && !onRefresh) return null;
  return (
    <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
      {search && <SearchBox {...search} />}
      {onRefresh && (
        <Button startIcon={<RefreshIcon />} onClick={onRefresh} disabled={busy}>
          Refresh
        </Button>
      )}
    </Stack>
  );
}
