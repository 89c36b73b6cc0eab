import type { ConceptRule } from './automotive-concepts';
import { CONTROLS, DRIVETRAIN, ELECTRICAL, ENGINE_PARTS, TOWING } from './vehicle-systems';

/**
 * What automotive catalogs sell beside car parts, in the words of the taxonomy branch that holds it: powersport
 * parts and rider gear, marine parts, RV and trailer running gear, shop chemicals, safety gear, shop tools, car care
 * and audio installation parts. Each expansion names a branch the taxonomy really has (Watercraft Impellers,
 * Motorcycle Bags & Panniers, Hardware Glue & Adhesives, Safety Gloves …), so the part words reach it instead of
 * a car-part category sharing a generic word ("plug", "line", "cover").
 */
const POWERSPORT: ConceptRule[] = [
  { expansion: CONTROLS, triggers: ['handlebar', 'handlebar grip', 'grips', 'hand grip', 'clutch lever', 'throttle tube', 'foot peg', 'footpeg', 'shift lever', 'kickstand'] },
  { expansion: DRIVETRAIN, triggers: ['drive chain', 'chain sprocket', 'sprocket kit', 'chain and sprocket', 'countershaft sprocket', 'rear sprocket', 'final drive', 'variator', 'cvt belt', 'clutch cable'] },
  { expansion: ENGINE_PARTS, triggers: ['cdi', 'cdi box', 'cdi unit', 'stator', 'pull start', 'recoil starter', 'reed valve', 'top end kit'] },
  { expansion: 'motorcycle bags panniers', triggers: ['saddlebag', 'saddlebags', 'saddle bag', 'pannier', 'panniers', 'tank bag', 'tail bag', 'sissy bar bag'] },
  { expansion: 'motorcycle helmets', triggers: ['helmet', 'full face helmet', 'modular helmet', 'half helmet'], headOnly: true },
  { expansion: 'motorcycle helmet parts accessories', triggers: ['helmet visor', 'helmet shield', 'face shield', 'pinlock', 'helmet liner', 'helmet communicator', 'helmet intercom'] },
  { expansion: 'motorcycle goggles', triggers: ['goggles', 'goggle', 'mx goggles'] },
  { expansion: 'motorcycle hand guards', triggers: ['handguard', 'handguards', 'hand guard', 'hand guards', 'brush guard'] },
  { expansion: 'motorcycle chest back protectors', triggers: ['chest protector', 'roost guard', 'back protector'] },
  { expansion: 'motorcycle knee shin guards', triggers: ['knee guard', 'knee guards', 'shin guard', 'knee brace'] },
  { expansion: 'motorcycle alarms locks', triggers: ['disc lock', 'brake disc lock'] },
];

const MARINE: ConceptRule[] = [
  { expansion: 'watercraft impellers', triggers: ['impeller', 'water pump impeller'] },
  { expansion: 'watercraft propellers', triggers: ['propeller', 'prop', 'prop nut', 'prop hub'] },
  { expansion: 'watercraft parts accessories', triggers: ['bilge', 'bilge pump', 'livewell', 'trim tab', 'drain plug boat', 'fender boat'] },
  { expansion: 'docking anchoring', triggers: ['dock line', 'mooring line', 'docking line', 'mooring', 'dock bumper'] },
  { expansion: 'anchor lines ropes', triggers: ['anchor line', 'anchor rope', 'anchor rode'] },
  { expansion: 'fuel lines parts', triggers: ['primer bulb', 'fuel primer', 'water separator', 'fuel water separator'] },
  { expansion: 'watercraft lighting', triggers: ['nav light', 'navigation light', 'bow light', 'stern light', 'anchor light', 'all round light'] },
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
      'rv hitch', 'camper jack', 'tie down', 'ratchet strap',
    ],
  },
];

const SHOP_SUPPLIES: ConceptRule[] = [
  { expansion: 'lubricants', triggers: ['penetrating oil', 'penetrant', 'spray lube', 'silicone spray', 'silicone lube', 'dry lube', 'chain lube', 'lubricant', 'lube'], headOnly: true },
  { expansion: 'hardware glue adhesives', triggers: ['threadlocker', 'thread locker', 'thread locking', 'epoxy', 'super glue', 'glue', 'weatherstrip adhesive', 'trim adhesive'], headOnly: true },
  { expansion: 'protective coatings sealants', triggers: ['rtv', 'gasket maker', 'silicone sealant', 'thread sealant', 'gasket sealant', 'form in place gasket', 'seam sealer', 'undercoating', 'rust converter', 'sealant'], headOnly: true },
  { expansion: 'engine degreasers', triggers: ['brake parts cleaner', 'brake parts', 'carb cleaner', 'choke cleaner', 'carburetor cleaner', 'throttle body cleaner', 'electrical contact cleaner', 'contact cleaner'], headOnly: true },
  { expansion: 'safety gloves', triggers: ['nitrile gloves', 'nitrile glove', 'mechanic gloves', 'mechanics gloves', 'work gloves', 'gloves', 'disposable gloves', 'latex gloves'], headOnly: true },
  { expansion: 'protective eyewear', triggers: ['safety glasses', 'safety goggles', 'safety eyewear'] },
  { expansion: 'shop towels', triggers: ['shop towel', 'shop towels', 'shop rag', 'shop rags', 'rags', 'wiping cloth', 'wipers shop'] },
  { expansion: 'first aid kits', triggers: ['first aid', 'first aid kit'] },
  { expansion: 'fire extinguishers', triggers: ['fire extinguisher', 'extinguisher'] },
  { expansion: 'performance additives', triggers: ['fuel stabilizer', 'stabilizer fuel', 'fuel treatment', 'ethanol treatment'], headOnly: true },
  { expansion: 'cooling system additives', triggers: ['cooling system flush', 'radiator flush', 'coolant flush', 'flush'], headOnly: true },
  { expansion: 'fuel injection cleaning kits', triggers: ['fuel injection cleaning', 'injector cleaning kit', 'fuel injection cleaner kit', 'induction cleaning'] },
];

const SHOP_TOOLS: ConceptRule[] = [
  { expansion: 'hoists cranes trolleys', triggers: ['engine hoist', 'shop crane', 'engine crane', 'cherry picker', 'hoist', 'chain hoist'], headOnly: true },
  { expansion: 'jacks lift trucks', triggers: ['floor jack', 'bottle jack', 'transmission jack', 'trolley jack'], headOnly: true },
  { expansion: 'vehicle repair specialty tools', triggers: ['fluid extractor', 'oil extractor', 'ball joint press', 'ball joint separator', 'pickle fork', 'tie rod end puller', 'puller', 'spring compressor', 'coil spring compressor', 'brake bleeder kit', 'bleeder kit', 'seal puller', 'bearing press', 'press kit', 'slide hammer', 'engine support bar', 'wheel dolly'], headOnly: true },
  { expansion: 'brake service kits', triggers: ['caliper wind back', 'wind back tool', 'caliper tool', 'piston wind back', 'brake caliper tool', 'caliper piston tool', 'brake spring tool', 'drum brake tool'], headOnly: true },
  { expansion: 'tire repair tire changing tools', triggers: ['lug wrench', 'tire iron', '4 way lug wrench', 'tire inflator', 'inflator', 'valve core tool', 'tire spoon', 'tire changer'], headOnly: true },
  { expansion: 'hand tool sets', triggers: ['socket set', 'wrench set', 'tool set', 'mechanics tool set', 'tool kit'], headOnly: true },
  { expansion: 'battery chargers', triggers: ['battery maintainer', 'maintainer', 'charger maintainer'], headOnly: true },
];

const CAR_CARE: ConceptRule[] = [
  { expansion: 'carpet upholstery cleaners', triggers: ['leather cleaner', 'leather conditioner', 'upholstery cleaner', 'fabric cleaner', 'vinyl cleaner', 'interior cleaner'], headOnly: true },
  { expansion: 'car wash solutions', triggers: ['bug tar remover', 'tar remover', 'bug remover', 'car wash', 'wash soap', 'car shampoo', 'wash wax', 'waterless wash', 'iron remover'], headOnly: true },
  { expansion: 'waxes polishes protectants', triggers: ['headlight restoration', 'headlight restorer', 'headlight lens restoration', 'clay bar', 'clay kit', 'ceramic coating', 'compound', 'rubbing compound', 'scratch remover', 'swirl remover', 'paste wax', 'trim restorer'], headOnly: true },
  { expansion: 'dashboard accessories', triggers: ['dash cover', 'dash mat', 'dashboard cover', 'dash pad cover'] },
  { expansion: 'license plate mounts holders', triggers: ['license plate bracket', 'license plate mount', 'license plate holder', 'plate bracket'] },
  { expansion: 'vehicle hardtops', triggers: ['hard top', 'hardtop'] },
  { expansion: 'vehicle boat racks', triggers: ['kayak rack', 'canoe rack', 'kayak carrier', 'j cradle'] },
];

const ELECTRONICS_INSTALL: ConceptRule[] = [
  {
    expansion: 'motor vehicle electronics',
    triggers: [
      'amp install kit', 'amp wiring kit', 'amplifier install kit', 'amplifier wiring kit', 'install kit',
      'installation kit', 'wiring kit', 'dash kit', 'radio dash kit', 'antenna adapter', 'radio harness',
      'harness adapter', 'wiring harness adapter', 'radio adapter', 'speaker adapter', 'speaker harness',
      'steering wheel control interface', 'radio interface', 'power wire kit', 'ground wire kit', 'distribution block',
    ],
  },
  { expansion: 'video monitor mounts', triggers: ['headrest monitor', 'monitor mount', 'headrest mount', 'overhead monitor'] },
  { expansion: 'power adapters chargers', triggers: ['usb charger', 'usb charger 12v', 'phone charger', 'car charger', 'usb charging'] },
  { expansion: ELECTRICAL, triggers: ['accessory socket', 'power socket', 'power outlet', '12v socket', 'cigarette lighter socket', 'ground strap', 'ground cable', 'battery ground'] },
  { expansion: 'electrical wires cable', triggers: ['primary wire', 'hookup wire', 'speaker wire', 'power wire'] },
  { expansion: 'vehicle safety equipment', triggers: ['backup alarm', 'back up alarm', 'reverse alarm', 'safety light', 'strobe beacon'] },
  { expansion: 'seat belts', triggers: ['racing harness', 'harness belt', '5 point harness', 'camlock harness'] },
];

export const DOMAIN_VOCABULARY: readonly ConceptRule[] = [
  ...POWERSPORT,
  ...MARINE,
  ...TOWED,
  ...SHOP_SUPPLIES,
  ...SHOP_TOOLS,
  ...CAR_CARE,
  ...ELECTRONICS_INSTALL,
];
