import type { ConceptRule } from './concept-rule';
import { BODY, CONTROLS, DRIVETRAIN, INTERIOR, SENSORS, SUSPENSION } from './vehicle-systems';

/**
 * Racks and carriers, and the body, chassis and cabin parts whose names another trade's word would claim (a cab
 * mount, a tunnel patch, a dead pedal, an add-a-leaf, a master install kit): each read into the category it belongs to.
 */
const RACKS: ConceptRule[] = [
  {
    expansion: 'motor vehicle carrying racks',
    triggers: [
      'cargo box', 'roof box', 'roof cargo box', 'rooftop cargo box', 'roof top cargo box', 'cargo carrier bag',
      'rooftop cargo bag', 'roof cargo bag', 'rooftop bag', 'roof bag', 'rooftop carrier', 'roof top carrier',
      'roof cargo carrier', 'rooftop cargo carrier', 'roof pod', 'cargo pod', 'ski box', 'roof top tent', 'rooftop tent',
    ],
  },
  {
    expansion: 'bicycle rack accessories',
    triggers: [
      'fork mount', 'fork mount adapter', 'thru axle', 'thru axle adapter', 'through axle adapter',
      'bike rack wheel adapter', 'bike rack adapter', 'bike rack lock', 'bike rack extension', 'bike rack strap',
      'bike rack straps', 'frame adapter', 'top tube adapter', 'bike frame adapter', 'wheel tray', 'wheel holder',
      'bike rack light board', 'bike rack cradle', 'bike cradle', 'bike rack hitch pin', 'fat tire kit',
    ],
  },
  {
    expansion: 'vehicle storage cargo',
    triggers: [
      'bed extender', 'truck bed extender', 'cargo bed extender', 'tailgate extender', 'bed divider', 'cargo divider',
      'cargo bar', 'cargo stabilizer', 'load stabilizer', 'bed cleat', 'bed cleats', 'bed rail cleat', 'cargo management',
      'bed slide', 'cargo slide', 'bed drawer', 'bed drawers', 'truck bed drawer',
    ],
  },
  { expansion: INTERIOR, triggers: ['seat gap filler', 'gap filler', 'seat gap organizer', 'console gap filler', 'seat gap'] },
  {
    expansion: 'vehicle boat racks',
    triggers: ['kayak saddle', 'kayak saddles', 'kayak stacker', 'canoe carrier', 'kayak roller', 'kayak loader', 'kayak cradle'],
  },
  {
    expansion: 'vehicle base rack systems',
    triggers: [
      'crossbar', 'crossbars', 'cross bar', 'cross bars', 'roof rack tower', 'rack tower', 'foot pack', 'fit kit',
      'roof rack fit kit', 'landing pad', 'roof rack feet', 'rack feet', 'gutter mount', 'roof rack kit', 'load bar',
      'load bars', 'base rack',
    ],
  },
  {
    expansion: 'carrying rack accessories',
    triggers: [
      'wind fairing', 'roof rack fairing', 'crossbar pad', 'crossbar pads', 'rack pad', 'roof rack pad', 'rack pads',
      'rack lock', 'lock core', 'lock cores', 'rack end cap', 'crossbar end cap', 'roof rack end cap', 'load stop',
      'rack tie down', 'rack light mount',
    ],
  },
];

const BODY_AND_CHASSIS: ConceptRule[] = [
  {
    expansion: BODY,
    triggers: [
      'cab mount', 'cab mounts', 'cab mount bushing', 'cab mount kit', 'cab bushing', 'body mount', 'body mounts',
      'body mount bushing', 'body mount kit', 'body cushion', 'floor pan', 'floor pan patch', 'floor pans', 'trunk floor',
      'trunk floor pan', 'trunk pan', 'tunnel patch', 'transmission tunnel', 'trans tunnel', 'tunnel panel',
      'rocker patch', 'rocker panel patch', 'dogleg patch', 'wheel tub', 'wheel tubs', 'mini tub', 'mini tubs',
      'firewall', 'firewall block off', 'block off plate', 'firewall plate', 'firewall pad', 'sliding door cable',
      'sliding door roller', 'sliding door motor', 'power sliding door', 'power sliding door motor', 'sliding door track',
      'sliding door hinge', 'power liftgate', 'power liftgate strut', 'liftgate power strut', 'power tailgate',
      'roof rail molding', 'roof ditch molding', 'roof drip molding', 'drip rail', 'drip rail molding', 'roof molding',
      'roof rail', 'torque box', 'frame rail', 'frame rail section', 'frame horn', 'core support', 'radiator core support',
    ],
  },
  { expansion: INTERIOR, triggers: ['roof rail cover', 'roof rail trim', 'a pillar trim', 'pillar trim', 'headliner trim'] },
  { expansion: CONTROLS, triggers: ['dead pedal', 'foot rest', 'footrest', 'left foot rest', 'foot rest pedal'] },
  {
    expansion: SUSPENSION,
    triggers: [
      'add a leaf', 'add leaf', 'add a leaf kit', 'helper leaf', 'leaf spring', 'leaf springs', 'leaf pack',
      'center pin', 'leaf spring center pin', 'spring center bolt', 'center bolt', 'leaf spring u bolt', 'u bolt kit',
      'axle u bolt', 'leaf spring bushing', 'leaf spring shackle', 'overload spring', 'spring perch', 'spring plate',
      'axle spring plate', 'leaf spring liner', 'leaf spring hanger', 'leaf spring clamp', 'rebound clip',
    ],
  },
  {
    expansion: DRIVETRAIN,
    triggers: [
      'master install kit', 'gear install kit', 'ring and pinion install kit', 'install kit master', 'ring and pinion',
      'ring pinion', 'ring gear', 'pinion gear', 'carrier bearing', 'carrier bearing kit', 'pinion seal', 'crush sleeve',
      'solid spacer', 'pinion shim', 'carrier shim', 'ring gear bolt', 'ring gear bolts', 'gear setup', 'spool',
      'mini spool', 'locker', 'selectable locker', 'air locker', 'spider gear', 'spider gears', 'cross pin',
    ],
  },
  {
    expansion: 'door lock actuators',
    triggers: [
      'power lock solenoid', 'door lock solenoid', 'power door lock actuator', 'lock actuator', 'door lock actuator',
      'central locking actuator', 'power lock actuator', 'door lock motor', 'lock motor',
    ],
  },
  { expansion: 'work lights', triggers: ['underhood light', 'under hood light', 'underhood light bar', 'hood light', 'engine bay light'] },
  {
    expansion: 'rear view mirror ornaments',
    triggers: [
      'mirror hanging', 'mirror ornament', 'mirror charm', 'rosary', 'mirror hanger', 'hanging ornament',
      'mirror tassel', 'dream catcher', 'rear view mirror ornament', 'rearview mirror ornament', 'mirror hanging charm',
    ],
  },
  {
    expansion: SENSORS,
    triggers: [
      'tire pressure monitor display', 'tire pressure display', 'tpms display', 'tpms monitor display',
      'tire pressure monitoring system display',
    ],
  },
  { expansion: 'antenna mounts brackets', triggers: ['antenna mirror bracket', 'mirror bracket antenna', 'antenna mount mirror bracket'] },
];

export const CARGO_AND_BODY_VOCABULARY: readonly ConceptRule[] = [...RACKS, ...BODY_AND_CHASSIS];
