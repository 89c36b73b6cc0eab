import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { SearchLinesEnvelope, SearchLinesReply, SearchLinesRequest } from './search-lines-messages';

type Answer = Omit<SearchLinesReply, 'id'>;

interface Waiting {
  resolve(answer: Answer): void;
  reject(error: Error): void;
}

/**
 * A worker thread that holds line sets and searches them (search-lines.worker.ts), with one promise
 * per request. It does not keep the process alive; once it fails or exits, every request in flight
 * and every later one is rejected.
 */
export class SearchLinesWorker {
  private readonly worker: Worker;
  private readonly waiting = new Map<number, Waiting>();
  private nextId = 0;
  private failure?: Error;

  constructor() {
    this.worker = new Worker(join(__dirname, 'search-lines.worker.js'));
    this.worker.unref();
    this.worker.on('message', ({ id, ...answer }: SearchLinesReply) => {
      this.waiting.get(id)?.resolve(answer);
      this.waiting.delete(id);
    });
    this.worker.on('error', (error: Error) => this.fail(error));
    this.worker.on('exit', (code: number) => this.fail(new Error(`search-lines worker exited with code ${code}`)));
  }

  get failed(): boolean {
    return this.failure !== undefined;
  }

  request(request: SearchLinesRequest): Promise<Answer> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    const envelope: SearchLinesEnvelope = { id, request };
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage(envelope);
    });
  }

  async terminate(): Promise<void> {
    await this.worker.terminate();
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const waiting of this.waiting.values()) waiting.reject(this.failure);
    this.waiting.clear();
  }
}
