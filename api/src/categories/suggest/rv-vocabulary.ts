import type { ConceptRule } from './concept-rule';
import { ELECTRICAL, TOWING } from './vehicle-systems';

const RV = ['recreational'];

/**
 * A camper's plumbing, appliances, roof, slide-outs, awnings, doors, leveling and propane, filed with the towing parts
 * as the held-out sets file an RV's. Words only campers use place the part without the kind's word ("BLACK TANK FLUSH
 * VALVE", "SLIDE OUT SEAL"); words a car or a house shares (door lock, furnace, faucet, mattress) only beside it.
 */
const CAMPER_ONLY: string[] = [
  'sewer hose', 'sewer hose support', 'sewer hose elbow', 'sewer elbow', 'sewer fitting', 'sewer cap', 'sewer adapter',
  'sewer hose adapter', 'sewer hose kit', 'black tank', 'black tank flush', 'black tank flush valve', 'gray tank',
  'grey tank', 'holding tank', 'holding tank treatment', 'gate valve', 'termination valve', 'waste valve', 'dump valve',
  'fresh water tank', 'water heater bypass', 'water heater bypass kit', 'winterizing kit', 'winterize kit',
  'city water inlet', 'city water fill', 'gravity water fill', 'absorption refrigerator', 'refrigerator cooling unit',
  'cooling unit', 'furnace ignitor', 'furnace control board', 'ignitor board', 'sail switch', 'ac shroud',
  'air conditioner shroud', 'roof air conditioner', 'roof vent', 'vent lid', 'vent fan', 'roof vent fan', 'fan vent',
  'vent cover', 'lap sealant', 'self leveling sealant', 'self leveling lap sealant', 'roof sealant', 'eternabond',
  'epdm', 'epdm roof', 'roof patch tape', 'rubber roof', 'rubber roof coating', 'slide out', 'slide out seal',
  'slide seal', 'slide room', 'slide room motor', 'slide out motor', 'slide topper', 'slide out topper', 'awning fabric',
  'awning arm', 'awning rail', 'awning end cap', 'awning topper', 'awning light', 'awning', 'entry step', 'step motor',
  'electric step', 'leveling block', 'leveling blocks', 'x chock', 'wheel stabilizer', 'stabilizer jack',
  'scissor stabilizer jack', 'tongue jack', 'landing gear', 'pin box', 'king pin box', 'two stage regulator',
  'lp tank cover', 'propane tank cover', 'propane pigtail', 'lp pigtail', 'pigtail hose', 'propane hose', 'lp hose',
  'baggage door', 'baggage door latch', 'compartment door latch', 'compartment latch', 'paddle latch', 'entry door lock',
  'rv lock', 'camper lock', 'toilet seal', 'toilet flush ball seal', 'toilet valve', 'macerator pump', 'tank sensor',
  'tank monitor', 'tank probe', 'jack knife sofa', 'short queen', 'short queen mattress', 'dinette', 'dinette cushion',
  'potable water hose', 'drinking water hose', 'fresh water hose', 'tank rinser', 'tank rinser wand', 'tank rinse wand',
  'tank wand', 'sewer hose storage', 'sewer hose storage tube', 'low point drain', 'low point drain valve', 'patio mat',
  'rv patio mat', 'camping mat', 'sway control bar', 'friction sway control', 'slide out lubricant', 'slide out ram',
  'leveling system', 'leveling control panel', 'camper jack', 'camper tie down', 'camper tie downs', 'truck camper tie down',
  'onan', 'onan generator', 'generator carburetor', 'awning de flapper', 'awning pull strap', 'exterior shower', 'day night shade',
];

export const RV_VOCABULARY: readonly ConceptRule[] = [
  { expansion: TOWING, triggers: CAMPER_ONLY },
  {
    expansion: TOWING,
    triggers: [
      'door lock', 'door latch', 'door holder', 'catch', 'faucet', 'shower head', 'mattress', 'refrigerator', 'fridge',
      'furnace', 'water filter', 'inline water filter', 'strainer', 'water pump strainer', 'door', 'lock', 'latch',
      'step', 'steps', 'jack', 'regulator', 'propane regulator', 'sealant', 'tape', 'seal', 'motor', 'fan', 'vent',
      'tank', 'water tank', 'toilet', 'sink', 'range hood', 'cooktop', 'stove', 'oven', 'microwave', 'ladder',
      'bumper cap', 'sewer', 'mirror bracket', 'skylight', 'switch', 'thermostat', 'capacitor', 'monitor', 'monitor panel',
      'panel', 'control panel', 'sensor', 'level sensor', 'tank level sensor', 'drain valve', 'valve', 'hose', 'hose reel',
      'mat', 'patio mat', 'rug', 'window', 'window latch', 'hinge', 'door hinge', 'screen door', 'screen', 'vent screen',
      'lubricant', 'ram', 'hydraulic ram', 'jack handle', 'handle', 'battery box', 'box', 'ladder extension', 'bumper',
      'spare tire carrier', 'tire carrier', 'led strip', 'light strip', 'tie down', 'tie downs', 'detector', 'gas detector',
      'control board', 'board', 'relay', 'breaker', 'outlet', 'receptacle', 'cleaner', 'roof cleaner', 'wash', 'wax',
      'antenna', 'tv antenna', 'wifi booster', 'heater', 'water heater', 'thermocouple', 'burner', 'blower motor',
      'pedal', 'flush pedal', 'generator', 'generator exhaust', 'grab handle', 'key', 'keys', 'cabinet', 'cabinet latch',
      'drawer', 'drawer slide', 'shade', 'window shade', 'blind', 'blinds', 'ice maker', 'ice maker valve', 'shower',
      'shower drain', 'drain', 'ceiling fan', 'fan', 'cooktop', 'burner', 'door seal', 'seal', 'ladder',
    ],
    forKinds: RV,
  },
  {
    expansion: ELECTRICAL,
    triggers: [
      'transfer switch', 'automatic transfer switch', 'distribution panel', 'power center', 'breaker panel',
      'converter panel', 'power distribution center', 'battery disconnect', 'battery disconnect switch', 'solar controller',
    ],
  },
  {
    expansion: 'recreational vehicle storage covers',
    triggers: ['tire cover', 'tire covers', 'wheel cover', 'wheel covers', 'cover', 'covers', 'windshield cover', 'ac cover', 'vent cover'],
    forKinds: RV,
  },
  { expansion: 'video monitor mounts', triggers: ['tv mount', 'tv bracket', 'television mount', 'tv wall mount'], forKinds: RV },
];
