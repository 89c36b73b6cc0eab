/** One measured figure; `target` states the goal it is judged against, in words. */
export interface BenchResult {
  name: string;
  value: string;
  target?: string;
  note?: string;
}

export interface Bench {
  title: string;
  run(): Promise<BenchResult[]>;
}
