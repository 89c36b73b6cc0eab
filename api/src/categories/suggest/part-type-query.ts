import { ConceptMatcher, type ConceptMatch } from './concept-matcher';
import {
  CONTENT_WORDS,
  CONTEXT_WORDS,
  GENERIC_HEADS,
  IMPLICIT_CATEGORY_WORDS,
  NOISE_WORDS,
  VEHICLE_KIND_WORDS,
} from './part-type-words';
import { stem } from './stemmer';
import {
  BRAKING,
  CLIMATE,
  DRIVETRAIN,
  ELECTRICAL,
  ENGINE_PARTS,
  EXHAUST,
  FUEL,
  LIGHTING,
  OIL_CIRCULATION,
  RIMS,
  SUSPENSION,
  TIRE_ACCESSORIES,
  TOWING,
  WHEEL_PARTS,
} from './vehicle-systems';
import { normalizeWords, type NormalizedWords } from './text-normalizer';
import { vehicleKindsOf } from './vehicle-kinds';

export type WordRole = 'head' | 'generic' | 'modifier' | 'context' | 'noise';

export interface QueryWord {
  stem: string;
  role: WordRole;
  /** Share of the part type's meaning carried by this word (0 for noise). */
  weight: number;
  /** Concepts whose trigger covers this word. */
  concepts: ConceptMatch[];
  /** Whether the word belongs to automotive vocabulary (a concept or a vehicle-parts category name). */
  known: boolean;
  /** A generic word outside any multi-word concept takes its meaning from its nearest known modifier. */
  inherits: boolean;
  /** The taxonomy's words for the kind of vehicle the word names ("outboard": watercraft, marine, boat). */
  kinds: string[];
}

/** A part type broken down for scoring. */
export interface PartTypeQuery {
  words: QueryWord[];
  concepts: ConceptMatch[];
  /** Stems a category name may contain without being penalised: the part type's own words and concept words. */
  covered: Set<string>;
  /** The taxonomy's words for the kinds of vehicle the part type names. */
  kinds: Set<string>;
  /** Index in `words` of the head noun, the word saying what the part is (-1 when there is none). */
  headIndex: number;
}

const stemAll = (words: Iterable<string>) => new Set([...words].map(stem));
const NOISE = stemAll(NOISE_WORDS);
const CONTEXT = stemAll(CONTEXT_WORDS);
const CONTENT = stemAll(CONTENT_WORDS);
const GENERIC = stemAll(GENERIC_HEADS);
const IMPLICIT = stemAll(IMPLICIT_CATEGORY_WORDS);
const KINDS = stemAll(VEHICLE_KIND_WORDS);

const HEAD_WEIGHT = 2;
const MODIFIER_WEIGHT = 1;
/** Words no concept knows (brand names, materials) say less about the category than known part words. */
const UNKNOWN_MODIFIER_WEIGHT = 0.5;
const GENERIC_HEAD_WEIGHT = 0.3;
const GENERIC_MODIFIER_WEIGHT = 0.5;
const CONTEXT_WEIGHT = 0.25;
/** The head noun says what the part is: it keeps at least this share of the meaning. */
const HEAD_SHARE = 0.6;
/** Shortest half of a glued compound: "pin" in "kingpin"; shorter pieces ("ab", "co") match by accident. */
const MIN_COMPOUND_PART = 3;
/** Longer words are not tried as compounds, so a pathological word costs no more than a short one. */
const MAX_COMPOUND_LENGTH = 24;

/** Catalogs often write "Filter, Oil" or "Pad Set, Brake"; the natural order is "Oil Filter". */
function naturalOrder(partType: string): string {
  const parts = partType.split(',').map((part) => part.trim()).filter((part) => part !== '');
  return parts.length > 1 ? [...parts.slice(1).reverse(), parts[0]].join(' ') : partType;
}

/** Words that place a part on a vehicle: the usual context words, and words naming a kind of vehicle. */
type Placing = (index: number) => boolean;

function roleOf(wordStem: string, index: number, headIndex: number, placing: Placing): WordRole {
  if (NOISE.has(wordStem) || (CONTENT.has(wordStem) && index !== headIndex)) return 'noise';
  if (placing(index) && index !== headIndex) return 'context';
  if (GENERIC.has(wordStem)) return 'generic';
  return index === headIndex ? 'head' : 'modifier';
}

/** Words after these complete the part ("Ground Wire Battery to Frame", "Adapter for 1/2 Drive"); the head precedes them. */
const COMPLEMENT_MARKERS = stemAll(['to', 'for', 'with']);

const TO = stem('to');

/**
 * Where the part's own name ends: before its first complement, when a meaningful word precedes it. "X TO Y" joins two
 * places ("GROUND CABLE ENG TO BODY"): the word before TO is where the part starts, so the name ends before it.
 */
function nameEnd(stems: string[], placing: Placing): number {
  const marker = stems.findIndex((value) => COMPLEMENT_MARKERS.has(value));
  if (marker <= 0) return stems.length;
  const meaningful: number[] = [];
  for (let index = 0; index < marker; index++) {
    if (!NOISE.has(stems[index]) && !placing(index)) meaningful.push(index);
  }
  if (meaningful.length === 0) return stems.length;
  return stems[marker] === TO && meaningful.length >= 2 ? meaningful[meaningful.length - 1] : marker;
}

/** The head noun is the last word of the part's name that is neither noise nor mere vehicle context. */
function findHead(stems: string[], placing: Placing): number {
  for (let index = nameEnd(stems, placing) - 1; index >= 0; index--) {
    if (!NOISE.has(stems[index]) && !placing(index)) return index;
  }
  for (let index = stems.length - 1; index >= 0; index--) {
    if (!NOISE.has(stems[index])) return index;
  }
  return -1;
}

/** A concept's count of non-noise words, from running totals so each concept costs the same whatever its span. */
type MeaningfulLength = (concept: ConceptMatch) => number;

function meaningfulLengths(roles: WordRole[]): MeaningfulLength {
  const before = [0];
  roles.forEach((role, index) => before.push(before[index] + (role === 'noise' ? 0 : 1)));
  return (concept) => before[concept.end + 1] - before[concept.start];
}

/** Each word's covering concepts, in the order the concepts were found: work in proportion to the spans covered. */
function conceptsPerWord(concepts: ConceptMatch[], wordCount: number): ConceptMatch[][] {
  const byWord = Array.from({ length: wordCount }, (): ConceptMatch[] => []);
  for (const concept of concepts) for (let index = concept.start; index <= concept.end; index++) byWord[index].push(concept);
  return byWord;
}

/**
 * The longest concept that ends the part type names what it is ("throttle body" in "Fuel Injection Throttle Body"),
 * and of two as long, the one about the kind of vehicle named ("MARINE HORN" is a boat's part before a car's).
 * A generic word alone ("piston", "socket") does not: its modifiers say which system it belongs to.
 */
function headConcept(atHead: ConceptMatch[], headIndex: number, roles: WordRole[], meaningfulLength: MeaningfulLength): ConceptMatch | undefined {
  const byLength = (a: ConceptMatch, b: ConceptMatch) => b.end - b.start - (a.end - a.start);
  const longest = [...atHead].sort((a, b) => byLength(a, b) || Number(b.forKind) - Number(a.forKind))[0];
  return longest && roles[headIndex] === 'generic' && meaningfulLength(longest) === 1 ? undefined : longest;
}

const expansionKey = (expansion: string[]) => expansion.join(' ');
const keyOf = (expansion: string) => expansionKey(normalizeWords(expansion).stems);
/** Mechanical systems: the taxonomy files a component (hose, plug, shield, breather) under the system it serves. */
const SYSTEMS = new Set([BRAKING, ENGINE_PARTS, OIL_CIRCULATION, FUEL, EXHAUST, SUSPENSION, DRIVETRAIN, CLIMATE].map(keyOf));
/** Words that name the engine bay rather than one system ("ENGINE OIL COOLER" is an oil-circulation part). */
const BAY_WORDS = stemAll(['engine', 'motor', 'oil']);
/** Accessory-drive belts are engine parts whichever accessory they turn ("V-BELT A/C", "Alternator Belt"). */
const ENGINE_DRIVEN = stemAll(['belt']);

/**
 * A component concept at the head ("drain plug", "vacuum hose", "fan shroud") names the system such parts usually
 * serve; a modifier naming another mechanical system says which one this one serves: "RADIATOR DRAIN PLUG" is a cooling part,
 * "DIFF BREATHER" a drivetrain part. Sensors, switches, lights and wiring keep their own categories whatever they
 * serve, so only a mechanical system's component yields.
 */
function servesModifierSystem(head: ConceptMatch, concepts: ConceptMatch[], stems: string[]): boolean {
  const headSystem = expansionKey(head.expansion);
  if (!SYSTEMS.has(headSystem) || ENGINE_DRIVEN.has(stems[head.end])) return false;
  return concepts.some((concept) => {
    const system = expansionKey(concept.expansion);
    const bayWord = concept.start === concept.end && BAY_WORDS.has(stems[concept.start]);
    return concept.start < head.start && system !== headSystem && SYSTEMS.has(system) && !bayWord;
  });
}

/** Trailers and RVs are towed: the taxonomy files their running gear, brakes, lights and wiring as towing. */
const TOWED_WORDS = stemAll(['trailer', 'rv', 'camper', 'motorhome']);
const TOWED_SYSTEMS = new Set(
  [BRAKING, SUSPENSION, ELECTRICAL, LIGHTING, WHEEL_PARTS, RIMS, TIRE_ACCESSORIES, DRIVETRAIN].map(keyOf),
);
const TOWING_STEMS = normalizeWords(TOWING).stems;

/**
 * "TRAILER HUB & BRG KIT", "ELEC TRAILER BRK ASSY", "RV STABILIZER JACK": a part of a towed vehicle's running gear,
 * brakes, wiring or tire carrier is a towing part, so the head concept is read as towing. Covers, the tires
 * themselves and care products keep their own categories.
 */
function towedPart(head: ConceptMatch | undefined, stems: string[]): ConceptMatch | undefined {
  if (!head || !TOWED_SYSTEMS.has(expansionKey(head.expansion))) return undefined;
  if (!stems.some((value) => TOWED_WORDS.has(value))) return undefined;
  return { ...head, expansion: TOWING_STEMS, guess: false };
}

/** "TRAILER BUNK BOARD": a towed vehicle's part whose name no vocabulary knows is still a towing part. */
function unknownTowedPart(headIndex: number, concepts: ConceptMatch[][], stems: string[]): ConceptMatch | undefined {
  if (headIndex < 0 || concepts[headIndex].length > 0 || TOWED_WORDS.has(stems[headIndex])) return undefined;
  if (!stems.some((value) => TOWED_WORDS.has(value))) return undefined;
  return { start: headIndex, end: headIndex, expansion: TOWING_STEMS, headOnly: false, guess: true, forKind: false };
}

/** The head concept once a towed vehicle's part is read as towing; `concepts` and `byWord` are updated to match. */
function readAsTowing(
  head: ConceptMatch | undefined,
  headIndex: number,
  concepts: ConceptMatch[],
  byWord: ConceptMatch[][],
  stems: string[],
): ConceptMatch | undefined {
  const unknown = unknownTowedPart(headIndex, byWord, stems);
  if (unknown) {
    concepts.push(unknown);
    byWord[headIndex] = [unknown];
    return unknown;
  }
  const towed = towedPart(head, stems);
  if (!towed || !head) return head;
  // Catalogs disagree on a trailer's hub or lamp: towing first, the system's own category still explains the part.
  concepts.push(towed);
  for (let index = towed.start; index <= towed.end; index++) byWord[index] = [...byWord[index], towed];
  return towed;
}

/**
 * How much of the part type's meaning each word carries. The head noun (or the concept containing it) weighs most;
 * the words of one multi-word concept share one weight, so "turn signal" counts once.
 */
function baseWeights(roles: WordRole[], concepts: ConceptMatch[][], headIndex: number, head?: ConceptMatch): number[] {
  const meaningfulLength = meaningfulLengths(roles);
  return roles.map((role, index) => {
    if (role === 'noise') return 0;
    if (head && head.start <= index && index <= head.end) return HEAD_WEIGHT / meaningfulLength(head);
    if (role === 'context') return CONTEXT_WEIGHT;
    if (role === 'generic') return index === headIndex ? GENERIC_HEAD_WEIGHT : GENERIC_MODIFIER_WEIGHT;
    if (role === 'head') return HEAD_WEIGHT;
    if (concepts[index].length === 0) return UNKNOWN_MODIFIER_WEIGHT;
    return MODIFIER_WEIGHT / Math.max(...concepts[index].map(meaningfulLength));
  });
}

/**
 * Final weights: words an abbreviation expanded into share its weight ("ABS" counts once, not three times), and
 * the head noun keeps at least HEAD_SHARE of the total however many modifiers precede it.
 */
function weightsOf(
  roles: WordRole[],
  concepts: ConceptMatch[][],
  shares: number[],
  headIndex: number,
  head?: ConceptMatch,
): number[] {
  const weights = baseWeights(roles, concepts, headIndex, head).map((weight, index) => weight * shares[index]);
  const inHead = (index: number) => (head ? head.start <= index && index <= head.end : index === headIndex);
  let headTotal = 0;
  let otherTotal = 0;
  weights.forEach((weight, index) => (inHead(index) ? (headTotal += weight) : (otherTotal += weight)));
  const wanted = (HEAD_SHARE / (1 - HEAD_SHARE)) * otherTotal;
  if (roles[headIndex] === 'generic' && !head) return weights;
  if (headTotal === 0 || headTotal >= wanted) return weights;
  return weights.map((weight, index) => (inHead(index) ? (weight * wanted) / headTotal : weight));
}

export class PartTypeQueryBuilder {
  /**
   * `isVehiclePartWord` tells whether a stem names something in the taxonomy's vehicle-parts branch,
   * `isTaxonomyWord` whether any category name uses it.
   */
  constructor(
    private readonly isVehiclePartWord: (stem: string) => boolean,
    private readonly isTaxonomyWord: (stem: string) => boolean = isVehiclePartWord,
    private readonly matcher = new ConceptMatcher(),
  ) {}

  private isKnown(value: string): boolean {
    return this.matcher.knows(value) || this.isTaxonomyWord(value) || NOISE.has(value) || CONTEXT.has(value);
  }

  /**
   * Catalogs glue two part words into one ("KINGPIN", "CLOCKSPRING", "BELLCRANK"): an unknown word that splits
   * into two known ones is read as both, each with half its weight.
   */
  private splitCompounds(normalized: NormalizedWords): NormalizedWords {
    const result: NormalizedWords = { words: [], stems: [], shares: [] };
    normalized.words.forEach((word, index) => {
      const halves = this.isKnown(normalized.stems[index]) ? undefined : this.compoundHalves(word);
      const parts = halves ?? [word];
      for (const part of parts) {
        result.words.push(part);
        result.stems.push(halves ? stem(part) : normalized.stems[index]);
        result.shares.push(normalized.shares[index] / parts.length);
      }
    });
    return result;
  }

  private compoundHalves(word: string): [string, string] | undefined {
    if (word.length > MAX_COMPOUND_LENGTH) return undefined;
    for (let cut = MIN_COMPOUND_PART; cut <= word.length - MIN_COMPOUND_PART; cut++) {
      const left = word.slice(0, cut);
      const right = word.slice(cut);
      if (this.matcher.knows(stem(left)) && this.matcher.knows(stem(right))) return [left, right];
    }
    return undefined;
  }

  build(partType: string): PartTypeQuery {
    const { stems, shares } = this.splitCompounds(normalizeWords(naturalOrder(partType)));
    const kinds = vehicleKindsOf(stems);
    const placing: Placing = (index) => CONTEXT.has(stems[index]) || kinds[index].length > 0;
    const headIndex = findHead(stems, placing);
    const roles = stems.map((wordStem, index) => roleOf(wordStem, index, headIndex, placing));
    const named = new Set(kinds.flat());
    const concepts = this.matcher.match(stems, headIndex, (index) => roles[index] === 'noise', named);
    const conceptsByWord = conceptsPerWord(concepts, stems.length);
    const known = stems.map((wordStem, index) => conceptsByWord[index].length > 0 || this.isVehiclePartWord(wordStem));
    // A head noun foreign to automotive vocabulary ("Brake Pedal Pad") is read through its modifiers, like "pump".
    if (roles[headIndex] === 'head' && !known[headIndex]) roles[headIndex] = 'generic';
    let head = headIndex < 0 ? undefined : headConcept(conceptsByWord[headIndex], headIndex, roles, meaningfulLengths(roles));
    if (head && servesModifierSystem(head, concepts, stems)) {
      head = undefined;
      if (roles[headIndex] === 'head') roles[headIndex] = 'generic';
    }
    head = readAsTowing(head, headIndex, concepts, conceptsByWord, stems);
    const weights = weightsOf(roles, conceptsByWord, shares, headIndex, head);
    const words = stems.map(
      (wordStem, index): QueryWord => ({
        stem: wordStem,
        role: roles[index],
        weight: weights[index],
        concepts: conceptsByWord[index],
        known: known[index],
        inherits: roles[index] === 'generic' && conceptsByWord[index].every((concept) => concept.start === concept.end),
        kinds: kinds[index],
      }),
    );
    // The head decides what a category name may speak of: with "Engine Long Block", "engine parts" (from the
    // modifier "engine") must not make "Motor Vehicle Engine Parts" look as precise as "Motor Vehicle Engines".
    const namingConcepts = head ? [head] : concepts;
    // A cue's own words may name another kind ("bike" of "DIRT BIKE" is a bicycle's): the cue's kind replaces them.
    const ownWords = stems.filter(
      (wordStem, index) => kinds[index].length === 0 || !KINDS.has(wordStem) || kinds[index].includes(wordStem),
    );
    // Another reading of the head's own words that names a kind of vehicle ("PRIMER BULB": a boat's fuel line part)
    // says the part may be that kind's, so the kind's categories are not penalised as another vehicle's.
    const kindReadings = head
      ? concepts.filter((concept) => concept !== head && concept.start === head.start && concept.end === head.end)
      : [];
    const kindWords = kindReadings.flatMap((concept) => concept.expansion).filter((value) => KINDS.has(value));
    const conceptWords = [...namingConcepts.flatMap((concept) => concept.expansion), ...kindWords];
    const covered = new Set<string>([...IMPLICIT, ...ownWords, ...named, ...conceptWords]);
    return { words, concepts, covered, kinds: named, headIndex };
  }
}
