import { displayFileName } from './file-name';
import type { ImportFormat, RowBatch } from './import-format';
import type { ImportErrors } from './import-errors';
import { ImportFileReader } from './import-file-reader';
import { readText } from './text-source';

/** An uploaded file on disk (a multer file or an ImportUpload satisfies it). */
export interface ImportFile {
  path: string;
  /** The client's file name: only shown in messages, never used as a path. */
  originalname: string;
}

export interface ReadImportOptions {
  /** Receives every row-level problem and warning; share one between the files of one import. */
  errors: ImportErrors;
  /** Rows per batch (default 5,000). */
  batchSize?: number;
}

/**
 * Streams an import file as batches of typed rows, each row with the line it starts on.
 *
 * - Text: UTF-8 with or without BOM, UTF-16 LE/BE, Windows-1252/Latin-1 when the first
 *   64 KiB are not UTF-8; LF, CRLF, CR or mixed line endings; quoted values (csv-parse rules).
 * - Header: names matched without case, spaces, '-' or '_' differences; the delimiter is the
 *   allowed one whose split of the first line names the most columns.
 * - A row with bad values is left out and recorded in `options.errors` (every problem of it, counted as one row,
 *   so rows read = rows yielded + rows the reader rejected).
 * - A file that cannot be read as a whole (binary, empty, header only, missing or duplicate
 *   columns, broken quoting, a line over 1 MiB, bad bytes) throws ImportFileError, a 400
 *   `{detail: "<file> line N: reason"}`; possibly after some batches, so apply nothing
 *   before the generator has finished (one transaction).
 */
export async function* readImportFile<T>(
  file: ImportFile,
  format: ImportFormat<T>,
  options: ReadImportOptions,
): AsyncGenerator<RowBatch<T>, void, undefined> {
  const name = displayFileName(file.originalname);
  const reader = new ImportFileReader(format, name, options.errors, options.batchSize ?? 5000);
  try {
    for await (const text of readText(file.path, name)) {
      reader.write(text);
      yield* drain(reader.ready);
    }
    reader.end();
    yield* drain(reader.ready);
  } catch (error) {
    throw reader.explain(error);
  } finally {
    reader.dispose();
  }
}

function* drain<B>(ready: B[]): Generator<B> {
  while (ready.length) yield ready.shift()!;
}
