import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useUploadMutation } from '../../hooks/useUploadMutation';
import { toApiError } from '../../providers/api-error';
import type { TaxonomyUploadResult } from './types';
import { SampleFileLink } from '../../components/SampleFileLink';
import { Permitted } from '../../components/Permitted';

export const GOOGLE_TAXONOMY_URL = 'https://www.google.com/basepages/producttype/taxonomy-with-ids.en-US.txt';

interface Outcome {
  ok: boolean;
  text: string;
}

/** Upload of a taxonomy .txt file; the result shows as one line prefixed ✓ or ✗ (no toast), then every category figure reloads. */
export function TaxonomyUpload() {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // The count, the table and the mappings' categories all read the taxonomy: every query is read again.
  const { upload: send, uploading: busy } = useUploadMutation<TaxonomyUploadResult>({ invalidates: 'all' });

  const upload = async () => {
    if (!file) {
      setOutcome({ ok: false, text: 'Please select a file' });
      return;
    }
    setOutcome(null);
    try {
      const result = await send({ url: '/categories/upload-taxonomy', parts: { file } });
      const orphans = result.orphaned_mappings
        ? ` ${result.orphaned_mappings} mapping(s) point to categories no longer in the taxonomy: ${result.orphaned_part_types.join(', ')}`
        : '';
      setOutcome({ ok: true, text: `${result.message}.${orphans}` });
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (error) {
      setOutcome({ ok: false, text: toApiError(error).detail ?? 'Upload failed' });
    }
  };

  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Upload Taxonomy
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          Upload Google&apos;s product taxonomy as a .txt file, with or without category ids.{' '}
          <Link href={GOOGLE_TAXONOMY_URL} target="_blank" rel="noopener noreferrer">
            Download the official Google product taxonomy
          </Link>
          {' · '}
          <SampleFileLink href="/samples/taxonomy-with-ids.en-US.txt" />
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1, flexWrap: 'wrap' }}>
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={busy}>
            Choose .txt File
            <input
              ref={input}
              hidden
              type="file"
              accept=".txt,text/plain"
              aria-label="Taxonomy file"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setOutcome(null);
              }}
            />
          </Button>
          <Typography variant="body2" sx={{ flexGrow: 1, minWidth: 120 }} noWrap>
            {file ? file.name : 'No file chosen'}
          </Typography>
          <Permitted resource="categories/upload-taxonomy" action="post">
            <Button variant="contained" onClick={upload} disabled={busy || !file}>
              {busy ? 'Uploading...' : 'Upload'}
            </Button>
          </Permitted>
        </Stack>
        {outcome && (
          <Typography
            role="status"
            variant="body2"
            sx={{ mt: 2, color: outcome.ok ? 'success.main' : 'error.main', wordBreak: 'break-word' }}
          >
            {outcome.ok ? '✓' : '✗'} {outcome.text}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
