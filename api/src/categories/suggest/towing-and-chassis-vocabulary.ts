import type { ConceptRule } from './concept-rule';
import { ELECTRICAL, SUSPENSION, TOWING, WHEEL_PARTS } from './vehicle-systems';

/**
 * Towing gear and the chassis upgrades sold beside it (load support, lift and steering assist, beadlocks). Their
 * words read as other things (a lunette ring is no jewel, a drawbar no drop cloth, an air bag no airbag, a ram
 * no boat's steering ram), so each is named whole.
 */
const TOWING_AND_CHASSIS: ConceptRule[] = [
  {
    expansion: TOWING,
    triggers: [
      'lunette ring', 'lunette eye', 'lunette', 'drawbar', 'draw bar', 'drop hitch', 'pintle ring', 'pintle hook',
      'pintle mount', 'tow ring', 'combination hitch', 'supplemental brake', 'supplemental braking', 'tow brake',
      'flat tow brake', 'towed vehicle brake', 'braking system flat tow', 'brake buddy', 'tow bar', 'tow bar base plate',
      'baseplate', 'tow bar cable', 'tow bar safety cable', 'breakaway switch', 'breakaway kit', 'breakaway battery',
      'weight distribution', 'weight distribution hitch', 'spring bar', 'spring bars', 'sway control', 'sway bar hitch',
      'friction sway control', 'gooseneck ball', 'gooseneck hitch', 'gooseneck coupler', 'fifth wheel hitch',
      'fifth wheel rail', 'safety chain hook', 'clevis hook', 'tow strap', 'tow rope', 'receiver tube', 'hitch receiver',
      // Off-road recovery gear, filed with towing as the earlier sets file recovery straps and shackles.
      'hi lift jack', 'high lift jack', 'farm jack', 'jack base', 'lift jack base', 'shackle isolator', 'shackle washers',
      'recovery shackle', 'recovery point', 'recovery hitch',
    ],
  },
  // Towed-vehicle wiring is wiring too: both are offered for a flat-tow light or diode kit.
  { expansion: ELECTRICAL, triggers: ['diode kit', 'tow diode', 'flat tow wiring', 'towed vehicle wiring'] },
  {
    expansion: SUSPENSION,
    triggers: [
      'air bag helper', 'helper bag', 'air helper', 'air helper spring', 'air helper kit', 'helper spring', 'load assist',
      'load support', 'airbag suspension', 'air spring kit', 'bump stop', 'diff drop', 'differential drop',
      'diff drop kit', 'ifs diff drop', 'steering assist', 'hydro assist', 'assist ram', 'steering ram', 'ram assist',
      'ram kit', 'death wobble', 'death wobble kit', 'steering shaft coupler', 'steering stabilizer', 'dual stabilizer', 'sway bar disconnect', 'sway bar link', 'track bar bracket',
    ],
  },
  { expansion: WHEEL_PARTS, triggers: ['beadlock', 'beadlock ring', 'bead lock', 'bead lock ring', 'beadlock bolt', 'beadlock bolts', 'simulated beadlock'] },
];

export const TOWING_AND_CHASSIS_VOCABULARY: readonly ConceptRule[] = TOWING_AND_CHASSIS;
