import { branchPrior, VEHICLE_PARTS_PRIOR } from './domain-priors';
import { CATEGORY_STOP_WORDS, IMPLICIT_CATEGORY_WORDS, VEHICLE_KIND_WORDS } from './part-type-words';
import { stem } from './stemmer';
import { normalizeWords } from './text-normalizer';
import type { TaxonomyCategory } from './types';

/** The last word of a category name is its head noun: "Brake Caliper Paint" is paint before it is brakes. */
const CATEGORY_HEAD_WEIGHT = 2;

/** Stems of a name with their importance (IDF, doubled for the head noun), ready for precision scoring. */
export interface WeightedName {
  stems: string[];
  weights: number[];
  total: number;
}

/** A taxonomy category prepared for matching. */
export interface IndexedCategory {
  category: TaxonomyCategory;
  /** The category's own name, without stop words. */
  name: WeightedName;
  nameStems: Set<string>;
  /** IDF mass of the name's words that say more than "motor vehicle" (the denominator of concept fit). */
  distinctiveTotal: number;
  /** For names joining several things ("Impact Wrenches & Drivers"), each of them; empty otherwise. */
  conjuncts: WeightedName[];
  /** Stems of the names of its ancestors. */
  ancestors: Set<string>;
  /** Kinds of vehicle (motorcycle, watercraft …) the category is restricted to. */
  kinds: string[];
  /** Whether the category is a kind's own parts branch ("Watercraft Parts & Accessories"). */
  partsBranch: boolean;
  hasChildren: boolean;
  prior: number;
}

const STOP = new Set([...CATEGORY_STOP_WORDS].map(stem));
const IMPLICIT = new Set([...IMPLICIT_CATEGORY_WORDS].map(stem));
const KINDS = new Set([...VEHICLE_KIND_WORDS].map(stem));
/** The words of a kind's own parts branch besides the kind: "Watercraft Parts & Accessories". */
const PARTS_BRANCH_WORDS = new Set(['part', 'parts', 'accessories', 'accessory'].map(stem));

function nameStems(name: string): string[] {
  return [...new Set(normalizeWords(name).stems.filter((value) => !STOP.has(value)))];
}

/** Names repeat as path segments ("Motor Vehicle Parts" is in hundreds of paths): stem each once per index. */
function memoised(stemsOf: (name: string) => string[]): (name: string) => string[] {
  const known = new Map<string, string[]>();
  return (name) => {
    let stems = known.get(name);
    if (!stems) {
      stems = stemsOf(name);
      known.set(name, stems);
    }
    return stems;
  };
}

function conjunctsOf(name: string): string[] {
  const parts = name
    .split(/&|,|\band\b/i)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  return parts.length > 1 ? parts : [];
}

function parentPaths(categories: TaxonomyCategory[]): Set<string> {
  const parents = new Set<string>();
  for (const category of categories) {
    const cut = category.full_path.lastIndexOf(' > ');
    if (cut >= 0) parents.add(category.full_path.slice(0, cut));
  }
  return parents;
}

/**
 * Inverted index over category names, with BM25 inverse document frequencies computed over category names (a word
 * that names few categories tells more than "vehicle" or "parts"). Ancestor names are kept per category to score
 * matches on the path.
 */
export class CategoryIndex {
  readonly categories: IndexedCategory[];
  private readonly postings = new Map<string, IndexedCategory[]>();
  private readonly documentFrequency = new Map<string, number>();
  private readonly total: number;
  /**
   * Kinds of vehicle with a parts branch of their own in the vehicle-parts branch ("Watercraft Parts & Accessories"):
   * read from the taxonomy, so a part for such a kind belongs there rather than among car parts.
   */
  private readonly kindsWithPartsBranch = new Set<string>();

  constructor(categories: TaxonomyCategory[]) {
    this.total = categories.length;
    const stemsOfName = memoised(nameStems);
    const names = categories.map((category) => stemsOfName(category.name));
    for (const stems of names) {
      for (const value of stems) this.documentFrequency.set(value, (this.documentFrequency.get(value) ?? 0) + 1);
    }
    const parents = parentPaths(categories);
    const pathStems = new Map<string, Set<string>>();
    const stemsOfPath = (path: string): Set<string> => {
      let stems = pathStems.get(path);
      if (!stems) {
        const cut = path.lastIndexOf(' > ');
        stems = new Set(cut < 0 ? [] : stemsOfPath(path.slice(0, cut)));
        for (const value of stemsOfName(path.slice(cut < 0 ? 0 : cut + 3))) stems.add(value);
        pathStems.set(path, stems);
      }
      return stems;
    };
    this.categories = categories.map((category, position) => {
      const leaf = names[position];
      const cut = category.full_path.lastIndexOf(' > ');
      const ancestors = cut < 0 ? new Set<string>() : stemsOfPath(category.full_path.slice(0, cut));
      const indexed: IndexedCategory = {
        category,
        name: this.weigh(leaf),
        nameStems: new Set(leaf),
        distinctiveTotal: leaf.filter((value) => !IMPLICIT.has(value)).reduce((sum, value) => sum + this.idf(value), 0),
        conjuncts: conjunctsOf(category.name).map((part) => this.weigh(stemsOfName(part))),
        ancestors,
        kinds: [...new Set([...leaf, ...ancestors].filter((value) => KINDS.has(value)))],
        hasChildren: parents.has(category.full_path),
        prior: branchPrior(category.full_path),
        partsBranch: false,
      };
      const ownWords = leaf.filter((value) => !PARTS_BRANCH_WORDS.has(value));
      if (indexed.prior >= VEHICLE_PARTS_PRIOR && ownWords.length === 1 && KINDS.has(ownWords[0]) && leaf.length > 1) {
        this.kindsWithPartsBranch.add(ownWords[0]);
        indexed.partsBranch = true;
      }
      for (const value of leaf) {
        const list = this.postings.get(value) ?? [];
        list.push(indexed);
        this.postings.set(value, list);
      }
      return indexed;
    });
  }

  private weigh(stems: string[]): WeightedName {
    const last = stems.length - 1;
    const weights = stems.map((value, position) => this.idf(value) * (position === last ? CATEGORY_HEAD_WEIGHT : 1));
    return { stems, weights, total: weights.reduce((sum, weight) => sum + weight, 0) };
  }

  /** BM25 inverse document frequency of a stem over category names. */
  idf(value: string): number {
    const frequency = this.documentFrequency.get(value) ?? 0;
    return Math.log(1 + (this.total - frequency + 0.5) / (frequency + 0.5));
  }

  /** Whether the name of a car-part category (vehicle-parts branch, not for another kind of vehicle) uses the stem. */
  namesVehiclePart(value: string): boolean {
    const carPart = (indexed: IndexedCategory) => indexed.prior >= VEHICLE_PARTS_PRIOR && indexed.kinds.length === 0;
    return (this.postings.get(value) ?? []).some(carPart);
  }

  /** Whether the taxonomy has a parts branch of its own for this kind of vehicle (its stem). */
  hasPartsBranch(kind: string): boolean {
    return this.kindsWithPartsBranch.has(kind);
  }

  /** Whether any category name uses the stem. */
  knows(value: string): boolean {
    return this.postings.has(value);
  }

  /** Categories whose own name contains at least one of the stems. */
  candidates(stems: Iterable<string>): Set<IndexedCategory> {
    const found = new Set<IndexedCategory>();
    for (const value of stems) for (const indexed of this.postings.get(value) ?? []) found.add(indexed);
    return found;
  }
}
