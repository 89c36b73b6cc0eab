import { CategoryIndex } from './category-index';
import { CategoryScorer, type ScoredCategory } from './category-scorer';
import { confidenceOf, MIN_CONFIDENCE } from './confidence';
import { AbbreviationGuesser } from './abbreviation-guesser';
import { readCatalogShorthand, ShorthandReading } from './catalog-shorthand';
import { AUTOMOTIVE_PRIOR, VEHICLE_PARTS_PRIOR } from './domain-priors';
import { PartTypeQueryBuilder } from './part-type-query';
import { stem } from './stemmer';
import type { CategorySuggestion, PartTypeAnalysis, TaxonomyCategory } from './types';

const DEFAULT_LIMIT = 3;

/**
 * Suggests Google taxonomy categories for automotive part types. Local and deterministic: the same taxonomy and
 * part type always give the same suggestions and confidences.
 */
export class CategorySuggester {
  private readonly index: CategoryIndex;
  private readonly scorer: CategoryScorer;
  private readonly queries: PartTypeQueryBuilder;
  private readonly abbreviations: AbbreviationGuesser;

  constructor(categories: TaxonomyCategory[]) {
    this.index = new CategoryIndex(categories);
    this.scorer = new CategoryScorer(this.index);
    this.abbreviations = new AbbreviationGuesser((word) => this.index.knows(stem(word)));
    this.queries = new PartTypeQueryBuilder(
      (stem) => this.index.namesVehiclePart(stem),
      (stem) => this.index.knows(stem),
    );
  }

  analyze(partType: string, limit = DEFAULT_LIMIT): PartTypeAnalysis {
    const part_type = partType;
    const reading = this.read(partType);
    const query = this.queries.build(reading.text);
    const meaningful = query.words.filter((word) => word.weight > 0);
    if (meaningful.length === 0) {
      return { part_type, suggestions: [], best: null, reason: 'The part type has no words that describe a part.' };
    }
    const evidence = query.concepts.some((concept) => !concept.guess);
    // A kind of vehicle named ("MC FAIRING KIT") says the part is a vehicle part even when its own word is unknown.
    const recognised =
      query.concepts.length > 0 || query.kinds.size > 0 || meaningful.some((word) => this.index.knows(word.stem));
    if (!recognised) {
      const reason = 'No known automotive or taxonomy words in the part type.';
      return { part_type, suggestions: [], best: null, reason };
    }
    const ranked = withVehiclePart(this.scorer.score(query), limit);
    if (ranked.length === 0) {
      return { part_type, suggestions: [], best: null, reason: 'No taxonomy category matches the part type.' };
    }
    // Automotive evidence: a known automotive concept (not a generic word's guessed system), or a best match in the
    // vehicle-parts branch itself.
    const automotive = evidence || ranked[0].indexed.prior >= VEHICLE_PARTS_PRIOR;
    const suggestions: CategorySuggestion[] = ranked.slice(0, Math.max(0, limit)).map((scored, position) => ({
      category_id: scored.indexed.category.category_id,
      name: scored.indexed.category.name,
      full_path: scored.indexed.category.full_path,
      confidence: confidenceOf(ranked, position, automotive),
      matched: explain(reading, scored.indexed.category.name),
    }));
    const top = suggestions[0];
    if (top && automotive && top.confidence >= MIN_CONFIDENCE) return { part_type, suggestions, best: top };
    const reason = !automotive
      ? 'The part type does not look like an automotive part; no category is a confident match.'
      : `No confident match: the best category scores ${top?.confidence ?? 0} (at least ${MIN_CONFIDENCE} needed).`;
    return { part_type, suggestions, best: null, reason };
  }

  /**
   * What a part type says, independent of how it is written: the stems of its meaningful words, sorted.
   * "BLADE ASM-WSW LH" and "Windshield Wiper Blade" are worded alike.
   */
  wording(partType: string): string {
    const query = this.queries.build(this.read(partType).text);
    return [...new Set(query.words.filter((word) => word.weight > 0 && word.role !== 'context').map((word) => word.stem))].sort().join(' ');
  }

  /**
   * Categories for words an operator types into a search box, best first: the engine's vocabulary (stems,
   * abbreviations, automotive concepts, branch priors) without a suggestion's confidence rules.
   */
  rank(words: string): TaxonomyCategory[] {
    // Words typed into a search box are often cut short on purpose ("comp", "int"): no abbreviation is guessed.
    const query = this.queries.build(readCatalogShorthand(words).text);
    if (!query.words.some((word) => word.weight > 0)) return [];
    return this.scorer.score(query).map((scored) => scored.indexed.category);
  }

  private read(text: string): ShorthandReading {
    return readCatalogShorthand(text, this.abbreviations);
  }

  analyzeMany(partTypes: string[], limit = DEFAULT_LIMIT): PartTypeAnalysis[] {
    return partTypes.map((partType) => this.analyze(partType, limit));
  }
}

/**
 * Part types come from a catalog of vehicle parts: when none of the categories shown is a vehicle part, a tool or a
 * service manual ("SUBWOOFER BOX" beside Direct Boxes), the best vehicle-parts category takes the last place shown.
 */
function withVehiclePart(ranked: ScoredCategory[], limit: number): ScoredCategory[] {
  if (limit <= 0 || ranked.slice(0, limit).some((scored) => scored.indexed.prior >= AUTOMOTIVE_PRIOR)) return ranked;
  const vehiclePart = ranked.find((scored) => scored.indexed.prior >= VEHICLE_PARTS_PRIOR);
  return vehiclePart ? [...ranked.slice(0, limit - 1), vehiclePart] : ranked;
}

/** Each word read differently, then the part type as read, each leading to the category. */
function explain(reading: ShorthandReading, category: string): string[] {
  const read = reading.readings.filter(({ read }) => !read.startsWith('(')).map(({ written, read }) => `${written} → ${read} → ${category}`);
  return [...read, `${reading.text.toLowerCase()} → ${category}`];
}
