import { useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { notifyImported } from '../../components/import-outcome';
import { useUploadMutation } from '../../hooks/useUploadMutation';
import { toApiError } from '../../providers/api-error';
import { failureToast, useNotify } from '../../providers/notifications';
import { ImportResultView, ImportReview, UploadInstructions } from './import-steps';
import type { BrandImportPreview, BrandImportResult, WizardOutcome } from './types';

const STEPS = ['Upload CSV', 'Review Data', 'Confirm Import', 'Result'];
const [UPLOAD, REVIEW, CONFIRM, RESULT] = [0, 1, 2, 3];

interface ImportBrandsWizardProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Import Brands & Parts in 4 steps: Upload CSV, Review Data, Confirm Import, Result. The confirm step sends the file to
 * POST /brands/upload for real; the result step shows the server's counts and the brand list is invalidated.
 */
export function ImportBrandsWizard({ open, onClose }: ImportBrandsWizardProps) {
  const [step, setStep] = useState(UPLOAD);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<BrandImportPreview | { failed: string } | null>(null);
  const [outcome, setOutcome] = useState<WizardOutcome | null>(null);
  const notify = useNotify();
  // The Review step's reading of the file is the server's, so it sees the file exactly as the import will; its failure shows in the step.
  const reading = useUploadMutation<BrandImportPreview>();
  // A failed import shows in the Result step and as a toast with the server's reason; a success reloads the brands.
  const importing = useUploadMutation<BrandImportResult>({ failure: failureToast(), invalidates: ['brands'] });
  const busy = reading.uploading || importing.uploading;

  const reset = () => {
    setStep(UPLOAD);
    setFile(null);
    setPreview(null);
    setOutcome(null);
  };

  // Closing is blocked while the request runs; the result step closes only from the backdrop.
  const requestClose = (_event: unknown, reason?: 'backdropClick' | 'escapeKeyDown') => {
    if (busy) return;
    if (step === RESULT && reason !== 'backdropClick') return;
    reset();
    onClose();
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    setFile(chosen);
    setPreview(null);
  };

  const next = async () => {
    if (step === UPLOAD && file) {
      try {
        setPreview(await reading.upload({ url: '/brands/upload/preview', parts: { file } }));
      } catch (failure) {
        setPreview({ failed: toApiError(failure).message });
      } finally {
        setStep(REVIEW);
      }
    } else if (step === REVIEW) {
      setStep(CONFIRM);
    }
  };
  const readable = preview !== null && !('failed' in preview) ? preview : null;

  const confirm = async () => {
    if (!file) return;
    try {
      const result = await importing.upload({ url: '/brands/upload', parts: { file } });
      setOutcome({ ok: true, result });
      notifyImported(notify, result.errors ? `Import completed with ${result.errors} skipped rows` : 'Import completed successfully!', result);
    } catch (failure) {
      setOutcome({ ok: false, message: toApiError(failure).message });
    } finally {
      setStep(RESULT);
    }
  };

  return (
    <Dialog open={open} onClose={requestClose} maxWidth="md" fullWidth>
      <DialogTitle>Import Brands &amp; Parts</DialogTitle>
      <DialogContent>
        <Stepper activeStep={step} sx={{ mb: 3 }}>
          {STEPS.map((label) => (
            <Step key={label}>
              <StepLabel>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {step === UPLOAD && (
          <>
            <UploadInstructions />
            <Box sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 2 }}>
              <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
                Choose CSV File
                <input hidden type="file" accept=".csv,text/csv" aria-label="CSV file" onChange={choose} />
              </Button>
              <Typography variant="body2" color={file ? 'text.primary' : 'text.secondary'}>
                {file ? file.name : 'No file selected'}
              </Typography>
            </Box>
          </>
        )}
        {step === REVIEW && readable && <ImportReview preview={readable} />}
        {step === REVIEW && preview && 'failed' in preview && <Alert severity="error">This file cannot be imported: {preview.failed}</Alert>}
        {step === UPLOAD && busy && <LinearProgress sx={{ mt: 2 }} aria-label="Reading the file" />}
        {step === CONFIRM && (
          <>
            <Alert severity="warning">
              This import creates every brand and part of the file that does not exist yet, and updates the part type of
              parts that do. Do you want to import {readable?.total_parts ?? 0} parts of {readable?.unique_brands ?? 0} brands
              from {file?.name}?
            </Alert>
            {busy && <LinearProgress sx={{ mt: 2 }} aria-label="Importing" />}
          </>
        )}
        {step === RESULT && outcome && (
          <>
            <ImportResultView outcome={outcome} />
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
              Click outside this dialog to close it.
            </Typography>
          </>
        )}
      </DialogContent>
      {step !== RESULT && (
        <DialogActions>
          <Button onClick={() => requestClose(undefined)} disabled={busy}>
            Cancel
          </Button>
          {step > UPLOAD && (
            <Button onClick={() => setStep(step - 1)} disabled={busy}>
              Back
            </Button>
          )}
          {step < CONFIRM ? (
            <Button variant="contained" onClick={next} disabled={!file || busy || (step === REVIEW && !readable)}>
              Next
            </Button>
          ) : (
            <Button variant="contained" color="warning" onClick={confirm} disabled={busy}>
              {busy ? 'Importing...' : 'Confirm Import'}
            </Button>
          )}
        </DialogActions>
      )}
    </Dialog>
  );
}
