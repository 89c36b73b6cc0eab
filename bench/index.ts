import type { Bench } from './bench-result';

/** Every benchmark `npm run bench` runs, in order. Add a line per new bench module. */
export const benches: Array<() => Promise<Bench>> = [
  () => import('./categories.bench').then((m) => m.bench),
  () => import('./products-import.bench').then((m) => m.bench),
  () => import('./products-list.bench').then((m) => m.bench),
  () => import('./current-items.bench').then((m) => m.bench),
];
