import { createReadStream } from 'node:fs';
import { ChunkDecoder, decoderFor } from './text-decoders';
import { ImportFileError } from './import-file-error';
import { sniffText } from './text-sniffer';

// Every row of a chunk becomes an object at once: 64 KiB keeps that burst small (a 1 MiB chunk's ~45,000 rows
// raised an import's peak memory by 70-140 MB and held up concurrent readers), and the first chunk is still
// the 64 KiB the encoding is judged on.
const CHUNK_BYTES = 64 * 1024;

/**
 * Raised when bytes that are not text appear after the start of the file. The text before
 * them has been handed out already, so the reader knows which line they are on.
 */
export class TextDecodeFailure extends Error {
  override readonly name = 'TextDecodeFailure';
}

/** How a binary file is refused, given what it looks like ('looks like PNG', 'contains NUL bytes'). */
export type NotTextReason = (why: string) => string;

const NOT_CSV_TEXT: NotTextReason = (why) => `is not a text CSV/TXT file (${why})`;

/**
 * The file as decoded text chunks (about 64 KiB each), streamed, never held whole.
 * Binary files are refused at once with an ImportFileError; an empty file yields nothing.
 */
export async function* readText(path: string, file: string, notText = NOT_CSV_TEXT): AsyncGenerator<string, void, undefined> {
  const stream = createReadStream(path, { highWaterMark: CHUNK_BYTES });
  let decoder: ChunkDecoder | undefined;
  try {
    for await (const raw of stream as AsyncIterable<Buffer>) {
      let chunk = raw;
      if (!decoder) {
        const sniffed = sniffText(chunk);
        if ('notText' in sniffed) throw new ImportFileError(file, notText(sniffed.notText));
        decoder = decoderFor(sniffed.encoding);
        chunk = chunk.subarray(sniffed.skip);
      }
      const { text, failure } = decoder.decode(chunk);
      if (text) yield text;
      if (failure) throw new TextDecodeFailure(failure);
    }
    if (decoder) {
      const { text, failure } = decoder.end();
      if (text) yield text;
      if (failure) throw new TextDecodeFailure(failure);
    }
  } finally {
    stream.destroy();
  }
}
