import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { toApiError } from '../../providers/api-error';
import { downloadFile, saveBlob } from '../../providers/http';
import { useNotify } from '../../providers/notifications';

type ExportFormat = 'csv' | 'json' | 'xlsx';

const FORMATS: { value: ExportFormat; label: string }[] = [
  { value: 'csv', label: 'CSV' },
  { value: 'json', label: 'JSON' },
  { value: 'xlsx', label: 'Excel (XLSX)' },
];

interface ExportBrandsDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Format, two options on by default, the file saved under the server's name. */
export function ExportBrandsDialog({ open, onClose }: ExportBrandsDialogProps) {
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [includeParts, setIncludeParts] = useState(true);
  const [includeStats, setIncludeStats] = useState(true);
  const [busy, setBusy] = useState(false);
  const notify = useNotify();

  // A download (GET) is no write, so it is no Refine mutation: its failure is reported here, once.
  const exportFile = async () => {
    setBusy(true);
    try {
      const { blob, filename } = await downloadFile('/brands/export', { format, include_parts: includeParts, include_stats: includeStats });
      saveBlob(blob, filename ?? `brands-export.${format}`);
      notify.success('Export completed successfully!');
      onClose();
    } catch (failure) {
      notify.error('Failed to export brands', { description: toApiError(failure).detail });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth>
      <DialogTitle>Export Brands</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <FormControl disabled={busy}>
            <FormLabel id="export-format-label">Format</FormLabel>
            <RadioGroup
              aria-labelledby="export-format-label"
              value={format}
              onChange={(event) => setFormat(event.target.value as ExportFormat)}
            >
              {FORMATS.map(({ value, label }) => (
                <FormControlLabel key={value} value={value} control={<Radio />} label={label} />
              ))}
            </RadioGroup>
          </FormControl>
          <FormGroup>
            <FormControlLabel
              control={<Checkbox checked={includeParts} disabled={busy} onChange={(e) => setIncludeParts(e.target.checked)} />}
              label="Include parts information"
            />
            <FormControlLabel
              control={<Checkbox checked={includeStats} disabled={busy} onChange={(e) => setIncludeStats(e.target.checked)} />}
              label="Include statistics"
            />
          </FormGroup>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={exportFile} disabled={busy}>
          {busy ? 'Exporting...' : 'Export'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
