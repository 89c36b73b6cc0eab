import type { ConceptRule } from './concept-rule';
import {
  BODY,
  BRAKING,
  CLIMATE,
  CONTROLS,
  DRIVETRAIN,
  ELECTRICAL,
  ENGINE_PARTS,
  EXHAUST,
  FUEL,
  INTERIOR,
  LIGHTING,
  SEATING,
  SENSORS,
  SUSPENSION,
  TOWING,
  UPHOLSTERY,
  WINDOWS,
} from './vehicle-systems';

/**
 * The long tail of the vehicle systems as the aftermarket names it: speed and lift parts, body-shop and interior trim
 * words, and parts a generic word of another system would claim. Each is read into the system it is fitted to.
 */
/** Speed and lift parts: the system each is fitted to, whatever the generic word ("BAR", "KIT") would say. */
const PERFORMANCE: ConceptRule[] = [
  {
    expansion: SUSPENSION,
    triggers: [
      'lowering spring', 'lowering springs', 'lowering kit', 'lift kit', 'leveling kit', 'level kit', 'body lift',
      'suspension lift', 'ladder bar', 'ladder bars', 'traction bar', 'traction bars', 'slapper bar', 'anti wrap bar',
      'wheelie bar', 'four link', '4 link', 'panhard bar', 'panhard rod', 'track bar', 'drop spindle', 'drop spindles',
      'torsion key', 'torsion keys', 'torsion bar', 'coilover', 'coilovers', 'coil over', 'air ride',
      'air suspension kit', 'air bag kit', 'bag kit', 'bump steer', 'roll center', 'sway bar disconnect',
      'limit strap', 'limit straps', 'shock extension', 'shock relocation', 'spring shackle', 'flip kit',
      'axle flip', 'drop shackle', 'lift shackle', 'drop bracket', 'hanger bracket', 'c notch', 'anti sway',
      'stabilizer bar', 'camber kit', 'caster kit', 'subframe connector', 'subframe connectors',
    ],
  },
  {
    expansion: CONTROLS,
    triggers: [
      'shifter', 'short throw shifter', 'short shifter', 'floor shifter', 'ratchet shifter', 'pistol grip shifter',
      'shifter assembly', 'gear selector', 'shift indicator', 'shift indicator cable', 'gear indicator',
      'column shifter', 'shifter cable', 'shifter handle', 'shift handle', 'shift stick', 'gear stick',
      'line lock', 'roll control', 'hand brake', 'drift brake', 'hydraulic hand brake', 'pedal set', 'pedal box',
      'throttle pedal', 'throttle cable', 'throttle linkage', 'throttle return spring', 'cruise control kit',
    ],
  },
  {
    expansion: EXHAUST,
    triggers: [
      'glasspack', 'glass pack', 'cherry bomb', 'turbo muffler', 'chambered muffler', 'bullet muffler',
      'straight through muffler', 'race muffler', 'x pipe', 'h pipe', 'y pipe', 'mid pipe', 'crossover pipe',
      'cat back', 'catback', 'axle back', 'header back', 'turbo back', 'downpipe', 'down pipe', 'j pipe',
      'merge collector', 'collector', 'v band', 'v band clamp', 'band clamp', 'lap joint clamp', 'exhaust clamp',
      'o2 bung', 'oxygen bung', 'oxygen sensor bung', 'bung', 'oxygen sensor spacer', 'oxygen spacer', 'o2 spacer',
      'oxygen sensor extender', 'oxygen sensor defouler', 'o2 defouler', 'defouler', 'anti fouler', 'mandrel bend', 'exhaust tubing', 'exhaust pipe',
      'hi flow cat', 'high flow cat', 'high flow catalytic', 'exhaust tip', 'tailpipe tip', 'resonator delete',
      'exhaust valve', 'exhaust cutout', 'dump pipe', 'side pipe', 'side pipes', 'turndown', 'turn down',
      'exhaust hanger', 'exhaust gasket', 'exhaust donut', 'exhaust system',
    ],
  },
  {
    expansion: ENGINE_PARTS,
    triggers: [
      'cold air intake', 'short ram', 'ram air', 'velocity stack', 'air intake kit', 'intake kit', 'throttle body spacer',
      'cam kit', 'stroker kit', 'rotating assembly', 'head stud', 'head studs', 'main studs', 'valve spring kit',
      'valve spring', 'valve springs', 'rocker arms', 'roller rockers', 'roller lifters', 'lifter', 'lifters', 'pushrods',
      'intake valve', 'exhaust valve engine', 'valve guide', 'valve seat', 'timing cover', 'oil pan engine',
      'turbo kit', 'supercharger kit', 'blower kit', 'intercooler kit', 'boost controller', 'wastegate',
      'blow off valve', 'catch can', 'oil catch can', 'breather tank', 'fuel pressure regulator boost',
      'ignition box', 'msd box', 'rev limiter', 'ignition amplifier', 'tuner', 'performance chip', 'programmer',
      'engine tuner', 'power programmer', 'underdrive pulley', 'pulley kit', 'electric fan kit', 'fan controller',
      'fan relay kit', 'aluminum radiator', 'radiator cap', 'overflow tank', 'expansion tank',
    ],
  },
  { expansion: 'in dash systems', triggers: ['dash head unit'] },
];

/** Body-shop and interior trim words that read as other things ("POCKET", "INSERT", "HAMMER", "FLOORING"). */
const BODY_AND_TRIM: ConceptRule[] = [
  {
    expansion: 'vehicle repair specialty tools',
    triggers: [
      'body hammer', 'body hammers', 'hammer dolly', 'hammer and dolly', 'dolly set', 'body dolly', 'body spoon',
      'slide hammer', 'stud welder', 'dent puller', 'dent repair', 'paintless dent', 'dent lifter', 'suction cup dent',
      'panel flanger', 'flanging tool', 'panel nibbler', 'spot weld cutter', 'spot weld drill', 'trim removal',
      'trim panel tool', 'door panel tool', 'clip tool', 'upholstery tool', 'windshield removal', 'glass removal',
      'windshield cut out', 'urethane gun', 'caulking gun windshield', 'sanding block body', 'body file',
      'dolly', 'spreader', 'body filler spreader', 'oil drain pan', 'drain pan', 'oil drain', 'fender cover',
      'wheel dolly', 'car dolly', 'tire dolly', 'jack pad', 'lift pad', 'creeper seat',
    ],
  },
  {
    expansion: INTERIOR,
    triggers: [
      'door pocket', 'map pocket', 'seat pocket', 'seatback pocket', 'storage pocket', 'console organizer',
      'console insert', 'cup holder', 'cupholder', 'armrest cover', 'console cover', 'door pull cup',
      'interior door handle', 'inside door handle', 'interior trim', 'trim panel', 'kick panel',
      'kick panels', 'pillar trim', 'a pillar', 'b pillar', 'c pillar', 'dash trim kit', 'dash bezel', 'grab handle',
      'coat hanger', 'ashtray', 'door panel', 'door panels',
    ],
  },
  {
    expansion: UPHOLSTERY,
    triggers: [
      'door panel insert', 'door insert', 'panel insert', 'door card', 'door cards',
      'rubber flooring', 'vinyl flooring', 'flooring', 'floor liner', 'floor liners', 'cargo liner', 'trunk liner',
      'trunk mat', 'cargo mat', 'bed mat', 'bed liner', 'bedliner', 'rear deck cover', 'package tray cover',
      'headliner', 'headliner board', 'seat upholstery', 'seat skin', 'carpet kit',
      'molded carpet', 'cutpile', 'loop carpet', 'floor mat', 'floor mats',
    ],
  },
  {
    expansion: BODY,
    triggers: [
      'license pocket', 'license plate pocket', 'repair panel', 'patch panel', 'rust repair panel', 'floor pan patch',
      'cab corner', 'cab corners', 'rocker panel', 'rocker panels', 'quarter panel patch', 'wheel arch patch',
      'trunk pan', 'floor support', 'inner door panel', 'door shell', 'bed patch', 'subframe bushing',
      'subframe mount bushing', 'body mount bushing', 'cradle bushing', 'cradle mount', 'engine cradle',
      'winch bumper', 'steel bumper', 'tube bumper', 'prerunner bumper', 'bumper end caps', 'mud flap', 'mud flaps', 'mudflap', 'splash guards', 'fender flare', 'fender flares', 'running board',
      'running boards', 'nerf bar', 'nerf bars', 'side step', 'side steps', 'bull bar', 'grille guard',
      'push bar', 'brush guard truck', 'bumper guard', 'hood scoop', 'spoiler', 'wing spoiler', 'body kit',
      'side skirts', 'tailgate spoiler', 'roof spoiler', 'vent visor', 'vent visors', 'window visor',
      'rain guard', 'rain guards', 'window deflector', 'bug deflector',
    ],
  },
  {
    expansion: LIGHTING,
    triggers: [
      'strobe', 'strobe light', 'strobe beacon', 'beacon', 'beacon light', 'warning light', 'light bar',
      'lightbar', 'mini light bar', 'emergency light', 'dash light', 'grille light', 'surface mount light',
      'work light vehicle', 'spot light', 'spotlight', 'flood light', 'scene light', 'marker light', 'clearance light',
      'cab light', 'cab lights', 'roof light', 'underglow', 'puddle light', 'trailer light kit', 'trailer lights',
      'tail lamp', 'tail light', 'stop turn', 'stop tail turn', 'submersible light', 'identification light',
    ],
  },
  {
    expansion: ELECTRICAL,
    triggers: [
      'jumper post', 'remote jumper post', 'remote battery post', 'remote terminal', 'jump post', 'battery junction',
      'ground strap', 'ground straps', 'battery relocation', 'battery relocation kit', 'battery box',
      'dual battery kit', 'solenoid isolator', 'power distribution block', 'circuit breaker', 'circuit breakers',
      'fuse block', 'fuse holder', 'fuse kit', 'switch panel', 'relay kit', 'relay harness', 'toggle switch',
      'rocker switch', 'push button switch', 'starter button', 'ignition panel',
    ],
  },
  { expansion: DRIVETRAIN, triggers: ['driveshaft loop', 'driveshaft safety loop', 'shift kit', 'trans cooler', 'transmission cooler'] },
];
/** Parts a generic word of another system would claim ("PARKING BRK PEDAL", "FUEL FILLER DOOR", "HORN CONTACT"). */
const SYSTEM_PARTS: ConceptRule[] = [
  {
    expansion: BRAKING,
    triggers: [
      'parking brake pedal', 'parking brake handle', 'parking brake lever', 'parking brake release', 'emergency brake handle',
      'emergency brake lever', 'emergency brake pedal', 'parking brake release handle', 'pressure differential switch',
      'brake warning switch', 'brake warning valve', 'brake differential switch', 'brake pressure switch',
      'brake booster vacuum pump', 'brake vacuum pump', 'brake booster pump', 'slack adjuster',
    ],
  },
  {
    expansion: CLIMATE,
    triggers: [
      'air conditioning pressure switch', 'air conditioning pressure sensor', 'air conditioning pressure transducer',
      'high side', 'low side', 'air conditioning high pressure', 'air conditioning low pressure', 'refrigerant',
      'refrigerant oil', 'pag oil', 'air conditioning dye', 'air conditioning stop leak', 'air conditioning recharge',
    ],
  },
  {
    expansion: BODY,
    triggers: [
      'fuel filler door', 'fuel door', 'filler door', 'gas door', 'fuel door hinge', 'fuel door release',
      'door visor', 'window vent deflector', 'vent deflector', 'side window deflector', 'in channel deflector',
      'hood deflector', 'sun visor exterior', 'windshield visor',
    ],
  },
  { expansion: CONTROLS, triggers: ['horn contact', 'horn switch', 'horn contact plate', 'horn spring'] },
  { expansion: BODY, triggers: ['outside handle', 'outer handle', 'exterior handle', 'outside door handle', 'outer door handle'] },
  { expansion: SUSPENSION, triggers: ['spring insulator', 'coil spring insulator', 'spring seat', 'spring bumper'] },
  {
    expansion: CLIMATE,
    triggers: ['service valve cap', 'service port cap', 'air conditioning cap', 'charge port cap', 'service cap', 'port cap'],
  },
  { expansion: SENSORS, triggers: ['cluster lens', 'instrument cluster lens', 'gauge lens', 'speedometer lens', 'transmission range switch'] },
  {
    expansion: ELECTRICAL,
    triggers: [
      'neutral safety switch', 'park neutral switch', 'clutch safety switch', 'clutch start switch', 'starter interlock switch',
      'brake light switch', 'stop light switch', 'stop lamp switch', 'brake lamp switch', 'brake switch', 'stoplight switch',
    ],
  },
  {
    expansion: INTERIOR,
    triggers: ['steering column cover', 'column cover', 'column shroud', 'steering column shroud', 'steering column trim'],
  },
  {
    expansion: 'vehicle seat belt buckles',
    triggers: ['seat belt receptacle', 'belt receptacle', 'buckle receptacle', 'seat belt latch', 'seat belt buckle', 'buckle', 'seat belt clip', 'belt clip'],
  },
  {
    expansion: 'mirrors',
    triggers: ['mirror turn signal', 'mirror signal', 'mirror lamp', 'mirror light', 'mirror puddle lamp', 'mirror signal lens'],
  },
  {
    expansion: SENSORS,
    triggers: [
      'pad wear sensor', 'brake wear sensor', 'wear sensor', 'pad sensor', 'wear indicator sensor', 'pad sensor wire',
      'brake pad sensor', 'fuel level sender', 'fuel level sensor', 'fuel gauge sender',
    ],
  },
  {
    expansion: ENGINE_PARTS,
    triggers: [
      'fan spacer', 'fan clutch spacer', 'fluidampr', 'damper pulley bolt', 'crank trigger kit', 'crank damper',
      'crank damper bolt', 'damper bolt', 'crank bolt', 'crankshaft bolt', 'balancer bolt', 'crank pulley bolt',
    ],
  },
  {
    expansion: FUEL,
    triggers: [
      'meth injection', 'methanol injection', 'water methanol', 'water injection', 'fuel rail crossover', 'crossover tube fuel',
      'fuel crossover', 'fuel log', 'fuel surge tank', 'surge tank fuel',
    ],
  },
  { expansion: ELECTRICAL, triggers: ['cable clamp', 'cable clamps', 'loom clamp', 'p clamp', 'p clamps', 'wire clamp'] },
  { expansion: ELECTRICAL, triggers: ['battery relocation tray', 'relocation tray', 'battery tray', 'battery hold down tray'] },
  {
    expansion: DRIVETRAIN,
    triggers: ['scatter shield', 'scattershield', 'bellhousing', 'bell housing', 'transbrake', 'trans brake', 'flexplate shield'],
  },
  {
    expansion: BODY,
    triggers: [
      'wheel tubs', 'wheel tub', 'mini tubs', 'firewall plate', 'firewall', 'firewall cover', 'firewall pad', 'face bar',
      'bumper face bar', 'bumper shell', 'bumper skin',
    ],
  },
  { expansion: 'vehicle safety equipment', triggers: ['fire suppression', 'fire suppression system'] },
  { expansion: TOWING, triggers: ['weight distribution', 'weight distribution bars', 'wd bars', 'distribution bars'] },
  {
    expansion: 'vehicle safety equipment',
    triggers: ['window breaker tool', 'glass breaker', 'emergency escape tool', 'reflector triangle', 'triangle reflector', 'warning reflector'],
  },
  { expansion: 'vehicle seat belt straps', triggers: ['seat belt adjuster', 'belt adjuster', 'belt positioner', 'shoulder belt adjuster'] },
  { expansion: 'motor vehicle loading ramps', triggers: ['wheelchair lift', 'wheelchair ramp', 'mobility lift', 'scooter lift'] },
  { expansion: 'vehicle seat belt straps', triggers: ['seat belt extension', 'belt webbing', 'seat belt webbing', 'seatbelt webbing'] },
  {
    expansion: 'motor vehicle electronics',
    triggers: ['steering wheel control adapter', 'swc adapter', 'swc interface', 'steering control interface', 'steering wheel interface'],
  },
  { expansion: 'windshield fluid', triggers: ['washer fluid additive', 'washer additive', 'washer concentrate', 'washer tablets', 'washer fluid concentrate'] },
  {
    expansion: CONTROLS,
    triggers: [
      'steering hub', 'steering wheel hub', 'steering wheel adapter', 'quick release hub', 'quick release steering',
      'steering wheel spacer', 'hub adapter steering', 'steering wheel quick release',
    ],
  },
  {
    expansion: FUEL,
    triggers: [
      'an fitting', 'an fittings', 'an hose', 'an hose end', 'an adapter', 'an union', 'an bulkhead', 'hose end',
      'hose ends', 'braided hose', 'braided line', 'ptfe hose', 'ptfe line', 'push lock hose', 'push lock fitting',
    ],
  },
  {
    expansion: BODY,
    triggers: [
      'convertible top motor', 'top motor', 'top pump', 'top hydraulic pump', 'top cylinder', 'top latch', 'top frame',
      'top hinge', 'top boot', 'top cover boot', 'camper shell seal', 'cap seal', 'bed cap', 'bed rail cap',
      'bed rail caps', 'bed rail', 'stake pocket', 'cab spoiler',
    ],
  },
  {
    expansion: ENGINE_PARTS,
    triggers: [
      'worm gear clamp', 'worm clamp', 'worm drive clamp', 't bolt clamp', 'hose clamp assortment', 'o ring kit',
      'o ring assortment', 'oring kit', 'o ring set',
    ],
  },
  { expansion: ENGINE_PARTS, triggers: ['reluctor', 'crank reluctor', 'crankshaft reluctor', 'trigger wheel', 'crank trigger'] },
  { expansion: EXHAUST, triggers: ['heat riser', 'heat riser valve', 'manifold heat control valve', 'heat control valve'] },
  { expansion: 'vehicle emblems hood ornaments', triggers: ['letters', 'lettering', 'tailgate letters', 'insert letters', 'raised letters'] },
  { expansion: 'vehicle repair specialty tools', triggers: ['wheel balancer', 'tire balancer', 'balancer cones', 'bubble balancer'] },
  { expansion: 'vehicle seat belts', triggers: ['point harness', 'harness belt', 'lap belt', 'shoulder belt', 'safety harness seat'] },
  {
    expansion: FUEL,
    triggers: [
      'locking gas cap', 'locking fuel cap', 'gas cap', 'fuel cap', 'gas cap tether', 'fuel cap tether', 'fuel filler cap',
      'efi', 'efi conversion', 'efi kit', 'efi system', 'throttle body injection kit', 'fuel injection kit',
      'fuel injection conversion', 'fuel selector valve', 'tank selector valve', 'fuel tank selector',
    ],
  },
  {
    expansion: ENGINE_PARTS,
    triggers: [
      'lifter guide', 'lifter guides', 'lifter tray', 'lifter guide tray', 'lifter retainer', 'lifter retainers',
      'lifter bore', 'lifter valley', 'block off plate', 'egr block off', 'egr delete', 'egr tube', 'egr pipe',
    ],
  },
  { expansion: WINDOWS, triggers: ['pulse board', 'wiper pulse board', 'wiper module', 'wiper control module'] },
  {
    expansion: LIGHTING,
    triggers: ['lamp circuit board', 'light circuit board', 'tail lamp circuit board', 'led board', 'lamp board', 'bulb board'],
  },
  { expansion: SEATING, triggers: ['seat cover', 'seat covers', 'bucket seat cover', 'bench seat cover', 'seat protector'] },
  { expansion: TOWING, triggers: ['t connector', 'wiring t connector', 't harness', 'wiring t harness', 'tow harness'] },
];

export const SYSTEM_PARTS_VOCABULARY: readonly ConceptRule[] = [...PERFORMANCE, ...BODY_AND_TRIM, ...SYSTEM_PARTS];
