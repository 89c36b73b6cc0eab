import type { Bench } from './bench-result';

/** Every benchmark `npm run bench` runs, in order. Add a line per new bench module. */
export const benches: Array<() => Promise<Bench>> = [
  () => import('./brands-import.bench').then((m) => m.bench),
  () => import('./categories.bench').then((m) => m.bench),
];
