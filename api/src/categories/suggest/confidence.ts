import type { ScoredCategory } from './category-scorer';

/** Below this confidence a suggestion is shown but not offered as the answer. */
export const MIN_CONFIDENCE = 0.4;

/**
 * Turns a score into a confidence. A clear winner keeps its score; a runner-up that explains the part type nearly as
 * well means the choice is uncertain. Without automotive evidence (no automotive concept and a category outside the
 * vehicle, tool and car-electronics branches) confidence is cut, so "chocolate cake" is not offered as an answer.
 */
export function confidenceOf(ranked: ScoredCategory[], position: number, automotive: boolean): number {
  const current = ranked[position];
  const runnerUp = position === 0 ? ranked[1] : ranked[0];
  const margin = runnerUp ? Math.max(0, current.score - runnerUp.score) / current.score : 1;
  const separation = 0.8 + 0.2 * Math.min(1, margin / 0.3);
  const domain = automotive ? 1 : 0.5;
  return Math.round(Math.min(1, current.score * separation * domain) * 1000) / 1000;
}
