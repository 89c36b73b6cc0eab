import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { benches } from './index';
import type { BenchResult } from './bench-result';

const COMMAND = 'npm run bench';
/** The BENCH_* settings of this run (such as BENCH_PG_ITEMS), written before the command so that it reruns the same. */
const SETTINGS = Object.entries(process.env)
  .filter(([name]) => name.startsWith('BENCH_'))
  .map(([name, value]) => `${name}=${value ?? ''} `)
  .join('');
const OUTPUT = join(process.cwd(), 'docs', 'performance.md');

/** Sections of the current document, by title, so a partial run (`npm run bench -- word`) keeps the others. */
function previousSections(): Map<string, string> {
  const sections = new Map<string, string>();
  if (!existsSync(OUTPUT)) return sections;
  for (const part of readFileSync(OUTPUT, 'utf8').split(/^## /m).slice(1)) {
    sections.set(part.slice(0, part.indexOf('\n')), `## ${part.trimEnd()}\n`);
  }
  return sections;
}

function table(results: BenchResult[]): string {
  const rows = results.map((r) => `| ${r.name} | ${r.value} | ${r.target ?? ''} | ${r.note ?? ''} |`);
  return ['| measure | value | target | note |', '|---|---|---|---|', ...rows].join('\n');
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const sections = previousSections();
  for (const load of benches) {
    const bench = await load();
    if (only.length && !only.some((word) => bench.title.toLowerCase().includes(word.toLowerCase()))) continue;
    process.stdout.write(`\n## ${bench.title}\n`);
    const results = await bench.run();
    const rendered = table(results);
    process.stdout.write(`${rendered}\n`);
    sections.set(bench.title, `## ${bench.title}\n\nMeasured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`${SETTINGS}${COMMAND}${only.length ? ` -- ${only.join(' ')}` : ''}\`.\n\n${rendered}\n`);
  }
  const machine = `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const document = [
    '# Performance',
    '',
    `Written by \`${COMMAND}\` (bench/run.ts) on ${machine}; each section says when and with which command it was measured.`,
    'Rerun the command to refresh them; `npm run bench -- <word>` reruns only the benches whose title contains the word.',
    '',
    ...sections.values(),
  ].join('\n');
  writeFileSync(OUTPUT, document);
}

void main();
