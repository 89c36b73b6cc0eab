import { forwardRef } from 'react';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useNotify, type Notify } from '../providers/notifications';

/** A strong access token: 32 random bytes as base64url (43 characters, well above the 16 the server asks for). */
export function strongToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

async function copy(text: string, notify: Notify): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    notify.success('Access token copied');
  } catch {
    notify.warning('The browser did not allow copying: select the token and copy it');
  }
}

type TokenFieldProps = Omit<TextFieldProps, 'onChange' | 'value'> & { value: string; onChange: (value: string) => void };

/** An access token input with Generate (a strong random token) and Copy: shown in clear, so it can be handed on. */
export const TokenField = forwardRef<HTMLDivElement, TokenFieldProps>(function TokenField({ value, onChange, disabled, ...props }, ref) {
  const notify = useNotify();
  return (
    <TextField
      ref={ref}
      {...props}
      value={value}
      disabled={disabled}
      autoComplete="off"
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        inputLabel: { shrink: true },
        input: {
          sx: { fontFamily: 'monospace' },
          endAdornment: (
            <InputAdornment position="end">
              <Button size="small" disabled={disabled} onClick={() => onChange(strongToken())}>
                Generate
              </Button>
              <Button size="small" disabled={disabled || value === ''} onClick={() => void copy(value, notify)}>
                Copy
              </Button>
            </InputAdornment>
          ),
        },
      }}
    />
  );
});
