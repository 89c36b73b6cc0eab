import { FileImportDialog } from '../../components/FileImportDialog';
import { ImportOutcome } from '../../components/ImportOutcome';
import { notifyImported } from '../../components/import-outcome';
import { categoriesApi } from './categories-api';
import type { MappingUploadResult } from './types';

/** Part-Type Mappings → Upload Mappings: part types with their categories, by id or full path, from a file. */
export function MappingUploadDialog({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: () => void }) {
  return (
    <FileImportDialog<MappingUploadResult>
      open={open}
      title="Upload Mappings"
      format="category-mappings"
      accept={['.csv', '.txt']}
      onClose={onClose}
      description="One part type per row with its Google category, by id (category_id) or by full path (category). An existing mapping is replaced; the export of part types reads back unchanged."
      upload={(file, onProgress) => categoriesApi.uploadMappings(file, onProgress)}
      onDone={(result) => {
        notifyImported(result.message, result, { duration: 5000 });
        onDone();
      }}
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
