import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { FileImportDialog } from '../../components/FileImportDialog';
import { ImportOutcome } from '../../components/ImportOutcome';
import { notifyImported } from '../../components/import-outcome';
import { useUploadMutation } from '../../hooks/useUploadMutation';
import { useNotify } from '../../providers/notifications';
import { CURRENT } from './current-list';
import type { ItemsImportResult } from './types';

/** Import Items: a CSV of id, item_number, optional price and stock_status; stays open with the problems when a row was refused. */
export function ImportItemsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [isKit, setIsKit] = useState(false);
  const { upload } = useUploadMutation<ItemsImportResult>({ invalidates: [CURRENT] });
  const notify = useNotify();
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
      upload={(file, onProgress) => upload({ url: '/current/import', parts: { file, is_kit: isKit }, onProgress })}
      onDone={(result) => notifyImported(notify, `Import completed: ${result.imported} imported, ${result.updated} updated`, result, { duration: 5000 })}
      formatError={(error) => {
        const text = `Import failed: ${error.message || 'Unknown error'}`;
        notify.error(text, { duration: 8000 });
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
