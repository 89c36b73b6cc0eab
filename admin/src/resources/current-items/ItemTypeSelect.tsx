import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';

export type ItemType = 'all' | 'kits' | 'singles';

/** 'kits' → true, 'singles' → false, 'all' → undefined (the is_kit field is then not sent). */
export const isKitOf = (type: ItemType): boolean | undefined => (type === 'all' ? undefined : type === 'kits');

export function ItemTypeSelect({ value, onChange, disabled }: { value: ItemType; onChange: (type: ItemType) => void; disabled: boolean }) {
  return (
    <FormControl size="small" sx={{ minWidth: 200 }} disabled={disabled}>
      <InputLabel id="item-type-label">Item type</InputLabel>
      <Select labelId="item-type-label" label="Item type" value={value} onChange={(event) => onChange(event.target.value as ItemType)}>
        <MenuItem value="all">All items</MenuItem>
        <MenuItem value="kits">Kits only</MenuItem>
        <MenuItem value="singles">Singles only</MenuItem>
      </Select>
    </FormControl>
  );
}
