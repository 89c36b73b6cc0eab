import { createReadStream, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { BenchServer } from './bench-server';

export const ms = (value: number) => `${value.toFixed(1)} ms`;
export const s = (value: number) => `${(value / 1000).toFixed(2)} s`;
export const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`;

export function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)];
}

/** One GET through HTTP: its time in ms and its JSON body. Throws on any status but 200. */
export async function timedGetJson(server: BenchServer, path: string): Promise<{ elapsed: number; body: Record<string, unknown> }> {
  const start = performance.now();
  const response = await fetch(`${server.apiUrl}${path}`, { headers: { Authorization: `Bearer ${server.token}` } });
  const text = await response.text();
  const elapsed = performance.now() - start;
  if (response.status !== 200) throw new Error(`GET ${path} → ${response.status}: ${text}`);
  return { elapsed, body: JSON.parse(text) as Record<string, unknown> };
}

/** One GET through HTTP, body read; its time in ms. Throws on any status but 200. */
export async function timedGet(server: BenchServer, path: string): Promise<number> {
  return (await timedGetJson(server, path)).elapsed;
}

/** GET /current/export with the query, read as it streams, counting its lines and bytes without keeping it. */
export async function streamExport(server: BenchServer, query: string): Promise<{ elapsed: number; lines: number; bytes: number }> {
  const start = performance.now();
  const response = await fetch(`${server.apiUrl}/current/export?${query}`, { headers: { Authorization: `Bearer ${server.token}` } });
  if (response.status !== 200 || !response.body) throw new Error(`GET /current/export → ${response.status}`);
  let lines = 0;
  let bytes = 0;
  for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 0x0a) lines++;
  }
  return { elapsed: performance.now() - start, lines, bytes };
}

/** p95 of `samples` sequential GETs; `path(k)` gives the k-th path. */
export async function latencyP95(server: BenchServer, samples: number, path: (k: number) => string): Promise<number> {
  const times: number[] = [];
  for (let k = 0; k < samples; k++) times.push(await timedGet(server, path(k)));
  return p95(times);
}

export interface ImportRun {
  elapsed: number;
  /** The server process's resident memory just before the request, and its peak during it. */
  rssBefore: number;
  peakRss: number;
  body: Record<string, unknown>;
}

/**
 * POSTs the file as multipart, streamed from disk, on a connection of its own (an import of minutes
 * is not sent on a keep-alive socket the list requests wore; fetch's pool gave "other side closed"
 * at a million PostgreSQL rows), and answers with the status and the JSON body.
 */
async function postFile(url: string, token: string, file: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const boundary = `bench${Date.now()}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.csv"\r\nContent-Type: text/csv\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const length = head.length + statSync(file).size + tail.length;
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, {
      method: 'POST',
      agent: false,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': length },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown> }));
    });
    request.write(head);
    const content = createReadStream(file);
    content.on('error', reject);
    content.on('end', () => request.end(tail));
    content.pipe(request, { end: false });
  });
}

/** POSTs the file through the real endpoint (streamed from disk as multipart) and measures the server's peak RSS meanwhile. */
export async function importThroughHttp(server: BenchServer, route: string, file: string): Promise<ImportRun> {
  server.resetPeak();
  const rssBefore = server.rss();
  const start = performance.now();
  const { status, body } = await postFile(`${server.apiUrl}${route}`, server.token, file);
  const elapsed = performance.now() - start;
  const peakRss = server.peakRss();
  if (status !== 200) throw new Error(`${route} → ${status} ${JSON.stringify(body).slice(0, 300)}`);
  return { elapsed, rssBefore, peakRss, body };
}
