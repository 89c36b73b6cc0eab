import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { rename, rm, stat } from 'node:fs/promises';
import type { Writable } from 'node:stream';
import { FeedCounts, FeedOptions } from '../../feeds/writer/feed-item';
import { FeedBatches, writeFeed } from '../../feeds/writer/feed-writer';

export interface FeedFile extends FeedCounts {
  path: string;
  bytes: number;
}

/** The current items' feed written to a file, as writeFileAtomically does it. */
export function writeFeedFile(finalPath: string, batches: FeedBatches, options: FeedOptions, onProgress?: (itemsWritten: number) => void): Promise<FeedFile> {
  return writeFileAtomically(finalPath, (out) => writeFeed(batches, out, options, onProgress));
}

/**
 * Any feed written to `<finalPath>.partial`, flushed to disk, and renamed to `finalPath` only
 * once complete: a reader of `finalPath` sees the previous file or the whole new one, never a
 * part. On failure the partial file is removed and the error rethrown.
 */
export async function writeFileAtomically(finalPath: string, write: (out: Writable) => Promise<FeedCounts>): Promise<FeedFile> {
  const partialPath = `${finalPath}.partial`;
  const out = createWriteStream(partialPath, { flush: true, highWaterMark: 1024 * 1024 });
  try {
    const counts = await write(out);
    const { size } = await stat(partialPath);
    await rename(partialPath, finalPath);
    return { ...counts, path: finalPath, bytes: size };
  } catch (error) {
    // The stream may still be opening the file: remove it only after the stream has closed.
    if (!out.closed) {
      const closed = once(out, 'close').catch(() => undefined);
      out.destroy();
      await closed;
    }
    await rm(partialPath, { force: true });
    throw error;
  }
}
