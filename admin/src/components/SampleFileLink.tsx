import Link from '@mui/material/Link';

/** The import's sample from docs/samples (served at /samples), the same file the tests import. */
export function SampleFileLink({ file }: { file: string }) {
  return (
    <Link href={`/samples/${file}`} download variant="body2">
      Download a sample file
    </Link>
  );
}
