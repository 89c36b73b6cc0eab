/**
 * Parts named by one glued word that catalogs also write as two ("PUSH ROD SET", "CAM SHAFT", "FLY WHEEL"): read
 * as the glued word, so a push rod is not a suspension rod nor a fly wheel a road wheel.
 */
const SPLIT_COMPOUNDS = [
  'push rod', 'push rods', 'cam shaft', 'cam shafts', 'crank shaft', 'fly wheel', 'dip stick', 'tail pipe',
  'wind shield', 'tail gate', 'lift gate', 'fire wall', 'sun roof', 'moon roof', 'head rest', 'head rests',
];

export const SPLIT_COMPOUND_VARIANTS: Record<string, string> = Object.fromEntries(
  SPLIT_COMPOUNDS.map((split) => [split, split.replace(' ', '')]),
);
