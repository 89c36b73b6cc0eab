import type { Bench } from './bench-result';

/** Every benchmark `npm run bench` runs, in order. Add a line per new bench module. */
export const benches: Array<() => Promise<Bench>> = [
  () => import('./csv-reader.bench').then((m) => m.bench),
  () => import('./brands-import.bench').then((m) => m.bench),
  () => import('./products-import.bench').then((m) => m.bench),
  () => import('./products-list.bench').then((m) => m.bench),
  () => import('./feed-writer.bench').then((m) => m.bench),
  () => import('./product-feed.bench').then((m) => m.bench),
  () => import('./feed-rules.bench').then((m) => m.bench),
  () => import('./categories.bench').then((m) => m.bench),
  () => import('./category-suggest.bench').then((m) => m.bench),
  () => import('./current-items.bench').then((m) => m.bench),
  () => import('./items-import-memory.bench').then((m) => m.bench),
  () => import('./items-import.bench').then((m) => m.bench),
  () => import('./current-items-export.bench').then((m) => m.bench),
  () => import('./import-problems.bench').then((m) => m.bench),
  () => import('./postgres.bench').then((m) => m.bench),
  () => import('./nightly-export.bench').then((m) => m.bench),
];
