import { useState, type ReactNode } from 'react';
import { FileImportDialog } from '../../components/FileImportDialog';
import { ImportOutcome } from '../../components/ImportOutcome';
import { notifyImported } from '../../components/import-outcome';
import type { ApiError } from '../../providers/api-error';
import { useUploadMutation } from '../../hooks/useUploadMutation';
import { useNotify } from '../../providers/notifications';
import { CURRENT } from './current-list';
import { isKitOf, ItemTypeSelect, type ItemType } from './ItemTypeSelect';
import type { SyncImportResult } from './types';

// The price and availability dialogs close 2 s after success (every row applied).
const CLOSE_AFTER_MS = 2000;

export interface SyncImportDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  /** The import format (GET /import-formats/:id). */
  format: string;
  /** The upload's route; the file goes with the item type chosen. */
  url: string;
  /** Rows refused for their main value: `errors` for availability, `invalid_price` for prices. */
  refusedLabel: string;
  refused: (result: SyncImportResult) => number;
  /** The toast and inline text of a failed upload. */
  failure: (error: ApiError) => { title: string; text: string };
  onClose: () => void;
}

/**
 * Synchronized Availability Import and Synchronized Price Import: item type, upload progress, then
 * the result. It closes after 2 s only when every row was applied; otherwise it stays open with the
 * counts, the first problems and the download of all of them.
 */
export function SyncImportDialog({ open, title, description, format, url, refusedLabel, refused, failure, onClose }: SyncImportDialogProps) {
  const [type, setType] = useState<ItemType>('all');
  const { upload } = useUploadMutation<SyncImportResult>({ invalidates: [CURRENT] });
  const notify = useNotify();
  return (
    <FileImportDialog<SyncImportResult>
      open={open}
      title={title}
      accept={['.csv', '.txt']}
      onClose={onClose}
      description={description}
      format={format}
      fields={(locked) => <ItemTypeSelect value={type} onChange={setType} disabled={locked} />}
      upload={(file, onProgress) => upload({ url, parts: { file, is_kit: isKitOf(type) }, onProgress })}
      isSuccess={(result) => {
        if (!result.success) notify.error(result.message || 'Unknown error', { duration: 8000 });
        return result.success;
      }}
      autoCloseMs={CLOSE_AFTER_MS}
      onDone={(result) => notifyImported(notify, result.message, result, { duration: 6000 })}
      formatError={(error) => {
        const { title: heading, text } = failure(error);
        notify.error(heading, { description: text, duration: 10000 });
        return `${heading}: ${text}`;
      }}
      renderResult={(result) => (
        <ImportOutcome
          result={result}
          severity={result.success ? undefined : 'error'}
          text={result.message}
          extra={[
            { label: refusedLabel, value: refused(result) },
            { label: 'Live products updated', value: result.urls_synchronized },
          ]}
          details={[
            { label: 'Current items changed', value: result.current_items_updated },
            { label: 'Sync ratio', value: `${result.sync_ratio}%` },
            { label: 'Rows per second', value: result.items_per_second },
            { label: 'Time', value: `${result.time_taken} s` },
          ]}
          problems={[...(result.sync_errors ?? []), ...(result.error_rows ?? [])]}
        />
      )}
    />
  );
}
