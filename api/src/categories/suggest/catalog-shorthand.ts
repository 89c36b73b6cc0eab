import { CATALOG_ABBREVIATIONS } from './catalog-abbreviations';

/** How to read a lower-case token the abbreviation table may not cover (see AbbreviationGuesser). */
export interface TokenReader {
  /** Whether the automotive vocabulary or the taxonomy uses the token as a word of its own. */
  isWord(token: string): boolean;
  /** The word an unknown token shortens, if exactly one fits. */
  guess(token: string): string | undefined;
}

/** Every token as written: for callers without a vocabulary. */
const AS_WRITTEN: TokenReader = { isWord: () => true, guess: () => undefined };

/** A part type as catalogs write it, read into plain words, with what was read how. */
export interface ShorthandReading {
  text: string;
  /** "BRK → brake", "P225/60R16 → tire size → tire": one per word read differently. */
  readings: Array<{ written: string; read: string }>;
}

/**
 * Keyed without dashes, so a hyphenated entry ("HYDRO-BOOST") is found once its word is joined, and without the
 * punctuation around a word ("(FRT)", "ASSY.").
 */
const keyOf = (word: string) => trimPunctuation(word.toLowerCase()).replace(/-/g, '');

const KEPT = /[a-z0-9/]/;

/** A scan rather than one regex for both ends: a trailing `[^…]+$` is tried from every position, quadratic in a long run. */
function trimPunctuation(word: string): string {
  let start = 0;
  let end = word.length;
  while (start < end && !KEPT.test(word[start])) start += 1;
  while (end > start && !KEPT.test(word[end - 1])) end -= 1;
  return word.slice(start, end);
}
const EXPANSIONS = new Map(CATALOG_ABBREVIATIONS.map((entry) => [keyOf(entry.abbr), entry.expansion]));

/**
 * Words catalogs write after the noun to say where or on which system the part sits: "GROUND STRAP ENG",
 * "SPLASH SHIELD ENG LWR", "ARMREST FRT DR". Trailing, they are read before the noun, as plain wording puts them.
 */
const TRAILING_QUALIFIERS = new Set([
  'eng', 'trans', 'trns', 'a/c', 'tpms', 'dr', 'frt', 'fr', 'rr', 'lh', 'rh', 'lwr', 'upr', 'inr', 'otr', 'ctr',
  'i/s', 'o/s', 'led', 'hid', 'halogen', 'xenon', 'dsl', 'diesel', 'gas',
]);

/**
 * Words that end a catalog name to say how it is supplied: "PUSH RETAINER CLIP ASST" is an assortment of clips.
 * Elsewhere the same letters are an abbreviation ("HANDLE ASM-ASST" is an assist handle).
 */
const TRAILING_SUPPLY = new Set(['asst', 'assortment', 'assort']);

/** Units printed after a number ("FUSE 30 AMP", "INVERTER 400 W"): with the number, a specification. */
const UNITS = new Set([
  'amp', 'amps', 'a', 'volt', 'v', 'w', 'watt', 'watts', 'lb', 'lbs', 'oz', 'qt', 'gal', 'in', 'mm', 'ft', 'psi', 'ohm',
  'ton', 'tons', 'gph', 'gpm', 'cfm', 'mil', 'db', 'step', 'pc', 'pk', 'ct',
  // Counts that say which model ("EQUALIZER-7 BAND", "SPEAKER 2 WAY", "5 ON 4.5" lugs on a bolt circle).
  'band', 'way', 'ch', 'channel', 'speed', 'pin', 'rod', 'bike', 'ply', 'rib', 'row', 'micron', 'cca', 'ah', 'on',
  'awg', 'ga', 'gauge', 'lumen', 'lumens', 'lm', 'l', 'ml', 'cc', 'hp', 'tooth', 'teeth', 't', 'link', 'links', 'lug',
  'person', 'drawer', 'blade', 'port', 'stage', 'wire', 'hole', 'door', 'dr', 'pcs', 'piece', 'pack', 'bar', 'bank',
]);

/** Finishes written as phrases ("MIRROR HOUSING-PAINT TO MATCH"): how the part comes, not what it is. */
const FINISH_PHRASES: readonly string[][] = [
  ['paint', 'to', 'match'],
  ['ready', 'to', 'paint'],
];

/** A tool's square drive size ("SOCKET SET 3/8 DR"): a specification, not a door. */
const DRIVE = new Set(['dr', 'drv', 'drive']);
const FRACTION = /^\d+\/\d+$/;

/** "4-CHANNEL", "3-PIN", "12-VOLT", "6-SPEED": a count or rating, not a part word ("4-WHEEL" is kept for 4WD). */
const COUNT_SPECIFICATION = /^\d+(?:\.\d+)?-(?!wheel$)[a-z]+$/i;
const NUMBER = /^\d+(?:\.\d+)?$/;

// Sizes as tire sidewalls and wheel catalogs print them: P225/60R16, LT265/70R17, 225/45ZR17; 16X6.5J, 17x7.
const TIRE_SIZE = /^(?:p|lt|st|t)?\d{3}\/\d{2,3}z?[rbd]\d{2}(?:\.\d)?$/i;
const WHEEL_SIZE = /^\d{2}(?:\.\d)?x\d{1,2}(?:\.\d{1,2})?j?$/i;
const MAX_RIM_WIDTH = 14;

/**
 * OEM catalogs write the noun first and its modifiers after a dash, in capitals and abbreviations:
 * "PAD KIT-FRT DISC BRK" is a front disc brake pad kit, "MOTOR ASM-STRTR" a starter motor. Only a name
 * without lower-case letters is read that way, so "Fuel Injector O-Ring" keeps its dash. Tire and wheel
 * sizes are read in any name. A token the abbreviation table lacks is read as `tokens` guesses.
 */
export function readCatalogShorthand(partType: string, tokens: TokenReader = AS_WRITTEN): ShorthandReading {
  const readings: ShorthandReading['readings'] = [];
  const shorthand = !/[a-z]/.test(partType);
  // Counts, sizes and packs are dropped from any name: "Amp Wiring Kit 8 Gauge" is no gauge in ordinary writing either.
  const ordered = shorthand
    ? nounLast(joinHyphenatedWords(withoutSpecifications(commaAsDash(partType))))
    : withoutSpecifications(partType);
  const written = ordered.split(shorthand ? /[\s,-]+/ : /[\s,]+/).filter((word) => word !== '');
  const words = shorthand ? joinPairs(qualifiersFirst(written)) : written;
  const read = words.flatMap((word, position) => {
    const size = sizeOf(word);
    if (size) {
      readings.push({ written: word, read: `${size} size → ${size}` });
      return [size];
    }
    if (!shorthand) return readPlain(word, tokens, readings);
    if (position === words.length - 1 && position > 0 && TRAILING_SUPPLY.has(word.toLowerCase())) {
      readings.push({ written: word, read: '(form of supply or specification, ignored)' });
      return [];
    }
    // "CLNR/CONDITIONER", "POLISH/WAX": each side of a slash is a word of its own, abbreviated or not.
    const parts = EXPANSIONS.has(keyOf(word)) ? [word] : word.split('/').filter((part) => part !== '');
    return parts.flatMap((part) => readShorthandWord(part, tokens, readings));
  });
  return { text: read.join(' '), readings };
}

/** A shorthand word as the abbreviation table or the guesser reads it; unknown words as written. */
function readShorthandWord(word: string, tokens: TokenReader, readings: ShorthandReading['readings']): string[] {
  const key = keyOf(word);
  const expansion = EXPANSIONS.get(key) ?? pluralOf(key, tokens) ?? tokens.guess(key);
  if (expansion === undefined) return [word];
  if (expansion !== word.toLowerCase()) {
    readings.push({ written: word, read: expansion || '(form of supply or specification, ignored)' });
  }
  return expansion ? [expansion] : [];
}

/** "SPRGS", "BRKTS", "SNSRS": an abbreviation with a plural s is its expansion, unless the token is a word of its own. */
function pluralOf(key: string, tokens: TokenReader): string | undefined {
  if (key.length < 4 || !key.endsWith('s') || tokens.isWord(key)) return undefined;
  const expansion = EXPANSIONS.get(key.slice(0, -1));
  return expansion ? `${expansion}s` : undefined;
}

/**
 * In ordinary writing a word is read as written, unless neither the vocabulary nor the taxonomy knows it: then
 * "Brkt" or "Snsr" in "Alternator Brkt" is the catalog abbreviation it looks like.
 */
function readPlain(word: string, tokens: TokenReader, readings: ShorthandReading['readings']): string[] {
  const token = word.toLowerCase();
  if (!/^[a-z]+$/.test(token) || tokens.isWord(token)) return [word];
  const expansion = EXPANSIONS.get(token) ?? tokens.guess(token);
  if (expansion === undefined) return [word];
  readings.push({ written: word, read: expansion || '(form of supply or specification, ignored)' });
  return expansion ? [expansion] : [];
}

/** Two-word entries are read before single words: "CYL HD" is a cylinder head, not a heavy-duty cylinder. */
function joinPairs(words: string[]): string[] {
  const joined: string[] = [];
  for (let index = 0; index < words.length; index++) {
    const pair = index + 1 < words.length ? `${words[index]} ${words[index + 1]}` : '';
    if (pair && EXPANSIONS.has(keyOf(pair))) {
      joined.push(pair);
      index++;
    } else {
      joined.push(words[index]);
    }
  }
  return joined;
}

/** A pack a count comes in ("BOX OF 100", "Case of 6"): how it is sold, not a glove box nor a case. */
const CONTAINERS = new Set(['box', 'bx', 'case', 'cs', 'bag', 'pack', 'pk', 'tub', 'pail', 'jar', 'roll', 'carton']);

/**
 * Counts, ratings and number-unit pairs ("4-CHANNEL", "30 AMP") say which model, not which part; so does the pack
 * a count comes in.
 */
function withoutSpecifications(name: string): string {
  const words = name.split(/\s+/);
  const packOf = (position: number) =>
    CONTAINERS.has(words[position]?.toLowerCase()) &&
    words[position + 1]?.toLowerCase() === 'of' &&
    NUMBER.test(words[position + 2] ?? '');
  return words
    .filter(
      (word, position) =>
        !packOf(position) &&
        !packOf(position - 1) &&
        !COUNT_SPECIFICATION.test(word) &&
        !(position > 0 && UNITS.has(word.toLowerCase()) && NUMBER.test(afterLastDash(words[position - 1]))) &&
        !(position > 0 && DRIVE.has(word.toLowerCase()) && FRACTION.test(afterLastDash(words[position - 1]))),
    )
    .join(' ');
}

/** The modifiers after a noun-first dash, where a count starts them: "EQUALIZER-7 BAND" is a seven-band equalizer. */
function withoutCounts(words: string[]): string[] {
  return words.filter((word, position) => !(position > 0 && UNITS.has(word.toLowerCase()) && NUMBER.test(words[position - 1])));
}

function withoutFinishes(words: string[]): string[] {
  const lower = words.map((word) => trimPunctuation(word.toLowerCase()));
  const kept: string[] = [];
  for (let index = 0; index < words.length; index++) {
    const phrase = FINISH_PHRASES.find((candidate) => candidate.every((word, offset) => lower[index + offset] === word));
    if (phrase) index += phrase.length - 1;
    else kept.push(words[index]);
  }
  return kept;
}

/** "SNSR-3" → "3": the number a count or rating follows may be written against its noun ("MAP SNSR-3 BAR"). */
const afterLastDash = (word: string) => word.slice(word.lastIndexOf('-') + 1);

/** "GROUND STRAP ENG" → "ENG GROUND STRAP": the trailing run of qualifiers moves before the noun it qualifies. */
function qualifiersFirst(words: string[]): string[] {
  let end = words.length;
  while (end > 1 && TRAILING_QUALIFIERS.has(words[end - 1].toLowerCase())) end--;
  return [...words.slice(end), ...words.slice(0, end)];
}

/**
 * Hyphenated catalog words ("HYDRO-BOOST", "DEX-COOL") are one word, not a noun-first dash: they are read from the
 * abbreviations before the name is reordered.
 */
function joinHyphenatedWords(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => (word.includes('-') && EXPANSIONS.has(keyOf(word)) ? word.replace(/-/g, '') : word))
    .join(' ');
}

function sizeOf(word: string): 'tire' | 'wheel' | undefined {
  if (TIRE_SIZE.test(word)) return 'tire';
  if (WHEEL_SIZE.test(word) && isRimSize(word)) return 'wheel';
  return undefined;
}

/**
 * A rim is 12 inches or more across, narrower than that and at most 14 inches wide: "10X12" is a tarp, "24X18" a
 * sign, "16X6.5" a wheel.
 */
function isRimSize(word: string): boolean {
  const [diameter, width] = word.toLowerCase().split('x').map((part) => parseFloat(part));
  return diameter >= 12 && width < diameter && width <= MAX_RIM_WIDTH;
}

const SHAPE_LETTER = /^([A-Z])(?=\s|$)/;

/**
 * GM's catalog writes the noun first before a comma ("SWITCH,HDLP", "PAD KIT,FRT DISC BRK"): a first comma that no
 * noun-first dash precedes is read as that dash.
 */
function commaAsDash(name: string): string {
  const comma = name.indexOf(',');
  if (comma <= 0) return name;
  // "JOINT,U", "BOLT,U", "RING,O": a lone letter after the comma is the shape the noun is named by (U-joint, O-ring).
  const shape = SHAPE_LETTER.exec(name.slice(comma + 1));
  if (shape) {
    const noun = name.lastIndexOf(' ', comma) + 1;
    return `${name.slice(0, noun)}${shape[1]}-${name.slice(noun, comma)}${name.slice(comma + 2)}`;
  }
  const dash = firstWordDash(name);
  // Spaced, so the word before it is not read as a hyphenated catalog word ("PUMP ASSY, WATER").
  return dash !== -1 && dash < comma ? name : `${name.slice(0, comma)} - ${name.slice(comma + 1)}`;
}

/** "PAD KIT-FRT DISC BRK" → "FRT DISC BRK PAD KIT": the modifiers after the first dash between words go first. */
function nounLast(name: string): string {
  const dash = firstWordDash(name);
  if (dash === -1) return name.replace(/&/g, ' and ');
  const noun = name.slice(0, dash).trim();
  const modifiers = withoutCounts(withoutFinishes(name.slice(dash + 1).trim().replace(/-/g, ' ').split(/\s+/)));
  // "HOSE-MAF TO TB", "GROUND STRAP-ENG TO BODY": the two places a part joins follow it, read as its complement
  // ("hose for MAF to TB"), so an abbreviation of several words before TO cannot become the part's head.
  const to = modifiers.findIndex((word, position) => position > 0 && word.toUpperCase() === 'TO');
  const before = to === -1 ? modifiers : modifiers.slice(0, to - 1);
  const joins = to === -1 ? [] : ['FOR', ...modifiers.slice(to - 1)];
  return [...before, noun, ...joins].join(' ').replace(/&/g, ' and ');
}

/**
 * Index of the first '-' with a word of two or more letters on each side ("O-RING" has none), or with a size or a
 * shape letter before such a word after it ("IMPACT WRENCH-3/8 AIR", "SPEAKER-6.5 COAX", "PRESS-C FRAME",
 * "COUPLER-T BOLT").
 */
function firstWordDash(name: string): number {
  for (let i = name.indexOf('-'); i !== -1; i = name.indexOf('-', i + 1)) {
    const after = lettersAfter(name, i) >= 2 || sizeThenWord(name, i) || letterThenWord(name, i);
    if (lettersBefore(name, i) >= 2 && after && !afterPrefix(name, i)) return i;
  }
  return -1;
}

/** Whether a number follows the dash at `at` and a word of two or more letters follows it before the next dash. */
function sizeThenWord(text: string, at: number): boolean {
  let i = at + 1;
  while (i < text.length && text[i] === ' ') i++;
  if (i >= text.length || text[i] < '0' || text[i] > '9') return false;
  let run = 0;
  for (; i < text.length && text[i] !== '-'; i++) {
    run = isLetter(text[i]) && text[i] !== '/' ? run + 1 : 0;
    if (run >= 2) return true;
  }
  return false;
}

/** Whether one letter follows the dash at `at`, then a space and a word of two or more letters ("C FRAME"). */
function letterThenWord(text: string, at: number): boolean {
  let i = at + 1;
  while (i < text.length && text[i] === ' ') i++;
  if (lettersAfter(text, i - 1) !== 1 || text[i + 1] !== ' ') return false;
  return lettersAfter(text, i + 1) >= 2;
}

/** Prefixes that make one word with what follows their dash: "ANTI-GEL", "SELF-ADJUSTER", "NON-FOULER". */
const HYPHEN_PREFIXES = new Set(['ANTI', 'NON', 'SEMI', 'MULTI', 'SELF', 'PRE', 'RE', 'SUB', 'MINI', 'MICRO']);

/** Whether the dash at `at` ends a prefix written against its word, with no space before the dash. */
function afterPrefix(text: string, at: number): boolean {
  let start = at;
  while (start > 0 && isLetter(text[start - 1])) start--;
  return start < at && HYPHEN_PREFIXES.has(text.slice(start, at).toUpperCase());
}

const isLetter = (c: string) => (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c === '/';

/** Letters of the word that ends just before `at` (spaces between allowed). */
function lettersBefore(text: string, at: number): number {
  let i = at;
  while (i > 0 && text[i - 1] === ' ') i--;
  const end = i;
  while (i > 0 && isLetter(text[i - 1])) i--;
  return end - i;
}

/** Letters of the word that starts just after `at` (spaces between allowed). */
function lettersAfter(text: string, at: number): number {
  let i = at + 1;
  while (i < text.length && text[i] === ' ') i++;
  const start = i;
  while (i < text.length && isLetter(text[i])) i++;
  return i - start;
}
