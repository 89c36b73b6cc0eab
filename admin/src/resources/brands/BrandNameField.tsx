import TextField from '@mui/material/TextField';

/** The Brand Name input of the add and edit dialogs; typing clears the previous error. */
export function BrandNameField({ value, error, busy, onChange }: { value: string; error?: string; busy: boolean; onChange: (name: string) => void }) {
  return (
    <TextField
      autoFocus
      fullWidth
      margin="dense"
      label="Brand Name"
      value={value}
      disabled={busy}
      onChange={(event) => onChange(event.target.value)}
      error={!!error}
      helperText={error}
    />
  );
}
