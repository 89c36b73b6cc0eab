import { LineCountWorker } from './line-count-worker';

/**
 * Two threads: a count is split between them, and the bench machine has two cores (more threads than
 * cores would only take turns).
 */
const THREADS = 2;

/**
 * Named line sets spread over THREADS worker threads: added batches go to each thread in turn, and a
 * count is the sum of the threads' counts, counted at the same time. Once a thread fails, the pool
 * has failed and every request is rejected.
 */
export class LineCountPool {
  private readonly threads = Array.from({ length: THREADS }, () => new LineCountWorker());
  private nextThread = 0;

  get failed(): boolean {
    return this.threads.some((thread) => thread.failed);
  }

  /** Forgets the set's lines and starts collecting new ones. */
  async begin(key: string): Promise<void> {
    await Promise.all(this.threads.map((thread) => thread.request({ type: 'begin', key })));
  }

  /** The next lines of the set being collected, separated by line breaks. */
  async add(key: string, lines: string): Promise<void> {
    const thread = this.threads[this.nextThread];
    this.nextThread = (this.nextThread + 1) % THREADS;
    await thread.request({ type: 'add', key, lines });
  }

  /** The collected lines become the set; answers how many there are. */
  async end(key: string): Promise<number> {
    return this.sum(await Promise.all(this.threads.map((thread) => thread.request({ type: 'end', key })))) ?? 0;
  }

  async drop(key: string): Promise<void> {
    await Promise.all(this.threads.map((thread) => thread.request({ type: 'drop', key })));
  }

  /** How many lines of the set contain `term`, or null when there is no such set. */
  async count(key: string, term: string): Promise<number | null> {
    return this.sum(await Promise.all(this.threads.map((thread) => thread.request({ type: 'count', key, term }))));
  }

  async terminate(): Promise<void> {
    await Promise.all(this.threads.map((thread) => thread.terminate()));
  }

  private sum(values: Array<number | null>): number | null {
    return values.some((value) => value === null) ? null : values.reduce<number>((total, value) => total + (value ?? 0), 0);
  }
}
