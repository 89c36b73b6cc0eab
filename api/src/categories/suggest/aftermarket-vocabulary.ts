import type { ConceptRule } from './concept-rule';
import {
  ELECTRICAL,
  SENSORS,
  TOWING,
  WINDOWS,
} from './vehicle-systems';

/**
 * The aftermarket's accessory and performance lines, as distributor catalogs (ACES/PIES part types and their
 * house abbreviations) name them: wiring supplies and the tools to fit them, dash gauges, audio and security
 * electronics, rider gear, carrying racks, recovery gear and decor. Without these words a
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
  // A camera sold in its license plate mount or frame is the camera, not a plate holder.
  {
    expansion: 'parking cameras',
    triggers: [
      'camera license plate', 'camera license plate mount', 'camera license plate frame', 'camera license plate bracket',
      'license plate camera', 'license plate frame camera',
    ],
  },
  {
    expansion: SENSORS,
    triggers: [
      'adas', 'adas camera', 'adas sensor', 'lane departure camera', 'lane keep camera', 'lane keep assist camera',
      'lane keeping camera', 'lane departure', 'windshield camera',
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
    triggers: ['car alarm', 'alarm system', 'security system', 'remote starter', 'remote start', 'remote start system', 'remote car starter', 'remote engine starter'],
  },
  { expansion: 'immobilizers', triggers: ['immobilizer', 'kill switch kit', 'fuel cut off'] },
  { expansion: 'steering wheel locks', triggers: ['steering wheel lock', 'steering lock', 'club lock', 'wheel lock bar'] },
  // A lock on the pedals guards the car like the alarm; the taxonomy has no category of its own for it.
  { expansion: 'vehicle alarms locks', triggers: ['pedal lock', 'brake pedal lock', 'clutch pedal lock', 'gear shift lock', 'shifter lock'] },
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
      // A carrier named before how it mounts ("CARGO CARRIER HITCH MOUNT"), or a platform on the hitch.
      'cargo carrier hitch mount', 'cargo carrier hitch', 'cargo rack hitch mount', 'cargo platform', 'hitch cargo platform',
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

export const AFTERMARKET_VOCABULARY: readonly ConceptRule[] = [
  ...WIRING,
  ...GAUGES,
  ...AUDIO_VIDEO,
  ...SECURITY,
  ...RIDER_GEAR,
  ...RACKS,
  ...RECOVERY,
  ...DECOR,
];
