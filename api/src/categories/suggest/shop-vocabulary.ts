import type { ConceptRule } from './concept-rule';

/**
 * Shop tools, shop supplies and safety gear, and car-care supplies, in the words of the taxonomy category that holds
 * each (Manual Hammers, Grinding Wheels & Points, Pneumatic Hoses, Tool Cabinets & Chests, Dust Masks …). A tool
 * named after the part it serves ("CUT OFF WHEEL", "UNIVERSAL JOINT-1/2 DR", "BALL PEEN HAMMER") must not be read as
 * that part.
 */
const SHOP_SUPPLIES_AND_SAFETY: ConceptRule[] = [
  { expansion: 'hardhats', triggers: ['hard hat', 'hard hats', 'hardhat', 'safety helmet'] },
  { expansion: 'gas masks respirators', triggers: ['respirator', 'half mask respirator', 'paint respirator', 'respirator cartridge'] },
  { expansion: 'dust masks', triggers: ['dust mask', 'dust masks', 'particulate mask'] },
  { expansion: 'safety knee pads', triggers: ['knee pad', 'kneeling pad', 'knee pads'] },
  { expansion: 'protective aprons', triggers: ['shop apron', 'welding apron', 'apron'] },
  { expansion: 'welding helmets', triggers: ['auto darkening helmet', 'welding hood', 'welding mask'] },
  { expansion: 'protective eyewear', triggers: ['face shield', 'safety face shield', 'goggles safety', 'welding goggles'] },
  {
    expansion: 'vehicle repair specialty tools',
    triggers: ['load leveler', 'hoist leveler', 'engine leveler', 'engine load leveler', 'transmission adapter jack'],
  },
];

const CAR_CARE: ConceptRule[] = [
  { expansion: 'engine degreasers', triggers: ['chain cleaner', 'chain degreaser'] },
  {
    expansion: 'antifreeze',
    triggers: ['premix', 'pre mix', 'premixed', 'prediluted', '50 50', 'coolant concentrate', 'extended life coolant', 'universal coolant'],
  },
  {
    expansion: 'vehicle cleaning',
    triggers: [
      'wash bucket', 'bucket', 'grit guard', 'drying towel', 'microfiber towel', 'microfiber towels', 'microfiber cloth',
      'microfiber', 'chamois', 'detailing towel', 'water blade', 'squeegee', 'foam cannon', 'foam gun', 'foam lance',
      'detailing kit', 'detail kit', 'wash kit', 'car care kit',
    ],
  },
  {
    expansion: 'carpet upholstery cleaners',
    triggers: ['interior detailer', 'interior protectant', 'dash cleaner', 'interior spray', 'fabric protector', 'stain remover'],
  },
  { expansion: 'lubricants', triggers: ['jack oil', 'hydraulic jack oil', 'hydraulic oil', 'air tool oil', 'pneumatic tool oil'] },
  {
    expansion: 'waxes polishes protectants',
    triggers: [
      'buffing pad', 'buffing pads', 'polishing pad', 'polishing pads', 'foam pad', 'wool pad', 'cutting pad',
      'finishing pad', 'pad conditioner', 'cutting compound', 'polishing compound', 'glaze', 'vinyl protectant',
      'rubber protectant', 'protectant',
    ],
  },
  {
    expansion: 'car wash solutions',
    triggers: [
      'water spot remover', 'spot remover', 'iron decon', 'decon spray', 'fallout remover', 'rinseless wash', 'snow foam',
      'foam soap', 'cannon soap', 'foam cannon soap',
    ],
  },
  { expansion: 'waxes polishes protectants', triggers: ['clay mitt', 'clay towel', 'clay pad', 'clay block'] },
  { expansion: 'carpet upholstery cleaners', triggers: ['leather wipes', 'interior wipes', 'detailing wipes', 'upholstery wipes'] },
  {
    expansion: 'hardware glue adhesives',
    triggers: ['headliner adhesive', 'carpet adhesive', 'upholstery adhesive', 'spray adhesive', 'emblem adhesive', 'panel adhesive'],
  },
  { expansion: 'hardware glue adhesives', triggers: ['adhesive', 'adhesives'], headOnly: true },
  { expansion: 'wheel parts', triggers: ['weight adhesive', 'wheel weight adhesive', 'adhesive wheel weights', 'stick on weights'] },
  {
    expansion: 'hardware tape',
    triggers: ['double sided tape', 'emblem tape', 'molding tape', 'attachment tape', 'mounting tape', 'wire harness tape'],
  },
  { expansion: 'transmission fluid', triggers: ['dct fluid', 'dual clutch fluid', 'transfer case fluid', 'cvt fluid', 'atf'] },
  {
    expansion: 'performance additives',
    triggers: ['smoke treatment', 'engine restorer', 'engine treatment', 'oil treatment', 'restorer', 'oil additive', 'motor honey'],
  },
  { expansion: 'engine degreasers', triggers: ['parts washer solvent', 'parts washer fluid', 'parts washer', 'parts cleaning solvent'] },
  { expansion: 'lubricants', triggers: ['white lithium spray', 'lithium spray', 'belt dressing', 'graphite lube', 'dry graphite', 'lock lubricant'] },
  { expansion: 'protective coatings sealants', triggers: ['instant gasket', 'liquid gasket', 'gasket dressing', 'thread seal', 'pipe dope'] },
  {
    expansion: 'hardware glue adhesives',
    triggers: [
      'jb weld', 'j b weld', 'epoxy weld', 'cold weld', 'steel epoxy', 'windshield urethane', 'urethane adhesive',
      'glass adhesive', 'windshield adhesive', 'panel bond', 'mirror adhesive', 'rearview mirror adhesive',
    ],
  },
  { expansion: 'motor vehicle body paint', triggers: ['plasti dip', 'rubber coating', 'peelable coating', 'spray coating', 'bumper paint'] },
  { expansion: 'body filler', triggers: ['fiberglass repair', 'fiberglass resin', 'fiberglass cloth', 'fiberglass mat', 'body repair kit', 'dent filler'] },
  { expansion: 'engine degreasers', triggers: ['engine bay cleaner', 'engine bay', 'bay cleaner', 'under hood cleaner'] },
  {
    expansion: 'waxes polishes protectants',
    triggers: [
      'exhaust tip cleaner', 'tip cleaner', 'metal polish', 'metal cleaner', 'aluminum polish', 'chrome cleaner',
      'chrome polish', 'detailing clay', 'clay', 'trim dye', 'trim coating', 'headlight coating', 'headlight sealant',
      'lens coating', 'wheel wax', 'wheel sealant', 'tire coating',
    ],
  },
  { expansion: 'car wash solutions', triggers: ['pressure washer soap', 'pressure washer detergent', 'wash and wax'] },
  {
    expansion: 'hardware tape',
    triggers: ['thread tape', 'ptfe tape', 'teflon tape', 'masking paper', 'masking film', 'fine line tape', 'trim masking tape'],
  },
  { expansion: 'hardware tape', triggers: ['tape'], headOnly: true },
  { expansion: 'lubricants', triggers: ['silicone paste', 'silicone grease paste', 'o ring lube', 'rubber lube'] },
  {
    expansion: 'cooling system additives',
    triggers: ['head gasket repair', 'head gasket fix', 'block seal', 'radiator stop leak', 'cooling system stop leak'],
  },
  { expansion: 'engine degreasers', triggers: ['mass air flow sensor cleaner', 'maf cleaner', 'sensor cleaner', 'maf sensor cleaner'] },
  { expansion: 'glass cleaners', triggers: ['rain x', 'rainx', 'glass sealant', 'windshield treatment'] },
  { expansion: 'glass cleaners', triggers: ['glass wipes', 'glass cloth', 'window wipes', 'glass towel', 'invisible glass'] },
  {
    expansion: 'carpet upholstery cleaners',
    triggers: ['upholstery brush', 'carpet brush', 'interior brush', 'leather brush', 'carpet extractor', 'spot extractor'],
  },
  { expansion: 'vehicle air fresheners', triggers: ['odor bomb', 'odor fogger', 'fogger', 'odor eliminator bomb', 'scent bomb'] },
  {
    expansion: 'vehicle organizers',
    triggers: ['seat gap filler', 'gap filler', 'seat gap', 'console gap', 'trunk organizer', 'backseat organizer', 'visor organizer'],
  },
];

const TOOLS: ConceptRule[] = [
  { expansion: 'tool sockets', triggers: ['torque stick', 'torque sticks', 'torque limiting extension', 'torque extension'] },
  { expansion: 'screwdrivers', triggers: ['screw driver', 'screw drivers', 'screwdriver set', 'nut driver', 'nut drivers'] },
  {
    expansion: 'tool sockets',
    triggers: [
      'bit socket', 'bit sockets', 'hex bit socket', 'torx bit socket', 'socket bit', 'deep socket', 'deep sockets',
      'socket adapter', 'socket extension', 'swivel socket', 'universal socket', 'impact socket', 'impact sockets',
      'spark plug socket', 'flip socket', 'crowfoot', 'crow foot',
    ],
  },
  {
    expansion: 'wrenches',
    triggers: [
      'line wrench', 'flare nut wrench', 'flare wrench', 'torque wrench', 'adjustable wrench', 'pipe wrench',
      'box wrench', 'open end wrench', 'ratcheting wrench', 'wrench set', 'spanner',
    ],
  },
  {
    expansion: 'vehicle repair specialty tools',
    triggers: [
      'oil filter wrench', 'filter wrench', 'oil filter pliers', 'filter pliers', 'cap wrench', 'oil filter cap wrench',
      'bearing separator', 'bearing splitter', 'fan clutch wrench',
      'fan clutch tool', 'harmonic balancer puller', 'steering wheel puller', 'pitman arm puller', 'axle puller',
      'hub puller', 'gear puller', 'pulley puller', 'pulley holder', 'camshaft locking', 'cam lock tool',
      'engine timing tool', 'timing tool', 'valve spring compressor', 'valve spring tool', 'clutch alignment',
      'disconnect tool', 'ac disconnect', 'hose pinch', 'hose pinch off', 'hose remover',
      'flaring tool', 'tubing bender', 'tube bender', 'tubing cutter',
      'spill kit', 'oil absorbent', 'absorbent', 'absorbent pads', 'drip pan', 'borescope', 'inspection camera',
    ],
  },
  {
    expansion: 'grinding wheels points',
    triggers: [
      'cut off wheel', 'cutoff wheel', 'cut off wheels', 'cutting wheel', 'wire wheel', 'wire wheels', 'grinding wheel',
      'grinding disc', 'flap disc', 'flap wheel', 'abrasive wheel', 'wire cup brush', 'cup brush', 'strip disc',
      'surface conditioning disc', 'roloc disc', 'sanding disc',
    ],
  },
  {
    expansion: 'sandpaper sanding sponges',
    triggers: [
      'sandpaper', 'sand paper', 'wet dry sandpaper', 'sanding sponge', 'sanding sheet', 'sanding disc', 'sanding discs',
      'hook and loop disc', 'hook loop disc', 'da disc', 'da discs', 'psa disc', 'psa discs', 'sanding roll',
      'interface pad',
    ],
  },
  {
    expansion: 'repair specialty tools',
    triggers: [
      'nut splitter', 'nut breaker', 'fuel line disconnect tool', 'fuel line disconnect set', 'disconnect tool',
      'disconnect set', 'trim removal tool', 'trim tool', 'trim tool set',
      'panel removal tool', 'clip removal tool', 'upholstery clip tool', 'parts washer', 'parts washer tank',
    ],
  },
  { expansion: 'grinders', triggers: ['cutoff tool', 'cut off tool', 'air cutoff tool', 'cutoff wheel tool'] },
  { expansion: 'drill screwdriver bits', triggers: ['step bit', 'step drill', 'step drill bit', 'unibit', 'cobalt drill bit'] },
  { expansion: 'pneumatic hoses', triggers: ['air coupler', 'air coupler set', 'quick coupler', 'air fitting', 'air fittings', 'air plug', 'coupler set'] },
  {
    expansion: 'repair specialty tools',
    triggers: [
      'tie rod end separator', 'ball joint separator', 'separator tool', 'pitman arm puller', 'tie rod puller',
      'tie rod tool', 'inner tie rod tool', 'outer tie rod tool',
    ],
  },
  { expansion: 'tire repair tire changing tools', triggers: ['bead seater', 'bead blaster', 'bead seating tool', 'bead lube', 'tire spoon', 'tire iron'] },
  {
    expansion: 'manual hammers',
    triggers: [
      'ball peen', 'ball peen hammer', 'dead blow', 'dead blow hammer', 'mallet', 'rubber mallet', 'sledge',
      'sledge hammer', 'brass hammer', 'claw hammer', 'hammer',
    ],
  },
  {
    expansion: 'pliers',
    triggers: [
      'vise grip', 'vise grips', 'locking pliers', 'channel lock', 'channellock', 'water pump pliers', 'groove joint pliers',
      'snap ring pliers', 'hose clamp pliers', 'circlip pliers', 'lineman pliers', 'needle nose',
    ],
  },
  {
    expansion: 'pneumatic hoses',
    triggers: ['air hose', 'air hoses', 'hybrid air hose', 'air hose reel', 'hose reel', 'recoil air hose', 'whip hose'],
  },
  {
    expansion: 'compressors',
    triggers: [
      'air coupler', 'air couplers', 'coupler set', 'quick coupler', 'air fitting', 'air fittings', 'blow gun', 'air blow gun',
      'air chuck', 'tire chuck', 'air regulator', 'filter regulator', 'inline air dryer', 'air tool kit', 'air accessory kit',
    ],
  },
  { expansion: 'tire repair tire changing tools', triggers: ['inflator gauge', 'tire inflator gauge', 'inflator with gauge'] },
  {
    expansion: 'socket drivers',
    triggers: [
      'extension bar', 'extension bars', 'socket extension bar', 'wobble extension', 'universal joint socket',
      'u joint adapter', 'spinner handle', 'speed handle', 'speeder handle', 't handle', 'flex handle', 'ratchet handle',
    ],
  },
  {
    expansion: 'welding guns plasma cutters',
    triggers: ['mig welder', 'tig welder', 'stick welder', 'flux core welder', 'welder', 'plasma cutter', 'spot welder'],
  },
  { expansion: 'welding accessories', triggers: ['welding wire', 'welding rod', 'welding rods', 'mig tips', 'contact tips', 'welding magnet'] },
  { expansion: 'paint sprayers', triggers: ['paint gun', 'spray gun', 'hvlp gun', 'hvlp spray gun', 'touch up gun', 'primer gun'] },
  { expansion: 'paint tools', triggers: ['tack cloth', 'tack rag', 'paint mixing cup', 'mixing cups', 'paint strainer', 'mixing sticks'] },
  {
    expansion: 'taps dies',
    triggers: [
      'extractor set', 'bolt extractor', 'screw extractor', 'easy out', 'stud extractor', 'thread chaser', 'thread chasers',
      'thread restorer', 'thread file', 'thread repair insert', 'helicoil',
    ],
  },
  { expansion: 'multimeter accessories', triggers: ['test leads', 'test lead', 'multimeter leads', 'probe leads', 'back probe'] },
  { expansion: 'vehicle repair specialty tools', triggers: ['oil analysis kit', 'oil analysis', 'oil sample kit'] },
  { expansion: 'work safety protective gear', triggers: ['welding jacket', 'welding sleeves', 'welding blanket', 'fire blanket'] },
  { expansion: 'first aid kits', triggers: ['burn kit', 'burn gel', 'trauma kit', 'bandage kit', 'bandages'] },
  { expansion: 'traffic cones barrels', triggers: ['traffic cone', 'safety cone', 'traffic cones', 'road cone'] },
  // A pneumatic tool is the tool, not air: "AIR DIE GRINDER", "AIR CHISEL".
  { expansion: 'saws', triggers: ['air saw', 'reciprocating air saw', 'body saw', 'air body saw'] },
  { expansion: 'grinders', triggers: ['die grinder', 'air die grinder', 'air grinder', 'cut off tool', 'air cut off tool', 'angle grinder'] },
  { expansion: 'powered hammers', triggers: ['air hammer', 'air chisel', 'air hammer kit', 'pneumatic hammer'] },
  { expansion: 'pneumatic drills', triggers: ['air drill', 'pneumatic drill'] },
  { expansion: 'impact wrenches drivers', triggers: ['air ratchet', 'air impact', 'air impact wrench', 'impact gun'] },
  { expansion: 'sanders', triggers: ['air sander', 'da sander', 'orbital sander', 'palm sander', 'block sander'] },
  { expansion: 'polishers buffers', triggers: ['polishing machine', 'polisher', 'da polisher', 'orbital polisher', 'rotary polisher', 'buffer'] },
  { expansion: 'abrasive blasters', triggers: ['media blaster', 'sand blaster', 'sandblaster', 'soda blaster', 'abrasive blaster', 'blast gun'] },
  { expansion: 'sandblasting cabinets', triggers: ['blast cabinet', 'sandblast cabinet', 'blasting cabinet'] },
  { expansion: 'abrasive blaster accessories', triggers: ['blast media', 'blasting media', 'glass bead media', 'blast nozzle'] },
  {
    expansion: 'tool clamps vises',
    triggers: ['welding clamps', 'welding clamp', 'c clamp', 'c clamps', 'bar clamp', 'spring clamp', 'locking clamp', 'vise', 'bench vise'],
  },
  { expansion: 'sanding accessories', triggers: ['scuff pad', 'scuff pads', 'scotch brite', 'abrasive pad', 'sanding pad', 'interface pad'] },
  {
    expansion: 'solvents strippers thinners',
    triggers: [
      'decal remover', 'rust remover', 'wax grease remover', 'wax and grease remover', 'prep solvent', 'surface prep',
      'paint reducer', 'reducer', 'thinner', 'paint remover', 'graphics remover', 'adhesive eraser',
    ],
  },
  { expansion: 'car wash solutions', triggers: ['sap remover', 'tree sap remover', 'overspray remover', 'bird dropping remover'] },
  {
    expansion: 'protective coatings sealants',
    triggers: [
      'rust inhibitor', 'rust preventive', 'rust proofing', 'corrosion inhibitor', 'cavity wax', 'rust encapsulator',
      'rust preventative', 'anti corrosion',
    ],
  },
  { expansion: 'hardware glue adhesives', triggers: ['plastic repair', 'bumper repair kit', 'plastic repair kit', 'plastic weld'] },
  { expansion: 'carpet upholstery cleaners', triggers: ['vinyl repair kit', 'leather repair kit', 'vinyl repair', 'leather repair', 'fabric protectant'] },
  {
    expansion: 'motor vehicle body paint',
    triggers: [
      'adhesion promoter', 'hardener', 'activator', 'paint hardener', 'flex additive', 'plastic primer', 'sealer primer',
      'epoxy primer', 'high build primer', 'etching primer', 'single stage', 'base coat', 'basecoat', 'clear coat',
      'clearcoat', 'urethane clear', 'tinted clear',
    ],
  },
  { expansion: 'paint tools', triggers: ['spray gun cleaner', 'gun cleaner', 'gun wash', 'paint strainers', 'guide coat', 'dry guide coat'] },
  { expansion: 'body filler', triggers: ['filler spreader', 'spreader set', 'body filler spreader', 'bondo spreader', 'mixing board'] },
  {
    expansion: 'vehicle cleaning',
    triggers: ['steam cleaner', 'car dryer', 'air blower dryer', 'blower dryer', 'car blower', 'convertible top cleaner', 'top cleaner'],
  },
  { expansion: 'waxes polishes protectants', triggers: ['buffing wheel', 'polishing wheel', 'buffing compound'] },
  { expansion: 'car wash brushes', triggers: ['wheel woolies', 'woolies', 'spoke brush', 'barrel brush', 'lug nut brush', 'rim brush'] },
  { expansion: 'vehicle jump starters', triggers: ['jump box', 'jump pack', 'booster pack', 'jump starter pack'] },
  { expansion: 'electrical testing tools', triggers: ['breaker finder', 'circuit breaker finder', 'short finder', 'short circuit finder'] },
  { expansion: 'brake service kits', triggers: ['piston spreader', 'caliper spreader', 'caliper piston spreader', 'pad spreader'] },
  {
    expansion: 'vehicle repair specialty tools',
    triggers: [
      'fluid evacuator', 'evacuator', 'line bender', 'brake line bender', 'flaring kit', 'rotor gauge', 'brake gauge',
      'drum gauge', 'paint thickness gauge', 'paint depth gauge', 'thickness gauge', 'battery carrier', 'battery strap tool',
      'battery lifter', 'clip pliers', 'body clip pliers', 'trim clip pliers', 'panel clip pliers', 'shrinking disc',
      'shrink disc', 'needle scaler', 'scaler',
    ],
  },
  { expansion: 'vehicle repair specialty tools', triggers: ['bender'], headOnly: true },
  { expansion: 'putty knives scrapers', triggers: ['gasket scraper', 'razor scraper', 'scraper', 'scrapers', 'putty knife'] },
  { expansion: 'pickup tools', triggers: ['telescoping magnet', 'magnetic pickup', 'pickup tool', 'magnet pickup', 'pick up tool', 'grabber tool'] },
  { expansion: 'tool boxes', triggers: ['tool box', 'toolbox', 'tool case', 'portable tool box'] },
  {
    expansion: 'tool cabinets chests',
    triggers: ['tool chest', 'tool cabinet', 'rolling tool chest', 'roller cabinet', 'tool cart', 'service cart', 'utility cart', 'top chest'],
  },
  { expansion: 'tool organizer liners inserts', triggers: ['drawer liner', 'tool drawer liner', 'foam organizer', 'drawer organizer'] },
  { expansion: 'calipers', triggers: ['micrometer', 'digital caliper', 'vernier caliper', 'dial caliper'] },
  { expansion: 'tape measures', triggers: ['tape measure', 'measuring tape'] },
  { expansion: 'vacuums', triggers: ['shop vac', 'shop vacuum', 'wet dry vac', 'wet dry vacuum'] },
  { expansion: 'tarps', triggers: ['tarp', 'tarps', 'tarpaulin'] },
  { expansion: 'vehicle safety equipment', triggers: ['safety hammer', 'emergency hammer', 'escape hammer', 'rescue hammer'] },
  { expansion: 'eye wash supplies', triggers: ['eye wash', 'eyewash', 'eye wash station'] },
  { expansion: 'clutch alignment removal tools', triggers: ['pilot bearing puller', 'clutch tool', 'clutch alignment tool', 'pilot bushing puller'] },
  {
    expansion: 'tire repair tire changing tools',
    triggers: ['wheel weight pliers', 'wheel weight hammer', 'wheel weight tool', 'wheel weight remover', 'tpms tool', 'valve stem tool'],
  },
  { expansion: 'brake service kits', triggers: ['brake adjusting tool', 'brake spoon', 'adjusting spoon', 'brake adjuster tool', 'brake tool'] },
  {
    expansion: 'vehicle repair specialty tools',
    triggers: [
      'pick set', 'hook and pick', 'pick and hook', 'o ring pick', 'hook set', 'parts tray', 'magnetic parts tray',
      'magnetic bowl', 'shop stool', 'roller seat', 'mechanic stool', 'fluid transfer pump', 'fluid pump', 'siphon pump',
      'siphon', 'smoke machine', 'smoke tester', 'smoke leak', 'noid light', 'noid lights', 'cylinder hone', 'hone',
      'brake hone', 'dial indicator', 'dial gauge', 'brake lathe', 'rotor lathe', 'valve grinder', 'lapping tool',
      'valve lapping', 'timing belt tool', 'tool kit engine', 'seal pick', 'joint press', 'shop press', 'arbor press',
      'hub press', 'hydraulic press', 'u joint press', 'press adapter', 'radiator cap adapter', 'cap adapter',
      'pressure tester adapter', 'fuel pressure gauge kit', 'fuel pressure test kit', 'fuel pressure tester kit', 'torque plate',
      'deck plate', 'honing plate', 'ring filer', 'piston ring filer', 'ring grinder', 'degree wheel', 'cam degree',
      'degree kit',
    ],
  },
  { expansion: 'vehicle repair specialty tools', triggers: ['tool'], headOnly: true },
];

export const SHOP_VOCABULARY: readonly ConceptRule[] = [...SHOP_SUPPLIES_AND_SAFETY, ...CAR_CARE, ...TOOLS];
