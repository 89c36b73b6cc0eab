import { useState } from 'react';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/Upload';
import { WriteGuard } from '../../components/WriteGuard';
import { ExportBrandsDialog } from './ExportBrandsDialog';
import { ImportBrandsWizard } from './ImportBrandsWizard';

/** The Brand Management header's Import and Export buttons, with their dialogs. */
export function BrandFileActions({ onImported }: { onImported: () => void }) {
  const [open, setOpen] = useState<'import' | 'export' | null>(null);
  return (
    <>
      <WriteGuard resource="brands/upload" action="post">
        {(denied) => (
          <Button variant="outlined" startIcon={<UploadIcon />} disabled={denied} onClick={() => setOpen('import')}>
            Import
          </Button>
        )}
      </WriteGuard>
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => setOpen('export')}>
        Export
      </Button>
      <ImportBrandsWizard open={open === 'import'} onClose={() => setOpen(null)} onImported={onImported} />
      <ExportBrandsDialog open={open === 'export'} onClose={() => setOpen(null)} />
    </>
  );
}
