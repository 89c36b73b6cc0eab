import { parentPort } from 'node:worker_threads';
import { LineCounter, LineCounterBuilder } from './line-counter';
import type { LineCountEnvelope, LineCountReply, LineCountRequest } from './line-count-messages';

/** Worker thread entry (LineCountWorker): keeps the line sets and answers their counts off the main thread. */
const counters = new Map<string, LineCounter>();
const builders = new Map<string, LineCounterBuilder>();

function answer(request: LineCountRequest): number | null {
  switch (request.type) {
    case 'begin':
      counters.delete(request.key);
      builders.set(request.key, new LineCounterBuilder());
      return null;
    case 'add':
      builders.get(request.key)?.add(request.lines);
      return null;
    case 'end': {
      const counter = builders.get(request.key)?.build();
      builders.delete(request.key);
      if (!counter) return null;
      counters.set(request.key, counter);
      counter.warmUp();
      return counter.lines;
    }
    case 'drop':
      counters.delete(request.key);
      builders.delete(request.key);
      return null;
    case 'count':
      return counters.get(request.key)?.count(request.term) ?? null;
  }
}

parentPort?.on('message', ({ id, request }: LineCountEnvelope) => {
  const reply: LineCountReply = { id, value: answer(request) };
  parentPort?.postMessage(reply);
});
