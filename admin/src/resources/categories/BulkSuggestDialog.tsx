import { useEffect, useRef, useState } from 'react';
import { useCustomMutation, useDataProvider, useInvalidate } from '@refinedev/core';
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
import { failureToast, useNotify } from '../../providers/notifications';
import type { Analysis, AppliedMappings, PartType } from './types';

/** Part types asked for and analysed per call: the progress bar moves at least every few hundred milliseconds. */
const CHUNK = 1000;
/** Mappings applied per call (the API takes at most 10,000). */
const APPLY_CHUNK = 5000;

interface BulkSuggestDialogProps {
  open: boolean;
  onClose: () => void;
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
  const run = useRef(0);
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const invalidate = useInvalidate();
  const { mutateAsync: apply, mutation: applying } = useCustomMutation<AppliedMappings>();

  // Chunk after chunk through the data provider (no hook can loop); a failure is reported here, once.
  useEffect(() => {
    if (!open) return;
    const id = ++run.current;
    setTotal(null);
    setResults([]);
    setDone(false);
    const current = () => run.current === id;
    const { getList, custom } = dataProvider();
    void (async () => {
      try {
        for (let chunk = 1, read = 0; ; chunk++) {
          const page = await getList<PartType>({
            resource: 'part-types',
            pagination: { currentPage: chunk, pageSize: CHUNK },
            meta: { path: 'categories/part-types/unmapped' },
          });
          if (!current()) return;
          setTotal(page.total);
          if (page.data.length === 0) break;
          const analyses = await custom!<{ results: Analysis[] }>({
            url: '/categories/ai-analyze-part-types',
            method: 'post',
            payload: { part_types: page.data.map((p) => p.part_type) },
          });
          if (!current()) return;
          setResults((previous) => [...previous, ...analyses.data.results]);
          read += page.data.length;
          if (read >= page.total) break;
        }
        if (current()) setDone(true);
      } catch (error) {
        if (current()) notify.error(serverMessageOr(error, 'Failed to suggest categories'));
      }
    })();
    return () => {
      run.current++;
    };
    // Once per opening: `notify` is left out, as any render's toasts go to the same stack.
  }, [open, dataProvider]);

  const minimum = Number(threshold);
  const valid = threshold.trim() !== '' && Number.isFinite(minimum) && minimum >= 0 && minimum <= 1;
  const withSuggestion = results.filter((r) => r.best);
  const accepted = valid ? withSuggestion.filter((r) => r.best!.confidence >= minimum) : [];
  const progress = total ? Math.round((results.length / total) * 100) : done ? 100 : 0;

  // One toast for all the chunks: their sum when every chunk is applied, else the failure (Refine's error notification).
  const accept = async () => {
    let applied = 0;
    try {
      for (let i = 0; i < accepted.length; i += APPLY_CHUNK) {
        const chunk = accepted.slice(i, i + APPLY_CHUNK);
        const result = await apply({
          url: '/categories/apply-ai-mappings',
          method: 'post',
          values: { mappings: chunk.map((r) => ({ part_type: r.part_type, suggested_category: r.best!.category_id, confidence: r.best!.confidence })) },
          successNotification: false,
          errorNotification: failureToast('Failed to apply suggestions'),
        });
        applied += result.data.applied;
      }
      notify.success(`Accepted ${applied} suggestions; ${results.length - applied} part types left to review`);
      onClose();
    } catch {
      // Reported by the mutation's error notification; the dialog stays open to try again.
    } finally {
      if (applied > 0) void invalidate({ invalidates: ['all'] });
    }
  };

  return (
    <Dialog open={open} onClose={() => !applying.isPending && onClose()} maxWidth="sm" fullWidth>
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
        <Button onClick={onClose} disabled={applying.isPending}>
          Close
        </Button>
        <Button variant="contained" onClick={accept} disabled={!done || applying.isPending || accepted.length === 0}>
          {applying.isPending ? 'Accepting...' : `Accept ${accepted.length.toLocaleString()} Suggestions`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
