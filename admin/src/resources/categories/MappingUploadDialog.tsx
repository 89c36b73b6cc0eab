import { FileImportDialog } from '../../components/FileImportDialog';
import { ImportOutcome } from '../../components/ImportOutcome';
import { notifyImported } from '../../components/import-outcome';
import { useUploadMutation } from '../../hooks/useUploadMutation';
import { useNotify } from '../../providers/notifications';
import type { MappingUploadResult } from './types';

/** Part-Type Mappings → Upload Mappings: part types with their categories, by id or full path, from a file. A failure shows in the dialog. */
export function MappingUploadDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  // The stats, the page and its suggestions are read again.
  const { upload } = useUploadMutation<MappingUploadResult>({ invalidates: 'all' });
  const notify = useNotify();
  return (
    <FileImportDialog<MappingUploadResult>
      open={open}
      title="Upload Mappings"
      format="category-mappings"
      accept={['.csv', '.txt']}
      onClose={onClose}
      description="One part type per row with its Google category, by id (category_id) or by full path (category). An existing mapping is replaced; the export of part types reads back unchanged."
      upload={(file, onProgress) => upload({ url: '/categories/upload-mappings', parts: { file }, onProgress })}
      onDone={(result) => notifyImported(notify, result.message, result, { duration: 5000 })}
      renderResult={(result) => (
        <ImportOutcome
          result={result}
          text={result.message}
          extra={[
            { label: 'Created', value: result.created },
            { label: 'Updated', value: result.updated },
            { label: 'Skipped', value: result.skipped },
            { label: 'Errors', value: result.errors },
          ]}
          problems={result.error_details}
        />
      )}
    />
  );
}
