import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { toApiError, type ApiError } from '../providers/api-error';
import { ImportFormatHint } from './ImportFormatHint';
import { problemCount, type RecordedImport } from './import-outcome';

export const MISSING_FILE_MESSAGE = 'Please select a file to import';

/** '.csv' → 'Please select a valid CSV file'; ['.csv', '.txt'] → '… CSV or TXT file': the file type is checked by its name's extension. */
export function invalidFileMessage(accept: readonly string[]): string {
  const names = accept.map((extension) => extension.replace(/^\./, '').toUpperCase());
  return `Please select a valid ${names.join(' or ')} file`;
}

export function hasAcceptedExtension(fileName: string, accept: readonly string[]): boolean {
  const name = fileName.toLowerCase();
  return accept.some((extension) => name.endsWith(extension.toLowerCase()));
}

function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export interface FileImportDialogProps<TResult extends object> {
  open: boolean;
  title: string;
  /** Accepted extensions, e.g. ['.csv'] or ['.csv', '.txt'] (case-insensitive). */
  accept: readonly string[];
  /** Sends the file; report progress 0–100, e.g. `(file, onProgress) => uploadFile(url, { file }, { onProgress })`. */
  upload: (file: File, onProgress: (percent: number) => void) => Promise<TResult>;
  onClose: () => void;
  /** Format instructions shown above the file picker. */
  description?: ReactNode;
  /** Extra form fields; `locked` is true while uploading. */
  fields?: (locked: boolean) => ReactNode;
  /** The import format (GET /import-formats/:id) whose columns and sample file the dialog shows. */
  format?: string;
  /** Shows the upload result. */
  renderResult?: (result: TResult) => ReactNode;
  /** Whether a result counts as success (auto-close, onDone). Default: every result. */
  isSuccess?: (result: TResult) => boolean;
  /** Called once after a successful upload, e.g. to reload the list. */
  onDone?: (result: TResult) => void;
  /**
   * Close this many ms after a successful upload in which every row was applied. When a row was
   * refused or not found the dialog stays open with the counts, the problems and their download.
   */
  autoCloseMs?: number;
  /** Text of the inline error after a failed upload. Default: the server's message. */
  formatError?: (error: ApiError) => string;
  /** Message when starting without a file. */
  missingFileMessage?: string;
  submitLabel?: string;
}

type Phase<TResult> =
  | { name: 'idle' }
  | { name: 'uploading'; percent: number }
  | { name: 'done'; result: TResult }
  | { name: 'failed'; message: string };

export function FileImportDialog<TResult extends object>({
  open,
  title,
  accept,
  upload,
  onClose,
  description,
  fields,
  format,
  renderResult,
  isSuccess = () => true,
  onDone,
  autoCloseMs,
  formatError = (error) => error.message,
  missingFileMessage = MISSING_FILE_MESSAGE,
  submitLabel = 'Import',
}: FileImportDialogProps<TResult>) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase<TResult>>({ name: 'idle' });
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const uploading = phase.name === 'uploading';

  // Every opening starts from a clean dialog.
  useEffect(() => {
    if (!open) return undefined;
    setFile(null);
    setProblem(null);
    setPhase({ name: 'idle' });
    return () => clearTimeout(closeTimer.current);
  }, [open]);

  const close = () => {
    if (!uploading) onClose();
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!chosen) return;
    if (!hasAcceptedExtension(chosen.name, accept)) {
      setFile(null);
      setProblem(invalidFileMessage(accept));
      return;
    }
    setFile(chosen);
    setProblem(null);
    setPhase({ name: 'idle' });
  };

  const start = async () => {
    if (!file) {
      setProblem(missingFileMessage);
      return;
    }
    setProblem(null);
    setPhase({ name: 'uploading', percent: 0 });
    try {
      const result = await upload(file, (percent) => setPhase({ name: 'uploading', percent }));
      setPhase({ name: 'done', result });
      if (isSuccess(result)) {
        onDone?.(result);
        const recorded: RecordedImport = result;
        if (autoCloseMs !== undefined && !problemCount(recorded.counts)) closeTimer.current = setTimeout(onClose, autoCloseMs);
      }
    } catch (error) {
      setPhase({ name: 'failed', message: formatError(toApiError(error)) });
    }
  };

  const finished = phase.name === 'done';

  return (
    <Dialog open={open} onClose={close} maxWidth="sm" fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {description && <Box sx={{ typography: 'body2', color: 'text.secondary' }}>{description}</Box>}
          {format && <ImportFormatHint format={format} />}
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={uploading || finished}>
              Choose File
              <input hidden type="file" accept={accept.join(',')} onChange={choose} />
            </Button>
            <Typography variant="body2" color={file ? 'text.primary' : 'text.secondary'}>
              {file ? `${file.name} (${formatSize(file.size)})` : 'No file chosen'}
            </Typography>
          </Stack>
          {fields?.(uploading || finished)}
          {problem && <Alert severity="warning">{problem}</Alert>}
          {phase.name === 'uploading' && (
            <Box>
              <LinearProgress
                variant={phase.percent < 100 ? 'determinate' : 'indeterminate'}
                value={phase.percent}
              />
              <Typography variant="caption" color="text.secondary">
                {phase.percent < 100 ? `Uploading… ${phase.percent}%` : 'Processing…'}
              </Typography>
            </Box>
          )}
          {phase.name === 'failed' && <Alert severity="error">{phase.message}</Alert>}
          {phase.name === 'done' && renderResult?.(phase.result)}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={uploading}>
          {finished ? 'Close' : 'Cancel'}
        </Button>
        {!finished && (
          <Button variant="contained" onClick={start} disabled={uploading}>
            {submitLabel}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
