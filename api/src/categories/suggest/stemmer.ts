/**
 * A small English stemmer tuned for product names: it folds plurals and -ing forms onto one key so that
 * "Brake"/"Brakes"/"Braking", "Light"/"Lighting" and "Wire"/"Wiring" meet, while nouns that merely end
 * in -ing ("bearing", "spring", "housing") keep their meaning.
 */

const ING_NOUNS = new Set([
  'bearing', 'bushing', 'ceiling', 'clothing', 'coupling', 'fitting', 'housing', 'lining', 'o-ring', 'padding',
  'ring', 'spring', 'string', 'siding', 'thing', 'wing', 'king', 'swing', 'sling', 'tubing', 'railing',
  'molding', 'moulding', 'trimming', 'bedding', 'flooring', 'roofing', 'decking', 'fencing',
]);

const IRREGULAR: Record<string, string> = {
  lenses: 'lens',
  lens: 'lens',
  knives: 'knife',
  shelves: 'shelf',
  leaves: 'leaf',
  halves: 'half',
  feet: 'foot',
  teeth: 'tooth',
  men: 'man',
  women: 'woman',
  children: 'child',
  mice: 'mouse',
  axes: 'axe',
  chassis: 'chassis',
  series: 'series',
  species: 'species',
};

const KEEP_FINAL_S = /(ss|us|is|ics|ous)$/;

function singular(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (/(sh|ch|x|z)es$/.test(word)) return word.slice(0, -2);
  if (KEEP_FINAL_S.test(word)) return word;
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

function dropIng(word: string): string {
  if (!word.endsWith('ing') || word.length < 6 || ING_NOUNS.has(word)) return word;
  const base = word.slice(0, -3);
  // "fitting" -> "fitt" -> "fit"; keep "ll"/"ss" ("installing", "pressing").
  if (/([bdgmnprt])\1$/.test(base)) return base.slice(0, -1);
  return base;
}

/** Final silent "e" is dropped so that "brake"/"braking" -> "brak", "wire"/"wiring" -> "wir". */
function dropFinalE(word: string): string {
  return word.length > 3 && word.endsWith('e') && !word.endsWith('ee') ? word.slice(0, -1) : word;
}

/** Catalog vocabulary is small and repetitive; remembering stems makes indexing and bulk analysis cheaper. */
const MAX_CACHED = 50_000;
const cache = new Map<string, string>();

export function stem(word: string): string {
  let stemmed = cache.get(word);
  if (stemmed === undefined) {
    stemmed = IRREGULAR[word] ?? dropFinalE(dropIng(singular(word)));
    if (cache.size >= MAX_CACHED) cache.clear();
    cache.set(word, stemmed);
  }
  return stemmed;
}
