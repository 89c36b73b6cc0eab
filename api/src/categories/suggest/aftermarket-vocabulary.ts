import type { ConceptRule } from './concept-rule';
import { SHOP_VOCABULARY } from './shop-vocabulary';
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
 * The aftermarket's accessory and performance lines, as distributor catalogs (ACES/PIES part types and their
 * house abbreviations) name them: wiring supplies and the tools to fit them, dash gauges, audio and security
 * electronics, rider gear, carrying racks, recovery gear, speed parts and body-shop tools. Without these words a
 * part whose name shares one generic word with a car system ("BAND", "RECEIVER", "BELT", "ROPE") lands there, or
 * in a household category sharing it.
 */
/**
 * Electric devices whose wiring is sold on its own: "KNOCK SNSR HARNESS" is wiring, not a sensor. (An injector's
 * harness stays a fuel-system part, as the expert set files it.)
 */
const WIRED_DEVICES = [
  'sensor', 'switch', 'motor', 'resistor', 'actuator', 'module', 'solenoid', 'relay', 'coil', 'pump', 'fan',
  'blower', 'lamp', 'light', 'headlight', 'horn', 'speaker', 'radio', 'alternator', 'starter', 'camera', 'valve',
  'heater', 'compressor', 'regulator', 'ballast', 'socket', 'bulb',
];
const WIRING_WORDS = ['connector', 'harness', 'pigtail', 'wiring', 'wiring harness', 'connector pigtail', 'plug connector'];

const WIRING: ConceptRule[] = [
  { expansion: ELECTRICAL, triggers: WIRED_DEVICES.flatMap((device) => WIRING_WORDS.map((wiring) => `${device} ${wiring}`)) },
  {
    expansion: ELECTRICAL,
    triggers: ['engine harness', 'engine wiring harness', 'body harness', 'chassis harness', 'dash harness', 'door harness'],
  },
  {
    expansion: 'wire terminals connectors',
    triggers: [
      'terminal assortment', 'terminal kit', 'terminal set', 'connector assortment', 'connector kit',
      'butt splice', 'butt splices', 'butt connectors', 'spade terminal', 'spade terminals', 'ring terminals',
      'bullet connector', 'bullet connectors', 'quick disconnect', 'quick disconnects', 'weatherpack',
      'weather pack', 'deutsch connector', 'metri pack', 'heat shrink terminal', 'heat shrink terminals',
      'heat shrink connector', 'heat shrink connectors', 'solder sleeve', 'solder seal', 'wire nut', 'wire nuts',
      'terminals', 'splice connector', 'tap connector', 'posi tap', 'posi lock',
    ],
  },
  {
    expansion: 'wire cable hand tools',
    triggers: [
      'crimper', 'crimpers', 'crimping tool', 'crimp tool', 'terminal crimper', 'wire crimper', 'wire stripper',
      'wire strippers', 'stripper crimper', 'cable cutter', 'wire cutter', 'cable stripper', 'terminal tool',
      'depinning tool', 'terminal release tool', 'pin extractor', 'terminal removal',
    ],
  },
  { expansion: 'heat shrink tubing', triggers: ['heat shrink tubing', 'shrink tubing', 'shrink tube'] },
  { expansion: 'solder flux', triggers: ['solder', 'rosin core', 'flux'], headOnly: true },
  { expansion: 'soldering irons', triggers: ['soldering iron', 'soldering gun', 'solder gun', 'soldering station'] },
  { expansion: 'heat guns', triggers: ['heat gun'] },
  {
    expansion: 'electrical testing tools',
    triggers: [
      'multimeter', 'multi meter', 'test light', 'circuit tester', 'continuity tester', 'power probe',
      'circuit probe', 'clamp meter', 'logic probe', 'voltage tester', 'amp clamp',
    ],
  },
  {
    expansion: 'electrical wires cable',
    triggers: [
      'battery cable bulk', 'welding cable', 'bulk wire', 'gxl wire', 'txl wire', 'marine wire', 'tinned wire',
      'tinned copper wire', 'duplex wire', 'triplex wire', 'trailer wire', 'bonded wire', 'zip cord',
    ],
  },
  { expansion: 'wire cable ties', triggers: ['cable tie', 'cable ties', 'zip tie', 'zip ties', 'tie wrap', 'tie wraps'] },
];

const GAUGES: ConceptRule[] = [
  {
    expansion: SENSORS,
    triggers: [
      'voltmeter', 'volt gauge', 'ammeter', 'amp gauge', 'amplifier gauge', 'oil pressure gauge', 'oil temp gauge',
      'oil temperature gauge', 'water temp gauge', 'water temperature gauge', 'coolant temp gauge',
      'trans temp gauge', 'transmission temperature gauge', 'fuel pressure gauge', 'air fuel gauge',
      'air fuel ratio', 'wideband', 'wideband gauge', 'egt gauge', 'pyrometer gauge', 'vacuum gauge dash',
      'gauge pod', 'gauge cup', 'gauge mount', 'pillar pod', 'gauge bezel', 'gauge sender', 'temperature sender',
      'temp sender', 'temp sending unit', 'oil pressure sending unit', 'sending unit', 'digital gauge',
      'mechanical gauge', 'electric gauge', 'gauge kit', 'gauge', 'tach', 'shift light', 'data logger', 'temp switch',
      'temperature switch', 'coolant temperature switch', 'fan temperature switch', 'fan switch', 'radiator fan switch',
      'cooling fan switch', 'thermo switch', 'thermal switch', 'level switch', 'vacuum switch',
      'pressure switch', 'oil level sensor', 'parking aid sensor', 'parking sensor', 'park assist sensor',
      'backup sensor', 'reverse sensor', 'ultrasonic sensor', 'parking distance sensor',
      'hour meter', 'clock gauge', 'compass gauge', 'inclinometer',
    ],
    headOnly: true,
  },
];

const AUDIO_VIDEO: ConceptRule[] = [
  {
    expansion: 'in dash systems',
    triggers: [
      'cd receiver', 'dvd receiver', 'cd player', 'dvd player', 'digital media receiver', 'mechless receiver',
      'stereo receiver', 'car stereo', 'head unit', 'am fm receiver', 'am fm radio', 'bluetooth receiver',
      'navigation receiver', 'multimedia player', 'car play', 'carplay', 'android auto', 'radio receiver',
      'in dash', 'indash',
    ],
  },
  {
    expansion: 'motor vehicle equalizers crossovers',
    triggers: [
      'sound processor', 'digital sound processor', 'dsp', 'bass processor', 'bass restoration', 'epicenter',
      'parametric equalizer', 'band pass', 'passive crossover', 'active crossover', 'line driver',
    ],
  },
  {
    expansion: 'motor vehicle speakers',
    triggers: [
      'coaxial', 'coax speaker', 'component set', 'speaker set', 'door speaker', 'dash speaker', 'rear deck speaker',
      'full range speaker', 'speaker pair', 'horn speaker', 'soundbar', 'marine speaker', 'tower speaker',
    ],
  },
  { expansion: 'motor vehicle subwoofers', triggers: ['loaded enclosure', 'bass tube', 'bass box'] },
  { expansion: 'parking cameras', triggers: ['backup camera', 'back up camera', 'reverse camera', 'rear camera', 'rearview camera'] },
  {
    expansion: SENSORS,
    triggers: [
      'adas', 'adas camera', 'adas sensor', 'lane departure camera', 'lane keep camera', 'lane departure', 'windshield camera',
      'forward camera', 'front camera module', 'driver assist camera', 'radar sensor', 'cruise control radar',
      'distance sensor', 'collision sensor', 'blind spot sensor', 'blind spot radar', 'night vision camera',
    ],
  },
  {
    expansion: 'motor vehicle electronics',
    triggers: [
      'dash cam', 'dashcam', 'dash camera', 'blind spot system',
      'fm modulator', 'fm transmitter', 'satellite radio', 'sirius', 'xm tuner', 'antenna mast', 'power antenna',
      'radio antenna', 'antenna', 'obd monitor', 'gps tracker', 'vehicle tracker', 'tracking device', 'tracker',
      'obd port lock', 'obd lock',
    ],
  },
  {
    expansion: 'motor vehicle electronics',
    triggers: ['bluetooth module', 'bluetooth kit', 'bluetooth interface', 'bluetooth music adapter', 'bluetooth car kit'],
  },
  { expansion: 'mobile phone stands', triggers: ['wireless charger', 'wireless charging mount', 'phone mount charger', 'charging mount'] },
  { expansion: 'video monitor mounts', triggers: ['flip down', 'flip down monitor', 'overhead dvd', 'roof mount monitor', 'headrest dvd'] },
  {
    expansion: 'motorcycle helmet parts accessories',
    triggers: ['bluetooth headset', 'helmet headset', 'helmet speakers', 'helmet communication', 'headset', 'communicator'],
    forKinds: ['motorcycle', 'moped', 'scooter', 'atv', 'utv', 'offroad', 'snowmobile'],
  },
  {
    expansion: 'motor vehicle electronics',
    triggers: ['sirius xm', 'siriusxm', 'satellite radio receiver', 'xm receiver', 'sirius receiver', 'satellite receiver'],
  },
  {
    expansion: 'motor vehicle electronics',
    triggers: [
      'subwoofer grill', 'sub grill', 'subwoofer grille', 'amp rack', 'amplifier rack', 'amp mount', 'amplifier mount',
      'amplifier rack', 'rca splitter', 'y splitter', 'rca adapter', 'rca y', 'aux input', 'aux input cable', 'aux port',
      'usb extension', 'usb port extension', 'steering wheel remote', 'steering wheel audio remote', 'tv tuner', 'mobile tv',
    ],
  },
  {
    expansion: 'motor vehicle equalizers crossovers',
    triggers: ['high level input', 'speaker level input', 'high level adapter', 'high level input adapter'],
  },
  {
    expansion: 'video monitor mounts',
    triggers: ['rear seat entertainment', 'entertainment system', 'headrest video', 'tablet mount', 'tablet holder', 'ipad mount'],
  },
  {
    expansion: 'parking cameras',
    triggers: ['mirror monitor', 'backup mirror', 'rear view mirror monitor', 'side view camera', 'front view camera', 'grille camera'],
  },
  { expansion: 'parking cameras', triggers: ['camera'], headOnly: true },
  { expansion: 'radar jammers', triggers: ['laser jammer', 'radar jammer', 'laser shifter'] },
  { expansion: 'communication radios', triggers: ['ham radio', 'amateur radio', 'mobile radio'] },
  {
    expansion: 'communication radio accessories',
    triggers: ['mag mount', 'magnet mount', 'antenna spring', 'antenna stud', 'antenna coax', 'cb antenna mount'],
  },
  { expansion: 'vehicle diagnostic scanners', triggers: ['key programmer', 'key programming tool', 'obd key programmer', 'tpms programmer'] },
  { expansion: 'radar detectors', triggers: ['radar detector', 'laser detector', 'radar laser detector'] },
  { expansion: 'cb radios', triggers: ['cb radio', 'citizens band radio'] },
  {
    expansion: 'communication radio accessories',
    triggers: ['cb antenna', 'cb mount', 'antenna mount', 'coax cable', 'swr meter', 'cb microphone', 'cb speaker', 'cb coax', 'cb mic'],
  },
  { expansion: 'two way radios', triggers: ['two way radio', 'handheld radio', 'gmrs radio', 'walkie talkie'] },
  { expansion: 'gps navigation systems', triggers: ['gps navigator', 'gps unit', 'navigation unit', 'gps'] },
];

const SECURITY: ConceptRule[] = [
  {
    expansion: 'automotive alarm accessories',
    triggers: [
      'shock sensor', 'glass break sensor', 'tilt sensor', 'motion sensor alarm', 'alarm siren', 'siren',
      'pin switch', 'hood pin switch', 'door pin switch', 'door trigger', 'trigger switch', 'door trigger switch', 'alarm remote', 'alarm antenna', 'valet switch',
      'alarm led', 'alarm sensor', 'proximity sensor alarm', 'backup battery siren', 'microwave sensor',
    ],
  },
  {
    expansion: 'automotive alarm systems',
    triggers: ['car alarm', 'alarm system', 'security system', 'remote starter', 'remote start', 'remote start system'],
  },
  { expansion: 'immobilizers', triggers: ['immobilizer', 'kill switch kit', 'fuel cut off'] },
  { expansion: 'steering wheel locks', triggers: ['steering wheel lock', 'steering lock', 'club lock', 'wheel lock bar'] },
  { expansion: 'wheel clamps', triggers: ['wheel clamp', 'tire clamp', 'wheel boot', 'tire boot', 'tire lock', 'wheel lock boot', 'boot lock'] },
  { expansion: 'vehicle remote keyless systems', triggers: ['key fob', 'keyless entry', 'remote key', 'transponder key', 'smart key', 'flip key'] },
];

const RIDER_GEAR: ConceptRule[] = [
  { expansion: 'motorcycle kidney belts', triggers: ['kidney belt', 'kidney belts', 'kidney support'] },
  { expansion: 'motorcycle neck braces', triggers: ['neck brace', 'neck braces', 'neck roll', 'neck protector'] },
  {
    expansion: 'motorcycle elbow wrist guards',
    triggers: ['elbow guard', 'elbow guards', 'elbow pads', 'wrist guard', 'wrist guards', 'wrist brace', 'elbow protector'],
  },
  { expansion: 'motorcycle knee shin guards', triggers: ['knee shin guard', 'shin guards', 'knee pads riding'] },
  { expansion: 'motorcycle chest back protectors', triggers: ['chest back protector', 'back protector insert', 'body armor', 'pressure suit'] },
  {
    expansion: 'motorcycle jackets',
    triggers: ['riding jacket', 'motorcycle jacket', 'textile jacket', 'leather jacket', 'mesh jacket', 'rain jacket riding'],
  },
  { expansion: 'motorcycle pants', triggers: ['riding pants', 'motorcycle pants', 'textile pants', 'leather pants', 'mx pants', 'riding jeans'] },
  { expansion: 'motorcycle suits', triggers: ['race suit', 'riding suit', 'one piece suit', 'rain suit'] },
  { expansion: 'motorcycle gloves', triggers: ['riding gloves', 'motorcycle gloves', 'mx gloves', 'gauntlet gloves'] },
  { expansion: 'motorcycle goggles', triggers: ['goggle lens', 'tear offs', 'tear off', 'roll off'] },
  { expansion: 'motorcycle helmet parts accessories', triggers: ['helmet bag', 'helmet lock', 'cheek pads', 'helmet pads', 'helmet visor', 'peak visor'] },
  { expansion: 'atv utv bar pads', triggers: ['bar pad', 'bar pads', 'handlebar pad', 'roll bar pad', 'cross bar pad', 'crossbar pad'] },
];

const RACKS: ConceptRule[] = [
  {
    expansion: 'vehicle fishing rod racks',
    triggers: ['rod rack', 'rod carrier', 'rod holder roof', 'fishing rod rack', 'fishing rod carrier', 'rod vault', 'rod locker'],
  },
  {
    expansion: 'vehicle motorcycle scooter racks',
    triggers: [
      'motorcycle carrier', 'dirt bike carrier', 'scooter carrier', 'motorcycle hauler', 'dirt bike hauler',
      'motorcycle rack', 'scooter rack', 'wheel chock motorcycle',
    ],
  },
  { expansion: 'vehicle motorcycle scooter racks', triggers: ['carrier', 'hauler', 'rack'], forKinds: ['motorcycle', 'moped', 'scooter'] },
  {
    expansion: 'vehicle bicycle racks',
    triggers: ['bike rack', 'bicycle rack', 'bike carrier', 'bicycle carrier', 'bike mount', 'fork mount', 'hitch bike rack'],
  },
  { expansion: 'vehicle ski snowboard racks', triggers: ['ski rack', 'snowboard rack', 'ski carrier', 'ski snowboard'] },
  {
    expansion: 'vehicle water sport board racks',
    triggers: ['surfboard rack', 'surf rack', 'sup rack', 'paddle board rack', 'paddleboard rack', 'board rack'],
  },
  { expansion: 'vehicle gun racks', triggers: ['gun rack', 'rifle rack', 'gun mount', 'gun carrier'] },
  {
    expansion: 'vehicle cargo racks',
    triggers: [
      'cargo carrier', 'hitch cargo carrier', 'cargo basket', 'roof basket', 'cargo box', 'roof box', 'rooftop carrier',
      'roof top carrier', 'cargo tray', 'hitch tray', 'ladder rack', 'roof rack basket', 'luggage rack', 'cargo rack',
      'roof cargo bag', 'rooftop bag', 'spare tire carrier rack', 'hitch carrier', 'roof bag', 'car top carrier',
      'cartop carrier', 'roof top bag',
    ],
  },
  {
    expansion: 'vehicle base rack systems',
    triggers: [
      'crossbar', 'crossbars', 'cross bar', 'cross bars', 'roof rails', 'roof rail', 'load bars', 'load bar',
      'base rack', 'rack tower', 'rack towers', 'rack feet', 'foot pack', 'fit kit', 'rack fit kit', 'roof rack',
    ],
  },
  { expansion: 'vehicle cargo racks', triggers: ['cargo bar', 'cargo bars', 'bed bar', 'load stabilizer'] },
  { expansion: 'vehicle boat racks', triggers: ['kayak loader', 'roller loader', 'kayak roller', 'boat roller loader'] },
  {
    expansion: 'motor vehicle carrying rack accessories',
    triggers: ['surfboard pads', 'rack pads', 'crossbar pads', 'roof rack pads', 'roof rack fairing', 'rack fairing', 'wind fairing'],
  },
  { expansion: 'vehicle bicycle rack accessories', triggers: ['bike rack lock', 'hitch bike rack adapter', 'bike rack adapter', 'top tube adapter', 'bike rack light board'] },
  { expansion: 'motor vehicle loading ramps', triggers: ['loading ramp', 'loading ramps', 'ramp', 'ramps', 'atv ramp', 'car ramps'] },
  {
    expansion: 'vehicle pet barriers',
    triggers: ['pet barrier', 'dog barrier', 'dog guard', 'cargo barrier', 'pet seat cover', 'dog seat cover', 'pet hammock', 'dog hammock'],
  },
  { expansion: 'vehicle boat racks', triggers: ['canoe carrier', 'canoe rack', 'kayak mount', 'boat rack', 'boat loader', 'kayak rack'] },
  {
    expansion: 'motorcycle bags panniers',
    triggers: ['tail trunk', 'top case', 'top box', 'trunk', 'luggage'],
    forKinds: ['motorcycle', 'moped', 'scooter', 'atv', 'utv', 'offroad', 'snowmobile'],
  },
  { expansion: WINDOWS, triggers: ['side window shade', 'window sun shade', 'window shade', 'window shades', 'rear window shade'] },
  {
    expansion: 'license plate mounts holders',
    triggers: ['license plate screws', 'plate screws', 'license plate bolts', 'license plate fasteners', 'license plate hardware'],
  },
  { expansion: 'vehicle headrest hangers hooks', triggers: ['headrest hook', 'headrest hooks', 'headrest hanger', 'seat back hook'] },
  { expansion: 'truck bed storage boxes organizers', triggers: ['bed box', 'truck box', 'tool box truck', 'crossover box', 'chest box', 'side mount box', 'bed organizer', 'cargo divider'] },
];

const RECOVERY: ConceptRule[] = [
  {
    expansion: TOWING,
    triggers: [
      'kinetic rope', 'kinetic recovery rope', 'recovery rope', 'recovery strap', 'snatch strap', 'tow strap',
      'tree saver', 'tree strap', 'soft shackle', 'recovery kit', 'recovery shackle', 'bow shackle', 'd ring shackle',
      'recovery boards', 'traction boards', 'traction mats', 'recovery tracks', 'recovery point', 'recovery hook',
      'winch mount', 'winch plate', 'trailer winch', 'boat trailer winch', 'winch strap', 'bow strap', 'bow stop', 'winch cable', 'synthetic winch rope', 'hawse fairlead',
      'roller fairlead', 'fairlead', 'winch hook', 'tow chain', 'tow dolly', 'tow bar', 'tow bar baseplate',
      'baseplate', 'base plate tow', 'flat tow', 'hitch receiver', 'receiver tube', 'hitch reducer', 'hitch adapter',
      'pintle hook', 'gooseneck', 'gooseneck hitch', 'gooseneck ball', 'trailer coupler', 'tongue coupler', 'safety chain',
      'safety chains', 'hitch pin', 'hitch clip', 'receiver pin', 'hitch ball', 'ball mount', 'tow hitch',
      'hitch step', 'hitch cargo', 'sway control', 'trailer sway', 'brake controller', 'trailer brake controller',
      'tongue weight scale', 'wiring adapter', 'trailer wiring', '4 flat', '7 way', 'breakaway kit', 'breakaway battery',
    ],
  },
  { expansion: 'winches', triggers: ['winch', 'atv winch', 'utv winch', 'electric winch', 'hand winch'], headOnly: true },
];

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
      'o2 bung', 'oxygen bung', 'oxygen sensor bung', 'bung', 'mandrel bend', 'exhaust tubing', 'exhaust pipe',
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

const DECOR: ConceptRule[] = [
  { expansion: 'vehicle shift boots', triggers: ['shift boot', 'shifter boot', 'gear boot', 'gear shift boot', 'shift lever boot'] },
  { expansion: 'vehicle shift knobs', triggers: ['shift knob', 'shifter knob', 'gear knob', 'gear shift knob', 'shift handle knob'] },
  { expansion: 'vehicle steering wheel covers', triggers: ['steering wheel cover', 'wheel cover steering', 'steering cover'] },
  { expansion: 'vehicle license plate frames', triggers: ['plate frame', 'license frame', 'tag frame'] },
  { expansion: 'vehicle license plate covers', triggers: ['plate cover', 'license cover', 'tag cover', 'plate shield'] },
  { expansion: 'vehicle emblems hood ornaments', triggers: ['emblem', 'badge', 'nameplate', 'hood ornament', 'letters emblem'] },
  { expansion: 'vehicle air fresheners', triggers: ['air freshener', 'vent freshener', 'odor eliminator', 'scent'] },
  { expansion: 'vehicle hitch covers', triggers: ['hitch cover', 'receiver cover', 'receiver plug', 'hitch plug'] },
  { expansion: 'vehicle decals', triggers: ['pin stripe tape', 'pinstripe tape', 'stripe tape', 'striping tape', 'pin stripe'] },
  { expansion: 'vehicle decals', triggers: ['decal', 'decals', 'stripe kit', 'pinstripe', 'vinyl graphic', 'racing stripes'] },
  { expansion: 'vehicle wraps', triggers: ['vinyl wrap', 'wrap film', 'carbon fiber vinyl', 'chrome delete'] },
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
    triggers: ['seat belt receptacle', 'belt receptacle', 'buckle receptacle', 'seat belt latch', 'seat belt buckle', 'buckle'],
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
  { expansion: 'vehicle safety equipment', triggers: ['fire suppression', 'fire suppression system', 'fire bottle'] },
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
      'top hinge', 'top boot', 'top cover boot', 'truck cap', 'camper shell', 'topper', 'bed cap', 'bed rail cap',
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

export const AFTERMARKET_VOCABULARY: readonly ConceptRule[] = [
  ...WIRING,
  ...GAUGES,
  ...AUDIO_VIDEO,
  ...SECURITY,
  ...RIDER_GEAR,
  ...RACKS,
  ...RECOVERY,
  ...PERFORMANCE,
  ...BODY_AND_TRIM,
  ...DECOR,
  ...SYSTEM_PARTS,
  ...SHOP_VOCABULARY,
];
