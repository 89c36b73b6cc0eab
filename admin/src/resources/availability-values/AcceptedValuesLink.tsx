import type { ReactNode } from 'react';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

/** An import's format text followed by a link to this resource, where every accepted availability spelling is listed. */
export function withAcceptedValuesLink(text: string): ReactNode {
  return (
    <>
      {text}{' '}
      <Link component={RouterLink} to="/availability-values">
        See every accepted value
      </Link>
      .
    </>
  );
}
