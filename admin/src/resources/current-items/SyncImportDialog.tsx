import { useState, type ReactNode } from 'react';
import { FileImportDialog } from '../../components/FileImportDialog';
import type { ApiError } from '../../providers/api-error';
import type { ProgressHandler } from '../../providers/http';
import { notify } from '../../providers/notifications';
import { ImportResultDetails } from './ImportResultDetails';
import { isKitOf, ItemTypeSelect, type ItemType } from './ItemTypeSelect';
import type { SyncImportResult } from './types';

// Section 9: the price and availability dialogs close 2 s after success.
const CLOSE_AFTER_MS = 2000;

export interface SyncImportDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  /** The import format (GET /import-formats/:id). */
  format: string;
  upload: (file: File, isKit: boolean | undefined, onProgress: ProgressHandler) => Promise<SyncImportResult>;
  /** Rows refused: `errors` for availability, `invalid_price` for prices. */
  refusedLabel: string;
  refused: (result: SyncImportResult) => number;
  /** The toast and inline text of a failed upload. */
  failure: (error: ApiError) => { title: string; text: string };
  onClose: () => void;
  onDone: () => void;
}

/** Synchronized Availability Import and Synchronized Price Import: item type, upload progress, result, close after 2 s. */
export function SyncImportDialog({ open, title, description, format, upload, refusedLabel, refused, failure, onClose, onDone }: SyncImportDialogProps) {
  const [type, setType] = useState<ItemType>('all');
  return (
    <FileImportDialog<SyncImportResult>
      open={open}
      title={title}
      accept={['.csv', '.txt']}
      onClose={onClose}
      description={description}
      format={format}
      fields={(locked) => <ItemTypeSelect value={type} onChange={setType} disabled={locked} />}
      upload={(file, onProgress) => upload(file, isKitOf(type), onProgress)}
      isSuccess={(result) => {
        if (!result.success) notify.error(result.message || 'Unknown error', { duration: 8000 });
        return result.success;
      }}
      autoCloseMs={CLOSE_AFTER_MS}
      onDone={(result) => {
        notify.success(result.message, { duration: 6000 });
        onDone();
      }}
      formatError={(error) => {
        const { title: heading, text } = failure(error);
        notify.error(heading, { description: text, duration: 10000 });
        return `${heading}: ${text}`;
      }}
      renderResult={(result) => (
        <ImportResultDetails
          severity={result.success ? (refused(result) || result.not_found ? 'warning' : 'success') : 'error'}
          text={result.message}
          counts={[
            { label: 'Updated', value: result.current_items_updated },
            { label: 'Not found', value: result.not_found },
            { label: refusedLabel, value: refused(result) },
            { label: 'Live products synchronized', value: result.urls_synchronized },
            { label: 'Sync ratio', value: `${result.sync_ratio}%` },
            { label: 'Items/s', value: result.items_per_second },
            { label: 'Time', value: `${result.time_taken} s` },
          ]}
          rows={[...(result.sync_errors ?? []), ...(result.error_rows ?? [])]}
        />
      )}
    />
  );
}
