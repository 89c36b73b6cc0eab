import Button, { type ButtonProps } from '@mui/material/Button';
import { Permitted } from '../../components/Permitted';

export interface WriteButtonProps extends ButtonProps {
  /** The API route below /api/v1 the button writes to, e.g. 'feed-rules/draft'. */
  api: string;
  /** The HTTP method, lower case. */
  method: 'post' | 'put' | 'delete';
}

/** A button that writes: disabled, with the server's reason on hover, for a user whose role may not make that call. */
export function WriteButton({ api, method, ...props }: WriteButtonProps) {
  return (
    <Permitted resource={api} action={method}>
      <Button {...props} />
    </Permitted>
  );
}
