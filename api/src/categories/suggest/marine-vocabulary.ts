import type { ConceptRule } from './concept-rule';

const WATERCRAFT = ['watercraft'];

/**
 * Boat hardware, steering, plumbing, sailing and care as marine catalogs name it. These words are boats' own, so they
 * place the part without a kind's word ("SEACOCK-BRONZE 3/4", "STEERING CABLE-NO FEEDBACK"); words a car shares
 * (wheel, control box, cleat) are read so only beside one.
 */
const BOAT_ONLY: ConceptRule[] = [
  {
    expansion: 'watercraft steering cables',
    triggers: [
      'steering cable', 'steering cables', 'rotary steering cable', 'no feedback steering cable', 'rack steering cable',
      'steering cable kit', 'tilt tube', 'steering tilt tube', 'cable support',
    ],
  },
  {
    expansion: 'watercraft steering wheels',
    triggers: ['destroyer wheel', 'destroyer steering wheel', 'knob spinner', 'steering knob', 'power knob', 'helm wheel'],
  },
  {
    expansion: 'watercraft steering parts',
    triggers: [
      'helm', 'rotary helm', 'no feedback helm', 'tilt helm', 'helm seal kit', 'helm pump', 'steering helm',
      'hydraulic steering', 'hydraulic steering cylinder', 'steering cylinder', 'steering ram', 'steering link arm',
      'steering link rod', 'tie bar', 'steering bezel', 'helm bezel', 'steering kit', 'steering fluid',
    ],
  },
  {
    expansion: 'watercraft manifolds',
    triggers: [
      'exhaust elbow', 'exhaust riser', 'riser', 'riser gasket', 'elbow gasket', 'exhaust manifold riser', 'risers',
      'exhaust manifold', 'manifold gasket', 'water jacket',
    ],
    forKinds: WATERCRAFT,
  },
  { expansion: 'watercraft manifolds', triggers: ['exhaust riser', 'riser gasket', 'elbow riser'] },
  { expansion: 'watercraft exhaust parts', triggers: ['exhaust riser', 'riser gasket', 'elbow gasket', 'riser'], forKinds: WATERCRAFT },
  {
    expansion: 'watercraft fuel lines parts',
    triggers: [
      'anti siphon valve', 'antisiphon valve', 'fuel line primer bulb', 'primer bulb kit', 'fuel demand valve', 'demand valve', 'primer bulb', 'fuel primer bulb',
      'squeeze bulb', 'fuel line assembly', 'tank connector', 'fuel tank connector', 'quick connect fuel',
    ],
  },
  {
    expansion: 'watercraft fuel tanks parts',
    triggers: ['portable fuel tank', 'fuel tank vent', 'tank vent', 'fuel fill', 'deck fill', 'gas deck fill', 'fuel tank pickup'],
    forKinds: WATERCRAFT,
  },
  { expansion: 'watercraft fuel tanks parts', triggers: ['deck fill', 'gas deck fill', 'portable fuel tank', 'fuel tank vent chrome'] },
  {
    expansion: 'watercraft parts accessories',
    triggers: [
      'transom saver', 'motor support bar', 'motor support', 'motor tote', 'sea strainer', 'raw water strainer',
      'strainer', 'thru hull', 'through hull', 'thru hull fitting', 'through hull fitting', 'seacock', 'sea cock',
      'scupper', 'scupper valve', 'livewell aerator', 'live well', 'live well aerator', 'aerator pump', 'aerator',
      'baitwell', 'bait well', 'washdown pump', 'bilge pump hose', 'bilge hose', 'sanitation hose', 'marine toilet',
      'transom drain', 'drain plug', 'trim tab', 'trim tabs', 'trim tab kit', 'hatch', 'deck hatch', 'inspection port',
      'deck plate', 'rod holder', 'flush mount rod holder', 'rod holders', 'bow roller', 'gunwale', 'rub rail insert',
      'pontoon', 'pontoon furniture', 'bimini', 'bimini boot', 'boat cover support', 'cover support pole',
      'mooring cover', 'snap', 'snaps', 'twist lock', 'stanchion', 'lifeline', 'pad eye', 'padeye', 'bow eye',
      'ski tow', 'ski pylon', 'tow pylon', 'wakeboard tower', 'tower speaker', 'ski rope',
    ],
    forKinds: WATERCRAFT,
  },
  {
    expansion: 'watercraft parts accessories',
    triggers: [
      'transom saver', 'motor support bar', 'sea strainer', 'raw water strainer', 'thru hull', 'through hull',
      'thru hull fitting', 'through hull fitting', 'seacock', 'sea cock', 'scupper', 'scupper valve',
      'livewell aerator', 'live well', 'live well aerator', 'aerator pump', 'baitwell', 'bait well', 'washdown pump',
      'bilge pump hose', 'bilge hose', 'trim tab', 'trim tabs', 'trim tab kit', 'trim tab switch', 'trim tab control',
      'trim tab actuator', 'inspection port', 'deck plate', 'flush mount rod holder', 'gunwale', 'pad eye', 'padeye', 'ski tow', 'ski pylon', 'wakeboard tower',
    ],
  },
  {
    expansion: 'watercraft engine parts',
    triggers: [
      'tilt trim relay', 'trim relay', 'trim solenoid', 'trim switch', 'trim limit switch', 'trim sender',
      'gimbal bearing', 'gimbal housing', 'bellows kit', 'u joint bellows', 'shift bellows', 'exhaust bellows',
      'drive shower', 'water tube', 'water tube kit', 'pump housing', 'lower unit', 'gear case', 'gearcase',
      'shift shaft', 'shift interrupter', 'anode kit', 'sacrificial anode', 'zinc kit', 'zincs', 'trim tab anode',
      'outdrive', 'out drive', 'upper unit', 'transom assembly', 'transom plate',
      'lower unit seal', 'lower unit seal kit', 'lower unit gasket', 'gear lube pump', 'skeg', 'skeg guard',
      'skeg repair', 'tilt trim fluid', 'trim fluid', 'power trim fluid', 'trim cylinder', 'tilt cylinder', 'trim ram', 'trim cylinder seal', 'tilt tube nut',
    ],
  },
  // An outboard's mount: the bracket and jack plate that hang it, or a second, smaller motor, on the transom.
  {
    expansion: 'watercraft motor mounts',
    triggers: [
      'jack plate', 'hydraulic jack plate', 'manual jack plate', 'setback plate', 'kicker bracket', 'kicker motor bracket',
      'auxiliary motor bracket', 'aux motor bracket', 'outboard bracket', 'outboard motor bracket', 'transom bracket',
    ],
  },
  { expansion: 'watercraft motor mounts', triggers: ['mount bracket', 'motor bracket', 'transom mount bracket'], forKinds: WATERCRAFT },
  { expansion: 'watercraft propellers', triggers: ['thrust washer', 'thrust hub', 'prop washer', 'prop hardware'], forKinds: WATERCRAFT },
  // With a boat named, its fuel filter is the fuel system's as a whole (the sixth set files it so), its shaft seals
  // the engine's, and an anchor's shackle is docking gear.
  {
    expansion: 'watercraft fuel systems',
    triggers: ['fuel filter', 'fuel water separator', 'water separating fuel filter', 'water separator', 'fuel filter kit'],
    forKinds: WATERCRAFT,
  },
  { expansion: 'watercraft engine parts', triggers: ['shaft seal', 'dripless shaft seal', 'stuffing box', 'packing gland'], forKinds: WATERCRAFT },
  { expansion: 'docking anchoring', triggers: ['anchor shackle', 'anchor swivel', 'anchor connector', 'mooring whip', 'dock bumper'] },
  { expansion: 'watercraft propellers', triggers: ['prop thrust washer', 'prop washer', 'prop nut kit', 'prop hardware kit'] },
  {
    expansion: 'watercraft engine controls',
    triggers: [
      'remote control box', 'control box', 'side mount control', 'binnacle', 'binnacle control', 'throttle control',
      'shift cable', 'throttle cable', 'control cable', 'shift throttle cable', 'kill switch lanyard', 'safety lanyard',
      'tilt trim switch',
    ],
    forKinds: WATERCRAFT,
  },
  {
    expansion: 'watercraft engine parts',
    triggers: [
      'wear ring', 'carbon seal', 'pump seal', 'jet pump', 'pump rebuild kit', 'intake grate', 'ride plate', 'sponson',
      'sponsons', 'reverse bucket', 'steering nozzle', 'pump shoe', 'driveshaft seal', 'coupler', 'drive coupler',
    ],
    forKinds: WATERCRAFT,
  },
  { expansion: 'watercraft engine controls', triggers: ['remote control box', 'binnacle', 'binnacle control', 'side mount control box'] },
];

/**
 * A boat's gauges, switches, pumps, head, seating, deck hardware and coatings: with the kind named, the watercraft
 * branch rather than a car system's category ("TACH-MARINE", "BATTERY SWITCH-BOAT", "MARINE HEAD").
 */
const ON_BOARD: ConceptRule[] = [
  {
    expansion: 'watercraft parts accessories',
    triggers: [
      'tachometer', 'tach', 'trim gauge', 'hour meter', 'speedometer', 'voltmeter', 'gauge', 'gauges', 'battery switch',
      'selector switch', 'switch', 'rocker switch', 'breaker panel', 'shore power', 'shore power cord', 'power cord',
      'shore power inlet', 'freshwater pump', 'fresh water pump', 'water pump', 'washdown pump', 'pump', 'toilet',
      'head', 'marine toilet', 'holding tank', 'vent filter', 'holding tank vent filter', 'deck drain', 'drain', 'seat',
      'seat swivel', 'swivel', 'seat pedestal', 'pedestal', 'seat base', 'latch', 'gate latch', 'hinge', 'handle',
      'grab rail', 'grab handle', 'carpet', 'carpet adhesive', 'adhesive', 'sealant', 'bottom paint', 'antifouling',
      'paint', 'cup holder', 'horn', 'mirror', 'ski mirror', 'flag', 'flag pole', 'flag staff', 'ladder', 'cover',
    ],
    forKinds: WATERCRAFT,
  },
  {
    expansion: 'watercraft parts accessories',
    triggers: [
      'antifouling', 'antifouling paint', 'bottom paint', 'hull paint', 'marine sealant', 'marine adhesive sealant',
      'marine head', 'deck drain', 'fold down seat', 'helm seat', 'captain chair',
      'leaning post', 'pontoon gate', 'pontoon gate latch', 'holding tank vent filter', 'battery switch 1 2 both',
    ],
  },
  {
    expansion: 'watercraft engine parts',
    triggers: [
      'powerhead', 'power head', 'powerhead gasket', 'propshaft', 'prop shaft', 'propshaft seal', 'poppet valve',
      'tilt tube', 'flame arrestor', 'flame arrester', 'cutless bearing', 'cutlass bearing', 'stuffing box',
      'stuffing box packing', 'packing gland', 'shaft packing', 'dripless shaft seal', 'shaft zinc', 'shift interrupter',
      'shift interrupter switch', 'trim pump', 'drive coupler', 'engine coupler', 'closed cooling', 'closed cooling kit',
      'sea water pump', 'raw water pump', 'exhaust shutter', 'engine alignment tool',
    ],
  },
  {
    expansion: 'watercraft engine parts',
    triggers: ['heat exchanger', 'coupler', 'starter', 'starter motor', 'thermostat kit', 'oil pump', 'fuel pump'],
    forKinds: WATERCRAFT,
  },
  { expansion: 'watercraft ignition parts', triggers: ['distributor cap', 'distributor', 'rotor', 'ignition sensor'], forKinds: WATERCRAFT },
  { expansion: 'watercraft steering parts', triggers: ['rudder port seal', 'rudder seal', 'rudder bearing', 'rudder stock'] },
  {
    expansion: 'watercraft parts accessories',
    triggers: [
      'downrigger', 'downrigger weight', 'trolling motor mount', 'trolling motor bracket', 'trolling motor battery',
      'trolling motor plug', 'rod holder clamp', 'livewell timer', 'bilge blower hose', 'transom ladder',
    ],
  },
  {
    expansion: 'watercraft parts accessories',
    triggers: ['usb outlet', 'outlet', 'rod holder', 'seat cushion', 'cushion', 'cushions', 'fence', 'gate'],
    forKinds: WATERCRAFT,
  },
  { expansion: 'watercraft cleaners', triggers: ['vinyl protectant', 'protectant', 'vinyl cleaner', 'vinyl conditioner'], forKinds: WATERCRAFT },
  { expansion: 'watercraft lighting', triggers: ['bulb', 'light bulb', 'light', 'lamp'], forKinds: WATERCRAFT },
  {
    expansion: 'docking anchoring',
    triggers: ['fender hanger', 'fender holder', 'fender line', 'fender lines', 'fender adjuster', 'mooring whip', 'mooring whips', 'dock edge'],
  },
  { expansion: 'watercraft storage covers', triggers: ['boat cover', 'pontoon cover', 'bimini boot', 'motor cover', 'outboard cover'] },
];

/** Sailing hardware and rigging: a sailboat's parts whatever the generic word (block, sheet, car, winch) says. */
const SAILING: ConceptRule[] = [
  {
    expansion: 'sailboat parts',
    triggers: [
      'sailboat', 'sailboat winch', 'self tailing winch', 'winch handle', 'jib', 'jib sheet', 'genoa', 'mainsheet',
      'main sheet', 'traveler', 'traveler car', 'genoa car', 'boom vang', 'vang', 'halyard', 'halyards',
      'halyard shackle', 'snap shackle', 'shackle snap', 'sheave', 'single sheave', 'double sheave', 'fiddle block',
      'ratchet block', 'cheek block', 'cam cleat', 'jam cleat', 'clam cleat', 'rope clutch', 'furler', 'roller furler',
      'furling line', 'furling', 'shroud', 'shrouds', 'turnbuckle', 'forestay', 'backstay', 'stay adjuster',
      'mast step', 'mast', 'boom', 'spinnaker', 'spinnaker pole', 'sail', 'sail slide', 'sail slides', 'batten',
      'battens', 'tiller', 'tiller extension', 'rudder', 'rudder pintle', 'gudgeon', 'pintle', 'centerboard',
      'daggerboard', 'telltales', 'telltale', 'bosun chair', 'deck organizer', 'lazy jack', 'reefing line', 'outhaul',
      'cunningham', 'spreader', 'chainplate', 'toggle', 'sail tie', 'sail ties', 'winch', 'winch drum',
    ],
    forKinds: ['watercraft', 'sailboat'],
  },
  {
    expansion: 'sailboat parts',
    triggers: [
      'sailboat', 'sailboat winch', 'self tailing winch', 'winch handle', 'jib', 'jib sheet', 'genoa', 'mainsheet',
      'main sheet', 'traveler car', 'genoa car', 'boom vang', 'vang', 'halyard', 'halyards', 'halyard shackle',
      'snap shackle', 'fiddle block', 'cheek block', 'cam cleat', 'jam cleat', 'clam cleat', 'rope clutch', 'furler',
      'roller furler', 'furling line', 'forestay', 'backstay', 'spinnaker', 'sail slide', 'sail slides', 'batten',
      'tiller extension', 'rudder pintle', 'gudgeon', 'pintle', 'centerboard', 'daggerboard', 'telltales',
      'bosun chair', 'lazy jack', 'reefing line', 'outhaul', 'cunningham', 'chainplate', 'single sheave',
      'double sheave', 'sheave block',
    ],
  },
];

/** Docking, anchoring, lighting, electronics and care: the taxonomy's own categories for each. */
const DECK_AND_CARE: ConceptRule[] = [
  { expansion: 'dock cleats', triggers: ['dock cleat', 'pull up cleat', 'pop up cleat', 'flip up cleat', 'cleat'], forKinds: WATERCRAFT },
  { expansion: 'dock cleats', triggers: ['dock cleat', 'pull up cleat', 'pop up cleat', 'flip up cleat', 'horn cleat'] },
  { expansion: 'boat hooks', triggers: ['boat hook', 'telescoping boat hook', 'docking pole'] },
  { expansion: 'boat ladders', triggers: ['boarding ladder', 'boat ladder', 'swim ladder', 'transom ladder', 'pontoon ladder', 'dock ladder'] },
  { expansion: 'dock steps', triggers: ['dock step', 'dock steps', 'boat step', 'boat steps'] },
  {
    expansion: 'anchors',
    triggers: [
      'fluke anchor', 'box anchor', 'grapnel anchor', 'mushroom anchor', 'claw anchor', 'plow anchor',
      'river anchor', 'danforth anchor', 'slide anchor', 'anchor trolley', 'anchor buoy',
    ],
  },
  { expansion: 'anchors', triggers: ['anchor', 'anchor kit', 'anchor shackle'], forKinds: WATERCRAFT },
  {
    expansion: 'watercraft lighting',
    triggers: [
      'navigation light', 'navigation lights', 'nav light', 'nav lights', 'nav light bulb', 'navigation light bulb', 'bow light', 'stern light',
      'all round light', 'all around light', 'anchor light', 'masthead light', 'spreader light', 'underwater light',
      'transom light', 'livewell light', 'courtesy light', 'deck light', 'pontoon light', 'sidelight', 'bi color light',
    ],
    forKinds: WATERCRAFT,
  },
  {
    expansion: 'watercraft lighting',
    triggers: [
      'navigation light', 'navigation lights', 'nav light', 'nav lights', 'bow light', 'stern light',
      'all round light', 'all around light', 'anchor light', 'masthead light', 'spreader light', 'underwater light',
      'bi color light',
    ],
  },
  {
    expansion: 'watercraft cleaners',
    triggers: [
      'teak cleaner', 'teak oil', 'teak brightener', 'teak sealer', 'teak care', 'mildew remover', 'mildew stain remover',
      'non skid deck cleaner', 'bilge cleaner', 'pontoon cleaner', 'aluminum boat cleaner', 'hull cleaner',
      'boat cleaner', 'waterline cleaner', 'scum line remover', 'scumline', 'water spot remover', 'vinyl boat cleaner',
    ],
  },
  {
    expansion: 'watercraft polishes',
    triggers: [
      'oxidation remover', 'fiberglass restorer', 'gelcoat restorer', 'gelcoat', 'gel coat', 'hull wax', 'boat wax',
      'boat polish', 'hull polish', 'fiberglass polish', 'marine polish', 'marine wax', 'fiberglass cleaner wax',
    ],
  },
  { expansion: 'marine radios', triggers: ['vhf radio', 'handheld vhf', 'fixed mount vhf', 'dsc radio'] },
  { expansion: 'fish finders', triggers: ['fish finder', 'fishfinder', 'depth finder', 'sonar', 'transducer'] },
  { expansion: 'marine chartplotters gps', triggers: ['chartplotter', 'chart plotter', 'marine gps'] },
  { expansion: 'marine speakers', triggers: ['marine speaker', 'marine speakers', 'wake tower speaker', 'tower speaker'] },
];

export const MARINE_VOCABULARY: readonly ConceptRule[] = [...BOAT_ONLY, ...ON_BOARD, ...SAILING, ...DECK_AND_CARE];
