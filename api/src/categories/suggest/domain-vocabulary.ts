import type { ConceptRule } from './concept-rule';
import {
  BODY,
  CONTROLS,
  DRIVETRAIN,
  ELECTRICAL,
  ENGINE_PARTS,
  EXHAUST,
  FUEL,
  LIGHTING,
  SEATING,
  SUSPENSION,
  TOWING,
  WHEEL_PARTS,
} from './vehicle-systems';

/**
 * What automotive catalogs sell beside car parts, in the words of the taxonomy branch that holds it: powersport
 * parts and rider gear, marine parts, RV and trailer running gear, shop chemicals, safety gear, shop tools, car care
 * and audio installation parts. Each expansion names a branch the taxonomy really has (Watercraft Impellers,
 * Motorcycle Bags & Panniers, Hardware Glue & Adhesives, Safety Gloves …), so the part words reach it instead of
 * a car-part category sharing a generic word ("plug", "line", "cover").
 */
const POWERSPORT: ConceptRule[] = [
  {
    expansion: CONTROLS,
    triggers: [
      'lever set', 'clutch brake lever', 'brake clutch lever', 'handlebar', 'handlebar grip', 'grips', 'hand grip',
      'clutch lever', 'throttle tube', 'foot peg', 'footpeg', 'shift lever', 'kickstand',
    ],
  },
  {
    expansion: DRIVETRAIN,
    triggers: [
      'o ring chain', 'x ring chain', 'drive chain', 'chain sprocket', 'sprocket kit', 'chain and sprocket',
      'countershaft sprocket', 'rear sprocket', 'final drive', 'variator', 'cvt belt', 'clutch cable',
    ],
  },
  {
    expansion: ENGINE_PARTS,
    triggers: [
      'cdi', 'cdi box', 'cdi unit', 'stator', 'pull start', 'recoil starter', 'reed valve', 'top end kit', 'top end', 'top end gasket', 'bottom end', 'bottom end kit',
    ],
  },
  {
    expansion: 'motorcycle bags panniers',
    triggers: [
      'saddlebag', 'saddlebags', 'saddle bag', 'pannier', 'panniers', 'tank bag', 'tail bag', 'sissy bar bag',
    ],
  },
  { expansion: 'motorcycle helmets', triggers: ['full face helmet', 'modular helmet', 'half helmet'] },
  { expansion: 'motorcycle helmets', triggers: ['helmet'], headOnly: true },
  {
    expansion: 'motorcycle helmet parts accessories',
    triggers: [
      'helmet visor', 'helmet shield', 'face shield', 'pinlock', 'helmet liner', 'helmet communicator',
      'helmet intercom',
    ],
  },
  { expansion: 'motorcycle goggles', triggers: ['goggles', 'goggle', 'mx goggles'] },
  {
    expansion: 'motorcycle hand guards',
    triggers: [
      'handguard', 'handguards', 'hand guard', 'hand guards', 'brush guard',
    ],
  },
  { expansion: 'motorcycle chest back protectors', triggers: ['chest protector', 'roost guard', 'back protector'] },
  { expansion: 'motorcycle knee shin guards', triggers: ['knee guard', 'knee guards', 'shin guard', 'knee brace'] },
  { expansion: 'motorcycle alarms locks', triggers: ['disc lock', 'brake disc lock'] },
];

const POWERSPORT_KINDS = ['motorcycle', 'moped', 'scooter', 'atv', 'utv', 'offroad', 'snowmobile'];
const WATERCRAFT = ['watercraft'];
const RV = ['recreational'];

/** Words whose system depends on the vehicle: a dirt bike's sprocket, chain and levers, a boat's horn and fenders. */
const KIND_SPECIFIC: ConceptRule[] = [
  {
    expansion: DRIVETRAIN,
    triggers: [
      'chain', 'chain guide', 'chain slider', 'chain tensioner', 'sprocket', 'front sprocket', 'rear sprocket',
      'track', 'carbide', 'carbides', 'wear bar', 'drive belt',
      'belt', 'clutch', 'clutch kit', 'axle', 'slide', 'hyfax', 'idler wheel', 'drive clutch', 'driven clutch',
    ],
    forKinds: POWERSPORT_KINDS,
  },
  {
    expansion: CONTROLS,
    triggers: [
      'hand warmer', 'hand warmers', 'thumb warmer', 'heated grips', 'heated grip', 'throttle block',
      'throttle cable', 'brake cable', 'choke cable',
      'rear set', 'rear sets', 'rearsets', 'clipons', 'clip on handlebars', 'shifter', 'gear shifter', 'shift lever', 'lever', 'levers', 'brake lever',
      'clutch lever', 'grip', 'grips',
      'throttle', 'handlebar', 'bar end',
    ],
    forKinds: POWERSPORT_KINDS,
  },
  {
    expansion: SUSPENSION,
    triggers: ['fork', 'fork seal', 'fork seals', 'fork spring', 'fork tube', 'fork oil', 'swingarm', 'triple clamp'],
    forKinds: POWERSPORT_KINDS,
  },
  {
    expansion: 'tire accessories',
    triggers: [
      'inner tube', 'tube', 'rim strip', 'rim lock',
    ],
    forKinds: POWERSPORT_KINDS,
  },
  { expansion: 'soft tops', triggers: ['cab enclosure', 'enclosure', 'soft cab'], forKinds: POWERSPORT_KINDS },
  { expansion: 'motorcycle rims wheels', triggers: ['spoke', 'spokes', 'spoke set', 'spoke kit', 'rim', 'rims'], forKinds: POWERSPORT_KINDS },
  { expansion: FUEL, triggers: ['petcock', 'fuel petcock', 'petcock rebuild kit', 'fuel valve'], forKinds: POWERSPORT_KINDS },
  { expansion: CONTROLS, triggers: ['clutch perch', 'brake perch', 'perch', 'lever perch'], forKinds: POWERSPORT_KINDS },
  { expansion: LIGHTING, triggers: ['headlight bucket', 'headlight nacelle', 'nacelle', 'headlight shell'], forKinds: POWERSPORT_KINDS },
  {
    expansion: BODY,
    triggers: ['side cover', 'side covers', 'saddlebag guard', 'saddlebag guards', 'bag guard', 'bag guards', 'chin spoiler'],
    forKinds: POWERSPORT_KINDS,
  },
  { expansion: EXHAUST, triggers: ['db killer', 'baffle', 'exhaust baffle', 'quiet core', 'spark arrestor insert'], forKinds: POWERSPORT_KINDS },
  {
    expansion: 'vehicle repair specialty tools',
    triggers: ['stand', 'lift stand', 'paddock stand', 'wheel chock stand', 'tire changer'],
    forKinds: POWERSPORT_KINDS,
  },
  { expansion: SEATING, triggers: ['seat cover', 'seat covers'], forKinds: POWERSPORT_KINDS },
  {
    expansion: 'motorcycle bags panniers',
    triggers: ['bag', 'bags', 'handlebar bag', 'fender bag', 'rack bag', 'cargo bag', 'storage bag'],
    forKinds: POWERSPORT_KINDS,
  },
  { expansion: 'decals', triggers: ['graphics kit', 'graphics', 'decal kit'], forKinds: POWERSPORT_KINDS },
  {
    expansion: 'motorcycle protective gear',
    triggers: ['boots', 'riding boots', 'jersey', 'pants', 'armor'],
    forKinds: POWERSPORT_KINDS,
  },
  {
    expansion: BODY,
    triggers: [
      'fairing', 'fairing kit', 'crash bar', 'crash bars', 'engine guard', 'skid plate', 'mud flaps', 'seat cowl',
      'fender', 'front fender', 'rear fender', 'fender eliminator', 'side panel', 'number plate', 'door kit', 'doors',
      'frame slider', 'frame sliders', 'bash plate', 'nerf bars', 'bumper', 'floor boards', 'floorboards', 'roof',
      'plastics kit', 'plastic kit', 'plastics', 'radiator shrouds', 'fork guards',
      'hard roof', 'windshield', 'half windshield', 'full windshield', 'wind deflector', 'rear window',
    ],
    forKinds: POWERSPORT_KINDS,
  },
  {
    expansion: SEATING,
    triggers: [
      'backrest', 'sissy bar', 'seat', 'passenger seat', 'seat pad',
    ],
    forKinds: POWERSPORT_KINDS,
  },
  {
    expansion: SUSPENSION,
    triggers: [
      'ski', 'skis', 'ski skins', 'ski skin', 'spindle', 'ski spindle',
    ],
    forKinds: ['snowmobile'],
  },
  {
    expansion: 'watercraft engine parts',
    triggers: [
      'lower unit oil', 'gear lube', 'lower unit', 'thermostat', 'water pump housing', 'anode', 'zinc anode',
      'trim pump', 'starter', 'recoil', 'recoil starter', 'recoil rope', 'starter rope', 'pull rope', 'lower unit seal',
      'lower unit seal kit', 'trim motor', 'power trim', 'tilt trim', 'trim tilt',
      'trim tilt motor', 'gear oil', 'tilt pin', 'flush muffs',
      'flushing muffs', 'motor flusher',
    ],
    forKinds: WATERCRAFT,
  },
  {
    expansion: 'watercraft parts accessories',
    triggers: [
      'horn', 'battery switch', 'carpet', 'seat', 'cleat', 'hatch', 'drain plug', 'livewell', 'switch panel', 'blower',
      'battery', 'deep cycle battery', 'starting battery', 'gauge', 'canvas snaps', 'snaps', 'canvas', 'snap kit',
      'bilge blower', 'antenna', 'vhf antenna', 'battery box', 'battery tray', 'rod holder', 'cup holder', 'bimini',
    ],
    forKinds: WATERCRAFT,
  },
  {
    expansion: TOWING,
    triggers: ['guide on', 'guide ons', 'guide post', 'guide posts', 'trailer roller', 'bunk bracket'],
    forKinds: WATERCRAFT,
  },
  {
    expansion: 'docking anchoring',
    triggers: ['fender', 'fenders', 'bumper', 'bumpers', 'line', 'rope', 'dock rope'],
    forKinds: WATERCRAFT,
  },
  {
    expansion: 'fuel lines parts',
    triggers: ['fuel hose', 'fuel line', 'fuel filter', 'fuel connector', 'fuel fitting', 'fuel vent', 'fuel valve'],
    forKinds: WATERCRAFT,
  },
  {
    expansion: 'marine audio video receivers',
    triggers: ['stereo', 'receiver', 'radio', 'media receiver'],
    forKinds: WATERCRAFT,
  },
  {
    expansion: 'watercraft parts accessories',
    triggers: ['bilge pump switch', 'float switch', 'bilge switch'],
    forKinds: WATERCRAFT,
  },
  { expansion: 'storage covers', triggers: ['motor cover', 'engine cover', 'cover'], forKinds: WATERCRAFT },
  { expansion: 'engine controls', triggers: ['ignition switch', 'key switch', 'kill switch', 'lanyard'], forKinds: WATERCRAFT },
  { expansion: 'ignition parts', triggers: ['power pack', 'switch box', 'ignition pack'], forKinds: WATERCRAFT },
  {
    expansion: 'watercraft engine parts',
    triggers: ['rectifier', 'regulator rectifier', 'voltage regulator', 'heat exchanger', 'oil cooler', 'thermostat housing'],
    forKinds: WATERCRAFT,
  },
  {
    expansion: 'watercraft motor mounts',
    triggers: ['engine mount', 'engine mounts', 'motor mount', 'motor mounts', 'motor bracket', 'transom mount', 'motor support'],
    forKinds: WATERCRAFT,
  },
  { expansion: 'fuel meters', triggers: ['fuel gauge', 'fuel meter', 'fuel sender'], forKinds: WATERCRAFT },
  {
    expansion: 'engine controls',
    triggers: [
      'throttle control', 'control box', 'shift cable', 'throttle cable', 'binnacle',
    ],
    forKinds: WATERCRAFT,
  },
  {
    expansion: 'watercraft exhaust parts',
    triggers: [
      'riser', 'exhaust riser',
    ],
    forKinds: WATERCRAFT,
  },
  {
    expansion: 'watercraft engine parts',
    triggers: [
      'cowling', 'cowl', 'cowling seal', 'trim sender', 'trim gauge', 'water pump housing', 'exhaust bellows', 'skeg',
      'skeg guard', 'tilt support', 'transom saver', 'flush kit', 'flushing kit', 'gear lube pump',
    ],
    forKinds: WATERCRAFT,
  },
  {
    expansion: TOWING,
    triggers: [
      'sewer hose', 'water pump', 'fresh water pump', 'awning', 'step', 'entry step', 'leveling', 'dump valve',
      'waste valve', 'gray water', 'black water', 'holding tank', 'fresh water tank', 'awning arm',
      'water pressure regulator', 'pressure regulator', 'water hose', 'fresh water hose', 'drinking water hose',
      'tank sensor', 'tank monitor', 'door latch', 'entry door', 'slide out', 'slide out motor', 'roof vent',
      'vent cover', 'water heater', 'water heater anode', 'anode rod', 'shore power',
      'power cord', 'power converter', 'converter', 'converter charger', 'stabilizer', 'leveling jack', 'city water inlet', 'water inlet', 'furnace',
      'lp regulator', 'propane regulator', 'holding tank treatment', 'macerator', 'tank flush', 'black tank flush',
      'toilet chemical', 'toilet treatment', 'tank treatment', 'toilet', 'step stool', 'awning light', 'slide topper',
      'slide out topper', 'awning topper', 'transfer switch', 'lp detector', 'propane detector', 'co detector',
    ],
    forKinds: RV,
  },
];

const MARINE: ConceptRule[] = [
  // Without the kind's word: a car's water pump or spark plug must not make watercraft categories its own.
  {
    expansion: 'impellers',
    triggers: [
      'impeller', 'water pump impeller', 'water pump', 'raw water pump',
    ],
  },
  // A car's water pump is sold as a kit too: the kit is the outboard's impeller kit only where a boat is named.
  { expansion: 'impellers', triggers: ['water pump kit'], forKinds: WATERCRAFT },
  {
    expansion: 'ignition parts',
    triggers: [
      'spark plug', 'ignition coil', 'coil pack', 'cdi', 'stator', 'plug wire', 'ignition module', 'trigger coil',
      'spark plug wire', 'spark plug wires', 'plug wires', 'ignition wire', 'ignition wires', 'ignition kit',
      'ignition',
    ],
  },
  { expansion: 'propellers', triggers: ['propeller', 'prop', 'prop nut', 'prop hub'] },
  {
    expansion: 'watercraft engine parts',
    triggers: [
      'gimbal bearing', 'bellows', 'lower unit', 'gear case', 'shift cable', 'trim motor', 'tilt trim',
    ],
  },
  {
    expansion: 'watercraft cleaners',
    triggers: [
      'boat soap', 'boat wash', 'hull cleaner', 'deck cleaner', 'vinyl cleaner boat',
    ],
  },
  {
    expansion: 'watercraft parts accessories',
    triggers: [
      'bilge', 'bilge pump', 'livewell', 'trim tab', 'drain plug boat', 'fender boat',
    ],
  },
  // Words only boats use name their kind themselves: their categories are not another kind's, as a car's would be.
  {
    expansion: 'watercraft docking anchoring',
    triggers: ['dock line', 'mooring line', 'docking line', 'mooring', 'dock bumper', 'mooring buoy', 'dock ring'],
  },
  {
    expansion: 'boating life jackets',
    triggers: ['life jacket', 'life vest', 'pfd', 'throw cushion', 'throwable cushion', 'throwable'],
  },
  { expansion: 'boating paddles oars', triggers: ['paddle', 'paddles', 'oar', 'oars'] },
  { expansion: 'watercraft anchor chains', triggers: ['anchor chain'] },
  { expansion: 'watercraft anchor windlasses', triggers: ['anchor winch', 'windlass', 'anchor windlass'] },
  {
    expansion: 'watercraft engines motors',
    triggers: [
      'trolling motor', 'outboard motor', 'outboard engine', 'kicker motor',
    ],
  },
  {
    expansion: 'watercraft parts accessories',
    triggers: [
      'tachometer', 'speedometer', 'gauge', 'battery terminal', 'battery terminals', 'wiper motor', 'bow eye',
      'rub rail', 'bilge plug', 'garboard plug', 'bimini', 'bimini top', 'bimini frame', 'boat seat', 'seat pedestal',
      'keel guard', 'transom strap',
      'transom straps',
    ],
  },
  { expansion: 'watercraft docking anchoring', triggers: ['boat fender', 'boat bumper', 'dock fender'] },
  { expansion: 'watercraft anchor lines ropes', triggers: ['anchor line', 'anchor rope', 'anchor rode', 'anchor lines'] },
  {
    expansion: 'fuel lines parts',
    triggers: [
      'primer bulb', 'fuel primer', 'water separator', 'fuel water separator',
    ],
  },
  {
    expansion: 'watercraft lighting',
    triggers: [
      'nav light', 'navigation light', 'bow light', 'stern light', 'anchor light', 'all round light',
    ],
  },
  { expansion: 'watercraft steering', triggers: ['steering helm', 'helm'] },
];

/** Trailers and RVs have no parts branch of their own: their running gear, jacks and connectors are sold as towing. */
const TOWED: ConceptRule[] = [
  {
    expansion: TOWING,
    triggers: [
      'trailer hub', 'trailer axle', 'trailer fender', 'trailer bearing', 'trailer spring', 'trailer wheel',
      'trailer tongue', 'tongue jack', 'stabilizer jack', 'leveling jack', 'leveling block', 'leveling blocks',
      'wheel chock rv', 'blade connector', 'trailer connector',
      'trailer plug', 'electric brake', 'electric trailer brake', 'idler hub', 'equalizer hitch', 'sway control',
      'rv hitch', 'camper jack', 'tie down', 'ratchet strap', 'bunk', 'bunk carpet', 'bunk board', 'spring bar',
      'spring bars', 'wd hitch', 'sway bar hitch', 'trailer equalizer', 'tandem equalizer', 'spring equalizer',
      'trailer air line', 'air line coiled', 'trailer cable coiled',
    ],
  },
  // Some catalogs file a trailer's hubs and bearings with the wheel parts: both categories explain them.
  {
    expansion: WHEEL_PARTS,
    triggers: ['trailer hub', 'trailer bearing', 'idler hub', 'trailer hub kit', 'trailer bearing kit', 'trailer wheel bearing'],
  },
];

const SHOP_SUPPLIES: ConceptRule[] = [
  {
    expansion: 'lubricants',
    triggers: [
      'penetrating oil', 'penetrating catalyst', 'assembly lube', 'engine assembly lube', 'anti seize',
      'anti seize compound',
      'spray lubricant', 'spray lube', 'silicone spray',
      'silicone lube', 'dry lube', 'chain lube',
    ],
  },
  { expansion: 'lubricants', triggers: ['penetrant', 'antiseize', 'lubricant', 'lube'], headOnly: true },
  {
    expansion: 'greases',
    triggers: ['dielectric compound', 'dielectric grease', 'silicone dielectric', 'grease cartridge'],
  },
  {
    expansion: 'hardware glue adhesives',
    triggers: [
      'thread locker', 'thread lock', 'thread locking', 'super glue', 'weatherstrip adhesive', 'trim adhesive',
      'epoxy putty', 'ca glue', 'cyanoacrylate', 'plastic welder', 'plastic bonder', 'contact cement',
      // Epoxies named by how they are mixed or how fast they set, the set time or the pack printed after them.
      'two part epoxy', 'quick set epoxy', 'minute epoxy', 'epoxy gel', 'epoxy syringe', 'epoxy minute',
      'epoxy adhesive',
    ],
  },
  { expansion: 'hardware glue adhesives', triggers: ['threadlocker', 'epoxy', 'glue'], headOnly: true },
  {
    expansion: 'protective coatings sealants',
    triggers: [
      'gasket maker', 'silicone sealant', 'thread sealant', 'gasket sealant', 'form in place gasket', 'seam sealer',
      'rubberized undercoating', 'rust converter', 'rtv silicone',
    ],
  },
  {
    expansion: 'protective coatings sealants',
    triggers: [
      'rtv', 'undercoating', 'undercoat', 'sealant',
    ],
    headOnly: true,
  },
  {
    expansion: 'engine degreasers',
    triggers: [
      'brake parts cleaner', 'brake parts', 'electrical contact cleaner', 'contact cleaner',
    ],
  },
  {
    expansion: 'safety gloves',
    triggers: [
      'nitrile gloves', 'nitrile glove', 'mechanic gloves', 'mechanics gloves', 'work gloves', 'disposable gloves',
      'latex gloves',
    ],
  },
  { expansion: 'safety gloves', triggers: ['gloves'], headOnly: true },
  {
    expansion: 'work safety protective gear',
    triggers: [
      'coveralls', 'disposable coveralls', 'bump cap', 'n95', 'n95 mask', 'respirator mask', 'hi vis', 'high vis',
      'hi viz', 'reflective vest', 'ear plugs',
      'earplugs', 'ear muffs', 'hearing protection',
      'safety vest', 'hi vis vest', 'high visibility vest',
      'knee pads',
    ],
  },
  { expansion: 'protective eyewear', triggers: ['safety glasses', 'safety goggles', 'safety eyewear'] },
  {
    expansion: 'shop towels',
    triggers: [
      'shop towel', 'shop towels', 'shop towel roll', 'towel roll', 'shop rag', 'shop rags', 'rags', 'wiping cloth',
      'wipers shop',
    ],
  },
  {
    expansion: 'solvents strippers thinners',
    triggers: [
      'gasket remover', 'adhesive remover', 'paint stripper', 'paint thinner', 'lacquer thinner', 'acetone',
      'mineral spirits', 'solvent',
    ],
  },
  { expansion: 'first aid kits', triggers: ['first aid', 'first aid kit'] },
  { expansion: 'fire extinguishers', triggers: ['fire extinguisher', 'extinguisher'] },
  {
    expansion: 'performance additives',
    triggers: [
      'fuel stabilizer', 'stabilizer fuel', 'fuel treatment', 'ethanol treatment',
    ],
  },
  {
    expansion: 'performance additives',
    triggers: [
      'starting fluid', 'starter fluid', 'water remover', 'fuel water remover', 'gas dryer', 'dry gas',
      'fuel line antifreeze',
    ],
  },
  { expansion: 'cooling system additives', triggers: ['cooling system flush', 'radiator flush', 'coolant flush'] },
  { expansion: 'cooling system additives', triggers: ['flush'], headOnly: true },
  {
    expansion: 'fuel injection cleaning kits',
    triggers: [
      'fuel injection cleaning', 'injector cleaning kit', 'fuel injection cleaner kit', 'induction cleaning',
    ],
  },
];

const SHOP_TOOLS: ConceptRule[] = [
  {
    expansion: 'hoists cranes trolleys',
    triggers: [
      'engine hoist', 'shop crane', 'engine crane', 'cherry picker', 'chain hoist',
    ],
  },
  { expansion: 'hoists cranes trolleys', triggers: ['crane', 'hoist'], headOnly: true },
  { expansion: 'jacks lift trucks', triggers: ['floor jack', 'bottle jack', 'transmission jack', 'trolley jack'] },
  {
    expansion: 'vehicle repair specialty tools',
    triggers: [
      'fluid extractor', 'oil extractor', 'ball joint press', 'ball joint separator', 'pickle fork',
      'tie rod end puller', 'spring compressor', 'coil spring compressor', 'seal puller', 'bearing press',
      'press kit', 'slide hammer', 'engine support bar', 'wheel dolly',
    ],
  },
  { expansion: 'vehicle repair specialty tools', triggers: ['puller'], headOnly: true },
  {
    expansion: 'brake service kits',
    triggers: [
      'caliper piston compressor', 'caliper compressor', 'caliper wind back', 'wind back tool', 'caliper tool',
      'piston wind back', 'brake caliper tool', 'caliper piston tool', 'brake spring tool', 'drum brake tool',
      // Named whole, so the caliper's own words ("brake caliper") do not take the tool's first words.
      'brake caliper piston compressor', 'brake piston compressor', 'piston compressor', 'pad spreader',
      'brake pad spreader', 'piston spreader', 'brake piston spreader', 'caliper spreader', 'piston compressor tool',
      'caliper piston compressor tool', 'pad spreader tool',
    ],
  },
  {
    expansion: 'tire repair tire changing tools',
    triggers: [
      'lug wrench', 'tire iron', '4 way lug wrench', 'tire inflator', 'valve core tool', 'tire spoon', 'tire changer',
      'portable compressor', 'portable air compressor', '12v compressor', 'digital tire gauge',
      'digital tire pressure gauge',
    ],
  },
  { expansion: 'tire repair tire changing tools', triggers: ['inflator'], headOnly: true },
  // A tester, puller or extractor is a tool whatever system it serves ("FUEL PRESSURE TEST KIT").
  {
    expansion: 'vehicle repair specialty tools',
    triggers: ['tester', 'test', 'detector', 'leak detector', 'puller', 'extractor', 'installer', 'suction gun'],
    headOnly: true,
  },
  {
    expansion: 'tool sockets',
    triggers: ['lug nut socket', 'impact socket', 'spark plug socket', 'oxygen sensor socket', 'axle nut socket'],
  },
  {
    expansion: 'vehicle repair specialty tools',
    triggers: ['drain plug key', 'drain plug wrench', 'drain plug socket'],
  },
  { expansion: 'flashlights', triggers: ['flashlight', 'flashlights', 'penlight', 'pen light', 'inspection light'] },
  { expansion: 'tie down straps', triggers: ['chain binder', 'load binder', 'ratchet binder'] },
  { expansion: 'protective coatings sealants', triggers: ['shellac', 'gasket shellac', 'aviation sealant'] },
  { expansion: 'car wash solutions', triggers: ['white wall cleaner', 'whitewall cleaner', 'tire wall cleaner'] },
  {
    expansion: 'hardware tape',
    triggers: ['masking tape', 'painters tape', 'electrical tape', 'duct tape', 'friction tape'],
  },
  { expansion: 'winches', triggers: ['winch switch', 'winch remote', 'winch contactor', 'winch solenoid'] },
  {
    expansion: 'wrenches',
    triggers: ['breaker bar', 'ratchet wrench', 'ratchet', 'flex head ratchet', 'combination wrench'],
  },
  {
    expansion: 'vehicle repair specialty tools',
    triggers: [
      'oil filter socket', 'seal driver', 'bushing driver', 'bearing driver', 'bearing packer', 'seal installer',
      'coolant refill', 'coolant refill kit', 'vacuum refill', 'ac vacuum pump', 'battery brush', 'oil can',
      'pump oil can', 'tire changing stand', 'tire stand', 'torque angle gauge',
      'angle gauge', 'battery post cleaner', 'post cleaner', 'hand vacuum pump',
      'vacuum pump hand', 'hydrometer', 'coolant tester',
      'antifreeze tester', 'battery terminal cleaner', 'terminal cleaner',
      'terminal brush', 'manifold gauge', 'manifold gauge set', 'ac gauge', 'motorcycle lift', 'bike lift',
      'lift stand', 'paddock stand',
    ],
  },
  {
    expansion: 'hand tool sets',
    triggers: [
      'ratcheting wrench set', 'ratchet wrench set', 'socket rail', 'hex key set', 'allen key set',
      'allen wrench set', 'torx set', 'bit set',
    ],
  },
  { expansion: 'hand tool sets', triggers: ['socket set', 'wrench set', 'tool set', 'mechanics tool set', 'tool kit'] },
  { expansion: 'battery chargers', triggers: ['battery maintainer', 'charger maintainer'] },
  { expansion: 'battery chargers', triggers: ['maintainer'], headOnly: true },
];

const CAR_CARE: ConceptRule[] = [
  {
    expansion: 'carpet upholstery cleaners',
    triggers: [
      'leather cleaner', 'leather conditioner', 'leather cleaner conditioner', 'cleaner conditioner',
      'upholstery cleaner', 'fabric cleaner', 'vinyl cleaner',
      'interior cleaner',
    ],
  },
  {
    expansion: 'glass cleaners',
    triggers: ['rain repellent', 'glass treatment', 'anti fog', 'antifog', 'water repellent', 'glass polish'],
  },
  { expansion: 'vehicle cleaning', triggers: ['car vacuum', 'vehicle vacuum', 'auto vacuum'] },
  {
    expansion: 'vehicle organizers',
    triggers: [
      'car trash bag', 'trash bag', 'car trash can', 'trash can', 'steering wheel desk', 'seat organizer', 'kick mat', 'kick mats', 'seat back protector', 'seatback protector',
    ],
  },
  { expansion: 'car wash brushes', triggers: ['wash sponge', 'bug sponge', 'wash mitt', 'wheel brush', 'wash brush'] },
  {
    expansion: 'waxes polishes protectants',
    triggers: [
      'applicator pad', 'applicator pads', 'foam applicator', 'plastic restorer', 'clay lubricant', 'clay lube',
      'paint protection film', 'clear bra', 'paint cleaner',
      'pre wax cleaner', 'paint sealant',
    ],
  },
  {
    expansion: 'car wash solutions',
    triggers: [
      'bug tar remover', 'tar remover', 'bug remover', 'car wash', 'wash soap', 'car shampoo', 'wash wax',
      'waterless wash', 'iron remover', 'wheel cleaner', 'tire cleaner', 'rim cleaner', 'wheel tire cleaner',
    ],
  },
  {
    expansion: 'waxes polishes protectants',
    triggers: [
      'headlight restoration', 'headlight restorer', 'tire foam', 'tire shine', 'dressing', 'tire dressing',
      'engine dressing', 'vinyl dressing', 'headlight lens restoration', 'clay bar', 'clay kit',
      'ceramic coating', 'rubbing compound', 'scratch remover', 'swirl remover', 'paste wax', 'trim restorer',
      'detailing spray', 'detail spray', 'quick detailer', 'ceramic coating', 'ceramic spray', 'spray wax',
      'sealant spray',
    ],
  },
  { expansion: 'waxes polishes protectants', triggers: ['compound'], headOnly: true },
  // A dash cover or mat is the dash's accessory, whatever it is made of ("Dash Cover Molded Carpet").
  {
    expansion: 'dashboard accessories',
    triggers: [
      'dash cover', 'dash mat', 'dashboard cover', 'dashboard mat', 'dash pad cover', 'dash cover carpet',
      'dash cover molded carpet', 'dashboard cover carpet', 'dash mat carpet',
    ],
  },
  {
    expansion: 'license plate mounts holders',
    triggers: [
      'license plate bracket', 'license plate mount', 'license plate holder', 'plate bracket',
    ],
  },
  { expansion: 'alarms locks', triggers: ['ignition lock', 'ignition lock cylinder', 'ignition cylinder'] },
  { expansion: 'vehicle hardtops', triggers: ['hard top', 'hardtop'] },
  { expansion: 'vehicle boat racks', triggers: ['kayak rack', 'canoe rack', 'kayak carrier', 'j cradle'] },
];

const ELECTRONICS_INSTALL: ConceptRule[] = [
  {
    expansion: 'motor vehicle amplifiers',
    triggers: ['bass knob', 'remote level', 'amp remote', 'amplifier remote', 'bass remote', 'remote bass'],
  },
  { expansion: 'equalizers crossovers', triggers: ['band equalizer', 'equalizer', 'crossover'], headOnly: true },
  {
    expansion: 'parking cameras',
    triggers: [
      'hitch camera', 'hitch alignment camera', 'backup camera monitor', 'camera monitor', 'rear view camera monitor',
    ],
  },
  {
    expansion: 'mobile phone stands',
    triggers: [
      'phone mount', 'phone holder', 'wireless charger mount', 'phone cradle',
    ],
  },
  {
    expansion: 'speakerphones',
    triggers: [
      'hands free kit', 'hands free car kit', 'handsfree kit', 'bluetooth hands free', 'speakerphone',
      'visor speakerphone',
    ],
  },
  {
    expansion: 'motor vehicle electronics',
    triggers: [
      'amp install kit', 'amp wiring kit', 'amplifier install kit', 'amplifier wiring kit', 'install kit',
      'installation kit', 'wiring kit', 'amp kit', 'amplifier kit', 'dash kit', 'dash install kit',
      'radio wiring harness',
      'stereo wiring harness', 'stereo harness', 'radio dash kit', 'antenna adapter', 'radio harness',
      'harness adapter', 'wiring harness adapter', 'radio adapter', 'speaker adapter', 'speaker harness',
      'steering wheel control interface', 'radio interface', 'power wire kit', 'ground wire kit', 'distribution block',
      'amp fuse', 'amp fuse holder', 'amplifier fuse', 'amplifier fuse holder', 'amplifier wiring', 'anl fuse', 'anl fuse holder', 'bluetooth adapter', 'aux adapter', 'aux cable',
      'rca cable', 'rca cables', 'rca interconnect', 'interconnect', 'speaker grill', 'speaker grills',
      'speaker grille', 'amp wiring', 'power cable', 'ground loop', 'noise filter',
      'ground loop isolator', 'audio capacitor', 'capacitor', 'big 3 kit', 'speaker spacer', 'speaker spacers',
      'speaker baffle', 'speaker baffles', 'speaker ring', 'speaker rings',
    ],
  },
  {
    expansion: 'video monitor mounts',
    triggers: [
      'headrest monitor', 'monitor mount', 'headrest mount', 'overhead monitor',
    ],
  },
  {
    expansion: 'power adapters chargers',
    triggers: [
      'usb charger', 'usb charger 12v', 'phone charger', 'car charger', 'usb charging',
    ],
  },
  {
    expansion: ELECTRICAL,
    triggers: [
      'accessory socket', 'power socket', 'power outlet', '12v socket', 'cigarette lighter socket', 'ground strap',
      'ground cable', 'battery ground',
    ],
  },
  {
    expansion: 'electrical wires cable',
    triggers: [
      'primary wire', 'hookup wire', 'speaker wire', 'power wire', 'wire spool', 'automotive wire',
    ],
  },
  {
    expansion: 'vehicle safety equipment',
    triggers: [
      'whip light', 'safety whip', 'whip flag', 'seat belt cutter', 'belt cutter', 'window breaker', 'escape tool',
      'backup alarm', 'back up alarm',
      'backup beeper', 'reverse alarm', 'reverse beeper', 'safety light',
      'strobe beacon', 'warning triangle', 'emergency triangle', 'reflective triangle', 'safety triangle',
      'emergency kit', 'roadside kit', 'roadside emergency kit', 'emergency roadside kit',
    ],
  },
  {
    expansion: 'seat belt straps',
    triggers: [
      'seat belt extender', 'seatbelt extender', 'belt extender', 'seat belt strap',
    ],
  },
  { expansion: 'seat belts', triggers: ['racing harness', 'harness belt', '5 point harness', 'camlock harness'] },
];

export const DOMAIN_VOCABULARY: readonly ConceptRule[] = [
  ...POWERSPORT,
  ...KIND_SPECIFIC,
  ...MARINE,
  ...TOWED,
  ...SHOP_SUPPLIES,
  ...SHOP_TOOLS,
  ...CAR_CARE,
  ...ELECTRONICS_INSTALL,
];
