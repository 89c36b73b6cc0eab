import { AFTERMARKET_VOCABULARY } from './aftermarket-vocabulary';
import { CARGO_AND_BODY_VOCABULARY } from './cargo-and-body-vocabulary';
import type { ConceptRule } from './concept-rule';
import { SHOP_VOCABULARY } from './shop-vocabulary';
import { SYSTEM_PARTS_VOCABULARY } from './system-parts-vocabulary';
import { DOMAIN_VOCABULARY } from './domain-vocabulary';
import { ELECTRONICS_VOCABULARY } from './electronics-vocabulary';
import { EV_VOCABULARY } from './ev-vocabulary';
import { ENGINE_BUILDING_VOCABULARY } from './engine-building-vocabulary';
import { FLUID_SPEC_VOCABULARY } from './fluid-spec-vocabulary';
import { HEAVY_DUTY_VOCABULARY } from './heavy-duty-vocabulary';
import { MARINE_VOCABULARY } from './marine-vocabulary';
import { PART_VOCABULARY } from './part-vocabulary';
import { POWERSPORT_VOCABULARY } from './powersport-vocabulary';
import { POWER_ADDER_VOCABULARY } from './power-adder-vocabulary';
import { IN_CAR_MEDIA_VOCABULARY } from './in-car-media-vocabulary';
import { TOOL_TRADE_VOCABULARY } from './tool-trade-vocabulary';
import { CLASSIC_AND_TRIM_VOCABULARY } from './classic-and-trim-vocabulary';
import { TOWING_AND_CHASSIS_VOCABULARY } from './towing-and-chassis-vocabulary';
import { CAR_CARE_AND_DECOR_VOCABULARY } from './car-care-and-decor-vocabulary';
import { RACE_PREP_VOCABULARY } from './race-prep-vocabulary';
import { RV_VOCABULARY } from './rv-vocabulary';
import { IGNITION_PARTS, SECOND_READINGS } from './second-readings';
import {
  BODY,
  BRAKING,
  CLIMATE,
  CONTROLS,
  DRIVETRAIN,
  ELECTRICAL,
  ENGINES,
  ENGINE_PARTS,
  EXHAUST,
  FUEL,
  INTERIOR,
  LIGHTING,
  MIRRORS,
  OIL_CIRCULATION,
  RIMS,
  SEATING,
  SENSORS,
  SUSPENSION,
  TIRES,
  TIRE_ACCESSORIES,
  TOWING,
  UPHOLSTERY,
  WHEEL_PARTS,
  WINDOWS,
} from './vehicle-systems';

/**
 * Automotive domain knowledge: which vehicle system a catalog word belongs to, written as the words Google's
 * taxonomy uses for that system ("braking", "engine parts", "sensors gauges"). Concepts never name a category id:
 * the expansion is matched against category names like any other words, so a renamed or re-numbered taxonomy
 * still works.
 */
export const CONCEPT_RULES: ConceptRule[] = [
  {
    expansion: BRAKING,
    triggers: [
      'brake', 'braking', 'caliper', 'rotor', 'disc brake', 'drum brake', 'brake drum', 'brake pad', 'brake shoe',
      'master cylinder', 'wheel cylinder', 'brake booster', 'vacuum booster', 'proportioning valve',
      'combination valve', 'brake line', 'brake hose', 'brake cable', 'parking brake', 'anti lock', 'brake hardware',
      'caliper bracket', 'brake lining', 'bleeder screw', 'drum', 'hydroboost', 'caliper piston', 'caliper boot',
      'caliper bolt', 'guide pin', 'slide pin', 'caliper pin', 'anti rattle', 'self adjuster', 'brake adjuster',
      'wear indicator', 'wear sensor', 'dust shield', 'backing plate', 'brake vacuum pump', 'brake vacuum hose',
      'brake lever', 'abs module', 'abs pump', 'disc pad', 'disc pads', 'disc brake pad',
    ],
  },
  {
    expansion: ENGINE_PARTS,
    triggers: [
      'engine', 'motor mount', 'engine mount', ...IGNITION_PARTS, 'water pump', 'coolant', 'radiator', 'thermostat', 'cooling fan', 'fan clutch', 'radiator fan', 'radiator hose',
      'radiator cap', 'coolant reservoir', 'overflow tank', 'expansion tank', 'serpentine belt', 'drive belt', 'v belt',
      'fan belt', 'accessory belt', 'accessory drive', 'timing belt', 'timing chain', 'timing', 'tensioner',
      'idler pulley', 'pulley', 'cylinder head', 'head gasket', 'valve cover', 'valve cover gasket', 'gasket set',
      'rear main seal', 'piston', 'piston ring', 'connecting rod', 'crankshaft', 'camshaft', 'cam phaser', 'lifter',
      'rocker arm', 'pushrod', 'valve spring', 'valve stem seal', 'intake valve', 'exhaust valve', 'intake manifold',
      'intake', 'throttle body', 'air intake', 'cold air intake', 'air filter', 'air cleaner', 'turbocharger', 'belt',
      'panel filter', 'panel air filter',
      'supercharger', 'intercooler', 'harmonic balancer', 'crankshaft pulley', 'glow plug', 'positive crankcase',
      'crankcase ventilation', 'blow off valve', 'wastegate', 'cooling', 'oil seal', 'head bolt', 'freeze plug',
      'core plug', 'engine block', 'oil control ring', 'idle air control', 'throttle', 'water outlet', 'coolant outlet',
      'water neck', 'thermostat housing', 'fan shroud', 'fan blade', 'torque strut', 'timing cover', 'timing gear',
      'sprocket', 'chain guide', 'balance shaft', 'main bearing', 'rod bearing', 'cam bearing', 'thrust washer',
      'valve guide', 'valve seat', 'lash adjuster', 'block heater', 'engine heater', 'oil separator', 'air intake hose',
      'air filter housing', 'air box', 'intake hose', 'boost hose', 'intercooler hose', 'engine cover', 'rocker cover',
      'coolant pipe', 'coolant hose', 'bypass hose', 'serpentine', 'idler', 'head stud',
      'spark plug tube', 'variable valve timing', 'valve timing',
    ],
  },
  {
    expansion: ENGINES,
    triggers: [
      'engine', 'long block', 'short block', 'crate engine', 'engine assembly', 'motor',
    ],
    headOnly: true,
  },
  {
    expansion: OIL_CIRCULATION,
    triggers: [
      'oil', 'oil filter', 'oil pump', 'oil pan', 'oil cooler', 'drain plug', 'oil drain plug', 'dipstick',
      'oil dipstick', 'oil filter housing', 'oil filler cap', 'oil cap', 'oil pickup', 'oil pan gasket', 'sump',
      'oil filler', 'oil level', 'oil cooler line', 'oil line', 'oil pump drive', 'oil pump shaft', 'oil pump drive shaft',
    ],
  },
  {
    expansion: FUEL,
    triggers: [
      'fuel', 'gas tank', 'gas cap', 'fuel pump', 'fuel injector', 'injector', 'fuel filter', 'fuel tank', 'fuel cap',
      'filler neck', 'fuel pressure regulator', 'carburetor', 'fuel line', 'fuel rail', 'fuel sender',
      'evaporative emission', 'vapor canister', 'charcoal canister', 'injection pump', 'fuel injection', 'purge valve',
      'canister purge', 'strainer', 'fuel hose', 'choke', 'fuel cell', 'lock ring', 'fuel sending unit',
      'fuel tank sending unit', 'fuel level sending unit', 'fuel gauge sending unit',
    ],
  },
  {
    expansion: EXHAUST,
    triggers: [
      'exhaust', 'muffler', 'catalytic converter', 'catalytic', 'resonator', 'tail pipe', 'tailpipe', 'exhaust tip',
      'header', 'downpipe', 'flex pipe', 'exhaust manifold', 'exhaust hanger', 'exhaust gas recirculation',
      'particulate filter', 'diesel particulate filter', 'catback', 'exhaust system', 'exhaust pipe', 'manifold gasket',
      'air injection', 'secondary air', 'air injection pump', 'smog pump', 'y pipe', 'mid pipe', 'intermediate pipe',
      'crossover pipe', 'exhaust clamp', 'exhaust gasket', 'donut gasket',
    ],
  },
  {
    expansion: ELECTRICAL,
    triggers: [
      'alternator', 'starter', 'starter motor', 'battery', 'fuse', 'fuse box', 'relay', 'wiring harness', 'wiring',
      'wire harness', 'pigtail', 'engine control module', 'powertrain control module', 'body control module',
      'voltage regulator', 'horn', 'ground strap', 'battery cable', 'battery terminal', 'electrical', 'power inverter',
      'ignition module', 'circuit breaker', 'generator', 'battery hold down', 'battery tray', 'battery box',
      'fuse holder', 'fuse block', 'ground cable', 'cigarette lighter', 'power outlet', 'starter drive',
      'starter relay', 'flasher', 'ignition switch', 'fusible link', 'fuse link',
    ],
  },
  {
    expansion: SENSORS,
    triggers: [
      'sensor', 'gauge', 'oxygen sensor', 'speed sensor', 'position sensor', 'temperature sensor', 'pressure sensor',
      'knock sensor', 'tachometer', 'speedometer', 'odometer', 'instrument cluster', 'gauge cluster', 'pressure switch',
      'sender', 'temperature sender', 'parking sensor', 'oxygen', 'air flow', 'monitoring', 'pressure monitoring',
      'sending unit',
    ],
  },
  {
    expansion: SUSPENSION,
    triggers: [
      'suspension', 'strut', 'shock', 'shock absorber', 'control arm', 'ball joint', 'stabilizer', 'stabilizer bar',
      'stabilizer link', 'end link', 'coil spring', 'leaf spring', 'strut mount', 'bump stop', 'tie rod', 'tie rod end',
      'rack and pinion', 'steering rack', 'power steering', 'steering gear', 'steering gearbox', 'steering gear box',
      'idler arm', 'pitman arm', 'center link', 'drag link', 'steering', 'steering damper', 'lift kit', 'leveling kit',
      'level kit', 'coilover', 'air suspension', 'air spring', 'trailing arm', 'radius arm', 'track bar', 'panhard',
      'torsion bar', 'steering knuckle', 'spindle', 'king pin', 'shackle', 'strut assembly', 'spring', 'bushing',
      'sway', 'lowering kit', 'jounce', 'strut bearing', 'spring seat', 'spring insulator', 'camber', 'alignment',
      'cam bolt', 'steering shaft', 'intermediate shaft', 'steering coupler', 'air ride',
      'ride height', 'shock mount', 'rack boot', 'steering rack boot', 'bellows', 'torsion bar key',
    ],
  },
  {
    expansion: DRIVETRAIN,
    triggers: [
      'transmission', 'drivetrain', 'drive train', 'axle', 'constant velocity', 'drive shaft', 'universal joint',
      'clutch', 'clutch master cylinder', 'slave cylinder', 'clutch slave cylinder', 'flywheel', 'flex plate',
      'differential', 'ring and pinion', 'pinion', 'transfer case', 'transmission mount', 'torque converter',
      'shift cable', 'shifter', 'carrier bearing', 'center support bearing', 'pilot bearing', 'throwout bearing',
      'release bearing', 'four wheel drive', 'all wheel drive', 'locking hub', 'yoke', 'drive axle', 'gearbox',
      'continuously variable transmission', 'transmission control module', 'axle shaft', 'pressure plate',
      'shift solenoid', 'valve body', 'shift fork', 'synchronizer', 'half shaft', 'transmission oil pan',
      'transmission pan', 'transmission oil cooler', 'transmission cooler', 'transmission filter', 'clutch fork',
      'bellhousing', 'flex disc', 'guibo', 'spider gear', 'limited slip', 'extension housing', 'output shaft',
      'input shaft', 'countershaft', 'shift lever', 'gear shift', 'transmission dipstick', 'axle boot',
    ],
  },
  {
    expansion: CLIMATE,
    triggers: [
      'air conditioning', 'heating', 'ventilation', 'heater', 'heater core', 'heater hose', 'heater control valve',
      'blower', 'blower motor', 'blower resistor', 'blower motor resistor', 'condenser', 'evaporator',
      'expansion valve', 'orifice tube', 'receiver drier', 'accumulator', 'refrigerant', 'blend door',
      'cabin air filter', 'cabin filter', 'passenger compartment air filter', 'climate control', 'compressor clutch', 'air conditioning clutch',
      'air conditioning compressor', 'air conditioning hose', 'defroster', 'heater blower', 'drier', 'dryer',
      'mode door', 'recirculation', 'air vent', 'dash vent', 'heater tee', 'air conditioning line', 'blower wheel',
    ],
  },
  {
    expansion: BODY,
    triggers: [
      'bumper', 'bumper cover', 'fender', 'hood', 'grille', 'tailgate', 'liftgate', 'door handle',
      'exterior door handle', 'lift support', 'hood strut', 'trunk strut', 'hood lift support', 'fender liner',
      'inner fender', 'splash shield', 'mud flap', 'running board', 'side step', 'nerf bar', 'step bar',
      'radiator support', 'rocker panel', 'quarter panel', 'spoiler', 'molding', 'body molding', 'door hinge', 'hinge',
      'hood latch', 'latch', 'fender flare', 'grille guard', 'bull bar', 'push bar', 'skid plate', 'door shell',
      'trunk lid', 'deck lid', 'body panel', 'valance', 'air dam', 'cowl', 'truck bed', 'frame', 'chassis',
      'bumper bracket', 'body kit', 'hood scoop', 'fuel door', 'door', 'body', 'weatherstrip', 'trim', 'exterior',
      'wheel well', 'bed rail', 'energy absorber', 'reinforcement', 'striker', 'door check', 'hood release', 'prop rod',
      'cab corner', 'bed liner', 'sill', 'underbody', 'hood insulation', 'pillar', 'bumper step pad', 'bumper end cap',
      'bumper filler', 'fender trim', 'tailgate latch', 'trunk latch',
    ],
  },
  {
    expansion: INTERIOR,
    triggers: [
      'sun visor', 'visor', 'console', 'center console', 'armrest', 'cup holder', 'glove box', 'interior door handle',
      'inside door handle', 'door panel', 'interior door panel', 'interior trim', 'dash', 'dashboard', 'dash panel',
      'grab handle',
      'assist handle', 'pillar trim', 'kick panel', 'trim panel', 'ashtray', 'interior', 'cargo cover', 'door trim',
    ],
  },
  {
    expansion: UPHOLSTERY,
    triggers: [
      'floor mat', 'floor liner', 'carpet', 'seat cover', 'headliner', 'cargo liner', 'trunk mat', 'cargo mat',
      'upholstery', 'trunk liner', 'mat',
    ],
  },
  {
    expansion: SEATING,
    triggers: [
      'seat', 'bucket seat', 'seat cushion', 'seat track', 'seat frame', 'headrest', 'bench seat', 'seat heater',
    ],
  },
  { expansion: 'seat belts', triggers: ['seat belt', 'seatbelt', 'safety belt'] },
  { expansion: 'airbag parts', triggers: ['airbag', 'clock spring', 'airbag module'] },
  {
    expansion: 'remote keyless systems',
    triggers: [
      'keyfob', 'keyless entry', 'keyless', 'remote start', 'transponder',
    ],
  },
  { expansion: 'alarm systems', triggers: ['alarm', 'car alarm'] },
  { expansion: 'door locks locking systems', triggers: ['lock cylinder', 'door lock'] },
  {
    expansion: LIGHTING,
    triggers: [
      'headlight', 'taillight', 'fog light', 'brake light', 'third brake light', 'license plate light', 'marker light',
      'side marker', 'light bar', 'high intensity discharge', 'xenon', 'halogen', 'dome light', 'map light',
      'backup light', 'reverse light', 'daytime running light', 'turn signal', 'corner light', 'parking light',
      'running light', 'lighting', 'clearance light', 'cab light', 'courtesy light', 'spot light', 'led', 'bulb',
      'light assembly', 'headlight assembly', 'taillight assembly', 'projector', 'lens', 'light lens', 'ballast',
      'reflector', 'light housing', 'blinker', 'strobe', 'beacon', 'emergency light', 'underglow', 'puddle light',
      'headlight bezel', 'headlight cover', 'light socket', 'bulb socket',
    ],
  },
  { expansion: LIGHTING, triggers: ['light'], headOnly: true },
  {
    expansion: MIRRORS,
    triggers: [
      'mirror', 'side mirror', 'door mirror', 'rear view mirror', 'mirror glass', 'towing mirror', 'side view mirror',
    ],
  },
  {
    expansion: WINDOWS,
    triggers: [
      'windshield', 'wiper', 'wiper blade', 'wiper arm', 'wiper motor', 'washer pump', 'washer reservoir',
      'washer nozzle', 'window regulator', 'window motor', 'power window', 'window', 'glass', 'back glass',
      'rear window', 'door glass', 'window deflector', 'rain guard', 'vent visor', 'window visor', 'wiper linkage',
      'washer', 'quarter glass', 'washer fluid reservoir', 'washer tank', 'washer bottle', 'washer fluid pump',
      'sunroof', 'moonroof', 'window crank', 'window switch bezel',
    ],
  },
  {
    expansion: WHEEL_PARTS,
    triggers: [
      'wheel bearing', 'hub', 'wheel hub', 'hub assembly', 'lug nut', 'lug bolt', 'wheel stud', 'lug stud',
      'wheel spacer', 'wheel adapter', 'center cap', 'hub cap', 'wheel cover', 'wheel lock', 'wheel weight', 'wheel',
      'lug', 'balance weight', 'hub centric ring', 'trim ring', 'wheel cap',
    ],
  },
  { expansion: RIMS, triggers: ['wheel', 'rim', 'alloy wheel', 'steel wheel', 'wheels'], headOnly: true },
  { expansion: TIRES, triggers: ['tire', 'tires'], headOnly: true },
  {
    expansion: TIRE_ACCESSORIES,
    triggers: [
      'tire', 'snow chain', 'tire chain', 'snow chains', 'tire chains', 'valve stem', 'spare tire cover', 'tire cover',
      'spare tire carrier', 'tire carrier', 'tire valve',
    ],
  },
  {
    expansion: 'tire repair tire changing tools',
    triggers: [
      'tire repair', 'tire plug', 'bead breaker', 'tire iron', 'tire changer',
    ],
  },
  {
    expansion: 'waxes polishes protectants',
    triggers: [
      'wax', 'polish', 'protectant', 'tire shine', 'sealant', 'detailer',
    ],
  },
  { expansion: 'car wash solutions', triggers: ['car wash', 'wash soap', 'car shampoo', 'wash'] },
  {
    expansion: 'vehicle cleaning',
    triggers: [
      'wheel cleaner', 'tire cleaner', 'interior cleaner', 'bug remover', 'tar remover', 'detailing', 'microfiber',
      'chamois', 'wash mitt', 'clay bar',
    ],
  },
  { expansion: 'carpet upholstery cleaners', triggers: ['leather cleaner', 'leather conditioner', 'carpet cleaner'] },
  { expansion: 'tie down straps', triggers: ['tie down', 'ratchet strap', 'cargo strap'] },
  { expansion: 'ice scrapers snow brushes', triggers: ['ice scraper', 'snow brush'] },
  { expansion: 'key blanks', triggers: ['key blank', 'key'], headOnly: true },
  {
    expansion: 'safety equipment',
    triggers: [
      'warning triangle', 'reflective triangle', 'emergency kit', 'roadside kit', 'roadside emergency',
    ],
  },
  {
    expansion: CONTROLS,
    triggers: [
      'pedal', 'accelerator', 'steering wheel', 'switch', 'cruise control', 'control switch', 'throttle cable',
      'steering column', 'tilt steering column', 'tilt column',
    ],
  },
  {
    expansion: TOWING,
    triggers: [
      'tow', 'towing', 'trailer', 'trailer wiring harness', 'trailer wiring', 'trailer light', 'hitch', 'ball mount',
      'hitch ball', 'trailer wiring', 'tow strap', 'tow rope', 'tow hook', 'brake controller', 'fifth wheel',
      'gooseneck', 'hitch pin', 'hitch receiver', 'weight distribution', 'safety chain', 'coupler', 'tow bar',
      'receiver', 'recovery strap', 'winch', 'snatch block', 'trailer plug', 'hitch adapter',
    ],
  },
  { expansion: 'hitch covers', triggers: ['hitch cover', 'receiver cover', 'hitch plug'] },
  { expansion: 'base rack systems', triggers: ['roof rack', 'cross bar', 'crossbar', 'base rack', 'roof rail'] },
  {
    expansion: 'cargo racks',
    triggers: [
      'cargo carrier', 'cargo box', 'roof box', 'cargo basket', 'cargo rack', 'roof basket',
    ],
  },
  { expansion: 'bicycle racks', triggers: ['bicycle rack', 'bicycle carrier'] },
  { expansion: 'tonneau covers', triggers: ['tonneau', 'bed cover', 'truck bed cover'] },
  { expansion: 'truck bed storage boxes organizers', triggers: ['tool box', 'toolbox', 'truck box', 'bed box'] },
  { expansion: 'organizers', triggers: ['organizer', 'trunk organizer', 'seat back organizer'] },
  {
    expansion: 'in dash systems',
    triggers: [
      'stereo', 'radio', 'head unit', 'stereo receiver', 'cd player', 'dvd player', 'car stereo',
    ],
  },
  { expansion: 'motor vehicle speakers', triggers: ['speaker', 'car speaker'] },
  { expansion: 'motor vehicle amplifiers', triggers: ['amplifier', 'amp'] },
  {
    expansion: 'parking cameras',
    triggers: [
      'backup camera', 'rear view camera', 'reverse camera', 'parking camera', 'reversing camera',
    ],
  },
  { expansion: 'gps navigation systems', triggers: ['gps', 'navigation', 'sat nav'] },
  { expansion: 'motor vehicle electronics', triggers: ['dash camera', 'dashboard camera'] },
  { expansion: 'antennas', triggers: ['antenna'] },
  { expansion: 'mobile phone stands', triggers: ['phone mount', 'phone holder', 'phone cradle'] },
  { expansion: 'radar detectors', triggers: ['radar detector', 'laser detector', 'radar laser detector'] },
  { expansion: 'motor oil', triggers: ['oil', 'engine oil', 'motor oil', 'synthetic oil'], headOnly: true },
  {
    expansion: 'transmission fluid',
    triggers: [
      'transmission fluid', 'automatic transmission fluid', 'gear oil', 'differential fluid',
    ],
    headOnly: true,
  },
  { expansion: 'antifreeze', triggers: ['coolant', 'antifreeze'], headOnly: true },
  { expansion: 'windshield fluid', triggers: ['washer fluid', 'wiper fluid'], headOnly: true },
  {
    expansion: 'fuel system cleaners',
    triggers: [
      'injector cleaner', 'fuel system cleaner', 'fuel injector cleaner', 'carb cleaner', 'carburetor cleaner',
      'throttle body cleaner',
    ],
    headOnly: true,
  },
  {
    expansion: 'performance additives',
    triggers: [
      'octane booster', 'fuel additive', 'oil additive', 'additive', 'booster', 'oil treatment', 'engine flush',
      'oil stabilizer',
    ],
    headOnly: true,
  },
  {
    expansion: 'cooling system additives',
    triggers: [
      'stop leak', 'radiator stop leak', 'coolant additive', 'radiator flush',
    ],
    headOnly: true,
  },
  { expansion: 'hydraulic clutch fluid', triggers: ['clutch fluid'], headOnly: true },
  { expansion: 'automotive storage covers', triggers: ['car cover', 'vehicle cover', 'truck cover', 'suv cover'] },
  { expansion: 'windshield covers', triggers: ['sun shade', 'windshield shade', 'snow cover', 'frost cover'] },
  { expansion: 'body paint', triggers: ['paint', 'touch up paint', 'touch up', 'primer', 'clear coat'] },
  { expansion: 'emblems hood ornaments', triggers: ['emblem', 'badge', 'nameplate'] },
  { expansion: 'wraps', triggers: ['vinyl wrap', 'wrap'] },
  { expansion: 'decals', triggers: ['decal', 'sticker', 'stripe'] },
  {
    expansion: 'diagnostic scanners',
    triggers: [
      'scanner', 'scan tool', 'code reader', 'on board diagnostic', 'diagnostic tool', 'code scanner',
    ],
  },
  { expansion: 'jump starters', triggers: ['jump starter', 'jump box', 'jump pack'] },
  { expansion: 'brake service kits', triggers: ['brake bleeder', 'brake bleeding', 'bleeder kit', 'brake service'] },
  {
    expansion: 'jacks lift trucks',
    triggers: [
      'jack', 'floor jack', 'jack stand', 'bottle jack', 'scissor jack', 'car lift',
    ],
  },
  { expansion: 'oil filter drains', triggers: ['drain pan', 'oil drain pan', 'oil catch pan'] },
  { expansion: 'electrical testing tools', triggers: ['multimeter', 'circuit tester', 'test light', 'voltmeter'] },
  // Workshop tools: the taxonomy files them under Hardware; naming them here marks them as automotive part types.
  { expansion: 'wrenches', triggers: ['wrench', 'torque wrench', 'spanner', 'oil filter wrench', 'lug wrench'] },
  { expansion: 'impact wrenches drivers', triggers: ['impact wrench', 'impact driver', 'impact gun'] },
  {
    expansion: 'tool sockets',
    triggers: [
      'socket', 'socket set', 'impact socket', 'spark plug socket', 'oxygen sensor socket',
    ],
  },
  { expansion: 'socket drivers', triggers: ['ratchet', 'breaker bar'] },
  { expansion: 'grease guns', triggers: ['grease gun'] },
  {
    expansion: 'repair specialty tools',
    triggers: [
      'tool', 'puller', 'press', 'remover', 'installer', 'spring compressor', 'caliper tool', 'piston tool',
    ],
    headOnly: true,
  },
  { expansion: 'pliers', triggers: ['pliers', 'plier'] },
  { expansion: 'screwdrivers', triggers: ['screwdriver'] },
  { expansion: 'hand tool sets', triggers: ['tool set', 'mechanics tool set', 'tool kit'] },
  { expansion: 'work lights', triggers: ['work light', 'shop light', 'trouble light', 'inspection light'] },
  { expansion: 'compressors', triggers: ['air compressor'] },
  { expansion: 'inspection mirrors', triggers: ['inspection mirror'] },
  { expansion: 'pickup tools', triggers: ['pickup tool', 'magnetic pickup'] },
  { expansion: 'pry bars', triggers: ['pry bar'] },
  { expansion: 'taps dies', triggers: ['tap and die', 'thread repair'] },
  // "Manual" alone is how catalogs say "not powered" (WDO REG MANUAL, DOOR MIRROR MANUAL), so only these name a book.
  {
    expansion: 'vehicle service manuals',
    triggers: ['repair manual', 'service manual', 'shop manual', 'workshop manual', 'owners manual'],
  },
  ...PART_VOCABULARY,
  ...DOMAIN_VOCABULARY,
  ...AFTERMARKET_VOCABULARY,
  ...SYSTEM_PARTS_VOCABULARY,
  ...SHOP_VOCABULARY,
  ...HEAVY_DUTY_VOCABULARY,
  ...ENGINE_BUILDING_VOCABULARY,
  ...FLUID_SPEC_VOCABULARY,
  ...MARINE_VOCABULARY,
  ...ELECTRONICS_VOCABULARY,
  ...EV_VOCABULARY,
  ...CARGO_AND_BODY_VOCABULARY,
  ...RV_VOCABULARY,
  ...POWERSPORT_VOCABULARY,
  ...POWER_ADDER_VOCABULARY,
  ...IN_CAR_MEDIA_VOCABULARY,
  ...TOOL_TRADE_VOCABULARY,
  ...CLASSIC_AND_TRIM_VOCABULARY,
  ...TOWING_AND_CHASSIS_VOCABULARY,
  ...CAR_CARE_AND_DECOR_VOCABULARY,
  ...RACE_PREP_VOCABULARY,
  ...SECOND_READINGS,
];
