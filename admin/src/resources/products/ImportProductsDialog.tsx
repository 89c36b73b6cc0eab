import { useEffect, useState, type ChangeEvent } from 'react';
import { useList, useNotification } from '@refinedev/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { ImportFormatHint } from '../../components/ImportFormatHint';
import { ImportOutcome } from '../../components/ImportOutcome';
import { notifyImported } from '../../components/import-outcome';
import { hasAcceptedExtension } from '../../components/FileImportDialog';
import { toApiError } from '../../providers/api-error';
import { useUploadMutation } from '../../hooks/useUploadMutation';
import { PRODUCTS, type BrandOption, type ProductImportResult } from './types';

const CSV = ['.csv'];

function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** "<file> line N, column 'x': reason", as the other import dialogs word a problem. */
function describeProblem(problem: ProductImportResult['errors'][number]): string {
  return `${problem.file} line ${problem.line}${problem.field ? `, column '${problem.field}'` : ''}: ${problem.reason}`;
}

type Phase =
  | { name: 'idle' }
  | { name: 'uploading'; percent: number }
  | { name: 'done'; result: ProductImportResult }
  | { name: 'failed'; message: string };

export interface ImportProductsDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Import Products to Draft: a brand, several CSV files, progress, then the result chips. */
export function ImportProductsDialog({ open, onClose }: ImportProductsDialogProps) {
  const importFiles = useUploadMutation<ProductImportResult>('/parts/import', [PRODUCTS]);
  const { open: toast } = useNotification();
  // The brand list is loaded from brands, afresh each time the dialog opens.
  const { result: brandList } = useList<BrandOption>({
    resource: 'brands',
    pagination: { mode: 'off' },
    meta: { query: { limit: 10_000 } },
    queryOptions: { enabled: open },
  });
  const brands = brandList.data;
  const [brandId, setBrandId] = useState<number | ''>('');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const uploading = phase.name === 'uploading';

  useEffect(() => {
    if (!open) return;
    setBrandId('');
    setFiles([]);
    setProblem(null);
    setPhase({ name: 'idle' });
  }, [open]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    const csv = chosen.filter((file) => hasAcceptedExtension(file.name, CSV));
    setProblem(csv.length < chosen.length ? 'Only CSV files are allowed' : null);
    setFiles(csv);
  };

  const start = async () => {
    if (brandId === '') return setProblem('Please select a brand');
    if (!files.length) return setProblem('Please select at least one CSV file');
    setProblem(null);
    setPhase({ name: 'uploading', percent: 0 });
    try {
      const result = await importFiles({ brand_id: brandId, files }, (percent) => setPhase({ name: 'uploading', percent }));
      setPhase({ name: 'done', result });
      notifyImported(`Import completed! Processed ${result.stats.processed} products`, result);
    } catch (failure) {
      const detail = toApiError(failure).message;
      toast?.({ type: 'error', message: `Import failed: ${detail}` });
      setPhase({ name: 'failed', message: detail });
    }
  };

  const close = () => {
    if (!uploading) onClose();
  };
  const done = phase.name === 'done';

  return (
    <Dialog open={open} onClose={close} maxWidth="sm" fullWidth>
      <DialogTitle>Import Products to Draft</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormControl fullWidth size="small" disabled={uploading || done}>
            <InputLabel id="import-brand-label">Brand</InputLabel>
            <Select
              labelId="import-brand-label"
              label="Brand"
              value={brandId}
              onChange={(event) => setBrandId(event.target.value === '' ? '' : Number(event.target.value))}
            >
              {brands.map((brand) => (
                <MenuItem key={brand.id} value={brand.id}>
                  {brand.name}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <Box>
            <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={uploading || done}>
              Select CSV Files
              <input hidden type="file" multiple accept=".csv" onChange={choose} data-testid="product-files" />
            </Button>
          </Box>
          {files.length > 0 && (
            <List dense aria-label="Selected files">
              {files.map((file) => (
                <ListItem key={`${file.name}-${file.size}`} disableGutters>
                  <ListItemText primary={file.name} secondary={formatSize(file.size)} />
                </ListItem>
              ))}
            </List>
          )}
          <ImportFormatHint format="products" />
          {problem && <Alert severity="warning">{problem}</Alert>}
          {phase.name === 'uploading' && (
            <Box>
              <LinearProgress variant={phase.percent < 100 ? 'determinate' : 'indeterminate'} value={phase.percent} />
              <Typography variant="caption" color="text.secondary">
                {phase.percent < 100 ? `Uploading… ${phase.percent}%` : 'Processing…'}
              </Typography>
            </Box>
          )}
          {phase.name === 'failed' && (
            <Alert severity="error">
              <strong>IMPORT FAILED</strong>
              <div>{phase.message}</div>
            </Alert>
          )}
          {phase.name === 'done' && (
            <Stack spacing={1}>
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} aria-label="Import stats">
                <Chip label={`Total Rows: ${phase.result.stats.total_rows}`} />
                <Chip color="success" label={`Processed: ${phase.result.stats.processed}`} />
                <Chip color={phase.result.stats.errors ? 'error' : 'default'} label={`Errors: ${phase.result.stats.errors}`} />
                <Chip color={phase.result.stats.duplicates ? 'warning' : 'default'} label={`Duplicates: ${phase.result.stats.duplicates}`} />
              </Stack>
              <ImportOutcome
                result={phase.result}
                text={`${phase.result.stats.processed.toLocaleString('en-US')} of ${phase.result.stats.total_rows.toLocaleString('en-US')} rows saved as drafts`}
                problems={phase.result.errors.map(describeProblem)}
              />
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={uploading}>
          {done ? 'Close' : 'Cancel'}
        </Button>
        {!done && (
          <Button variant="contained" onClick={start} disabled={uploading}>
            Import
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
