import { CONCEPT_RULES } from './automotive-concepts';
import { CATALOG_ABBREVIATIONS } from './catalog-abbreviations';
import type { ConceptRule } from './concept-rule';
import { stem } from './stemmer';
import { normalizeWords } from './text-normalizer';

/** A concept recognised in a part type: words start..end (inclusive) mean `expansion` (stemmed taxonomy words). */
export interface ConceptMatch {
  start: number;
  end: number;
  expansion: string[];
  headOnly: boolean;
  /** From a generic word's usual system (ConceptRule.guess). */
  guess: boolean;
  /** From a rule about the kind of vehicle the part type names (ConceptRule.forKinds). */
  forKind: boolean;
}

interface CompiledTrigger {
  stems: string[];
  expansion: string[];
  headOnly: boolean;
  guess: boolean;
  /** Stems of ConceptRule.forKinds; empty for a rule about every vehicle. */
  forKinds: string[];
}

/**
 * Words that are abbreviations in the table but words of their own in triggers: a "cam bolt" is a camber bolt and a
 * "bearing press" a tool, whatever CAM and PRESS shorten elsewhere.
 */
const WORDS_OF_THEIR_OWN = new Set(['cam', 'press', 'map', 'pass']);

/** Single catalog words the abbreviation table reads as other words (AMP: amplifier, AUX: auxiliary, VAC: vacuum). */
const READ_AS = new Map(
  CATALOG_ABBREVIATIONS.filter((entry) => !entry.abbr.includes(' ') && entry.expansion !== '')
    .map((entry) => [entry.abbr.toLowerCase(), entry.expansion] as const)
    .filter(([abbr, expansion]) => abbr !== expansion && !WORDS_OF_THEIR_OWN.has(abbr)),
);

/**
 * A trigger as written and as catalog shorthand reads it: in "AMP FUSE HOLDER" the table has already read AMP as
 * amplifier, so "amp fuse holder" must also be looked for as "amplifier fuse holder".
 */
function readingsOf(trigger: string): string[] {
  const read = trigger
    .split(' ')
    .map((word) => READ_AS.get(word) ?? word)
    .join(' ');
  return read === trigger ? [trigger] : [trigger, read];
}

function compile(rules: ConceptRule[]): Map<string, CompiledTrigger[]> {
  const byFirstStem = new Map<string, CompiledTrigger[]>();
  for (const rule of rules) {
    const expansion = normalizeWords(rule.expansion).stems;
    const forKinds = (rule.forKinds ?? []).map(stem);
    for (const trigger of rule.triggers.flatMap(readingsOf)) {
      const stems = normalizeWords(trigger).stems;
      if (stems.length === 0) continue;
      const list = byFirstStem.get(stems[0]) ?? [];
      list.push({ stems, expansion, headOnly: rule.headOnly === true, guess: rule.guess === true, forKinds });
      byFirstStem.set(stems[0], list);
    }
  }
  return byFirstStem;
}

const spanKey = (match: ConceptMatch) => `${match.start}:${match.end}`;

/**
 * The matches no strictly longer match contains, in one pass: a match is contained when one starting earlier ends
 * at or after its end, or one starting at the same word ends later. Linear in words and matches, so a long part type
 * costs no more per word than a short one.
 */
function outermost(found: ConceptMatch[], wordCount: number): ConceptMatch[] {
  const lastEndFrom = new Array<number>(wordCount).fill(-1);
  for (const match of found) lastEndFrom[match.start] = Math.max(lastEndFrom[match.start], match.end);
  const lastEndBefore = new Array<number>(wordCount).fill(-1);
  for (let index = 1; index < wordCount; index++) lastEndBefore[index] = Math.max(lastEndBefore[index - 1], lastEndFrom[index - 1]);
  return found.filter((match) => lastEndBefore[match.start] < match.end && lastEndFrom[match.start] <= match.end);
}

/** Finds automotive concepts in stemmed part-type words. */
export class ConceptMatcher {
  private readonly triggers: Map<string, CompiledTrigger[]>;
  private readonly vocabulary: Set<string>;

  constructor(rules: ConceptRule[] = CONCEPT_RULES) {
    this.triggers = compile(rules);
    this.vocabulary = new Set([...this.triggers.values()].flat().flatMap((trigger) => trigger.stems));
  }

  /** Whether a stem is part of some trigger ("king" of "king pin"). */
  knows(value: string): boolean {
    return this.vocabulary.has(value);
  }

  /**
   * Every trigger occurrence, minus those hidden by a longer overlapping trigger or by a head-only one on the same
   * words. Triggers are looked for in the words as written and again with noise words left out, so that
   * "Exhaust System Hanger" still contains "exhaust hanger" and "Side Mirror" still contains "side mirror".
   * `kinds` are the taxonomy's words for the kinds of vehicle the part type names.
   */
  match(
    stems: string[],
    headIndex: number,
    isNoise: (index: number) => boolean,
    kinds: ReadonlySet<string> = new Set(),
  ): ConceptMatch[] {
    const allPositions = stems.map((_, index) => index);
    const meaningfulPositions = allPositions.filter((index) => !isNoise(index));
    const found: ConceptMatch[] = [];
    const expansionsBySpan = new Map<string, Set<string[]>>();
    for (const positions of [allPositions, meaningfulPositions]) {
      for (const match of this.scan(positions.map((index) => stems[index]), positions, headIndex, kinds)) {
        const expansions = expansionsBySpan.get(spanKey(match)) ?? new Set<string[]>();
        if (expansions.has(match.expansion)) continue;
        expansions.add(match.expansion);
        expansionsBySpan.set(spanKey(match), expansions);
        found.push(match);
      }
    }
    const headOnlySpans = new Set(found.filter((match) => match.headOnly).map(spanKey));
    // A rule about the named kind of vehicle is not hidden by a general head-only one ("OUTBOARD GEAR LUBE").
    const kept = (match: ConceptMatch) => match.headOnly || match.forKind || !headOnlySpans.has(spanKey(match));
    return outermost(found, stems.length).filter(kept);
  }

  /** Trigger occurrences in a word sequence; `positions` maps each word back to its place in the part type. */
  private scan(stems: string[], positions: number[], headIndex: number, kinds: ReadonlySet<string>): ConceptMatch[] {
    const found: ConceptMatch[] = [];
    stems.forEach((first, start) => {
      for (const trigger of this.triggers.get(first) ?? []) {
        if (trigger.forKinds.length > 0 && !trigger.forKinds.some((kind) => kinds.has(kind))) continue;
        const last = start + trigger.stems.length - 1;
        if (last >= stems.length) continue;
        if (!trigger.stems.every((value, offset) => stems[start + offset] === value)) continue;
        const end = positions[last];
        if (trigger.headOnly && end !== headIndex) continue;
        const { expansion, headOnly, guess } = trigger;
        found.push({ start: positions[start], end, expansion, headOnly, guess, forKind: trigger.forKinds.length > 0 });
      }
    });
    return found;
  }
}
