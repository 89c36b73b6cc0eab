import type { ConceptRule } from './concept-rule';
import { ELECTRICAL, ENGINE_PARTS, EXHAUST, FUEL, OIL_CIRCULATION, SENSORS } from './vehicle-systems';

/**
 * Words that say a part belongs to an engine build without naming the part: an engine family (LS, SBC, HEMI) or an
 * engine builder's specification (stroker, hypereutectic, CNC ported, 4340 steel). After a noun-first dash they are
 * all a catalog says besides the head ("HEAD-ALUMINUM 205CC CNC PORTED", "CRANK-4340 FORGED"), so they are the
 * usual system's guess for a head no vocabulary places, never evidence of a vehicle part on their own.
 */
const ENGINE_BUILD_CUES: ConceptRule = {
  expansion: ENGINE_PARTS,
  triggers: [
    'ls', 'lsx', 'ls1', 'ls2', 'ls3', 'ls6', 'ls7', 'lt1', 'lt4', 'sbc', 'bbc', 'sbf', 'bbf', 'hemi', 'coyote',
    'small block', 'big block', 'stroker', 'hypereutectic', 'ported', 'cnc ported', 'flat top', 'dished', 'dish',
    'dome', 'domed', '4340', 'h beam', 'i beam',
  ],
  guess: true,
};

/** A head or a crank named alone, its modifiers mere specifications ("HEAD-ALUMINUM 205CC"), is most likely the engine's. */
const ENGINE_HEADS: ConceptRule = { expansion: ENGINE_PARTS, triggers: ['crank', 'head'], guess: true };

/**
 * The speed shop's power adders and the deletes tuners sell: nitrous systems, turbochargers and superchargers
 * taken apart (their wheels, housings, couplers and belts read as other trades' words), displacement-on-demand and
 * swirl-flap deletes, and the engine's steam and coolant plumbing.
 */
const POWER_ADDERS: ConceptRule[] = [
  {
    expansion: ENGINE_PARTS,
    triggers: [
      'nitrous', 'nitrous kit', 'nitrous system', 'nitrous oxide', 'n2o', 'nos', 'wet plate', 'dry plate',
      'nitrous plate', 'wet nitrous', 'dry nitrous', 'nitrous bottle', 'bottle heater', 'bottle bracket',
      'bottle valve', 'bottle nut', 'nitrous solenoid', 'nitrous nozzle', 'nitrous fogger', 'fogger nozzle', 'nitrous jet',
      'nitrous jets', 'jet pack', 'purge kit', 'purge valve nitrous', 'nitrous purge', 'nitrous line', 'nitrous filter',
      'nitrous controller', 'progressive controller', 'blowdown tube', 'safety blowdown', 'alky injection',
      'methanol injection', 'water methanol', 'water meth', 'meth kit', 'meth injection', 'water injection',
      'compressor wheel', 'turbine wheel', 'turbine housing', 'compressor housing', 'compressor cover',
      'center section', 'chra', 'turbo cartridge', 'turbo flange', 'turbo manifold', 'turbo blanket', 'turbo heat shield', 'turbo timer', 'boost tube', 'boost pipe',
      'charge pipe', 'charge tube', 'boost coupler', 'silicone coupler', 'tube coupler', 'hump hose', 'reducer coupler',
      'silicone hose', 'silicone elbow', 'intake elbow', 'boost leak', 'boost reference', 'boost controller',
      'wastegate spring', 'wastegate flange', 'bov flange', 'blow off valve flange', 'blower belt', 'blower pulley',
      'blower drive', 'blower hat', 'blower plate', 'blower manifold', 'blower snout', 'supercharger pulley',
      'supercharger belt', 'supercharger oil', 'supercharger snout', 'blower', 'idler pulley blower',
      'afm', 'dod', 'afm delete', 'dod delete', 'afm disable', 'dod disable', 'lifter delete', 'afm lifter',
      'dod lifter', 'cylinder deactivation', 'swirl flap', 'swirl flaps', 'tumble flap', 'tumble flaps', 'flap delete',
      'swirl flap delete', 'blanking plate', 'blank plate', 'block off plate', 'block off', 'egr delete',
      'egr block off', 'imrc', 'intake runner control', 'manifold runner control', 'runner control', 'runner control valve',
      'port divider', 'exhaust port divider', 'port divider plate', 'port liner', 'steam vent', 'steam tube', 'steam port', 'steam hole', 'coolant crossover', 'coolant bypass', 'bypass hose',
      'cylinder head', 'bare head', 'ported head', 'crankshaft', 'stroker crank', 'forged crank', 'billet crank',
      'beam rod', 'beam rods', 'connecting rods', 'forged piston', 'forged pistons', 'piston set',
      'coil bracket', 'coil relocation', 'plug wire loom', 'wire loom separator', 'wire separator', 'plug wire separator',
    ],
  },
  {
    expansion: OIL_CIRCULATION,
    triggers: ['sandwich plate', 'thermostatic sandwich plate', 'oil cooler sandwich', 'oil cooler adapter'],
  },
  // A turbo's oil lines: the fourth set files them as oiling parts, the seventh as engine parts; both are offered.
  ...[OIL_CIRCULATION, ENGINE_PARTS].map((expansion) => ({
    expansion,
    triggers: ['turbo oil feed', 'turbo oil drain', 'oil feed line', 'turbo oil line', 'oil drain line'],
  })),
  {
    expansion: FUEL,
    triggers: ['tank sump', 'fuel tank sump', 'fuel sump', 'sump weld in', 'injector hold down', 'injector hold down bolt', 'injector hold down clamp', 'injector clamp', 'cap tether', 'filler cap tether', 'fuel cap tether', 'throttle body adapter', 'carb adapter', 'carburetor adapter', 'pump hanger', 'fuel pump hanger', 'fuel hanger', 'dual pump hanger'],
  },
  { expansion: EXHAUST, triggers: ['trumpet tip', 'stack tip', 'cutout', 'electric cutout', 'exhaust dump', 'dump valve'] },
  // A race engine's tachometer-driven switches report the engine speed, as a gauge does.
  { expansion: SENSORS, triggers: ['shift light', 'rpm switch', 'rpm activated switch', 'rpm activated', 'rpm window switch'] },
  // Heat shields of the ignition and the starter protect wiring, not the exhaust they face.
  {
    expansion: ELECTRICAL,
    triggers: [
      'plug boot heat shield', 'boot heat shield', 'plug boot protector', 'spark plug boot protector', 'boot protector',
      'starter heat shield', 'starter shield', 'wire heat sleeve', 'plug wire heat sleeve', 'plug wire sleeve',
    ],
  },
  // Old ignitions: points and condensers, ballast resistors and conversions to electronic ignition are wiring parts.
  {
    expansion: ELECTRICAL,
    triggers: [
      'points', 'point set', 'breaker points', 'points and condenser', 'ignition points', 'ignition condenser',
      'distributor condenser', 'condenser ignition', 'tune up set', 'ballast resistor', 'ignition resistor',
      'ignition conversion', 'electronic ignition conversion', 'points conversion', 'pertronix',
    ],
  },
  // The fifth to seventh sets file an ignition box with the engine, the eighth with the wiring: both are offered.
  ...[ENGINE_PARTS, ELECTRICAL].map((expansion) => ({
    expansion,
    triggers: [
      'ignition box', 'ignition control box', 'ignition amplifier', 'cdi box', 'cdi', 'cd box', 'msd box', 'hei module',
      'cd ignition', 'cd ignition module', 'capacitive discharge',
    ],
  })),
];

export const POWER_ADDER_VOCABULARY: readonly ConceptRule[] = [ENGINE_BUILD_CUES, ENGINE_HEADS, ...POWER_ADDERS];
