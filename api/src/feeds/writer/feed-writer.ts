import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { entryRenderer } from './feed-entry';
import { feedEnvelope, FeedEnvelope } from './feed-envelope';
import { FeedCounts, FeedItem, FeedOptions } from './feed-item';
import { Utf8Chunk } from './utf8-chunk';

export type FeedBatches = AsyncIterable<readonly FeedItem[]> | Iterable<readonly FeedItem[]>;

/**
 * Streams the feed for `batches` into `out` and ends it. Every write honours backpressure (waits
 * for 'drain'), so memory stays at about one batch plus one chunk whatever the item count.
 * On failure `out` is destroyed, so a reader never takes a truncated feed for a complete one.
 */
export async function writeFeed(
  batches: FeedBatches,
  out: Writable,
  options: FeedOptions,
  onProgress?: (itemsWritten: number) => void,
): Promise<FeedCounts> {
  const envelope = feedEnvelope(options);
  return writeEntries(batches, out, envelope, entryRenderer(options, envelope.entryIndent), onProgress);
}

/** Any feed's entries streamed into its envelope: the current items' feed, the product feed. */
export async function writeEntries<T extends { is_kit?: boolean }>(
  batches: AsyncIterable<readonly T[]> | Iterable<readonly T[]>,
  out: Writable,
  envelope: FeedEnvelope,
  render: (item: T) => string,
  onProgress?: (itemsWritten: number) => void,
): Promise<FeedCounts> {
  const sink = new BackpressuredSink(out);
  let items = 0;
  let kits = 0;
  try {
    await sink.write(envelope.head);
    const chunk = new Utf8Chunk();
    for await (const batch of batches) {
      for (const item of batch) {
        const full = chunk.add(render(item));
        if (full) await sink.write(full);
        items++;
        if (item.is_kit) kits++;
      }
      const rest = chunk.take();
      if (rest) await sink.write(rest);
      onProgress?.(items);
    }
    await sink.write(envelope.tail);
    await sink.end();
  } catch (error) {
    out.destroy();
    throw error;
  } finally {
    sink.release();
  }
  return { items, kits, singles: items - kits };
}

/** Writes that wait for 'drain', and that fail (instead of hanging) when the stream errors or closes. */
class BackpressuredSink {
  private error: Error | null = null;
  private readonly onError = (error: Error) => {
    this.error ??= error;
  };

  constructor(private readonly out: Writable) {
    out.on('error', this.onError);
  }

  async write(data: string | Buffer): Promise<void> {
    this.check();
    if (!this.out.write(data)) await this.drained();
  }

  async end(): Promise<void> {
    this.check();
    this.out.end();
    await finished(this.out);
    if (this.error) throw this.error;
  }

  release(): void {
    this.out.off('error', this.onError);
  }

  private check(): void {
    if (this.error) throw this.error;
    if (this.out.destroyed) throw new Error('The feed output was closed before the feed was complete');
  }

  private drained(): Promise<void> {
    return new Promise((resolve, reject) => {
      const settle = (error?: Error) => {
        this.out.off('drain', onDrain);
        this.out.off('error', onFail);
        this.out.off('close', onClose);
        if (error) reject(error);
        else resolve();
      };
      const onDrain = () => settle();
      const onFail = (error: Error) => settle(error);
      const onClose = () => settle(this.error ?? new Error('The feed output was closed before the feed was complete'));
      this.out.on('drain', onDrain);
      this.out.on('error', onFail);
      this.out.on('close', onClose);
    });
  }
}
