import type { ConceptRule } from './concept-rule';
import { BRAKING, DRIVETRAIN, ELECTRICAL, ENGINE_PARTS, EXHAUST, FUEL, INTERIOR, OIL_CIRCULATION, SENSORS } from './vehicle-systems';

/**
 * Heavy-duty truck and diesel parts as their aftermarket names them. An air-brake system's valves, tanks and couplings
 * carry words other branches own (relay, governor, tank, tractor, protection, release), so each is named whole.
 */
const AIR_BRAKES: ConceptRule[] = [
  {
    expansion: BRAKING,
    triggers: [
      'gladhand', 'gladhands', 'glad hand', 'glad hands', 'gladhand seal', 'gladhand seals', 'glad hand seal',
      'gladhand lock', 'gladhand holder', 'gladhand mount', 'relay valve', 'quick release valve', 'inversion valve',
      'spring brake valve', 'spring brake control valve', 'trailer control valve', 'trailer hand valve', 'hand control valve',
      'tractor protection valve', 'tractor protection', 'parking brake valve', 'parking control valve',
      'parking brake control valve', 'dash valve', 'push pull valve', 'pressure protection valve', 'double check valve',
      'two way check valve', 'air check valve', 'air tank safety valve', 'pop off valve', 'spring brake chamber',
      'service brake chamber', 'brake chamber', 'air chamber', 'double diaphragm', 'dual diaphragm', 'brake diaphragm',
      'chamber diaphragm', 'caging bolt', 'release bolt', 'automatic slack adjuster', 'manual slack adjuster', 's cam',
      's cam shaft', 'cam shaft bushing kit', 'cam bushing', 'cam bushing kit', 'brake camshaft', 'camshaft bushing',
      'brake spider', 'anchor pin', 'anchor pin kit', 'brake shoe roller', 'shoe roller', 'air governor',
      'compressor governor', 'air compressor governor', 'governor', 'unloader valve', 'air compressor unloader',
      'brake air compressor', 'air brake compressor', 'air tank', 'air tanks', 'air reservoir',
      'air tank drain', 'air tank drain valve', 'tank drain valve', 'drain cock', 'spitter valve',
      'moisture ejector', 'automatic drain valve', 'pull cord drain', 'air dryer', 'air dryer cartridge',
      'desiccant cartridge', 'dryer cartridge', 'purge valve', 'treadle valve', 'foot valve', 'foot brake valve',
      'brake treadle', 'abs modulator', 'abs modulator valve', 'anti lock brake modulator', 'modulator valve',
      'air brake hose', 'brake air hose', 'brake air line', 'air brake line', 'coiled air line', 'air line coil', 'air coil',
      'air coils', 'air line coiled', 'trailer air line', 'trailer air lines', 'air brake fitting', 'air brake fittings',
      'air hose fitting', 'nylon air brake tubing', 'ds2 tubing', 'air brake tubing', 'low air switch',
      'low air pressure switch', 'stop light switch air', 'air pressure gauge', 'air brake kit', 'air disc brake',
      'air brake chamber', 'hydro boost', 'hydroboost', 'booster conversion', 'booster conversion kit',
      'vacuum booster', 'brake booster', 'dual diaphragm booster',
    ],
  },
  { expansion: SENSORS, triggers: ['air pressure gauge', 'air gauge dual', 'dual air gauge'] },
];

/** Diesel engines: combustion, injection, charge air and the aftertreatment an exhaust carries. */
const DIESEL: ConceptRule[] = [
  {
    expansion: ENGINE_PARTS,
    triggers: [
      'prechamber', 'pre chamber', 'precombustion chamber', 'pre combustion chamber', 'combustion chamber',
      'swirl chamber', 'hot plug', 'injector cup', 'injector cups', 'injector sleeve', 'injector sleeves',
      'injector tube', 'injector bore sleeve', 'injector hold down', 'injector hold down clamp', 'injector cup tool',
      'aftercooler', 'aftercooler core', 'after cooler', 'charge air cooler', 'charge air pipe', 'charge air hose',
      'intercooler boot', 'cac boot', 'cac hose', 'cylinder liner', 'cylinder liners', 'liner kit', 'wet sleeve',
      'dry sleeve', 'cylinder sleeve', 'liner seal', 'liner o ring', 'in frame kit', 'in frame overhaul kit',
      'out of frame kit', 'head stud', 'head studs', 'head stud kit', 'main stud kit', 'fire ring', 'fire rings',
      'o ringed head', 'glow plug', 'glow plugs', 'glow plug controller', 'glow plug module',
      'glow plug harness', 'intake heater', 'grid heater', 'intake grid heater', 'engine brake', 'jake brake',
      'compression brake', 'engine brake solenoid', 'engine brake housing', 'variable geometry turbo',
      'turbo actuator', 'vgt actuator', 'vgt solenoid', 'turbo pedestal', 'up pipe', 'up pipes', 'fan clutch',
      'viscous fan clutch', 'crankcase breather', 'crankcase vent', 'ccv filter',
      'front cover', 'timing cover', 'gear housing', 'idler gear', 'cam follower', 'rocker box', 'valve bridge',
      'valve crosshead', 'crosshead', 'injector harness', 'stc fitting',
    ],
  },
  {
    expansion: FUEL,
    triggers: [
      'injection pump', 'fuel injection pump', 'injector nozzle', 'nozzle holder', 'injection line', 'injection lines',
      'high pressure fuel line', 'cp3', 'cp4', 'cp3 pump', 'cp4 pump', 'lift pump', 'fuel lift pump', 'transfer pump',
      'fuel transfer pump', 'priming pump', 'hand primer', 'fuel heater', 'diesel fuel heater', 'fuel water separator',
      'water separator', 'fuel processor', 'fuel filter housing', 'fuel bowl', 'fuel rail pressure relief',
      'pressure relief valve fuel', 'injector return line', 'fuel return line', 'leak off line', 'return line',
    ],
  },
  { expansion: OIL_CIRCULATION, triggers: ['high pressure oil pump', 'hpop', 'stand pipe', 'standpipe', 'dummy plug'] },
  {
    expansion: EXHAUST,
    triggers: [
      'diesel exhaust fluid heater', 'diesel exhaust fluid pump', 'diesel exhaust fluid module', 'diesel exhaust fluid tank',
      'diesel exhaust fluid injector', 'diesel exhaust fluid doser', 'diesel exhaust fluid line', 'diesel exhaust fluid head',
      'diesel exhaust fluid heater pump module', 'diesel exhaust fluid pump module', 'diesel exhaust fluid filter',
      'diesel exhaust fluid sender', 'diesel exhaust fluid quality sensor', 'doser', 'doser valve', 'dosing module',
      'dosing valve', 'urea pump', 'urea injector', 'urea heater', 'scr catalyst', 'scr', 'selective catalytic reduction',
      'diesel oxidation catalyst', 'diesel particulate filter', 'dpf gasket', 'dpf clamp', 'exhaust brake',
      'exhaust brake valve', 'exhaust brake butterfly', 'egr cooler', 'exhaust gas recirculation cooler', 'delete pipe',
      'regen', 'hydrocarbon doser',
    ],
  },
  {
    expansion: SENSORS,
    triggers: [
      'nox sensor', 'nox', 'particulate matter sensor', 'pm sensor', 'egt sensor', 'exhaust gas temperature sensor',
      'dpf pressure sensor', 'differential pressure sensor', 'water in fuel sensor', 'wif sensor', 'boost sensor',
      'pyrometer', 'egt gauge', 'fuel pressure gauge',
    ],
  },
];

/** The rest of a heavy truck: its drivetrain's air shifting, the sleeper, stacks and the plug-in block heater. */
const TRUCK: ConceptRule[] = [
  {
    expansion: DRIVETRAIN,
    triggers: [
      'pto switch', 'pto shaft', 'pto', 'power take off', 'power divider', 'interaxle', 'inter axle', 'interaxle differential',
      'inter axle differential', 'range selector valve', 'range valve', 'splitter valve', 'slave valve', 'shift tower',
      'air shift', 'air shift knob', 'roadranger', 'roadranger valve', 'fuller', 'shift knob air', 'range cylinder',
      'transmission air filter regulator', 'dump pump', 'wet kit', 'hydraulic wet kit',
    ],
  },
  {
    expansion: INTERIOR,
    triggers: [
      'sleeper', 'sleeper bunk', 'bunk mattress', 'sleeper mattress', 'sleeper curtain', 'bunk curtain', 'bunk restraint',
      'sleeper cabinet', 'sleeper storage', 'cab curtain',
    ],
  },
  {
    expansion: EXHAUST,
    triggers: [
      'exhaust stack', 'stack guard', 'stack clamp', 'stack heat shield', 'miter stack', 'curved stack', 'bull hauler stack',
      'stack pipe', 'stack', 'stacks', 'rain cap', 'exhaust rain cap',
    ],
  },
  { expansion: ELECTRICAL, triggers: ['block heater cord', 'engine heater cord', 'heater cord', 'plug in heater cord', 'pigtail'] },
];

export const HEAVY_DUTY_VOCABULARY: readonly ConceptRule[] = [...AIR_BRAKES, ...DIESEL, ...TRUCK];
