import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ExportOptions, FeedSelection } from './export-types';
import { ItemTypeSelect, type ItemType } from './ItemTypeSelect';

export interface ExportForm {
  options: Omit<ExportOptions, 'is_kit'>;
  itemType: ItemType;
  upload: boolean;
}

interface ExportOptionsFormProps {
  form: ExportForm;
  onChange: (form: ExportForm) => void;
  disabled: boolean;
}

/** The export options with their defaults (Atom, price, availability and brand included, all items), and which feeds to make (the stock-and-price feed by default). */
export function ExportOptionsForm({ form, onChange, disabled }: ExportOptionsFormProps) {
  const set = (changes: Partial<ExportForm['options']>) => onChange({ ...form, options: { ...form.options, ...changes } });
  const { options } = form;
  const check = (label: string, checked: boolean, toggle: (value: boolean) => void) => (
    <FormControlLabel label={label} control={<Checkbox checked={checked} disabled={disabled} onChange={(e) => toggle(e.target.checked)} />} />
  );
  return (
    <Stack spacing={2}>
      <FormControl disabled={disabled}>
        <FormLabel id="feed-format-label">Format</FormLabel>
        <RadioGroup
          row
          aria-labelledby="feed-format-label"
          value={options.format_type}
          onChange={(event) => set({ format_type: event.target.value as ExportOptions['format_type'] })}
        >
          <FormControlLabel value="atom" control={<Radio />} label="Atom" />
          <FormControlLabel value="rss" control={<Radio />} label="RSS" />
        </RadioGroup>
      </FormControl>
      <FormControl disabled={disabled}>
        <FormLabel id="feeds-label">Feeds</FormLabel>
        <RadioGroup row aria-labelledby="feeds-label" value={options.feeds ?? 'stock'} onChange={(event) => set({ feeds: event.target.value as FeedSelection })}>
          <FormControlLabel value="stock" control={<Radio />} label="Stock and price" />
          <FormControlLabel value="products" control={<Radio />} label="Products" />
          <FormControlLabel value="both" control={<Radio />} label="Both" />
        </RadioGroup>
      </FormControl>
      <Stack direction="row" spacing={2}>
        <TextField label="Feed name" size="small" fullWidth value={options.feed_name} disabled={disabled} onChange={(e) => set({ feed_name: e.target.value })} />
        <TextField
          label="Remote filename"
          size="small"
          fullWidth
          value={options.remote_filename}
          disabled={disabled}
          onChange={(e) => set({ remote_filename: e.target.value })}
        />
        {options.feeds && options.feeds !== 'stock' && (
          <TextField
            label="Products filename"
            size="small"
            fullWidth
            value={options.products_remote_filename ?? ''}
            disabled={disabled}
            onChange={(e) => set({ products_remote_filename: e.target.value })}
          />
        )}
      </Stack>
      <FormGroup row>
        {check('Include price', options.include_price, (value) => set({ include_price: value }))}
        {check('Include availability', options.include_availability, (value) => set({ include_availability: value }))}
        {check('Include brand', options.include_brand, (value) => set({ include_brand: value }))}
      </FormGroup>
      <ItemTypeSelect value={form.itemType} onChange={(itemType) => onChange({ ...form, itemType })} disabled={disabled} />
      <FormGroup>{check('Upload to SFTP', form.upload, (upload) => onChange({ ...form, upload }))}</FormGroup>
    </Stack>
  );
}
