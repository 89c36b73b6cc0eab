import type { ConceptRule } from './concept-rule';
import { BODY, BRAKING, DRIVETRAIN, ELECTRICAL, ENGINE_PARTS, FUEL, OIL_CIRCULATION, SENSORS } from './vehicle-systems';

/**
 * The speed shop's and the engine builder's catalog: block and oiling parts, carburetor parts, drag-racing controls
 * and the builder's measuring tools. Their words belong to other trades (girdle, tray, scraper, jet, bowl, block,
 * chute), so each is named whole.
 */
const ENGINE_BUILDING: ConceptRule[] = [
  {
    expansion: ENGINE_PARTS,
    triggers: [
      'girdle', 'main girdle', 'block girdle', 'main cap', 'main caps', 'billet main cap', 'main cap stud', 'main stud',
      'main studs', 'main bolt', 'main bolts', 'splayed main', 'timing pointer', 'timing tab', 'timing indicator',
      'lifter valley plate', 'valley plate', 'valley pan', 'valley tray', 'cam button', 'cam thrust button',
      'cam thrust plate', 'cam retainer plate', 'cam plate', 'cam bearing', 'cam bearings', 'cam sync', 'cam sync plug', 'camshaft synchronizer plug',
      'lifter tray', 'lifter retainer tray', 'lifter bucket', 'bucket tappet', 'tappet bucket', 'tappet shim', 'lifter retainer', 'lifter guide', 'lifter guides', 'lifter bore bushing',
      'rocker stud', 'rocker studs', 'stud girdle', 'guide plate', 'guide plates', 'pushrod guide plate',
      'valve spring', 'valve springs', 'spring seat', 'spring cup', 'spring locator', 'valve lock', 'valve locks',
      'valve keeper', 'retainer kit', 'titanium retainer', 'lash cap', 'lash caps', 'roller rocker', 'shaft rocker',
      'rocker shaft', 'stroker kit', 'rotating assembly', 'short block', 'long block', 'dart block', 'bare block',
      'freeze plug', 'core plug', 'brass core plug', 'block plug', 'oil gallery plug', 'gallery plug', 'cam plug',
      'piston pin', 'wrist pin', 'pin lock', 'spiral lock', 'wire lock', 'rod bolt', 'rod bolts', 'rod bearing',
      'main bearing', 'thrust bearing', 'cam degree', 'ignition box', 'ignition control box', 'ignition amplifier',
      'cdi box', 'distributor', 'distributor gear', 'distributor shaft',
    ],
  },
  {
    expansion: SENSORS,
    triggers: ['crank trigger', 'crank trigger kit', 'crank trigger wheel', 'trigger wheel', 'reluctor wheel', 'tone wheel crank', 'hall effect pickup'],
  },
  {
    expansion: OIL_CIRCULATION,
    triggers: [
      'windage tray', 'windage screen', 'crank scraper', 'crankshaft scraper', 'oil scraper', 'oil pan baffle',
      'baffle plate', 'oil pump pickup', 'pickup tube', 'oil pickup', 'oil pump screen', 'oil restrictor',
      'oil restrictors', 'lifter restrictor', 'dry sump', 'dry sump pump', 'dry sump tank', 'scavenge pump', 'accusump',
      'oil accumulator', 'oil pump drive', 'oil pump shaft', 'oil pump driveshaft', 'oil pump intermediate shaft',
      'oil pump primer', 'priming tool', 'oil filter relocation', 'remote oil filter', 'oil filter adapter',
      'sandwich adapter', 'oil filter bypass', 'oil pump stud', 'oil pan stud', 'oil pan gasket', 'oil pan', 'kick out pan',
      'road race pan', 'drag race pan', 'oil catch can', 'breather tank', 'pan evacuation',
    ],
  },
  {
    expansion: FUEL,
    triggers: [
      'carburetor', 'carburetors', 'carburetor kit', 'carburetor rebuild', 'power valve', 'power valves',
      'metering block', 'metering blocks', 'metering plate', 'accelerator pump', 'accelerator pump diaphragm',
      'accelerator pump cam', 'pump cam', 'pump nozzle', 'squirter', 'pump shooter', 'float bowl', 'fuel bowl',
      'sight window', 'sight plug', 'sight glass', 'float', 'float kit', 'float level', 'needle and seat',
      'needle seat', 'inlet needle', 'main jet', 'main jets', 'jet kit', 'jet assortment', 'pilot jet', 'idle jet',
      'carburetor jet', 'jet needle', 'jet plug', 'choke pull off', 'choke pulloff', 'electric choke', 'choke kit',
      'choke thermostat', 'choke cable', 'choke housing', 'choke plate', 'secondary diaphragm', 'secondary spring',
      'secondary spring kit', 'vacuum secondary', 'mechanical secondary', 'double pumper', 'vacuum secondary housing',
      'fuel log', 'carburetor spacer', 'carb spacer', 'throttle body spacer',
      'efi kit', 'efi system', 'throttle body injection', 'self tuning efi', 'fuel cell', 'fuel cell foam',
      'fuel cell cap', 'idle mixture screw', 'venturi', 'annular booster', 'air horn', 'carburetor stud',
      'carburetor linkage', 'progressive linkage', 'return style regulator', 'bypass regulator', 'fuel pressure regulator',
      'velocity stack', 'velocity stacks', 'carburetor hat', 'scoop', 'hood scoop',
    ],
  },
  {
    expansion: BRAKING,
    triggers: [
      'line lock', 'roll control', 'bias valve',
      'brake bias', 'bias adjuster', 'balance bar', 'adjustable proportioning valve', 'residual pressure valve',
      'residual valve', 'race brake',
    ],
  },
  { expansion: DRIVETRAIN, triggers: ['trans brake', 'transbrake', 'trans brake solenoid', 'converter lockup kit'] },
  // Race electronics: an ignition's modules are engine parts, their controllers wiring as much.
  ...[ENGINE_PARTS, ELECTRICAL].map((expansion) => ({
    expansion,
    triggers: ['launch controller', 'launch control', 'rev limiter', 'timing retard', 'timing controller'],
  })),
  { expansion: BODY, triggers: ['drag chute', 'parachute', 'chute', 'chute mount', 'wing', 'rear wing', 'wicker bill'] },
  {
    expansion: 'vehicle repair specialty tools',
    triggers: [
      'pushrod length checker', 'pushrod checker', 'burette', 'cc burette', 'cc kit', 'cc plate', 'ring filer',
      'piston ring filer', 'ring squaring tool', 'ring compressor', 'piston ring compressor', 'checking spring',
      'checking springs', 'valve spring tester', 'spring height micrometer', 'deck bridge', 'bore gauge', 'plastigage',
      'cam bearing installer', 'piston stop', 'tdc indicator', 'cam installation handle', 'cam handle', 'torque plate',
      'rod bolt stretch gauge', 'stretch gauge', 'valve spring compressor', 'lifter tool',
    ],
  },
];

export const ENGINE_BUILDING_VOCABULARY: readonly ConceptRule[] = ENGINE_BUILDING;
