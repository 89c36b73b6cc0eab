import type { ConceptRule } from './concept-rule';
import { BODY, CLIMATE, CONTROLS, DRIVETRAIN, ELECTRICAL, INTERIOR, LIGHTING, SEATING, SENSORS, SUSPENSION, WINDOWS } from './vehicle-systems';

/**
 * Body and interior trim and the restorer's catalog (classic cars, hot rods, street rods). Their words are
 * household or other trades' words (plug, gutter, pan, bow, bucket, clock, ring, receptacle, pedestal), so each
 * part is named whole, with the system restoration catalogs file it under.
 */
const CLASSIC_AND_TRIM: ConceptRule[] = [
  {
    expansion: BODY,
    triggers: [
      'floor plug', 'floor pan plug', 'drain hole plug', 'firewall plug', 'rocker plug', 'rocker panel plug', 'access hole plug',
      'trunk gutter', 'gutter', 'drip rail', 'drip rail molding', 'roll pan', 'rear roll pan', 'front roll pan',
      'top bow', 'roof bow', 'bow', 'top frame', 'convertible top frame', 'header bow', 'trunk pan', 'trunk floor',
      'trunk drop off', 'floor pan', 'floor support', 'toe board', 'inner fender', 'fender apron', 'splash apron',
      'core support', 'radiator support', 'cowl panel', 'cowl vent', 'grille shell', 'grille bar', 'grille insert',
      'headlight door', 'headlight bezel', 'tail panel', 'rear body panel', 'patch panel', 'door skin', 'quarter skin',
      'tailgate skin', 'running board', 'running board mat', 'running board molding', 'body shim', 'body bushing',
      'stone deflector', 'gravel pan', 'valance', 'skid', 'transfer case skid', 'gas tank skid', 'oil pan skid',
      'hardtop seal', 'hard top seal', 'top seal', 'hardtop gasket', 'freedom panel seal', 'tube door', 'tube doors', 'firewall grommet', 'firewall pad', 'firewall insulation',
    ],
  },
  {
    expansion: INTERIOR,
    triggers: [
      'clock bezel', 'dash clock', 'clock', 'analog clock', 'ash receptacle', 'ashtray receptacle', 'ash tray insert',
      'ashtray insert', 'door panel insert', 'door insert', 'dash insert', 'dash trim kit', 'dash trim', 'dash pad',
      'dash cap', 'glove box door', 'glove box liner', 'glove box latch', 'glove box lock',
      'package tray', 'rear package tray', 'coat hook', 'garnish molding', 'windshield garnish', 'pillar trim',
      'a pillar trim', 'b pillar trim', 'kick panel', 'sill plate', 'scuff plate', 'door sill plate', 'arm rest base',
      'grab handle', 'assist handle', 'console lid', 'console pad', 'armrest pad', 'cup holder insert', 'radio delete',
      'radio delete plate', 'radio block off',
    ],
  },
  {
    expansion: SEATING,
    triggers: [
      'captain chair', 'captains chair', 'captain chair pedestal', 'seat pedestal', 'pedestal', 'swivel base',
      'seat swivel', 'seat riser', 'seat adapter', 'seat bracket', 'bench seat', 'bucket seat', 'seat frame',
    ],
  },
  {
    expansion: LIGHTING,
    triggers: [
      'fender top marker', 'fender marker', 'top marker', 'fender light', 'fender lamp', 'headlight bucket',
      'headlamp bucket', 'headlight mounting ring', 'headlight retaining ring', 'sealed beam', 'sealed beam headlight',
      'courtesy lamp', 'courtesy light', 'dome lamp', 'license lamp', 'glove box light', 'glove box lamp',
    ],
  },
  { expansion: WINDOWS, triggers: ['rear slider', 'slider latch', 'sliding window latch', 'slider window', 'vent window', 'wing window', 'window felt', 'window fuzzy', 'beltline weatherstrip', 'belt weatherstrip', 'window channel'] },
  {
    expansion: CLIMATE,
    triggers: [
      'vintage air', 'underdash a c', 'underdash ac', 'underdash unit', 'under dash a c', 'evaporator unit',
      'heater box', 'heater control valve', 'heater valve', 'heater core tube', 'blower wheel', 'blower cage',
      'a c line muffler', 'line muffler', 'txv', 'expansion valve',
    ],
  },
  // Gauges and what drives them; GM's camshaft synchronizer holds the cam sensor (the seventh set files its plug
  // with the engine, so both are offered).
  {
    expansion: SENSORS,
    triggers: [
      'speedo drive gear', 'speedometer drive gear', 'speedo gear', 'speedometer gear', 'speedo drive', 'speedometer drive',
      'speedo cable', 'speedometer cable', 'gauge cluster lens', 'cluster lens', 'camshaft synchronizer',
      'camshaft synchronizer plate', 'cam synchronizer',
    ],
  },
  { expansion: CONTROLS, triggers: ['horn ring', 'horn button', 'horn cap', 'horn contact', 'organ pedal', 'pedal pad', 'throttle pedal pad'] },
  {
    expansion: ELECTRICAL,
    triggers: ['cigar lighter element', 'lighter element', 'firewall pass through', 'pass through grommet', 'wire pass through', 'bulkhead connector'],
  },
  { expansion: DRIVETRAIN, triggers: ['crown wheel', 'crown wheel and pinion', 'shifter cable adjuster', 'shift cable adjuster', 'shifter cable bracket', 'pan filter', 'trans pan filter', 'pan filter gasket kit', 'bell housing', 'bellhousing', 'scattershield', 'lockup solenoid', 'tcc solenoid', 'converter clutch solenoid', 'lockup converter'] },
  { expansion: SUSPENSION, triggers: ['tower bar', 'strut tower bar', 'strut bar', 'tower brace', 'strut brace', 'birdcage', 'bird cage', 'horseshoe shim', 'spring saddle', 'axle saddle'] },
];

export const CLASSIC_AND_TRIM_VOCABULARY: readonly ConceptRule[] = CLASSIC_AND_TRIM;
