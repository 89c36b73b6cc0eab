import type { LinePlace } from './search-lines';

/**
 * What the API process asks of a search-lines worker, for a named set of lines ("draft", "live"):
 * - begin: forget the lines it has and start collecting new ones;
 * - add: the next lines, their order values and ids, each one a line, separated by line breaks;
 * - end: the collected lines are now the set; answers how many there are;
 * - drop: forget the set and anything being collected;
 * - count: how many lines of the set contain the term;
 * - newest: that count, and the places of the `first` of those lines, newest first.
 * Without a set, count and newest answer null.
 */
export type SearchLinesRequest =
  | { type: 'begin' | 'end' | 'drop'; key: string }
  | { type: 'add'; key: string; lines: string; orders: string; ids: string }
  | { type: 'count'; key: string; term: string }
  | { type: 'newest'; key: string; term: string; first: number };

export interface SearchLinesEnvelope {
  id: number;
  request: SearchLinesRequest;
}

export interface SearchLinesReply {
  id: number;
  value: number | null;
  /** The answer to `newest`. */
  places?: LinePlace[];
}
