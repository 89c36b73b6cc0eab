import { openAsBlob } from 'node:fs';
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

/** POSTs the file through the real endpoint (streamed from disk as multipart) and measures the server's peak RSS meanwhile. */
export async function importThroughHttp(server: BenchServer, route: string, file: string): Promise<ImportRun> {
  const form = new FormData();
  form.append('file', await openAsBlob(file), 'bench.csv');
  server.resetPeak();
  const rssBefore = server.rss();
  const start = performance.now();
  const response = await fetch(`${server.apiUrl}${route}`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${server.token}` } });
  const body = (await response.json()) as Record<string, unknown>;
  const elapsed = performance.now() - start;
  const peakRss = server.peakRss();
  if (response.status !== 200) throw new Error(`${route} → ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
  return { elapsed, rssBefore, peakRss, body };
}
