import type { CategoryIndex, IndexedCategory, WeightedName } from './category-index';
import { DEFAULT_PRIOR, VEHICLE_PARTS_PRIOR } from './domain-priors';
import type { ConceptMatch } from './concept-matcher';
import { GENERIC_HEADS, IMPLICIT_CATEGORY_WORDS } from './part-type-words';
import type { PartTypeQuery, QueryWord } from './part-type-query';
import { stem } from './stemmer';

export interface ScoredCategory {
  indexed: IndexedCategory;
  /** 0..1: how well the category explains the part type, times branch and specificity preferences. */
  score: number;
  /** Weighted share of the part type's words the category explains. */
  recall: number;
  /** Weighted share of the category name's words the part type asks for. */
  precision: number;
}

/** A word found only in a category's ancestors ("Motor Vehicle Parts > …") explains half as well as its name. */
const ANCESTOR_MATCH = 0.5;
/**
 * A generic word ("pump", "piston") is explained by whatever explains its nearest known modifier ("fuel" in
 * "Fuel Pump", "caliper" in "Brake Caliper Piston"), slightly less than by itself.
 */
const INHERITED_SUPPORT = 0.8;
/** Matching one of the things a name joins is nearly as good as matching the whole name. */
const CONJUNCT_PRECISION = 0.95;
/** Precision never zeroes a score: a broad category may still be the right one. */
const PRECISION_FLOOR = 0.4;
/** A category for another kind of vehicle (motorcycle, watercraft …) the part type does not mention. */
const OTHER_VEHICLE_KIND = 0.35;
/** A category for the kind of vehicle the part type names ("IGN COIL-OUTBOARD": Watercraft Ignition Parts). */
const NAMED_VEHICLE_KIND = 1.3;
/**
 * A car-part category for a part type naming a kind of vehicle that has a parts branch of its own ("OUTBOARD
 * COWLING SEAL" is a boat's part before a car's body part).
 */
const CAR_PART_FOR_OTHER_KIND = 0.6;
/**
 * A category of a branch catalogs do not sell from (Clocks, Trumpets, Sandwich Makers) that explains one modifier
 * and not the head noun matched by accident: every part type is a vehicle part, so "CLOCK BEZEL" is a bezel and
 * "TRUMPET TIP" a tip. Two words explained ("FIRE EXTINGUISHER MTG BRKT") are evidence enough.
 */
const FOREIGN_WITHOUT_HEAD = 0.5;
/** Prefer the most specific category when a parent and its child explain the part type equally. */
const HAS_CHILDREN = 0.93;
/** Words like "parts" or "accessories" in a concept do not make a category a candidate on their own. */
const NOT_DISTINCTIVE = new Set([...GENERIC_HEADS, 'system'].map(stem));
const IMPLICIT = new Set([...IMPLICIT_CATEGORY_WORDS].map(stem));

/** A concept's taxonomy words with their IDF, computed once per part type. */
interface WeightedConcept {
  stems: string[];
  weights: number[];
  total: number;
}

export class CategoryScorer {
  constructor(private readonly index: CategoryIndex) {}

  private direct(word: QueryWord, indexed: IndexedCategory): number {
    const value = word.stem;
    if (indexed.nameStems.has(value) || word.kinds.some((kind) => indexed.kinds.includes(kind))) return 1;
    return indexed.ancestors.has(value) ? ANCESTOR_MATCH : 0;
  }

  /**
   * How well a concept's taxonomy words and the category name agree: an IDF-weighted Dice coefficient over the
   * name, so that "controls" fits "Motor Vehicle Controls" fully but "Motor Vehicle Climate Control" only partly.
   * Concept words found only on the category's path close part of the remaining gap.
   */
  private fit(concept: WeightedConcept, indexed: IndexedCategory): number {
    if (concept.total === 0) return 0;
    let inName = 0;
    let onPath = 0;
    for (let position = 0; position < concept.stems.length; position++) {
      const value = concept.stems[position];
      if (indexed.nameStems.has(value)) inName += concept.weights[position];
      else if (indexed.ancestors.has(value)) onPath += concept.weights[position];
    }
    const dice = (2 * inName) / (concept.total + indexed.distinctiveTotal);
    return Math.min(1, dice + ANCESTOR_MATCH * (onPath / concept.total) * (1 - dice));
  }

  /** `fits` holds each concept's fit to this category, computed once. */
  private recall(words: QueryWord[], fits: Map<ConceptMatch, number>, indexed: IndexedCategory): number {
    let explained = 0;
    let total = 0;
    let modifierSupport = 0;
    for (const word of words) {
      if (word.weight === 0) continue;
      let support = this.direct(word, indexed);
      for (const concept of word.concepts) support = Math.max(support, fits.get(concept)!);
      if (word.inherits) support = Math.max(support, INHERITED_SUPPORT * modifierSupport);
      if (word.known) modifierSupport = support;
      explained += word.weight * support;
      total += word.weight;
    }
    return total === 0 ? 0 : explained / total;
  }

  private explains(word: QueryWord, fits: Map<ConceptMatch, number>, indexed: IndexedCategory): boolean {
    return this.direct(word, indexed) > 0 || word.concepts.some((concept) => fits.get(concept)! > 0);
  }

  /** Whether the category explains only one modifier of the part type, and not its head noun. */
  private explainsModifierOnly(query: PartTypeQuery, fits: Map<ConceptMatch, number>, indexed: IndexedCategory): boolean {
    const head = query.words[query.headIndex];
    if (!head || this.explains(head, fits, indexed)) return false;
    const explained = query.words.filter((word) => word.weight > 0 && this.explains(word, fits, indexed));
    return explained.length <= 1;
  }

  /** Whether the category explains a word other than those naming the kind of vehicle ("MC", "OUTBOARD"). */
  private explainsPart(words: QueryWord[], indexed: IndexedCategory): boolean {
    // A concept's "parts" or "accessories" is no explanation: "Watercraft Pistons & Parts" does not explain a seal.
    const named = (value: string) =>
      !NOT_DISTINCTIVE.has(value) && !IMPLICIT.has(value) && indexed.nameStems.has(value);
    return words.some(
      (word) =>
        word.weight > 0 &&
        word.kinds.length === 0 &&
        (indexed.nameStems.has(word.stem) || word.concepts.some((concept) => concept.expansion.some(named))),
    );
  }

  private namePrecision(covered: Set<string>, name: WeightedName): number {
    if (name.total === 0) return 0;
    let found = 0;
    for (let position = 0; position < name.stems.length; position++) {
      if (covered.has(name.stems[position])) found += name.weights[position];
    }
    return found / name.total;
  }

  /** A name joining several things is precise when the part type is one of them ("Impact Wrenches & Drivers"). */
  private precision(covered: Set<string>, indexed: IndexedCategory): number {
    let best = this.namePrecision(covered, indexed.name);
    for (const conjunct of indexed.conjuncts) {
      best = Math.max(best, CONJUNCT_PRECISION * this.namePrecision(covered, conjunct));
    }
    return best;
  }

  private weighConcept(concept: ConceptMatch): WeightedConcept {
    const stems = concept.expansion.filter((value) => !IMPLICIT.has(value));
    const weights = stems.map((value) => this.index.idf(value));
    return { stems, weights, total: weights.reduce((sum, weight) => sum + weight, 0) };
  }

  /** Categories whose name shares a distinctive word with the part type or its concepts, best first. */
  score(query: PartTypeQuery): ScoredCategory[] {
    const stems = new Set<string>();
    for (const word of query.words) if (word.weight > 0 && word.role !== 'context') stems.add(word.stem);
    for (const kind of query.kinds) stems.add(kind);
    for (const concept of query.concepts) {
      const named = concept.expansion.filter((value) => !IMPLICIT.has(value));
      const distinctive = named.filter((value) => !NOT_DISTINCTIVE.has(value));
      // A concept naming a category by a generic word alone ("compressors", "pliers") still makes it a candidate.
      for (const value of distinctive.length > 0 ? distinctive : named) stems.add(value);
    }
    const concepts = new Map(query.concepts.map((concept) => [concept, this.weighConcept(concept)]));

    const ownBranch = [...query.kinds].some((kind) => this.index.hasPartsBranch(kind));
    const fits = new Map<ConceptMatch, number>();
    const scored: ScoredCategory[] = [];
    for (const indexed of this.index.candidates(stems)) {
      for (const [match, concept] of concepts) fits.set(match, this.fit(concept, indexed));
      const recall = this.recall(query.words, fits, indexed);
      if (recall === 0) continue;
      const precision = this.precision(query.covered, indexed);
      const named = indexed.kinds.some((value) => query.covered.has(value));
      // A part for a kind of vehicle a catalog word names ("OUTBOARD", "MC") is a part, not the vehicle itself nor
      // a toy: only categories of the branches catalogs sell from (parts, electronics, tools) are preferred for it.
      const cued = indexed.kinds.some((value) => query.kinds.has(value));
      const forSale = indexed.prior > DEFAULT_PRIOR;
      // "MC FORK SEALS": Motorcycle & Scooter Racks fits the cue alone, which is no reason to prefer it.
      // A kind's own parts branch is where its parts go when no narrower category explains them ("BILGE PMP").
      const partForKind = cued && forSale && (indexed.partsBranch || this.explainsPart(query.words, indexed));
      const carPart = indexed.kinds.length === 0 && indexed.prior >= VEHICLE_PARTS_PRIOR;
      const kind = partForKind
        ? NAMED_VEHICLE_KIND
        : carPart && ownBranch
          ? CAR_PART_FOR_OTHER_KIND
          : indexed.kinds.length === 0 || named
            ? 1
            : OTHER_VEHICLE_KIND;
      // A part for the kind of vehicle the words name ("bicycle brake") is a vehicle part wherever the taxonomy
      // files it.
      const prior = named && !cued ? Math.max(indexed.prior, VEHICLE_PARTS_PRIOR) : indexed.prior;
      const specificity = indexed.hasChildren ? HAS_CHILDREN : 1;
      const foreign =
        prior <= DEFAULT_PRIOR && !named && this.explainsModifierOnly(query, fits, indexed)
          ? FOREIGN_WITHOUT_HEAD
          : 1;
      const score =
        recall * (PRECISION_FLOOR + (1 - PRECISION_FLOOR) * precision) * prior * kind * specificity * foreign;
      scored.push({ indexed, score, recall, precision });
    }
    return scored.sort((a, b) => b.score - a.score || a.indexed.category.category_id - b.indexed.category.category_id);
  }
}
