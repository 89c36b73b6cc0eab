import type { ConceptRule } from './concept-rule';
import { CONTROLS, ELECTRICAL, EXHAUST, SENSORS } from './vehicle-systems';

/**
 * Ignition parts: the plain-wording expert files them with the engine (automotive-concepts.ts), distributors'
 * catalogs with the electrical system. Both readings are offered; the engine's scores higher and stays first.
 */
export const IGNITION_PARTS = [
  'spark plug', 'ignition coil', 'coil pack', 'coil on plug', 'ignition', 'distributor', 'distributor cap',
  'distributor rotor', 'cap and rotor', 'plug wire', 'spark plug wire', 'ignition wire', 'coil boot', 'spark plug boot',
  'coil on plug boot', 'ignition coil boot', 'coil boot spring', 'coil on plug spring',
];

/** A cabin's electric switches: the expert files them with the controls, catalogs often with the wiring. */
const ELECTRICAL_SWITCHES = [
  'window switch', 'power window switch', 'window master switch', 'door lock switch', 'power lock switch',
  'mirror switch', 'seat switch', 'power seat switch', 'hazard switch', 'hazard warning switch',
  'backup light switch', 'backup lamp switch', 'reverse light switch', 'reverse lamp switch',
  'headlight switch', 'headlamp switch', 'dimmer switch', 'headlight dimmer switch', 'headlamp dimmer switch',
];

export const SECOND_READINGS: readonly ConceptRule[] = [
  { expansion: ELECTRICAL, triggers: IGNITION_PARTS },
  // Restated: these longer triggers hide the controls' own "switch".
  { expansion: CONTROLS, triggers: ELECTRICAL_SWITCHES },
  // Part of the system's name: a weaker fit than the controls' own, so the expert's reading stays first even when
  // the part type says "power" ("PWR WINDOW SW MASTER").
  { expansion: 'electrical systems', triggers: ELECTRICAL_SWITCHES },
  // Where the expert and the earlier sets file a part one way and a catalog sample the other, the other filing is
  // offered too; the earlier one, with the part type's own words behind it, stays first.
  // The exhaust restated, as the longer trigger hides its "manifold gasket".
  ...[EXHAUST, 'engine parts gaskets'].map((expansion) => ({ expansion, triggers: ['exhaust manifold gasket'] })),
  { expansion: SENSORS, triggers: ['fuel sending unit', 'fuel level sending unit', 'fuel tank sending unit', 'fuel sender'] },
  { expansion: 'compressors', triggers: ['tire inflator', 'portable air compressor'] },
  { expansion: 'emergency tools', triggers: ['emergency kit', 'roadside kit', 'roadside emergency kit', 'emergency roadside kit'] },
];
