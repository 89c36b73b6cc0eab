import type { ConceptRule } from './automotive-concepts';
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
  MIRRORS,
  OIL_CIRCULATION,
  SEATING,
  SENSORS,
  SUSPENSION,
  TIRE_ACCESSORIES,
  TOWING,
  WHEEL_PARTS,
  WINDOWS,
} from './vehicle-systems';

/**
 * The less common parts of each vehicle system, as parts catalogs (PCdb part terminology, OEM electronic catalogs,
 * aftermarket hardware lines) name them. The concept table holds what most catalogs sell; this holds the long tail
 * (valve keepers, sector shaft seals, blend door motors, push retainers), so that a rare part is read into its system
 * instead of into whichever non-vehicle category shares one of its words ("keeper", "skirt", "tray").
 */
const RARE_PARTS: ConceptRule[] = [
  {
    expansion: BRAKING,
    triggers: [
      'shoe set', 'shoe kit', 'shoe lining', 'return spring', 'shoe return spring', 'hold down spring', 'hold down pin', 'adjuster spring',
      'star wheel', 'adjuster cable', 'adjuster lever', 'residual valve',
      'residual pressure valve', 'residual check valve', 'metering valve', 'pressure differential valve',
      'caliper bushing', 'caliper sleeve', 'caliper guide', 'caliper mounting', 'caliper repair', 'caliper seal',
      'pad shim', 'brake shim', 'anti squeal', 'abutment clip', 'pad clip', 'pad retainer', 'pad spring',
      'parking brake equalizer', 'brake equalizer', 'cable equalizer', 'drum hardware', 'shoe hardware', 'booster check valve',
      'vacuum check valve', 'master cylinder reservoir', 'brake reservoir', 'bleeder', 'bleeder valve', 'banjo bolt',
      'brake tubing', 'tone ring', 'reluctor ring', 'rotor shield', 'brake backing plate', 'hydraulic brake',
      'brake proportioning', 'brake pressure', 'parking brake actuator', 'brake strut', 'brake spring',
    ],
  },
  {
    expansion: ENGINE_PARTS,
    triggers: [
      'valve keeper', 'valve lock', 'keeper', 'valve retainer', 'spring retainer', 'valve spring retainer',
      'valve lifter', 'hydraulic lifter', 'tappet', 'cam follower', 'rocker shaft', 'rocker stud', 'rocker nut',
      'pushrod guide', 'guide plate', 'cylinder liner', 'cylinder sleeve', 'liner sleeve', 'piston pin', 'wrist pin',
      'crankshaft seal', 'camshaft seal', 'crank seal', 'cam seal', 'camshaft plug', 'expansion plug', 'welch plug',
      'block plug', 'intake gasket', 'manifold runner', 'intake runner', 'runner control', 'plenum', 'intake plenum',
      'throttle body gasket', 'throttle body spacer', 'intake resonator', 'air duct', 'intake duct', 'air inlet',
      'snorkel', 'turbocharger gasket', 'turbocharger oil line', 'wastegate actuator', 'boost control', 'boost solenoid',
      'bypass valve', 'diverter valve', 'blow off', 'coolant bleeder', 'coolant flange', 'coolant tube',
      'coolant crossover', 'water pump gasket', 'water pipe', 'water jacket', 'radiator drain', 'petcock', 'draincock',
      'drain cock', 'radiator mount', 'radiator bracket', 'radiator insulator', 'fan motor', 'cooling fan motor',
      'fan resistor', 'fan module', 'auxiliary fan', 'degas bottle', 'surge tank', 'coolant tank', 'recovery tank',
      'overflow bottle', 'coolant bottle', 'tensioner pulley', 'belt tensioner', 'chain tensioner', 'timing guide',
      'harmonic damper', 'vibration damper', 'crank pulley', 'damper pulley', 'engine support', 'engine bracket',
      'coil wire', 'ignition cable', 'distributor hold down', 'distributor gasket', 'distributor shaft', 'pickup coil',
      'ignition pickup', 'ignition rotor', 'contact points', 'ignition points', 'breaker points',
      'breather', 'crankcase breather', 'breather hose', 'breather tube', 'vacuum hose',
      'vacuum line', 'vacuum tee', 'vacuum fitting', 'vacuum reservoir', 'vacuum cap', 'valve cover grommet',
      'spark plug well', 'cam cover', 'head cover', 'idle control valve', 'idle speed', 'air bypass', 'intercooler pipe',
      'charge pipe', 'charge air cooler', 'charge air', 'boost pipe', 'head bolt set', 'main stud', 'engine rebuild',
      'overhaul', 'oil ring', 'piston skirt', 'ring expander', 'connecting rod bearing', 'cylinder head bolt', 'engine valve', 'poppet valve',
    ],
  },
  {
    expansion: OIL_CIRCULATION,
    triggers: [
      'oil accumulator', 'oil pan baffle', 'oil pressure relief', 'oil bypass', 'oil strainer', 'oil pickup tube',
      'oil filter adapter', 'oil filter stand', 'oil galley', 'oil gallery', 'oil squirter', 'piston cooling',
      'oil return', 'oil feed', 'oil tube', 'oil hose', 'remote oil filter', 'oil sump',
    ],
  },
  {
    expansion: FUEL,
    triggers: [
      'lift pump', 'transfer pump', 'fuel transfer', 'water separator', 'fuel water separator', 'primer pump',
      'hand primer', 'injection line', 'injector line', 'high pressure pump', 'fuel return', 'return line',
      'vapor line', 'vapor hose', 'fuel vapor', 'rollover valve', 'tank vent', 'fuel tank strap', 'tank strap',
      'fuel tank shield', 'pump strainer', 'fuel sock', 'pickup sock', 'injector seal', 'injector cup',
      'injector sleeve', 'injector oring', 'pressure damper', 'pulse damper', 'fuel damper', 'filler hose',
      'filler pipe', 'fuel shutoff', 'shutoff solenoid', 'fuel solenoid', 'fuel cutoff', 'inertia switch',
      'fuel heater', 'fuel cooler', 'fuel bowl', 'float bowl', 'needle and seat', 'accelerator pump', 'choke pull off',
      'throttle body injection', 'fuel manifold', 'injector rail', 'quick connect', 'fuel fitting', 'canister',
      'purge solenoid', 'vent solenoid', 'leak detection pump', 'fuel pressure', 'fuel supply', 'fuel delivery',
    ],
  },
  {
    expansion: EXHAUST,
    triggers: [
      'catalyst', 'selective catalytic reduction', 'diesel exhaust fluid', 'exhaust fluid', 'heat shield',
      'muffler clamp', 'muffler hanger', 'exhaust flange', 'flange gasket', 'exhaust seal', 'exhaust stud',
      'manifold stud', 'exhaust bolt', 'exhaust spring', 'exhaust coupling', 'rubber hanger', 'exhaust extension',
      'header gasket', 'collector gasket', 'doughnut', 'air pump', 'air injector', 'secondary air injector',
      'secondary air injection', 'air injection check valve', 'air check valve', 'particulate', 'exhaust back pressure',
      'exhaust pressure', 'exhaust brake', 'muffler delete', 'test pipe', 'exhaust cutout',
    ],
  },
  {
    expansion: ELECTRICAL,
    triggers: [
      'battery disconnect', 'disconnect switch', 'battery switch', 'master switch', 'kill switch', 'cutoff switch',
      'battery isolator', 'battery post', 'battery clamp', 'battery strap', 'battery vent', 'ground wire',
      'ground', 'grounding', 'earth strap', 'cigar lighter', 'lighter', 'lighter element', 'lighter socket',
      'power port', 'accessory outlet', 'power socket', 'auxiliary outlet', 'usb charger', 'usb port', 'usb outlet',
      'inverter', 'voltage converter', 'flasher relay', 'relay box', 'junction block', 'junction box', 'fuse panel',
      'power distribution', 'distribution block', 'bus bar', 'starter solenoid', 'starter switch', 'starter brush',
      'alternator brush', 'alternator bracket', 'alternator pulley', 'alternator diode', 'rectifier', 'stator',
      'armature', 'field coil', 'wire loom', 'loom', 'split loom', 'conduit', 'heat shrink', 'butt connector',
      'wire connector', 'electrical connector', 'harness connector', 'primary wire', 'battery wire', 'horn relay',
      'fuse tap', 'circuit', 'terminal', 'ring terminal', 'wire', 'charging',
      'starter drive', 'starter bendix', 'power cable', 'power wire', 'ground terminal',
    ],
  },
  {
    expansion: SENSORS,
    triggers: [
      'nitrogen oxide', 'pyrometer', 'exhaust gas temperature', 'boost gauge', 'oil pressure switch',
      'oil pressure sender', 'yaw', 'ride height sensor', 'level sensor', 'wheel speed', 'anti lock brake sensor',
      'gauge pod', 'gauge panel', 'cluster', 'speedometer cable', 'hour meter', 'voltmeter gauge',
    ],
  },
  {
    expansion: SUSPENSION,
    triggers: [
      'u bolt', 'axle u bolt', 'spring u bolt', 'center bolt', 'spring center bolt', 'leaf spring bushing',
      'shackle bushing', 'spring hanger', 'spring pad', 'spring perch', 'spring plate', 'sector shaft', 'pitman shaft',
      'steering box', 'rack mount', 'rack bushing', 'rack and pinion mount', 'crossmember', 'cross member',
      'subframe', 'sub frame', 'subframe mount', 'strut rod', 'tension rod', 'compression rod', 'lateral link',
      'toe link', 'camber arm', 'camber link', 'trailing link', 'a arm', 'wishbone', 'strut boot', 'shock boot',
      'strut spacer', 'lift spacer', 'steering stabilizer', 'tie rod sleeve', 'adjusting sleeve', 'steering linkage',
      'steering arm', 'relay rod', 'power steering hose', 'pressure hose', 'return hose', 'steering cooler',
      'steering pump', 'column bearing', 'steering coupling', 'rag joint', 'knuckle', 'air shock', 'air strut',
      'suspension compressor', 'watts link', 'track rod', 'jounce bumper', 'rebound bumper',
      'axle pivot', 'radius rod', 'lift block', 'leveling', 'spring spacer', 'coil spacer', 'spring isolator',
    ],
  },
  {
    expansion: DRIVETRAIN,
    triggers: [
      'shift', 'carrier shim', 'pinion shim', 'pinion seal', 'pinion bearing', 'pinion nut', 'pinion yoke',
      'differential carrier', 'ring gear', 'side gear', 'cross shaft', 'axle seal', 'axle bearing', 'axle nut',
      'axle shaft seal', 'differential cover', 'differential gasket', 'axle housing', 'differential bearing', 'locker',
      'posi', 'positraction', 'shift shaft', 'shift rail', 'shift linkage', 'shift bushing', 'shifter bushing',
      'selector shaft', 'manual shaft', 'detent', 'speedometer gear', 'driven gear', 'drive gear', 'output seal',
      'input seal', 'front pump seal', 'transmission seal', 'tail housing', 'tailshaft', 'slip yoke', 'tripod',
      'tripod joint', 'transfer case motor', 'encoder motor', 'shift motor', 'hub actuator', 'axle actuator',
      'clutch disc', 'clutch plate', 'clutch cover', 'clutch line', 'clutch hose', 'clutch cable', 'pilot bushing',
      'flywheel bolt', 'torque converter seal', 'cooler line', 'transmission gasket', 'band', 'servo',
      'vacuum modulator', 'governor', 'overdrive', 'solenoid pack', 'shift kit', 'clutch pack', 'kickdown',
      'throttle valve cable', 'driveline', 'drive flange', 'companion flange',
      'stub shaft', 'intermediate shaft bearing', 'spline', 'gear set', 'gear', 'shaft',
    ],
  },
  {
    expansion: CLIMATE,
    triggers: [
      'door motor', 'hvac door', 'blend door actuator', 'mode door actuator', 'temperature door', 'air door',
      'heater door', 'defrost door', 'recirculation door', 'cabin filter door', 'cabin filter cover', 'compressor',
      'condenser fan', 'suction line', 'discharge line', 'liquid line', 'suction hose', 'discharge hose',
      'high pressure switch', 'low pressure switch', 'cycling switch', 'clutch coil', 'service valve', 'charge port',
      'schrader valve', 'recharge', 'refrigerant oil', 'heater valve', 'heater control', 'climate control module',
      'temperature control', 'blower switch', 'evaporator core', 'heater pipe', 'heater tube', 'evaporator drain',
      'pollen filter', 'air distribution', 'defrost duct', 'heater duct', 'vent duct', 'floor duct', 'register',
      'vent register', 'louver', 'aux heater', 'heater motor', 'cabin air', 'air conditioning relay', 'heater fan',
      'blower fan', 'thermal expansion valve',
    ],
  },
  {
    expansion: BODY,
    triggers: [
      'skirt', 'side skirt', 'rocker skirt', 'front clip', 'nose', 'header panel', 'filler panel', 'bed side', 'bedside',
      'box side', 'bed panel', 'bed floor', 'tailgate handle', 'tailgate cable', 'tailgate hinge', 'tow hook cover',
      'tow eye cover', 'bumper cap', 'bumper insert', 'bumper trim', 'bumper guard', 'bumper mount', 'bumper support',
      'license plate bracket', 'license plate holder', 'push retainer', 'retainer clip', 'trim clip', 'body clip',
      'push pin', 'push clip', 'rivet', 'panel clip', 'molding clip', 'fastener', 'body fastener', 'clip', 'retainer',
      'grommet', 'body plug', 'plug button', 'door skin', 'hood hinge', 'hood prop', 'hood seal', 'hood cable',
      'hood bumper', 'hood pin', 'hood stop', 'door stop', 'door bumper', 'door seal', 'belt molding', 'drip rail',
      'cab mount', 'body mount', 'body bushing', 'cab bushing', 'frame rail', 'frame bracket', 'frame horn',
      'core support', 'wheel opening', 'fender brace', 'fender bracket', 'apron', 'tail panel', 'floor pan',
      'trunk floor', 'rocker', 'cowl panel', 'diffuser', 'lip', 'front lip', 'chin spoiler', 'splitter', 'canard',
      'hood vent', 'fender vent', 'side vent', 'bug deflector', 'hood protector', 'hood deflector', 'bug shield',
      'nerf', 'gas door', 'trunk seal', 'liftgate hinge', 'liftgate strut', 'tailgate strut', 'panel', 'quarter',
      'lift gate', 'hatch', 'hatch strut', 'splash guard', 'wing',
    ],
  },
  {
    expansion: INTERIOR,
    triggers: [
      'ash tray', 'coat hook', 'garment hook', 'pull strap', 'door pull', 'pull handle', 'grab strap', 'assist strap',
      'console lid', 'console latch', 'console hinge', 'armrest lid', 'glove box latch', 'glove compartment',
      'glovebox', 'storage compartment', 'storage bin', 'storage tray', 'coin holder', 'coin tray', 'tray',
      'dash pad', 'dash cover', 'dash trim', 'instrument panel', 'cluster bezel', 'radio bezel', 'dash bezel',
      'knee bolster', 'pillar cover', 'sill plate', 'scuff plate', 'door sill trim', 'lock knob', 'door lock knob',
      'visor clip', 'sun visor clip', 'interior handle', 'inside handle', 'trim bezel', 'cargo hook', 'bag hook',
      'headliner trim', 'roof console', 'overhead console', 'cup holder insert', 'footrest', 'dead pedal',
    ],
  },
  {
    expansion: SEATING,
    triggers: [
      'seat adjuster', 'seat motor', 'seat recliner', 'recliner', 'seat latch', 'seat back', 'seat base',
      'seat bracket', 'seat riser', 'seat spring', 'seat foam', 'lumbar', 'seat lever', 'seat hinge',
    ],
  },
  {
    expansion: LIGHTING,
    triggers: [
      'halo', 'halo ring', 'angel eye', 'headlight ring', 'light ring', 'led strip', 'light strip', 'accent light',
      'rock light', 'pod light', 'cube light', 'ditch light', 'driving light', 'auxiliary light',
      'headlight bulb', 'headlight connector', 'headlight adjuster', 'headlight bracket', 'headlight housing',
      'headlight lens', 'lens cover', 'cargo light', 'step light', 'trunk light', 'vanity light', 'interior light',
      'reading light', 'license light', 'tag light', 'side light', 'repeater', 'side repeater', 'indicator light',
      'hazard', 'igniter', 'retrofit', 'sealed beam', 'headlight capsule', 'lamp socket', 'light bracket',
      'light mount', 'light guard', 'light cover', 'light wiring', 'light harness', 'lens',
    ],
  },
  {
    expansion: MIRRORS,
    triggers: [
      'mirror cap', 'mirror cover', 'mirror motor', 'blind spot', 'convex mirror', 'mirror housing', 'mirror base',
      'mirror bracket', 'mirror mount', 'mirror extension', 'mirror arm',
    ],
  },
  {
    expansion: WINDOWS,
    triggers: [
      'rain sensor', 'windshield molding', 'windshield seal', 'windshield gasket', 'windshield trim',
      'glass run channel', 'window channel', 'run channel', 'window run', 'window seal', 'window sweep', 'beltline',
      'window felt', 'window guide', 'regulator', 'window lift', 'window track', 'window clip', 'glass clip',
      'wiper pivot', 'wiper transmission', 'wiper cowl', 'cowl screen', 'washer hose', 'washer jet', 'washer motor',
      'wiper refill', 'wiper insert', 'defroster grid', 'rear defroster', 'sunroof motor', 'sunroof seal',
      'sunroof drain', 'sunroof glass', 'vent window', 'vent glass', 'sliding window', 'window tint', 'tint',
      'glass seal', 'glass channel', 'window weatherstrip', 'wiper blade refill',
    ],
  },
  {
    expansion: WHEEL_PARTS,
    triggers: [
      'lug nut key', 'lug key', 'wheel lock key', 'locking lug', 'wheel nut', 'wheel bolt', 'hub seal', 'wheel seal',
      'grease seal', 'hub bearing', 'hub nut', 'spindle nut', 'dust cap', 'grease cap', 'hub ring', 'centering ring',
      'wheel center', 'hub bolt',
    ],
  },
  {
    expansion: TIRE_ACCESSORIES,
    triggers: [
      'spare tire lock', 'spare lock', 'spare tire hoist', 'spare tire cable', 'spare tire winch', 'spare tire mount',
      'spare carrier', 'spare tire', 'spare', 'tire valve stem', 'valve core', 'valve cap', 'valve stem cap',
      'tire inflator', 'tire pressure monitoring service',
    ],
  },
  {
    expansion: CONTROLS,
    triggers: [
      'paddle shifter', 'paddle', 'shift paddle', 'pedal pad', 'gas pedal', 'clutch pedal', 'horn button', 'horn pad',
      'multifunction switch', 'combination switch', 'headlight switch', 'dimmer switch', 'wiper switch',
      'door lock switch', 'mirror switch', 'hazard switch', 'accelerator cable', 'control knob', 'knob',
      'switch panel', 'pedal assembly', 'pedal cover', 'steering wheel control', 'cruise', 'column switch',
    ],
  },
  {
    expansion: TOWING,
    triggers: [
      'receiver hitch', 'pintle', 'trailer connector', 'trailer adapter', 'trailer brake', 'breakaway',
      'breakaway switch', 'safety cable', 'd ring', 'winch line', 'winch rope', 'snatch', 'tow ball', 'tow eye',
      'hitch mount', 'hitch step', 'hitch extension', 'drop hitch', 'trailer jack', 'trailer hitch',
    ],
  },
  {
    expansion: 'performance additives',
    triggers: [
      'octane', 'octane boost', 'cetane', 'cetane boost', 'diesel treatment', 'fuel treatment', 'fuel conditioner',
      'anti gel', 'lead substitute', 'valve lubricant', 'upper cylinder lubricant', 'friction modifier',
    ],
    headOnly: true,
  },
  { expansion: 'greases', triggers: ['grease', 'dielectric grease', 'bearing grease', 'chassis grease', 'lube'], headOnly: true },
  { expansion: 'brake fluid', triggers: ['brake fluid', 'dot 3', 'dot 4'], headOnly: true },
  { expansion: 'power steering fluid', triggers: ['power steering fluid', 'steering fluid'], headOnly: true },
  { expansion: 'engine degreasers', triggers: ['degreaser', 'engine degreaser', 'engine cleaner'], headOnly: true },
  {
    expansion: 'motor vehicle speakers',
    triggers: ['tweeter', 'woofer', 'midrange', 'coaxial speaker', 'component speaker', 'speaker adapter'],
  },
  { expansion: 'motor vehicle subwoofers', triggers: ['subwoofer', 'sub box', 'subwoofer box', 'subwoofer enclosure', 'speaker box'] },
  {
    expansion: 'motor vehicle equalizers crossovers',
    triggers: ['crossover', 'audio equalizer', 'graphic equalizer', 'line output converter'],
  },
  {
    expansion: 'motor vehicle amplifiers',
    triggers: ['amp', 'amplifier', 'amplifier wiring', 'amp kit', 'mono amp', 'monoblock'],
  },
  {
    expansion: 'in dash systems',
    triggers: [
      'double din', 'single din', 'din', 'dash kit', 'radio dash kit', 'radio harness', 'radio adapter',
      'media receiver', 'multimedia receiver', 'car radio', 'infotainment', 'touchscreen',
    ],
  },
  { expansion: 'battery chargers', triggers: ['battery charger', 'trickle charger', 'battery maintainer', 'battery tender'] },
  { expansion: 'jumper cables', triggers: ['jumper cables', 'jumper cable', 'booster cables'] },
  { expansion: 'battery testers', triggers: ['battery tester', 'battery load tester', 'battery analyzer'] },
  { expansion: 'body filler', triggers: ['body filler', 'bondo', 'filler putty', 'glazing putty'] },
  { expansion: 'windshield repair kits', triggers: ['windshield repair', 'chip repair', 'crack repair'] },
];

/**
 * The system a generic part word names when nothing else in the part type does: a "HOSE CLAMP" is most likely an
 * engine part, a "STONE GUARD" a body part, a "TORQUE ROD" a suspension part. Modifiers that name a system still
 * decide ("FUEL HOSE", "WIPER ARM"): a generic head weighs little beside them.
 */
const GENERIC_PART_DEFAULTS: ConceptRule[] = [
  { expansion: BODY, triggers: ['guard', 'beam', 'strip', 'gas spring', 'gas strut', 'impact bar', 'stone guard'] },
  { expansion: ENGINE_PARTS, triggers: ['gasket', 'valve', 'hose', 'vacuum', 'crankcase', 'vacuum pump', 'catch can'] },
  { expansion: SUSPENSION, triggers: ['rod', 'link', 'arm', 'torque rod', 'bell crank', 'king pin'] },
  { expansion: ELECTRICAL, triggers: ['harness', 'connector', 'extension harness'] },
  { expansion: EXHAUST, triggers: ['pipe', 'hanger'] },
  { expansion: BRAKING, triggers: ['adjuster', 'slack adjuster', 'air dryer', 'air brake'] },
  { expansion: 'tire repair tire changing tools', triggers: ['tire patch', 'patch kit', 'tire plug kit'] },
];

export const PART_VOCABULARY: readonly ConceptRule[] = [...RARE_PARTS, ...GENERIC_PART_DEFAULTS];
