import type { ConceptRule } from './concept-rule';
import { BODY, DRIVETRAIN, ELECTRICAL } from './vehicle-systems';

/**
 * Electric and hybrid vehicles' own parts: the high-voltage battery and its wiring, charging hardware, and the drive
 * unit. Their words (port, door, module, contactor, motor) name other systems' parts elsewhere.
 */
export const EV_VOCABULARY: readonly ConceptRule[] = [
  {
    expansion: ELECTRICAL,
    triggers: [
      'charge port', 'charging port', 'charging inlet', 'charge inlet', 'charge receptacle', 'j1772', 'ccs', 'nacs',
      'charging cable', 'charge cable', 'ev charging cable', 'mobile connector', 'onboard charger',
      'on board charger', 'onboard charger module', 'hv battery', 'high voltage battery', 'hybrid battery',
      'hybrid battery module', 'battery module', 'battery cell', 'battery pack', 'hv cable', 'high voltage cable',
      'orange cable', 'battery contactor', 'contactor', 'main contactor', 'precharge resistor', 'dc dc converter',
      'inverter coolant pump', 'battery coolant pump', 'battery chiller', 'battery heater', 'hv heater',
      'high voltage heater', 'ptc heater', 'hv junction box', 'junction box', 'service disconnect', 'service plug',
      'battery management', 'battery management system', 'battery energy control module', 'cell balancer', 'pyro fuse',
      'hybrid inverter', 'inverter assembly', 'power control unit', 'motor generator', 'hybrid battery fan',
      'battery cooling fan', 'hv battery fan', 'charge controller ev', 'regen', 'ev',
    ],
  },
  {
    expansion: BODY,
    triggers: [
      'charge port door', 'charging port door', 'charge port lid', 'charge port actuator', 'charge door',
      'charge port flap', 'charge port cover', 'charging door', 'charge port lock', 'charge port door actuator',
    ],
  },
  {
    expansion: 'battery chargers',
    triggers: [
      'ev charger', 'level 2 charger', 'level 2 ev charger', 'wall charger', 'evse', 'home charger', 'charging station',
      'ev charging station', 'wallbox', 'wall box charger', 'portable ev charger',
    ],
  },
  { expansion: 'braking', triggers: ['regen brake sensor', 'regenerative brake', 'brake pedal simulator', 'electric brake booster', 'brake stroke sensor'] },
  {
    expansion: DRIVETRAIN,
    triggers: [
      'ev motor mount', 'drive motor', 'drive motor mount', 'electric drive unit', 'rear drive unit', 'front drive unit',
      'drive unit mount', 'drive unit isolator', 'drive unit', 'traction motor', 'traction motor mount', 'e motor', 'electric motor mount', 'reduction gear',
      'reduction gearbox', 'ev transmission', 'ev motor',
    ],
  },
];
