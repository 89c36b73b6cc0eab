import { FileImportDialog } from '../../components/FileImportDialog';
import { ImportOutcome } from '../../components/ImportOutcome';
import { notifyImported } from '../../components/import-outcome';
import { useUploadMutation } from '../../hooks/useUploadMutation';
import { useNotify } from '../../providers/notifications';
import { CURRENT } from './current-list';
import type { BrandAssignmentResult } from './types';

/** Add Brands to Current Items: a two-column file, item then brand. */
export function BrandAssignmentDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { upload } = useUploadMutation<BrandAssignmentResult>({ invalidates: [CURRENT] });
  const notify = useNotify();
  return (
    <FileImportDialog<BrandAssignmentResult>
      open={open}
      title="Add Brands to Current Items"
      format="item-brands"
      accept={['.csv', '.txt']}
      onClose={onClose}
      description={
        <>
          Exactly two columns: first id, item_id, item_number, part_number, sku or part; second brand, manufacturer or make.
          Comma-separated in .csv files; tab, pipe, semicolon or space in .txt files.
        </>
      }
      upload={(file, onProgress) => upload({ url: '/current/import-brands', parts: { file }, onProgress })}
      onDone={(result) => notifyImported(notify, `Brands assigned: ${result.updated} updated, ${result.not_found} not found`, result, { duration: 5000 })}
      formatError={(error) => {
        const text = `Brand assignment failed: ${error.message || 'Unknown error'}`;
        notify.error(text, { duration: 8000 });
        return text;
      }}
      renderResult={(result) => (
        <ImportOutcome
          result={result}
          text={`Brands assigned to ${result.updated.toLocaleString('en-US')} items`}
          extra={[
            { label: 'Items updated', value: result.updated },
            { label: 'Errors', value: result.errors },
          ]}
          problems={result.error_rows}
        />
      )}
    />
  );
}
