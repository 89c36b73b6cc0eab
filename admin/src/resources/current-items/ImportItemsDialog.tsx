import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { FileImportDialog } from '../../components/FileImportDialog';
import { ImportOutcome } from '../../components/ImportOutcome';
import { notifyImported } from '../../components/import-outcome';
import { useNotify } from '../../providers/notifications';
import { currentItemsApi } from './current-items-api';
import type { ItemsImportResult } from './types';

/** Import Items: a CSV of id, item_number, optional price and stock_status; stays open with the problems when a row was refused. */
export function ImportItemsDialog({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: () => void }) {
  const notify = useNotify();
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
        notifyImported(notify, `Import completed: ${result.imported} imported, ${result.updated} updated`, result);
        onDone();
      }}
      formatError={(error) => {
        const text = `Import failed: ${error.message || 'Unknown error'}`;
        notify.error(text);
        return text;
      }}
      renderResult={(result) => (
        <ImportOutcome
          result={result}
          text={`Import completed: ${result.imported} imported, ${result.updated} updated`}
          problems={result.error_rows}
        />
      )}
    />
  );
}
