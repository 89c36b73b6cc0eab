import { EntityManager } from '@mikro-orm/knex';
import { Injectable } from '@nestjs/common';
import type { Writable } from 'node:stream';
import { CurrentItemIssuesReader } from './current-item-issues-reader';
import { countCurrentItems, currentItemBatches } from './current-items-source';
import { DiagnosticsTally } from './diagnostics-tally';
import type { CurrentItemFeedAttributes } from './rules/current-item-rules';
import { FeedCounts, FeedOptions, writeFeed } from './writer';

/** What shapes the stock-and-price feed: its envelope, the attributes it carries and the item type it keeps. */
export type StockFeedOptions = FeedOptions & CurrentItemFeedAttributes & { is_kit?: boolean };

/**
 * The stock-and-price feed of the current items: every item the active feed rules keep and that has no
 * error on an attribute the feed carries. The same for a streamed download and an export job's file.
 */
@Injectable()
export class StockFeedService {
  constructor(
    private readonly em: EntityManager,
    private readonly currentItems: CurrentItemIssuesReader,
  ) {}

  /** The current items of the item type, before the rules leave any out: the export's progress total. */
  count(isKit: boolean | undefined): Promise<number> {
    return countCurrentItems(this.em.fork(), isKit);
  }

  /** Writes the feed into `out` and ends it; `tally` counts every item by its issues as the feed goes through them. */
  write(out: Writable, options: StockFeedOptions, tally = new DiagnosticsTally(), onProgress?: (itemsWritten: number) => void): Promise<FeedCounts> {
    const items = this.currentItems.sendable(currentItemBatches(this.em.fork(), options.is_kit), options, tally);
    return writeFeed(items, out, options, onProgress);
  }
}
