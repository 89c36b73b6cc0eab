import { execFileSync } from 'node:child_process';
import { createWriteStream, statSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { finished } from 'node:stream/promises';
import { Client } from 'pg';
import type { SshdServer } from '../../tests/support/sshd';

/** Rows per keyset query, as the stock feed reads them (EXPORT_BATCH_SIZE). */
const BATCH = 5000;

type Row = Record<string, unknown>;

/** The rows of `select` (which ends in `WHERE <key> > $1 ORDER BY <key> LIMIT $2`), a batch at a time by keyset. */
async function* keysetBatches(client: Client, select: string, key: string, first: string | number): AsyncGenerator<Row[]> {
  for (let after = first; ; ) {
    const { rows } = await client.query<Row>(select, [after, BATCH]);
    if (rows.length) yield rows;
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1][key] as string | number;
  }
}

/** The Atom document's head as our feeds write it, for the feed named `name` (URL-safe here). */
const atomHead = (name: string, now: Date) =>
  '<?xml version="1.0" encoding="UTF-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom" xmlns:g="http://base.google.com/ns/1.0">\n' +
  `  <title>${name}</title>\n  <updated>${now.toISOString()}</updated>\n  <id>urn:partsfeed:feed:${encodeURIComponent(name)}</id>\n` +
  '  <author>\n    <name>Partsfeed</name>\n  </author>\n';

/** Rows templated into an Atom file at `path`, a batch per write, waiting for drain: the floor's writer. */
async function writeTemplated(path: string, head: string, batches: AsyncGenerator<Row[]>, entry: (row: Row) => string): Promise<number> {
  const out = createWriteStream(path, { flush: true, highWaterMark: 1024 * 1024 });
  out.write(head);
  for await (const rows of batches) {
    let chunk = '';
    for (const row of rows) chunk += entry(row);
    if (!out.write(chunk)) await once(out, 'drain');
  }
  out.end('</feed>');
  await finished(out);
  return statSync(path).size;
}

const AVAILABILITY: Record<string, string> = { 'in stock': 'in_stock', 'out of stock': 'out_of_stock', preorder: 'preorder', backorder: 'backorder' };
const price = (value: unknown) => `${Number(value).toFixed(2)} USD`;

/** The stock-and-price feed's bytes from a bare template (no escaping, no rules: the bench's rows need neither). */
function writeStockFeed(client: Client, path: string, now: Date): Promise<number> {
  const rows = keysetBatches(client, 'SELECT id, part_number, brand, is_kit, availability, price, updated_at FROM current_items WHERE id > $1 ORDER BY id LIMIT $2', 'id', '');
  return writeTemplated(path, atomHead('XML STOCKPRICE LOAD', now), rows, (r) =>
    `  <entry>\n    <g:id>${r.id as string}</g:id>\n    <title>${r.part_number as string}</title>\n    <g:mpn>${r.part_number as string}</g:mpn>\n` +
    (r.brand ? `    <g:brand>${r.brand as string}</g:brand>\n` : '') +
    `    <g:price>${price(r.price)}</g:price>\n    <g:availability>${AVAILABILITY[r.availability as string]}</g:availability>\n` +
    `    <updated>${(r.updated_at as Date).toISOString()}</updated>\n  </entry>\n`,
  );
}

/** The product feed's bytes from a bare template over the live products with their brand's name. */
function writeProductFeed(client: Client, path: string, now: Date): Promise<number> {
  const rows = keysetBatches(client, 'SELECT p.*, b.name AS brand FROM live_products p JOIN brands b ON b.id = p.brand_id WHERE p.id > $1 ORDER BY p.id LIMIT $2', 'id', 0);
  return writeTemplated(path, atomHead('Partsfeed products', now), rows, (r) =>
    `  <entry>\n    <g:id>P${r.id as number}</g:id>\n    <title>${r.title as string}</title>\n    <summary>${r.description as string}</summary>\n` +
    `    <link href="${r.link as string}"/>\n    <g:image_link>${r.image_link as string}</g:image_link>\n` +
    `    <g:availability>${AVAILABILITY[r.availability as string]}</g:availability>\n    <g:price>${price(r.price)}</g:price>\n` +
    `    <g:condition>${r.condition as string}</g:condition>\n    <g:brand>${r.brand as string}</g:brand>\n    <g:mpn>${r.mpn as string}</g:mpn>\n` +
    `    <g:identifier_exists>yes</g:identifier_exists>\n    <g:product_type>${r.product_type as string}</g:product_type>\n` +
    `    <g:product_detail>\n      <g:section_name>Vehicle fitment</g:section_name>\n      <g:attribute_name>Make</g:attribute_name>\n` +
    `      <g:attribute_value>${r.vehicle_make as string}</g:attribute_value>\n    </g:product_detail>\n  </entry>\n`,
  );
}

export interface FloorRun {
  /** Wall time of each step, ms. */
  stockMs: number;
  productsMs: number;
  scpMs: number;
  stockBytes: number;
  productBytes: number;
}

/**
 * The native floor of the nightly run: the same two files from a bare string template over the same rows
 * (node-pg, keyset batches), then OpenSSH's scp of both to the same sshd on one connection, the host key
 * pinned by a known_hosts line whose fingerprint is checked against the server's.
 */
export async function nativeNightly(url: string, sshd: SshdServer, dir: string): Promise<FloorRun> {
  const client = new Client({ connectionString: url });
  await client.connect();
  const now = new Date();
  const stock = join(dir, 'floor-CurrentItems.xml');
  const products = join(dir, 'floor-Products.xml');
  const timed = async <T>(work: () => Promise<T> | T): Promise<[T, number]> => {
    const start = performance.now();
    const result = await work();
    return [result, performance.now() - start];
  };
  try {
    const [stockBytes, stockMs] = await timed(() => writeStockFeed(client, stock, now));
    const [productBytes, productsMs] = await timed(() => writeProductFeed(client, products, now));
    const [, scpMs] = await timed(() => scp(sshd, dir, [stock, products]));
    return { stockMs, productsMs, scpMs, stockBytes, productBytes };
  } finally {
    await client.end();
  }
}

function scp(sshd: SshdServer, dir: string, files: string[]): void {
  const knownHosts = join(dir, 'known_hosts');
  const scanned = execFileSync('ssh-keyscan', ['-p', String(sshd.port), '-t', 'ed25519', sshd.host], { stdio: ['ignore', 'pipe', 'ignore'] }).toString();
  writeFileSync(knownHosts, scanned);
  const fingerprint = execFileSync('ssh-keygen', ['-l', '-E', 'sha256', '-f', knownHosts]).toString().split(/\s+/)[1];
  if (fingerprint !== sshd.fingerprint) throw new Error(`scp: the server presents ${fingerprint}, expected ${sshd.fingerprint}`);
  // scp reads the password from SSH_ASKPASS (OpenSSH ≥ 8.4 with SSH_ASKPASS_REQUIRE=force): no sshpass needed.
  const askpass = join(dir, 'askpass.sh');
  writeFileSync(askpass, '#!/bin/sh\nprintf "%s\\n" "$BENCH_SCP_PASSWORD"\n', { mode: 0o700 });
  execFileSync(
    'scp',
    ['-q', '-P', String(sshd.port), '-o', `UserKnownHostsFile=${knownHosts}`, '-o', 'StrictHostKeyChecking=yes', '-o', 'PubkeyAuthentication=no',
      '-o', 'PreferredAuthentications=password', ...files, `${sshd.username}@${sshd.host}:${sshd.remoteDir}/`],
    { env: { ...process.env, SSH_ASKPASS: askpass, SSH_ASKPASS_REQUIRE: 'force', BENCH_SCP_PASSWORD: sshd.password }, stdio: ['ignore', 'ignore', 'pipe'] },
  );
}
