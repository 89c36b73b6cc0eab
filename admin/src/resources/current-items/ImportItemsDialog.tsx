import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { FileImportDialog } from '../../components/FileImportDialog';
import { notify } from '../../providers/notifications';
import { currentItemsApi } from './current-items-api';
import { ImportResultDetails } from './ImportResultDetails';
import type { ItemsImportResult } from './types';

/** Import Items: a CSV of id, item_number, optional price and stock_status (section 2). */
export function ImportItemsDialog({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: () => void }) {
  const [isKit, setIsKit] = useState(false);
  return (
    <FileImportDialog<ItemsImportResult>
      open={open}
      title="Import Items"
      format="current-items"
      accept={['.csv']}
      onClose={onClose}
      description="CSV with columns id and item_number, optional price and stock_status. Known ids are updated, new ids created."
      fields={(locked) => (
        <FormControlLabel
          control={<Checkbox checked={isKit} disabled={locked} onChange={(event) => setIsKit(event.target.checked)} />}
          label="These are Kits (not single parts)"
        />
      )}
      upload={(file, onProgress) => currentItemsApi.importItems(file, isKit, onProgress)}
      onDone={(result) => {
        notify.success(`Import completed: ${result.imported} imported, ${result.updated} updated`, { duration: 5000 });
        onDone();
      }}
      formatError={(error) => {
        const text = `Import failed: ${error.message || 'Unknown error'}`;
        notify.error(text, { duration: 8000 });
        return text;
      }}
      renderResult={(result) => (
        <ImportResultDetails
          severity={result.errors ? 'warning' : 'success'}
          text={`Import completed: ${result.imported} imported, ${result.updated} updated`}
          counts={[
            { label: 'Imported', value: result.imported },
            { label: 'Updated', value: result.updated },
            { label: 'Errors', value: result.errors ?? 0 },
          ]}
          rows={result.error_rows}
        />
      )}
    />
  );
}
