import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { benches } from './index';
import type { BenchResult } from './bench-result';

const COMMAND = 'npm run bench';

function table(results: BenchResult[]): string {
  const rows = results.map((r) => `| ${r.name} | ${r.value} | ${r.target ?? ''} | ${r.note ?? ''} |`);
  return ['| measure | value | target | note |', '|---|---|---|---|', ...rows].join('\n');
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const sections: string[] = [];
  for (const load of benches) {
    const bench = await load();
    if (only.length && !only.some((word) => bench.title.toLowerCase().includes(word.toLowerCase()))) continue;
    process.stdout.write(`\n## ${bench.title}\n`);
    const results = await bench.run();
    const rendered = table(results);
    process.stdout.write(`${rendered}\n`);
    sections.push(`## ${bench.title}\n\n${rendered}\n`);
  }
  const machine = `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const document = [
    '# Performance',
    '',
    `Measured with \`${COMMAND}${only.length ? ` -- ${only.join(' ')}` : ''}\` on ${new Date().toISOString().slice(0, 10)}, ${machine}.`,
    'Figures are written by the bench runner (bench/run.ts); rerun the command to refresh them.',
    '',
    ...sections,
  ].join('\n');
  writeFileSync(join(process.cwd(), 'docs', 'performance.md'), document);
}

void main();
