import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { toApiError } from '../providers/api-error';
import { useNotify } from '../providers/notifications';
import { countLabels, downloadProblems, problemCount, type RecordedImport } from './import-outcome';

export interface ExtraCount {
  label: string;
  value: number | string;
}

export interface ImportOutcomeProps {
  /** The import's answer: its counts and its id in the imports history. */
  result: RecordedImport;
  /** One sentence on what happened. */
  text: ReactNode;
  /** The first problems, each naming file, line, column and reason. */
  problems?: string[];
  /** The answer's own figures (the specification's fields), shown as chips after the counts. */
  extra?: ExtraCount[];
  /** Timing and throughput figures, shown only when the operator opens the details. */
  details?: ExtraCount[];
  /** Overrides the colour, e.g. 'error' when no row could be used. */
  severity?: 'success' | 'warning' | 'error';
}

const chipText = ({ label, value }: ExtraCount) => `${label}: ${typeof value === 'number' ? value.toLocaleString('en-US') : value}`;

/**
 * The result of an import as every dialog shows it: what happened, the counts that add up
 * (read = added + updated + unchanged + not found + refused), the first problems and a link to
 * download all of them, and the timing behind a Details button.
 */
export function ImportOutcome({ result, text, problems = [], extra = [], details = [], severity }: ImportOutcomeProps) {
  const [open, setOpen] = useState(false);
  const notify = useNotify();
  const notApplied = problemCount(result.counts);
  const shown = severity ?? (notApplied ? 'warning' : 'success');
  return (
    <Stack spacing={1} aria-label="Import result">
      <Alert severity={shown}>{text}</Alert>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {result.counts && countLabels(result.counts).map((count) => <Chip key={count.label} size="small" variant="outlined" label={chipText(count)} />)}
        {extra.map((count) => (
          <Chip key={count.label} size="small" variant="outlined" label={chipText(count)} />
        ))}
      </Stack>
      {problems.length > 0 && (
        <Box sx={{ maxHeight: 160, overflow: 'auto' }} aria-label="First problems">
          {problems.map((problem, index) => (
            <Typography key={`${index}-${problem}`} variant="caption" component="div" color="error">
              {problem}
            </Typography>
          ))}
        </Box>
      )}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {notApplied > 0 && result.import_id !== undefined && (
          <Link
            component="button"
            type="button"
            variant="body2"
            onClick={() => downloadProblems(result.import_id!).catch((failure) => notify.error(`Download failed: ${toApiError(failure).message}`))}
          >
            Download all problems
          </Link>
        )}
        {details.length > 0 && (
          <Button size="small" onClick={() => setOpen(!open)}>
            {open ? 'Hide details' : 'Details'}
          </Button>
        )}
      </Stack>
      <Collapse in={open} unmountOnExit>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {details.map((count) => (
            <Chip key={count.label} size="small" label={chipText(count)} />
          ))}
        </Stack>
      </Collapse>
    </Stack>
  );
}
