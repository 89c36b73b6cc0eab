import type { ConceptRule } from './concept-rule';
import { BODY, SENSORS } from './vehicle-systems';

/**
 * The racer's catalog beyond the engine: driver restraints, aerodynamic pieces, alignment and setup tools, and lap
 * timing. Their words belong to other trades (arm, device, plane, plate, scale, timer), so each is named whole.
 */
const RACE_PREP: ConceptRule[] = [
  {
    expansion: 'vehicle seat belts',
    triggers: [
      'arm restraint', 'arm restraints', 'hans device', 'head and neck restraint', 'frontal head restraint',
      'head restraint device', 'tether kit', 'sub strap', 'anti submarine belt',
    ],
  },
  {
    expansion: BODY,
    triggers: [
      'dive plane', 'dive planes', 'canard', 'canards', 'front splitter', 'lip splitter', 'splitter lip', 'splitter rod',
      'splitter rods', 'splitter support', 'rear diffuser', 'diffuser rear', 'air dam', 'side skirt', 'side skirts', 'gurney flap', 'wing stand',
      'wing mount', 'swan neck mount',
    ],
  },
  {
    expansion: 'vehicle repair specialty tools',
    triggers: [
      'camber gauge', 'caster camber gauge', 'toe plate', 'toe plates', 'alignment plate', 'alignment plates',
      'turn plate', 'turn plates', 'string alignment', 'alignment string kit', 'corner balance', 'corner weight',
      'ride height gauge', 'tire pyrometer', 'spring perch spanner', 'coilover spanner', 'shock spanner',
    ],
  },
  { expansion: 'measuring scales', triggers: ['corner balance scales', 'corner weight scales', 'race scales', 'vehicle scales'] },
  { expansion: SENSORS, triggers: ['lap timer', 'gps lap timer', 'predictive lap timer', 'race dash', 'digital dash', 'data logger', 'data acquisition'] },
];

export const RACE_PREP_VOCABULARY: readonly ConceptRule[] = RACE_PREP;
