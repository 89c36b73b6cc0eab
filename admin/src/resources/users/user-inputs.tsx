import TextField from '@mui/material/TextField';
import { TokenField } from '../../components/TokenField';
import type { CrudInputProps } from '../../crud/types';

// On edit a blank password or access token keeps the current one (user-form.ts's rules let it through).
const KEEP_CURRENT = 'Leave blank to keep the current value';

const text = (value: unknown) => String(value ?? '');

/** The email names the user: entered when creating, shown but not editable when editing. */
export function EmailInput({ mode, label, value, onChange, error, required, disabled, autoFocus }: CrudInputProps) {
  const locked = mode === 'edit';
  return (
    <TextField
      label={label}
      type="email"
      value={text(value)}
      onChange={(event) => onChange(event.target.value)}
      required={required}
      disabled={disabled}
      autoFocus={autoFocus}
      slotProps={{ input: { readOnly: locked }, inputLabel: { shrink: true } }}
      sx={locked ? { '& input': { color: 'text.disabled' } } : undefined}
      error={!!error}
      helperText={error}
    />
  );
}

export function PasswordInput({ mode, label, value, onChange, error, required, disabled, autoFocus }: CrudInputProps) {
  return (
    <TextField
      label={label}
      type="password"
      autoComplete="new-password"
      value={text(value)}
      onChange={(event) => onChange(event.target.value)}
      required={required}
      disabled={disabled}
      autoFocus={autoFocus}
      slotProps={{ inputLabel: { shrink: true } }}
      error={!!error}
      helperText={error ?? (mode === 'edit' ? KEEP_CURRENT : undefined)}
    />
  );
}

/** An access token with Generate and Copy, so an admin never invents one by hand. */
export function TokenInput({ mode, label, value, onChange, error, required, disabled }: CrudInputProps) {
  return (
    <TokenField
      label={label}
      value={text(value)}
      onChange={onChange}
      required={required}
      disabled={disabled}
      error={!!error}
      helperText={error ?? (mode === 'edit' ? KEEP_CURRENT : undefined)}
    />
  );
}
