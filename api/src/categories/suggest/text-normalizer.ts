import { stem } from './stemmer';
import { WORDING_VARIANTS } from './wording-variants';

/** Variant keys grouped by their first word, longest first, so each word tries only the keys it can start. */
const VARIANTS_BY_FIRST_WORD = new Map<string, Array<{ words: string[]; replacement: string[] }>>();
for (const [key, replacement] of Object.entries(WORDING_VARIANTS)) {
  const words = key.split(' ');
  const list = VARIANTS_BY_FIRST_WORD.get(words[0]) ?? [];
  list.push({ words, replacement: replacement.split(' ') });
  list.sort((a, b) => b.words.length - a.words.length);
  VARIANTS_BY_FIRST_WORD.set(words[0], list);
}

/** Lower-case ASCII words: accents folded, punctuation ("A/C", "O-Ring", "W/") split into words. */
export function splitWords(text: string): string[] {
  const ascii = /^[\x00-\x7f]*$/.test(text) ? text : text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return ascii
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\+/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

/** A word after rewriting, with the share of one written word it stands for ("ABS" -> 3 words of 1/3). */
export interface RewrittenWord {
  word: string;
  share: number;
}

/** Replaces abbreviations, spelling variants and split compounds; the longest matching sequence wins. */
export function applyWordingVariants(words: string[]): RewrittenWord[] {
  const result: RewrittenWord[] = [];
  let index = 0;
  while (index < words.length) {
    const variant = VARIANTS_BY_FIRST_WORD.get(words[index])?.find((candidate) =>
      candidate.words.every((word, offset) => words[index + offset] === word),
    );
    if (variant) {
      const share = 1 / variant.replacement.length;
      for (const word of variant.replacement) result.push({ word, share });
      index += variant.words.length;
    } else {
      result.push({ word: words[index++], share: 1 });
    }
  }
  return result;
}

/** Pack counts, volumes, gauges and ratings as catalogs print them: "20pk", "1gal", "14ga", "12awg", "6mil", "500gph". */
const QUANTITY = /^\d+(?:pk|pc|pcs|ct|gal|qt|oz|ml|ltr|lb|lbs|ga|awg|in|ft|mm|amp|mil|gph|gpm|cfm|ton|db)$/;

/** Pure numbers, sizes and quantities ("12", "5w30", "1/2", "1gal") carry no category meaning. */
function isMeasurement(word: string): boolean {
  return /^\d+(?:[a-z]{1,2}\d*)?$/.test(word) || QUANTITY.test(word);
}

/** Words in matching form, each with its stem and the share of a written word it stands for. */
export interface NormalizedWords {
  words: string[];
  stems: string[];
  shares: number[];
}

/** Words of a text in matching form: variants applied, measurements dropped, each word stemmed. */
export function normalizeWords(text: string): NormalizedWords {
  const rewritten = applyWordingVariants(splitWords(text)).filter(({ word }) => !isMeasurement(word));
  return {
    words: rewritten.map(({ word }) => word),
    stems: rewritten.map(({ word }) => stem(word)),
    shares: rewritten.map(({ share }) => share),
  };
}
