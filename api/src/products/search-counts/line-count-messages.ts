/**
 * What the API process asks of the line-count worker, for a named set of lines ("draft", "live"):
 * - begin: forget the lines it has and start collecting new ones;
 * - add: the next lines, separated by line breaks;
 * - end: the collected lines are now the set; answers how many there are;
 * - drop: forget the set and anything being collected;
 * - count: how many lines of the set contain the term, or null without a set.
 */
export type LineCountRequest =
  | { type: 'begin' | 'end' | 'drop'; key: string }
  | { type: 'add'; key: string; lines: string }
  | { type: 'count'; key: string; term: string };

export interface LineCountEnvelope {
  id: number;
  request: LineCountRequest;
}

export interface LineCountReply {
  id: number;
  value: number | null;
}
