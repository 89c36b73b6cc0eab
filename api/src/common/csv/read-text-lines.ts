import { displayFileName } from './file-name';
import { ImportFileError } from './import-file-error';
import { MAX_RECORD_CHARS } from './import-file-reader';
import { CsvSyntaxError, LineCutter } from './line-cutter';
import type { ImportFile } from './read-import-file';
import { hasContent } from './row-builder';
import { readText, TextDecodeFailure } from './text-source';

export interface TextLine {
  line: number;
  text: string;
}

/** Line files are not CSV, so a binary one is refused in plain words. */
const NOT_PLAIN_TEXT = (why: string) => `is a binary file, not plain text (${why})`;

/**
 * For line-based files that are not CSV (the provider's taxonomy): the same encoding,
 * binary and size checks as readImportFile, then the non-blank lines in batches.
 */
export async function* readTextLines(file: ImportFile, batchSize = 5000): AsyncGenerator<TextLine[], void, undefined> {
  const name = displayFileName(file.originalname);
  let batch: TextLine[] = [];
  let ready: TextLine[][] = [];
  let lines = 0;
  const cutter = new LineCutter(MAX_RECORD_CHARS, (source, start, end, line) => {
    const text = source.slice(start, end);
    if (!hasContent(text)) return;
    lines++;
    batch.push({ line, text });
    if (batch.length >= batchSize) {
      ready.push(batch);
      batch = [];
    }
  });
  try {
    for await (const text of readText(file.path, name, NOT_PLAIN_TEXT)) {
      cutter.cut(text, false);
      yield* ready;
      ready = [];
    }
    cutter.cut('', true);
  } catch (error) {
    if (error instanceof TextDecodeFailure) throw new ImportFileError(name, error.message, cutter.line);
    if (error instanceof CsvSyntaxError) throw new ImportFileError(name, error.message, error.line);
    throw error;
  }
  yield* ready;
  if (batch.length) yield batch;
  if (lines === 0) throw new ImportFileError(name, 'has no data rows (the file is empty)');
}
