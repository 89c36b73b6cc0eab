import { CONCEPT_RULES } from './automotive-concepts';
import { CATALOG_ABBREVIATIONS } from './catalog-abbreviations';
import { CONTEXT_WORDS, GENERIC_HEADS, NOISE_WORDS } from './part-type-words';

const VOWELS = /[aeiou]/;
/** Shorter tokens (STR, CAM, MNT) fit too many words to guess from, unless they are a word's whole consonant skeleton. */
const MIN_LENGTH = 4;
/** JNT, RLY, VSR: three consonants that are exactly one word's skeleton (joint, relay, visor). */
const MIN_SKELETON_LENGTH = 3;
/** No catalog abbreviation is longer; a longer unknown word is a name, not a shortening. */
const MAX_LENGTH = 12;
/** Share of a word's consonants an abbreviation must keep: SNSR keeps all of sensor's, BRKT four of bracket's five. */
const MIN_COVERAGE = 0.6;
const MAX_CACHED = 10_000;

const consonants = (word: string) => word[0] + word.slice(1).replace(/[aeiou]/g, '').replace(/(.)\1+/g, '$1');

function isSubsequence(part: string, word: string): boolean {
  let at = 0;
  for (let index = 0; index < word.length && at < part.length; index++) if (word[index] === part[at]) at++;
  return at === part.length;
}

/**
 * Catalogs shorten words the same two ways: they cut them (ACCUM, MANIF, PARK) or drop their vowels (HSNG, SNSR,
 * GRMT). A catalog word that neither the abbreviation table, the automotive vocabulary nor the taxonomy knows is read
 * as the automotive word it shortens, when exactly one fits best; otherwise it is left as written.
 */
export class AbbreviationGuesser {
  private readonly vocabulary = new Set<string>();
  private readonly byInitial = new Map<string, string[]>();
  private readonly known = new Map<string, string | undefined>();

  /** `isKnownWord` tells whether the taxonomy uses a word: such a word is read as itself. */
  constructor(private readonly isKnownWord: (word: string) => boolean) {
    const phrases = [
      ...CONCEPT_RULES.flatMap((rule) => rule.triggers),
      ...CATALOG_ABBREVIATIONS.map((entry) => entry.expansion),
      ...GENERIC_HEADS,
    ];
    for (const word of phrases.flatMap((phrase) => phrase.split(' '))) {
      if (!/^[a-z]+$/.test(word) || this.vocabulary.has(word)) continue;
      this.vocabulary.add(word);
      const list = this.byInitial.get(word[0]) ?? [];
      list.push(word);
      this.byInitial.set(word[0], list);
    }
  }

  /** Whether the automotive vocabulary, the reading's word lists or the taxonomy use the token as a word. */
  isWord(token: string): boolean {
    return this.vocabulary.has(token) || NOISE_WORDS.has(token) || CONTEXT_WORDS.has(token) || this.isKnownWord(token);
  }

  /** The word a lower-case catalog token shortens, or undefined when it is a word itself or fits none or several. */
  guess(token: string): string | undefined {
    if (token.length < MIN_SKELETON_LENGTH || token.length > MAX_LENGTH || !/^[a-z]+$/.test(token)) return undefined;
    const vowels = VOWELS.test(token.slice(1));
    if (token.length < MIN_LENGTH && vowels) return undefined;
    if (this.known.has(token)) return this.known.get(token);
    let guessed: string | undefined;
    if (this.isWord(token)) guessed = undefined;
    else if (token.length < MIN_LENGTH) guessed = this.withoutVowels(token, 1);
    // CABN: a token keeping a vowel that starts no word may still keep every consonant of exactly one ("oval" keeps
    // too few of overhaul's to be read as it; THERM starts several words, so it is none of them).
    else if (vowels) guessed = this.cut(token) ?? (this.startsAny(token) ? undefined : this.withoutVowels(token, 1));
    else guessed = this.withoutVowels(token, MIN_COVERAGE);
    if (this.known.size >= MAX_CACHED) this.known.clear();
    this.known.set(token, guessed);
    return guessed;
  }

  private startsAny(token: string): boolean {
    return (this.byInitial.get(token[0]) ?? []).some((word) => word.length > token.length && word.startsWith(token));
  }

  private cut(token: string): string | undefined {
    const words = this.byInitial.get(token[0]) ?? [];
    const fits = words.filter((word) => word.length >= token.length + 2 && word.startsWith(token));
    return fits.length === 1 ? fits[0] : undefined;
  }

  /** The word whose consonants the token keeps best, with at least `minCoverage` of them, when no other ties it. */
  private withoutVowels(token: string, minCoverage: number): string | undefined {
    const kept = consonants(token).length;
    let best: string | undefined;
    let bestCoverage = 0;
    let tied = false;
    for (const word of this.byInitial.get(token[0]) ?? []) {
      if (word.length <= token.length || !isSubsequence(token, word)) continue;
      const coverage = kept / consonants(word).length;
      if (coverage > bestCoverage) {
        best = word;
        bestCoverage = coverage;
        tied = false;
      } else if (coverage === bestCoverage) {
        tied = true;
      }
    }
    return best && !tied && bestCoverage >= minCoverage ? best : undefined;
  }
}
