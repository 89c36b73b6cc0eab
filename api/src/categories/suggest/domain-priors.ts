/**
 * How likely a branch of the taxonomy is to hold an automotive part catalog's products. Part types are parts,
 * accessories, fluids and the tools to fit them, so the vehicle-parts branch comes first, workshop tools and
 * car electronics next, and the branch of whole vehicles (a catalog does not sell cars) last. Prefixes are matched
 * case-insensitively against full paths; a path matching none gets DEFAULT_PRIOR.
 */
export const BRANCH_PRIORS: ReadonlyArray<readonly [prefix: string, prior: number]> = [
  ['vehicles & parts > vehicle parts & accessories', 1],
  ['vehicles & parts > vehicles', 0.5],
  ['hardware > tools', 0.9],
  ['hardware > tool accessories', 0.9],
  ['media > product manuals > vehicle service manuals', 0.9],
  ['electronics', 0.85],
  // Where automotive catalogs also sell: shop chemicals and adhesives, electrical supplies, lifting gear, protective
  // gear, shop towels and first aid.
  ['hardware > building consumables', 0.85],
  ['hardware > power & electrical supplies', 0.7],
  ['hardware > hardware accessories', 0.8],
  ['business & industrial > material handling', 0.8],
  ['business & industrial > work safety protective gear', 0.8],
  ['home & garden > household supplies > household cleaning supplies', 0.8],
  ['health & beauty > health care > first aid', 0.8],
];

export const DEFAULT_PRIOR = 0.6;

/** Vehicle parts, workshop tools and service manuals: the branches an automotive catalog's part types belong to. */
export const AUTOMOTIVE_PRIOR = 0.9;

/** The vehicle-parts branch: a best match there is automotive evidence on its own. */
export const VEHICLE_PARTS_PRIOR = 1;

export function branchPrior(fullPath: string): number {
  const path = fullPath.toLowerCase();
  let best: readonly [string, number] | undefined;
  for (const entry of BRANCH_PRIORS) {
    if ((path === entry[0] || path.startsWith(`${entry[0]} > `)) && (!best || entry[0].length > best[0].length)) {
      best = entry;
    }
  }
  return best ? best[1] : DEFAULT_PRIOR;
}
