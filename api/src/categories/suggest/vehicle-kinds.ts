import { stem } from './stemmer';
import { normalizeWords } from './text-normalizer';

/**
 * How catalogs name the kinds of vehicle the taxonomy gives their own categories (Motorcycle Tires, Watercraft
 * Ignition Parts, ATV & UTV Bar Pads, Recreational Vehicle Storage Covers), with the words those categories use.
 * A label naming the kind anywhere ("IGN COIL-OUTBOARD", "MC COVER-WATERPROOF XL") is a part for that vehicle: the
 * kind's categories fit it, and the cue only places the part, it does not say what it is.
 */
const KIND_CUES: ReadonlyArray<{ taxonomyWords: string[]; cues: string[] }> = [
  {
    taxonomyWords: ['motorcycle', 'moped', 'scooter'],
    cues: [
      'mc', 'motorcycle', 'motorbike', 'moto', 'mx', 'motocross', 'dirt bike', 'dirtbike', 'pit bike', 'street bike',
      'sportbike', 'sport bike', 'scooter', 'moped', 'enduro', 'supermoto',
    ],
  },
  { taxonomyWords: ['atv', 'utv', 'offroad'], cues: ['atv', 'utv', 'sxs', 'quad'] },
  { taxonomyWords: ['snowmobile'], cues: ['snowmobile', 'snowmachine', 'sled'] },
  {
    taxonomyWords: ['watercraft', 'marine', 'boat'],
    cues: [
      'marine', 'boat', 'boating', 'outboard', 'inboard', 'sterndrive', 'stern drive', 'bilge', 'hull', 'transom',
      'pwc', 'jet ski', 'jetski', 'personal watercraft', 'watercraft', 'pontoon', 'dock', 'kayak', 'canoe',
      'trolling motor', 'trolling', 'mercruiser', 'evinrude', 'volvo penta', 'sailboat', 'yacht', 'sea doo', 'seadoo',
      'waverunner', 'wave runner', 'jon boat', 'bass boat', 'sterndrive', 'lower unit', 'kicker motor',
    ],
  },
  // A golf cart has no parts branch of its own: named, it keeps its enclosures and covers, and its other parts are
  // a car's (a golf cart's solenoid is wiring, its lift kit suspension).
  { taxonomyWords: ['golf'], cues: ['golf cart', 'golf carts', 'golf car', 'club car', 'ezgo', 'ez go'] },
  {
    taxonomyWords: ['recreational', 'rv'],
    cues: ['rv', 'camper', 'motorhome', 'motor home', 'travel trailer', 'toy hauler', 'popup camper', 'pop up camper', 'trailer camper'],
  },
  // A trailer that carries a boat or a jet ski is a towed vehicle, not the boat ("BOAT TRAILER WINCH STRAP"): read
  // after the cues above, these longer cues clear the kind their first word gave.
  // "MARINE STYLE" or "MARINE GRADE" says how a car's part is built, not that it is a boat's.
  {
    taxonomyWords: [],
    cues: ['boat trailer', 'pontoon trailer', 'pwc trailer', 'jet ski trailer', 'jetski trailer', 'marine style', 'marine grade', 'marine type'],
  },
];

interface CompiledCue {
  stems: string[];
  kind: string[];
}

const CUES_BY_FIRST_STEM = new Map<string, CompiledCue[]>();
for (const { taxonomyWords, cues } of KIND_CUES) {
  const kind = taxonomyWords.map(stem);
  for (const cue of cues) {
    const stems = normalizeWords(cue).stems;
    const list = CUES_BY_FIRST_STEM.get(stems[0]) ?? [];
    list.push({ stems, kind });
    CUES_BY_FIRST_STEM.set(stems[0], list);
  }
}

/** For each word, the taxonomy's words for the kind of vehicle it names (empty when it names none). */
export function vehicleKindsOf(stems: string[]): string[][] {
  const kinds = stems.map((): string[] => []);
  stems.forEach((first, start) => {
    for (const cue of CUES_BY_FIRST_STEM.get(first) ?? []) {
      if (!cue.stems.every((value, offset) => stems[start + offset] === value)) continue;
      for (let index = start; index < start + cue.stems.length; index++) kinds[index] = cue.kind;
    }
  });
  return kinds;
}
