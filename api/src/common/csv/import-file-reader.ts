import { DELIMITER_CHAR, Delimiter, delimitersFor } from './delimiters';
import { chooseDelimiter } from './detect-delimiter';
import { bindHeader, HeaderBinding } from './header-binding';
import type { ImportFormat, ImportRow, RowBatch } from './import-format';
import type { ImportErrors } from './import-errors';
import { ImportFileError } from './import-file-error';
import { CsvSyntaxError, tooLongMessage } from './line-cutter';
import { quoted } from './problem-location';
import { RecordSplitter } from './record-splitter';
import { hasContent, RowBuilder, rowBuilder } from './row-builder';
import { TextDecodeFailure } from './text-source';

/** Longest record (and header line) accepted, in characters. */
export const MAX_RECORD_CHARS = 1024 * 1024;

/**
 * The push side of readImportFile: takes decoded text, finds the header line and the
 * delimiter, then turns records into typed rows collected in batches (`ready`).
 */
export class ImportFileReader<T> {
  readonly ready: RowBatch<T>[] = [];
  private readonly allowed: readonly Delimiter[];
  private head = '';
  private headLine = 1;
  private splitter?: RecordSplitter;
  private spaced = false;
  private binding?: HeaderBinding<T>;
  private build?: RowBuilder<T>;
  private dataRows = 0;
  private batch: ImportRow<T>[] = [];

  constructor(
    private readonly format: ImportFormat<T>,
    private readonly file: string,
    private readonly errors: ImportErrors,
    private readonly batchSize: number,
  ) {
    this.allowed = delimitersFor(format.delimiters, file);
  }

  write(text: string): void {
    if (this.splitter) this.splitter.write(text);
    else this.start(text, false);
  }

  end(): void {
    if (!this.splitter) this.start('', true);
    this.splitter?.end();
    this.flush();
    if (!this.binding) throw new ImportFileError(this.file, 'has no data rows (the file is empty)');
    if (this.dataRows === 0) throw new ImportFileError(this.file, 'has no data rows, only a header');
  }

  /** A failure of the text or CSV layers, as the `{detail}` error naming file and line. */
  explain(error: unknown): unknown {
    if (error instanceof TextDecodeFailure) {
      return new ImportFileError(this.file, error.message, this.splitter?.currentLine() ?? this.headLine);
    }
    if (error instanceof CsvSyntaxError) return new ImportFileError(this.file, error.message, error.line);
    return error;
  }

  dispose(): void {
    this.splitter?.dispose();
  }

  /** Before the header: skips leading blank lines, waits for the first line, then picks the delimiter. */
  private start(text: string, final: boolean): void {
    this.head += text;
    for (let found = nextLine(this.head, final); found; found = nextLine(this.head, final)) {
      if (!hasContent(found.content)) {
        this.head = this.head.slice(found.next);
        this.headLine++;
        continue;
      }
      this.begin(found.content);
      return;
    }
    if (this.head.length > MAX_RECORD_CHARS) {
      throw new ImportFileError(this.file, tooLongMessage(MAX_RECORD_CHARS), this.headLine);
    }
  }

  private begin(firstLine: string): void {
    const delimiter = chooseDelimiter(firstLine, this.format, this.allowed, this.file, this.headLine);
    this.spaced = delimiter === 'space';
    this.splitter = new RecordSplitter(DELIMITER_CHAR[delimiter], MAX_RECORD_CHARS, this.onRecord, this.headLine);
    const head = this.head;
    this.head = '';
    this.splitter.write(head);
  }

  private readonly onRecord = (fields: string[], line: number): void => {
    if (isBlank(fields)) return;
    if (!this.binding) {
      this.bind(bindHeader(this.spaced ? fields.filter((v) => v !== '') : fields, this.format, this.file, line));
      return;
    }
    this.dataRows++;
    const row = this.build!(this.spaced ? spaceSeparated(fields, this.binding.fieldCount) : fields, line);
    if (!row) return;
    this.batch.push(row);
    if (this.batch.length >= this.batchSize) this.flush();
  };

  private bind(binding: HeaderBinding<T>): void {
    this.binding = binding;
    this.build = rowBuilder(this.format, binding, this.file, this.errors);
    if (binding.unknown.length) {
      this.errors.warn(`${this.file}: ignored unknown columns ${binding.unknown.map((name) => quoted(name)).join(', ')}`);
    }
  }

  private flush(): void {
    if (!this.batch.length) return;
    this.ready.push({ rows: this.batch, columns: this.binding!.present });
    this.batch = [];
  }
}

function isBlank(fields: string[]): boolean {
  for (let i = 0; i < fields.length; i++) if (hasContent(fields[i])) return false;
  return true;
}

/**
 * Space-separated values: runs of spaces separate, and the last column takes the rest of
 * the line, so "12345 Acme Auto Parts" is id 12345, brand "Acme Auto Parts".
 */
function spaceSeparated(fields: string[], columns: number): string[] {
  const values = fields.filter((v) => v !== '');
  if (values.length <= columns) return values;
  return [...values.slice(0, columns - 1), values.slice(columns - 1).join(' ')];
}

/** The first line of `text` and where the next one starts; undefined until a whole line is there. */
function nextLine(text: string, final: boolean): { content: string; next: number } | undefined {
  const lf = text.indexOf('\n');
  const cr = text.indexOf('\r');
  const end = lf === -1 ? cr : cr === -1 ? lf : Math.min(lf, cr);
  if (end === -1 || (!final && end === text.length - 1 && text[end] === '\r')) {
    return final && text.length ? { content: text, next: text.length } : undefined;
  }
  return { content: text.slice(0, end), next: text[end] === '\r' && text[end + 1] === '\n' ? end + 2 : end + 1 };
}
