import type { CategoryView } from './category-views';

/** Categories for typed words, best first, in the suggestion engine's reading of them (see CategorySuggester.rank). */
export type CategoryRanker = (words: string) => readonly CategoryView[];

interface Entry {
  category: CategoryView;
  path: string;
  leaf: string;
  /** Position in (depth, path) order: the tie-break, precomputed so ranking compares numbers only. */
  order: number;
}

/** Letters, digits and anything non-ASCII (accented letters of other locales) make up words. */
function isWordChar(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code > 127;
}

/** `term` occurs in `text` with no word character right before or after it. */
function hasWholeWord(text: string, term: string): boolean {
  for (let at = text.indexOf(term); at !== -1; at = text.indexOf(term, at + 1)) {
    const before = at === 0 ? 32 : text.charCodeAt(at - 1);
    const end = at + term.length;
    const after = end >= text.length ? 32 : text.charCodeAt(end);
    if (!isWordChar(before) && !isWordChar(after)) return true;
  }
  return false;
}

/**
 * In-memory search over the loaded taxonomy (a few thousand paths). Operators type what they sell
 * ("brake pads", "o2 sensor"), which is rarely a category's wording, so the suggestion engine ranks
 * first: it knows stems, abbreviations, automotive concepts and which branches hold car parts. A
 * category id finds its category first; categories whose path holds every typed word (the literal
 * search) follow the engine's, so nothing a path search finds is lost.
 */
export class CategorySearch {
  private readonly entries: Entry[];
  private readonly byId: Map<number, Entry>;

  constructor(
    categories: readonly CategoryView[],
    private readonly rank: CategoryRanker,
  ) {
    const depth = (c: CategoryView) => c.full_path.split(' > ').length;
    const ordered = [...categories].sort((a, b) => depth(a) - depth(b) || (a.full_path < b.full_path ? -1 : 1));
    this.entries = ordered.map((category, order) => ({
      category,
      path: category.full_path.toLowerCase(),
      leaf: category.name.toLowerCase(),
      order,
    }));
    this.byId = new Map(this.entries.map((entry) => [entry.category.category_id, entry]));
  }

  search(query: string, limit: number): { items: CategoryView[]; total: number } {
    const phrase = query.trim().toLowerCase().replace(/\s+/g, ' ');
    const terms = [...new Set(phrase.split(' ').filter((t) => t && t !== '>'))];
    if (!terms.length) return { items: [], total: 0 };
    const found = new Map<number, CategoryView>();
    const add = (category: CategoryView) => found.set(category.category_id, category);
    const byId = /^\d+$/.test(phrase) ? this.byId.get(Number(phrase)) : undefined;
    if (byId) add(byId.category);
    const literal = this.literal(terms, phrase);
    for (const category of this.rank(phrase)) add(category);
    for (const hit of literal) add(hit.category);
    return { items: [...found.values()].slice(0, limit), total: found.size };
  }

  /** Categories whose path holds every term: whole-word and leaf matches first, then shallower paths, then A–Z. */
  private literal(terms: string[], phrase: string): Entry[] {
    const hits: Array<{ entry: Entry; score: number }> = [];
    for (const entry of this.entries) {
      if (terms.every((term) => entry.path.includes(term))) hits.push({ entry, score: score(entry, terms, phrase) });
    }
    return hits.sort((a, b) => b.score - a.score || a.entry.order - b.entry.order).map((hit) => hit.entry);
  }
}

function score(entry: Entry, terms: string[], phrase: string): number {
  let total = 0;
  for (const term of terms) {
    if (entry.leaf.includes(term)) total += hasWholeWord(entry.leaf, term) ? 4 : 2;
    if (hasWholeWord(entry.path, term)) total += 2;
  }
  if (entry.leaf === phrase) total += 10;
  else if (entry.leaf.startsWith(phrase)) total += 3;
  return total;
}
