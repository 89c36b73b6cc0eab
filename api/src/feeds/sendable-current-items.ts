import type { FeedBatches, FeedItem } from '../export/feed';
import type { DiagnosticsTally } from './diagnostics-tally';
import { CurrentItemFeedAttributes, currentItemIssues } from './rules/current-item-rules';

/** The current items the stock-and-price feed may send: those without an error on an attribute it carries, each counted in `tally`. */
export async function* sendableCurrentItems(batches: FeedBatches, sent: CurrentItemFeedAttributes, tally: DiagnosticsTally): AsyncGenerator<FeedItem[]> {
  for await (const batch of batches) yield batch.filter((item) => tally.add(currentItemIssues(item, sent)));
}
