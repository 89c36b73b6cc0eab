import { useCan } from '@refinedev/core';
import Button, { type ButtonProps } from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';

export interface WriteButtonProps extends ButtonProps {
  /** The API path below /api/v1 the button writes to, e.g. 'feed-rules/draft'. */
  api: string;
  /** The HTTP method, lower case. */
  method: 'post' | 'put' | 'delete';
}

/** A button that writes: disabled, with the server's reason on hover, for a user whose role may not make that call. */
export function WriteButton({ api, method, disabled, ...props }: WriteButtonProps) {
  const { data } = useCan({ resource: api, action: method });
  const refused = data?.can === false;
  const button = <Button {...props} disabled={disabled || refused} />;
  if (!refused) return button;
  return (
    <Tooltip title={data?.reason ?? 'Your role cannot change this'}>
      <span>{button}</span>
    </Tooltip>
  );
}
