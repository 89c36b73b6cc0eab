import type { ConceptRule } from './concept-rule';

/**
 * Fluids sold by the specification or the use on the label rather than by the word "oil" or "fluid": a dexos or
 * high-mileage grade is motor oil, a Mercon or Dexron one transmission fluid, CHF 11S power-steering fluid.
 */
export const FLUID_SPEC_VOCABULARY: readonly ConceptRule[] = [
  {
    expansion: 'motor oil',
    triggers: [
      'dexos', 'dexos1', 'dexos 1', 'dexos2', 'dexos 2', 'dexos d', 'ilsac', 'api sp', 'api sn', 'break in oil',
      'break in', 'racing oil', 'race oil', 'high mileage oil', 'high mileage', 'diesel oil', 'diesel engine oil',
      'heavy duty engine oil', 'mower oil', 'small engine oil', 'lawn mower oil', '2 cycle oil', '2 stroke oil',
      'two cycle oil', 'two stroke oil', '4 stroke oil', 'four stroke oil', 'tc w3', 'full synthetic', 'synthetic blend',
      'conventional oil', 'euro oil', 'european formula', 'motorcycle oil', 'atv oil', 'marine engine oil', 'zinc oil',
      'hot rod oil', 'flat tappet oil', 'oil change kit', 'oil change bundle', 'ck4', 'fa4', 'mil spec oil',
    ],
  },
  {
    expansion: 'transmission fluid',
    triggers: [
      'mercon', 'mercon v', 'mercon lv', 'mercon sp', 'dexron', 'dexron iii', 'dexron vi', 'dexron ulv', 'atf 4',
      'atf+4', 'sp 4', 'sp iv', 'cvt fluid', 'dct fluid', 'dual clutch fluid', 'type f', 'gear oil', 'gear lube',
      'limited slip', 'limited slip additive', 'friction modifier', 'manual transmission fluid', 'synchromesh',
      'transfer case fluid', 'differential oil', 'hypoid', 'hypoid gear oil', 'gl 5', 'gl 4', 'axle oil',
    ],
  },
  {
    expansion: 'power steering fluid',
    triggers: ['chf 11s', 'chf', 'pentosin', 'power steering fluid', 'hydraulic fluid', 'ps fluid', 'steering fluid'],
  },
  { expansion: 'brake fluid', triggers: ['dot 3', 'dot 4', 'dot 5', 'dot 5.1', 'dot 4 lv', 'racing brake fluid', 'srf'] },
  {
    expansion: 'greases',
    triggers: [
      'assembly grease', 'moly grease', 'lithium grease', 'marine grease', 'synthetic grease', 'red grease', 'cv grease',
      'dielectric paste', 'silicone paste', 'silicone grease', 'caliper grease', 'brake caliper grease', 'brake grease',
      'white lithium grease',
    ],
  },
  {
    expansion: 'solvents strippers thinners',
    triggers: ['parts washer solvent', 'parts washer fluid', 'parts cleaning solvent', 'mineral spirits', 'solvent'],
    headOnly: true,
  },
  {
    expansion: 'performance additives',
    triggers: ['stop slip', 'transmission stop slip', 'zddp', 'zinc additive', 'oil additive', 'oil stabilizer', 'oil treatment', 'octane booster', 'cetane booster', 'cetane'],
  },
];
