import { parentPort } from 'node:worker_threads';
import { SearchLines, SearchLinesBuilder } from './search-lines';
import type { SearchLinesEnvelope, SearchLinesReply, SearchLinesRequest } from './search-lines-messages';

/** Worker thread entry (SearchLinesWorker): keeps the line sets and searches them off the main thread. */
const sets = new Map<string, SearchLines>();
const builders = new Map<string, SearchLinesBuilder>();

function answer(request: SearchLinesRequest): Omit<SearchLinesReply, 'id'> {
  switch (request.type) {
    case 'begin':
      sets.delete(request.key);
      builders.set(request.key, new SearchLinesBuilder());
      return { value: null };
    case 'add':
      builders.get(request.key)?.add(request.lines, request.orders, request.ids);
      return { value: null };
    case 'end': {
      const set = builders.get(request.key)?.build();
      builders.delete(request.key);
      if (!set) return { value: null };
      sets.set(request.key, set);
      set.warmUp();
      return { value: set.lines };
    }
    case 'drop':
      sets.delete(request.key);
      builders.delete(request.key);
      return { value: null };
    case 'count':
      return { value: sets.get(request.key)?.count(request.term) ?? null };
    case 'newest': {
      const found = sets.get(request.key)?.newest(request.term, request.first);
      return found ? { value: found.total, places: found.places } : { value: null };
    }
  }
}

parentPort?.on('message', ({ id, request }: SearchLinesEnvelope) => {
  const reply: SearchLinesReply = { id, ...answer(request) };
  parentPort?.postMessage(reply);
});
