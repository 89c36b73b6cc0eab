import { useState } from 'react';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/Upload';
import { ExportBrandsDialog } from './ExportBrandsDialog';
import { ImportBrandsWizard } from './ImportBrandsWizard';
import { Permitted } from '../../components/Permitted';

/** The Brand Management header's Import and Export buttons, with their dialogs. */
export function BrandFileActions() {
  const [open, setOpen] = useState<'import' | 'export' | null>(null);
  return (
    <>
      <Permitted resource="brands/upload" action="post">
        <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => setOpen('import')}>
          Import
        </Button>
      </Permitted>
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => setOpen('export')}>
        Export
      </Button>
      <ImportBrandsWizard open={open === 'import'} onClose={() => setOpen(null)} />
      <ExportBrandsDialog open={open === 'export'} onClose={() => setOpen(null)} />
    </>
  );
}
