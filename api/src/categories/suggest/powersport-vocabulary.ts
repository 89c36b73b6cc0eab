import type { ConceptRule } from './concept-rule';
import { BODY, CONTROLS, DRIVETRAIN, ELECTRICAL, ENGINE_PARTS, SUSPENSION, TOWING } from './vehicle-systems';

const OFF_ROAD = ['atv', 'utv', 'offroad'];
const RIDDEN = ['motorcycle', 'moped', 'scooter', 'atv', 'utv', 'offroad', 'snowmobile'];
const GOLF_CART = ['golf'];

/**
 * Powersport machines' own accessories and long-tail parts, read only beside the machine's kind: a UTV's sound bar is
 * a speaker, its portal lift suspension, an ATV's plow or sprayer an implement it tows or pushes, a snowmobile's slides
 * and clips its drive, a motorcycle's highway pegs controls and its sissy bar body.
 */
export const POWERSPORT_VOCABULARY: readonly ConceptRule[] = [
  {
    expansion: 'motor vehicle speakers',
    triggers: ['sound bar', 'soundbar', 'speaker pod', 'speaker pods', 'bluetooth sound bar', 'roll bar speaker'],
    forKinds: RIDDEN,
  },
  {
    expansion: 'vehicle storage cargo',
    triggers: ['storage bag', 'overhead bag', 'overhead storage', 'cargo bag', 'cargo box', 'rear cargo box', 'storage box', 'tool box'],
    forKinds: OFF_ROAD,
  },
  {
    expansion: SUSPENSION,
    triggers: [
      'portal gear lift', 'portal lift', 'portal gear', 'long travel kit', 'long travel', 'lift kit', 'a arm', 'a arms',
      'trailing arm', 'trailing arms', 'radius rod', 'radius rods', 'ski bottom', 'ski runner', 'ski spindle',
      'suspension spring', 'rail spring', 'torsion spring',
    ],
    forKinds: RIDDEN,
  },
  {
    expansion: TOWING,
    triggers: [
      'plow', 'plow mount', 'plow blade', 'plow kit', 'plow push tube', 'sprayer', 'spot sprayer', 'spreader',
      'broadcast spreader', 'disc harrow', 'implement', 'tow bar', 'dump cart', 'cart',
    ],
    forKinds: OFF_ROAD,
  },
  {
    expansion: DRIVETRAIN,
    triggers: [
      'hookup', 'hookup handle', 'track clips', 'track clip', 'slides', 'hyfax', 'slide', 'idler wheel', 'bogie wheel',
      'track studs', 'traction studs', 'studs', 'drive clutch', 'driven clutch', 'clutch weights', 'secondary clutch',
    ],
    forKinds: ['snowmobile'],
  },
  // A V-twin's covers are its engine's (a "cover" alone is a storage cover), its bars and stands its controls and frame.
  {
    expansion: ENGINE_PARTS,
    triggers: [
      'primary cover', 'primary cover gasket', 'derby cover', 'derby cover gasket', 'timing cover', 'point cover',
      'points cover', 'cam cover', 'stator cover', 'ignition cover', 'rocker box', 'rocker box gasket',
      'pushrod tube', 'pushrod tubes', 'pushrod tube kit', 'transmission side cover', 'inspection cover',
    ],
    forKinds: RIDDEN,
  },
  {
    expansion: CONTROLS,
    triggers: [
      'ape hanger', 'ape hangers', 'handlebars', 'drag bars', 'drag bar', 'beach bars', 't bars', 'tbars',
      'forward controls', 'mid controls', 'mini apes', 'bar clamp', 'handlebar clamp',
    ],
    forKinds: RIDDEN,
  },
  {
    expansion: BODY,
    triggers: ['kickstand', 'kick stand', 'jiffy stand', 'side stand', 'kickstand extension', 'kickstand pad', 'jiffy stand spring', 'kickstand spring'],
    forKinds: RIDDEN,
  },
  { expansion: 'motorcycle bags panniers', triggers: ['tour pak', 'tour pack', 'tour pak mount', 'tour pack mount', 'trunk mount'], forKinds: RIDDEN },
  // An electric golf cart's drive: its controller and solenoid are wiring, its belt and clutch its drivetrain.
  { expansion: ELECTRICAL, triggers: ['controller', 'speed controller', 'motor controller', 'charger receptacle', 'charger plug'], forKinds: GOLF_CART },
  { expansion: DRIVETRAIN, triggers: ['drive belt', 'belt', 'clutch', 'drive clutch', 'driven clutch', 'starter belt'], forKinds: GOLF_CART },
  // The eighth set files a snowmobile's runners and slides with the suspension they ride on; the earlier lists with
  // the drive: both are offered.
  {
    expansion: SUSPENSION,
    triggers: [
      'carbide', 'carbides', 'carbide runner', 'runner', 'runners', 'wear bar', 'wear bars', 'hyfax', 'hifax', 'slide',
      'slides', 'idler wheel', 'bogie wheel', 'ski skin', 'ski loop', 'ski handle', 'ski spindle', 'shock',
    ],
    forKinds: ['snowmobile'],
  },
  {
    expansion: CONTROLS,
    triggers: ['bar risers', 'bar riser', 'handlebar riser', 'handlebar risers', 'riser', 'risers', 'highway pegs', 'highway peg', 'floorboards', 'floor boards', 'passenger pegs', 'passenger floorboards', 'peg mount'],
    forKinds: RIDDEN,
  },
  {
    expansion: BODY,
    triggers: [
      'tank pad', 'tank grip', 'tank grips', 'tank protector', 'sissy bar', 'backrest', 'crash bar', 'crash bars',
      'engine guard', 'grab bar', 'rear grab bar', 'radiator guard', 'radiator louver', 'frame guard', 'highway bar', 'fairing', 'fairing kit', 'belly pan', 'chin spoiler', 'side covers', 'number plate',
    ],
    forKinds: RIDDEN,
  },
  { expansion: 'vehicle decor', triggers: ['tank pad', 'tank grip', 'tank grips', 'tank protector', 'tank decal'], forKinds: RIDDEN },
  { expansion: 'vehicle cleaning', triggers: ['chain cleaner', 'chain degreaser', 'chain cleaning kit', 'chain brush'] },
];
