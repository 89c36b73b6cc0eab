import { withAcceptedValuesLink } from '../availability-values/AcceptedValuesLink';
import type { SyncImportDialogProps } from './SyncImportDialog';

export type SyncImportName = 'availability' | 'prices';

type SyncImportDefinition = Omit<SyncImportDialogProps, 'open' | 'onClose'>;

/** The two synchronized imports differ only in wording, endpoint and which count means "refused". */
export const SYNC_IMPORTS: Record<SyncImportName, SyncImportDefinition> = {
  availability: {
    title: 'Synchronized Availability Import',
    format: 'availability',
    description: withAcceptedValuesLink(
      'A .csv or .txt file with item number (or ID) and stock status, separated by comma, tab or pipe. Values such as In Stock, instock or out stock are accepted.',
    ),
    url: '/current/import-availability',
    refusedLabel: 'Errors',
    refused: (result) => result.errors ?? 0,
    failure: (error) => ({ title: 'Availability import failed', text: error.message || 'Unknown error' }),
  },
  prices: {
    title: 'Synchronized Price Import',
    format: 'prices',
    description: 'A .csv or .txt file with item number (or ID) and price in USD (e.g. 19.99), optional availability and Is_Kit.',
    url: '/current/import-price',
    refusedLabel: 'Invalid price',
    refused: (result) => result.invalid_price ?? 0,
    failure: (error) => ({ title: 'PRICE IMPORT FAILED', text: error.message || 'Unknown error' }),
  },
};
