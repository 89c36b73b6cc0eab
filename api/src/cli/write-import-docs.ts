import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeFormat, sampleCsv } from '../common/csv';
import { IMPORT_DOCS, ImportDoc, TAXONOMY_SAMPLE } from '../import-formats/import-format-registry';

const ROOT = process.cwd();
const SAMPLES = join(ROOT, 'docs', 'samples');

function section(entry: ImportDoc): string {
  const help = describeFormat(entry.format);
  const rows = help.columns.map(
    (c) => `| \`${c.header}\` | ${c.aliases.map((a) => `\`${a}\``).join(', ') || '–'} | ${c.presence} | ${c.description} | \`${c.example}\` |`,
  );
  return [
    `## ${entry.title}`,
    '',
    `Screen: ${entry.screen}. API: \`${entry.endpoint}\`. Sample: [samples/${entry.sample}](samples/${entry.sample}).`,
    '',
    '| column | also accepted | presence | meaning | example |',
    '|---|---|---|---|---|',
    ...rows,
    '',
    `Delimiters: ${help.delimiters}.${help.exactColumns ? ` Exactly ${help.exactColumns} columns.` : ''}`,
    '',
  ].join('\n');
}

/** Renders docs/import-formats.md and docs/samples/ from the import formats, so they cannot drift from the code. */
export function renderImportDocs(): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of IMPORT_DOCS) files.set(join(SAMPLES, entry.sample), sampleCsv(entry.format, entry.sample));
  const taxonomy = readFileSync(join(ROOT, 'tests', 'fixtures', 'google-taxonomy', TAXONOMY_SAMPLE.sample), 'utf8');
  files.set(join(SAMPLES, TAXONOMY_SAMPLE.sample), `${taxonomy.split('\n').slice(0, TAXONOMY_SAMPLE.lines).join('\n')}\n`);
  const guide = [
    '# Import file formats',
    '',
    'Generated from the import definitions in the code by `npm run docs:formats`; do not edit by hand.',
    'Header names ignore case, and spaces, `-` and `_` count alike. Files may be UTF-8 (with or without BOM),',
    'UTF-16 with BOM or Windows-1252, with LF, CRLF or CR line ends and quoted fields. Columns not listed are ignored.',
    '',
    ...IMPORT_DOCS.map(section),
    '## Category taxonomy',
    '',
    'Screen: Categories → Upload. API: `POST /categories/upload-taxonomy`. A `.txt` file in either of Google\'s formats:',
    '`taxonomy-with-ids.<locale>.txt` (lines `ID - A > B > C`) or `taxonomy.<locale>.txt` (lines `A > B > C`; ids are',
    `assigned in file order). The \`# Google_Product_Taxonomy_Version\` line is skipped. Sample: [samples/${TAXONOMY_SAMPLE.sample}](samples/${TAXONOMY_SAMPLE.sample}).`,
    '',
  ].join('\n');
  files.set(join(ROOT, 'docs', 'import-formats.md'), guide);
  return files;
}

if (require.main === module) {
  for (const [file, text] of renderImportDocs()) writeFileSync(file, text);
  process.stdout.write('docs/import-formats.md and docs/samples/ written\n');
}
