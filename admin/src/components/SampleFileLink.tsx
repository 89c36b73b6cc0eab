import Link from '@mui/material/Link';

/** An import's sample from docs/samples (served at /samples), the same file the tests import. */
export function SampleFileLink({ href }: { href: string }) {
  return (
    <Link href={href} download variant="body2">
      Download a sample file
    </Link>
  );
}
