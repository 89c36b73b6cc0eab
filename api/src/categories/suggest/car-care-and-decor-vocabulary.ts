import type { ConceptRule } from './concept-rule';

/**
 * Car care, decor and race-safety products whose words name household or other trades' things (a stick, a sign, a
 * bottle, a foot, a shell): each is named whole, with the category the vehicle branch has for it.
 */
const CARE_AND_DECOR: ConceptRule[] = [
  {
    expansion: 'vehicle air fresheners',
    triggers: [
      'scented', 'vent stick', 'vent clip', 'vent clip freshener', 'hanging freshener', 'freshener', 'fresheners',
      'can freshener', 'gel freshener', 'odor absorber', 'scent cartridge', 'scent refill', 'little trees', 'tree freshener',
    ],
  },
  {
    expansion: 'vehicle magnets',
    triggers: [
      'magnetic sign', 'magnetic signs', 'car magnet', 'ribbon magnet', 'bumper magnet', 'student driver magnet',
      'magnet sign', 'magnetic sheet', 'magnetic lettering', 'door magnet sign',
    ],
  },
  {
    expansion: 'waxes polishes protectants',
    triggers: [
      'lens sealant', 'headlight sealant', 'headlight coating', 'lens coating', 'uv sealant', 'headlight protectant',
      'headlight restoration', 'headlight restorer', 'ceramic coating', 'ceramic spray', 'trim restorer', 'plastic restorer',
      'paint sealant', 'spray sealant', 'quick detailer', 'spray wax', 'chrome polish', 'metal polish', 'tire dressing',
      // A coating or protectant sold in a bottle is care, not paint nor a dashboard part.
      'spray coating', 'ceramic spray coating', 'graphene coating', 'graphene spray', 'graphene spray coating',
      'ceramic detail spray', 'dash protectant', 'dashboard protectant', 'protectant dashboard', 'trim protectant',
    ],
  },
  { expansion: 'vehicle antenna balls', triggers: ['antenna topper', 'antenna toppers', 'antenna ball', 'antenna balls'] },
  { expansion: 'vehicle decals', triggers: ['vinyl lettering', 'vinyl letters', 'window lettering', 'pinstripe tape', 'window decal'] },
  {
    expansion: 'fire extinguishers',
    triggers: ['fire suppression bottle', 'suppression bottle', 'fire bottle', 'halon', 'halon extinguisher', 'extinguisher bottle', 'race extinguisher'],
  },
  { expansion: 'motorcycle chest back protectors', triggers: ['roost deflector', 'roost protector', 'chest guard', 'back protector insert'] },
  // A truck cap or camper shell closes the bed as a hardtop closes a cab; its seals and hardware stay body parts.
  {
    expansion: 'vehicle hardtops',
    triggers: ['truck cap', 'camper shell', 'bed topper', 'truck topper', 'canopy truck', 'truck canopy', 'hardtop hoist', 'hard top hoist'],
  },
  {
    expansion: 'carrying rack accessories',
    triggers: ['foot pack', 'rack foot', 'tower foot', 'rack fit kit', 'roof rack fit kit', 'rack clip kit', 'rack tower', 'landing pad'],
  },
];

export const CAR_CARE_AND_DECOR_VOCABULARY: readonly ConceptRule[] = CARE_AND_DECOR;
