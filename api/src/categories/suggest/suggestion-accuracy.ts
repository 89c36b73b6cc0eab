import type { CategorySuggester } from './category-suggester';

export interface LabelledPartType {
  part_type: string;
  category_id: number;
}

export interface SuggestionMiss {
  part_type: string;
  expected: number;
  best: number | null;
  suggested: number[];
}

export interface SuggestionAccuracy {
  total: number;
  /** Share of part types whose best suggestion is the labelled category (a null best counts as wrong). */
  top1: number;
  /** Share of part types whose labelled category is among the first three suggestions. */
  top3: number;
  /** Every suggestion (of the first three) at or above CONFIDENT: how many, and the share naming the labelled category. */
  confident: { count: number; right: number };
  misses: SuggestionMiss[];
}

/** The confidence from which a suggestion is meant to be right at least 95 % of the time. */
export const CONFIDENT = 0.8;

/** Scores the suggester against part types labelled by an expert. */
export function measureSuggestionAccuracy(
  suggester: CategorySuggester,
  labelled: LabelledPartType[],
): SuggestionAccuracy {
  let top1 = 0;
  let top3 = 0;
  const confident = { count: 0, right: 0 };
  const misses: SuggestionMiss[] = [];
  for (const { part_type, category_id } of labelled) {
    const analysis = suggester.analyze(part_type, 3);
    const suggested = analysis.suggestions.map((suggestion) => suggestion.category_id);
    for (const suggestion of analysis.suggestions.filter((s) => s.confidence >= CONFIDENT)) {
      confident.count++;
      if (suggestion.category_id === category_id) confident.right++;
    }
    const best = analysis.best?.category_id ?? null;
    if (best === category_id) top1++;
    if (suggested.includes(category_id)) top3++;
    if (best !== category_id) misses.push({ part_type, expected: category_id, best, suggested });
  }
  const total = labelled.length;
  return { total, top1: total ? top1 / total : 0, top3: total ? top3 / total : 0, confident, misses };
}
