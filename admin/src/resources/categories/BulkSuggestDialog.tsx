import { useEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { serverMessageOr } from '../../providers/api-error';
import { notify } from '../../providers/notifications';
import { categoriesApi } from './categories-api';
import type { Analysis } from './types';

/** Part types asked for and analysed per call: the progress bar moves at least every few hundred milliseconds. */
const CHUNK = 1000;
/** Mappings applied per call (the API takes at most 10,000). */
const APPLY_CHUNK = 5000;

interface BulkSuggestDialogProps {
  open: boolean;
  onClose: (applied: boolean) => void;
}

/**
 * Suggests a category for every unmapped part type at once, with a progress bar, then accepts every
 * suggestion at or above the confidence the operator chooses; the rest stay in the list for review.
 */
export function BulkSuggestDialog({ open, onClose }: BulkSuggestDialogProps) {
  const [total, setTotal] = useState<number | null>(null);
  const [results, setResults] = useState<Analysis[]>([]);
  const [done, setDone] = useState(false);
  const [threshold, setThreshold] = useState('0.8');
  const [applying, setApplying] = useState(false);
  const run = useRef(0);

  useEffect(() => {
    if (!open) return;
    const id = ++run.current;
    setTotal(null);
    setResults([]);
    setDone(false);
    const current = () => run.current === id;
    void (async () => {
      try {
        for (let skip = 0; ; ) {
          const page = await categoriesApi.unmapped(skip, CHUNK);
          if (!current()) return;
          setTotal(page.total);
          if (page.items.length === 0) break;
          const analyses = await categoriesApi.analyze(page.items.map((p) => p.part_type));
          if (!current()) return;
          setResults((previous) => [...previous, ...analyses]);
          skip += page.items.length;
          if (skip >= page.total) break;
        }
        if (current()) setDone(true);
      } catch (error) {
        if (current()) notify.error(serverMessageOr(error, 'Failed to suggest categories'));
      }
    })();
    return () => {
      run.current++;
    };
  }, [open]);

  const minimum = Number(threshold);
  const valid = threshold.trim() !== '' && Number.isFinite(minimum) && minimum >= 0 && minimum <= 1;
  const withSuggestion = results.filter((r) => r.best);
  const accepted = valid ? withSuggestion.filter((r) => r.best!.confidence >= minimum) : [];
  const progress = total ? Math.round((results.length / total) * 100) : done ? 100 : 0;

  const accept = async () => {
    setApplying(true);
    try {
      let applied = 0;
      for (let i = 0; i < accepted.length; i += APPLY_CHUNK) {
        const chunk = accepted.slice(i, i + APPLY_CHUNK);
        const result = await categoriesApi.applySuggestions(
          chunk.map((r) => ({ part_type: r.part_type, suggested_category: r.best!.category_id, confidence: r.best!.confidence })),
        );
        applied += result.applied;
      }
      notify.success(`Accepted ${applied} suggestions; ${results.length - applied} part types left to review`);
      onClose(true);
    } catch (error) {
      notify.error(serverMessageOr(error, 'Failed to apply suggestions'));
    } finally {
      setApplying(false);
    }
  };

  return (
    <Dialog open={open} onClose={() => !applying && onClose(false)} maxWidth="sm" fullWidth>
      <DialogTitle>Suggest Categories for All Unmapped Part Types</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <LinearProgress variant="determinate" value={progress} aria-label="Suggestion progress" />
          <Typography variant="body2" role="status">
            {total === null
              ? 'Finding unmapped part types...'
              : `Suggested ${results.length.toLocaleString()} of ${total.toLocaleString()} unmapped part types${done ? '' : '...'}`}
          </Typography>
          {done && (
            <>
              <Typography variant="body2">
                {withSuggestion.length.toLocaleString()} with a suggestion, {(results.length - withSuggestion.length).toLocaleString()} without.
              </Typography>
              <TextField
                label="Accept at or above confidence"
                type="number"
                size="small"
                value={threshold}
                onChange={(event) => setThreshold(event.target.value)}
                error={!valid}
                helperText={valid ? ' ' : 'Enter a confidence between 0 and 1'}
                slotProps={{ htmlInput: { min: 0, max: 1, step: 0.05 } }}
              />
              <Typography variant="body2">
                {accepted.length.toLocaleString()} suggestions will be accepted; the other {(results.length - accepted.length).toLocaleString()} part types stay in
                the list to review one by one.
              </Typography>
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)} disabled={applying}>
          Close
        </Button>
        <Button variant="contained" onClick={accept} disabled={!done || applying || accepted.length === 0}>
          {applying ? 'Accepting...' : `Accept ${accepted.length.toLocaleString()} Suggestions`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
