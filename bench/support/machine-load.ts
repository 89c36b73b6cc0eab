import { cpus, loadavg } from 'node:os';
import type { BenchResult } from '../bench-result';

/** The machine's 1-minute load average now, to pass to `machineLoad` at the end of a bench. */
export const loadNow = () => loadavg()[0];

/** A row stating the load the bench ran under: on a shared machine its times vary with it, its ratios less. */
export function machineLoad(atStart: number): BenchResult {
  return {
    name: 'Machine load average (1 minute) at the start / at the end of this bench',
    value: `${atStart.toFixed(2)} / ${loadNow().toFixed(2)}`,
    note: `${cpus().length} cores shared with other work: times vary from run to run`,
  };
}
