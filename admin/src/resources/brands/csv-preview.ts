/** What the import wizard's Review step shows before anything is sent. */
export interface CsvPreview {
  /** Header names as in the file. */
  columns: string[];
  /** First rows, as objects keyed by the lower-cased header names. */
  rows: Record<string, string>[];
  uniqueBrands: number;
  totalParts: number;
}

export const PREVIEW_ROWS = 5;

/** Records of a comma-separated text (RFC 4180 quoting; LF, CRLF or CR line ends). */
function* records(text: string): Generator<string[]> {
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') {
        quoted = false;
      } else {
        field += c;
      }
    } else if (c === '"' && field === '') {
      quoted = true;
    } else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      yield record;
      record = [];
      field = '';
    } else {
      field += c;
    }
  }
  if (field !== '' || record.length) yield [...record, field];
}

const normalise = (name: string) => name.replace(/^\uFEFF/, '').trim().toLowerCase().replace(/[\s-]+/g, '_');

/**
 * A first look at the file in the browser: the counts and the first rows. The server reads
 * the file again and decides; this only helps the user see that they picked the right file.
 */
export function previewCsv(text: string): CsvPreview {
  const all = records(text);
  let header: string[] | undefined;
  const rows: Record<string, string>[] = [];
  const brands = new Set<string>();
  let totalParts = 0;
  for (const record of all) {
    if (record.every((value) => value.trim() === '')) continue;
    if (!header) {
      header = record.map((name) => name.trim());
      continue;
    }
    const row: Record<string, string> = {};
    header.forEach((name, i) => (row[normalise(name)] = (record[i] ?? '').trim()));
    if (rows.length < PREVIEW_ROWS) rows.push(row);
    if (row.brand && row.part_number) {
      brands.add(row.brand.toLowerCase());
      totalParts++;
    }
  }
  return { columns: header ?? [], rows, uniqueBrands: brands.size, totalParts };
}
