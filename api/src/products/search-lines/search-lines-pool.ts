import { LinePlace, newerThan } from './search-lines';
import type { SearchLinesRequest } from './search-lines-messages';
import { SearchLinesWorker } from './search-lines-worker';

/**
 * Two threads: a search is split between them, and the bench machine has two cores (more threads
 * than cores would only take turns).
 */
const THREADS = 2;

/**
 * Named line sets spread over THREADS worker threads: added batches go to each thread in turn, and a
 * search runs on all of them at once and adds up their answers. Once a thread fails, the pool has
 * failed and every request is rejected.
 */
export class SearchLinesPool {
  private readonly threads = Array.from({ length: THREADS }, () => new SearchLinesWorker());
  private nextThread = 0;

  get failed(): boolean {
    return this.threads.some((thread) => thread.failed);
  }

  /** Forgets the set's lines and starts collecting new ones. */
  async begin(key: string): Promise<void> {
    await this.everyThread({ type: 'begin', key });
  }

  /** The next lines of the set being collected, with their order values and ids (SearchLinesRequest 'add'). */
  async add(key: string, lines: string, orders: string, ids: string): Promise<void> {
    const thread = this.threads[this.nextThread];
    this.nextThread = (this.nextThread + 1) % THREADS;
    await thread.request({ type: 'add', key, lines, orders, ids });
  }

  /** The collected lines become the set; answers how many there are. */
  async end(key: string): Promise<number> {
    return sum(await this.everyThread({ type: 'end', key })) ?? 0;
  }

  async drop(key: string): Promise<void> {
    await this.everyThread({ type: 'drop', key });
  }

  /** How many lines of the set contain `term`, or null when there is no such set. */
  async count(key: string, term: string): Promise<number | null> {
    return sum(await this.everyThread({ type: 'count', key, term }));
  }

  /** That count and the places of the `first` matching lines, newest first; null when there is no such set. */
  async newest(key: string, term: string, first: number): Promise<{ total: number; places: LinePlace[] } | null> {
    const answers = await this.everyThread({ type: 'newest', key, term, first });
    const total = sum(answers);
    if (total === null) return null;
    const places = answers.flatMap((answer) => answer.places ?? []).sort((a, b) => (newerThan(a, b) ? -1 : 1));
    return { total, places: places.slice(0, first) };
  }

  async terminate(): Promise<void> {
    await Promise.all(this.threads.map((thread) => thread.terminate()));
  }

  private everyThread(request: SearchLinesRequest) {
    return Promise.all(this.threads.map((thread) => thread.request(request)));
  }
}

function sum(answers: Array<{ value: number | null }>): number | null {
  return answers.some((answer) => answer.value === null) ? null : answers.reduce((total, answer) => total + (answer.value ?? 0), 0);
}
