import type { ConceptRule } from './concept-rule';
import { ELECTRICAL } from './vehicle-systems';

/**
 * Mobile electronics and the power supplies vehicles and campers carry, named for the taxonomy's own categories:
 * radios and their antennas, head units, signal processors, trackers, converters, surge protectors and cord adapters.
 * Several heads belong to other trades (receiver: a hitch's; processor, converter, protector, adapter), so the
 * catalog's whole names are listed.
 */
const RADIOS_AND_ANTENNAS: ConceptRule[] = [
  {
    expansion: 'antennas',
    triggers: [
      'cb antenna', 'cb antennas', 'fiberglass antenna', 'whip antenna', 'ham antenna', 'amateur radio antenna',
      'dual band antenna', 'gmrs antenna', 'uhf antenna', 'vhf uhf antenna', 'tv antenna', 'rv tv antenna',
      'wifi antenna', 'cellular antenna', 'cell antenna', 'lte antenna', 'antenna whip', 'scanner antenna',
    ],
  },
  {
    expansion: 'antenna mounts brackets',
    triggers: [
      'antenna mount', 'antenna bracket', 'antenna mount bracket', 'mirror mount antenna', 'mirror antenna mount',
      'stake pocket mount', 'hood channel mount', 'hood antenna mount', 'nmo mount', 'lip mount', 'trunk lip mount',
      'cb antenna mount', 'antenna stud mount', 'spring mount antenna',
    ],
  },
  {
    expansion: 'communication radio accessories',
    triggers: ['cb coax', 'cb mic', 'cb microphone', 'cb radio mic', 'cb radio microphone', 'radio mic', 'swr meter', 'antenna coax'],
  },
  {
    expansion: 'two way radios',
    triggers: [
      'gmrs', 'gmrs radio', 'gmrs mobile radio', 'frs radio', 'frs gmrs', 'two way radio', 'handheld radio',
      'walkie talkie', 'mobile radio', 'repeater radio',
    ],
  },
  { expansion: 'communication radios', triggers: ['ham radio', 'amateur radio', 'dual band radio', 'uhf radio'] },
];

const AUDIO_AND_TRACKING: ConceptRule[] = [
  {
    expansion: 'in dash systems',
    triggers: [
      'double din receiver', 'single din receiver', 'din receiver', 'touchscreen receiver', 'carplay receiver',
      'wireless carplay', 'android auto receiver', 'multimedia receiver', 'dvd receiver', 'navigation receiver',
      'digital media receiver', 'bluetooth receiver', 'cd receiver', 'head unit', 'radio replacement',
    ],
  },
  {
    expansion: 'motor vehicle equalizers crossovers',
    triggers: [
      'digital signal processor', 'signal processor', 'audio processor', 'dsp amplifier', 'line output converter',
      'line out converter', 'high low converter', 'bass knob', 'bass remote', 'bass controller', 'sound digitizer',
    ],
  },
  {
    expansion: 'motor vehicle electronics',
    triggers: ['blind spot monitor', 'blind spot monitor kit', 'blind spot detection kit', 'heads up display', 'hud display'],
  },
  {
    expansion: 'remote keyless systems',
    triggers: ['proximity key', 'smart key', 'key fob', 'remote key', 'keyless remote', 'fob', 'flip key', 'remote head key'],
  },
  {
    expansion: ELECTRICAL,
    triggers: ['train horn', 'air horn', 'air horn kit', 'horn compressor', 'horn relay', 'big 3 upgrade', 'big three upgrade'],
  },
  {
    expansion: 'gps tracking devices',
    triggers: [
      'gps tracker', 'obd tracker', 'obd gps tracker', 'tracker', 'tracking device', 'gps tracking', 'fleet tracker',
      'asset tracker', 'vehicle tracker', 'hardwired tracker',
    ],
  },
];

/** The power a vehicle or camper draws and supplies: outlets, converters, inverters, shore power. */
const POWER: ConceptRule[] = [
  {
    expansion: ELECTRICAL,
    triggers: [
      'usb charger socket', 'usb socket', 'usb port', 'usb outlet', 'usb c port', 'dash usb', 'usb charging port',
      'usb panel', 'accessory power socket', 'accessory power outlet', 'power socket', 'charger socket',
      'onboard charger', 'on board charger', 'obc', 'dc dc converter module', 'battery isolator', 'isolator',
      'dual battery kit', 'battery separator', 'solar charge controller', 'charge controller', 'solar panel',
      'solar panel kit', 'solar kit', 'shore power inlet', 'power inlet',
    ],
  },
  {
    expansion: 'power converters',
    triggers: [
      'voltage converter', 'step up converter', 'step down converter', 'dc converter', 'dc dc converter', 'buck converter',
      'boost converter', 'voltage reducer', 'voltage step down', 'converter charger', 'power converter', 'converter',
    ],
    headOnly: true,
  },
  { expansion: 'power inverters', triggers: ['power inverter', 'inverter', 'pure sine inverter', 'inverter charger'] },
  {
    expansion: 'surge protection devices',
    triggers: [
      'surge protector', 'surge guard', 'surge suppressor', 'surge protection', 'power protection', 'power defender',
      'electrical management system', 'voltage protector',
    ],
  },
  {
    expansion: 'extension cord accessories',
    triggers: [
      'power cord adapter', 'cord adapter', 'dogbone', 'dogbone adapter', 'dog bone adapter', 'pigtail adapter',
      'plug adapter', 'receptacle adapter', 'power adapter 30a', 'y adapter', 'wye adapter', 'cord handle',
      'power cord plug', 'replacement plug',
    ],
  },
  { expansion: 'extension cords', triggers: ['extension cord', 'power cord', 'shore power cord', 'detachable power cord'] },
];

/**
 * An audio installation's supplies and a lighting installation's wiring: a stiffening capacitor, speaker wire and a
 * bass processor belong to the car's electronics (as the earlier sets file an audio capacitor), a CAN-bus decoder or
 * a light bar's harness to its wiring, a push-button start to its keyless entry, a tracker to its alarm.
 */
const INSTALLATION: ConceptRule[] = [
  {
    expansion: 'motor vehicle electronics',
    triggers: [
      'stiffening capacitor', 'power capacitor', 'audio capacitor', 'farad', 'speaker wire', 'speaker cable',
      'amp power wire', 'amp ground wire', 'distribution block', 'fused distribution block', 'camera interface', 'carplay interface', 'interface module',
      'smartphone integration', 'dvr', 'vehicle dvr', 'mobile dvr',
    ],
  },
  {
    expansion: 'equalizers crossovers',
    triggers: ['bass reconstruction', 'bass restoration', 'bass processor', 'bass enhancer', 'bass reconstruction processor', 'bass epicenter'],
  },
  {
    expansion: 'power electrical systems',
    triggers: [
      'canbus decoder', 'canbus adapter', 'can bus decoder', 'anti flicker', 'anti flicker harness', 'error canceller',
      'warning canceller', 'light bar harness', 'light bar wiring', 'light bar wiring harness', 'relay harness',
    ],
  },
  { expansion: 'vehicle remote keyless systems', triggers: ['push button start', 'push start', 'push to start', 'keyless start', 'keyless go'] },
  {
    expansion: 'motor vehicle electronics',
    triggers: ['stereo mounting bracket', 'radio mounting bracket', 'radio bracket', 'stereo bracket', 'radio mounting kit', 'radio install kit'],
  },
  { expansion: 'automotive alarm accessories', triggers: ['door trigger', 'trigger relay', 'door trigger relay', 'pin switch alarm'] },
  { expansion: 'power adapters chargers', triggers: ['wireless charging pad', 'charging pad', 'qi charger', 'qi charging pad'] },
  { expansion: 'communication radio accessories', triggers: ['ground plane', 'ground plane kit', 'antenna ground kit', 'no ground plane kit'] },
  { expansion: 'automotive alarm systems', triggers: ['remote start antenna', 'remote starter antenna', 'lojack', 'stolen vehicle recovery', 'vehicle recovery system'] },
  { expansion: 'controls', triggers: ['switch cover', 'toggle cover', 'toggle switch cover', 'switch guard', 'missile switch cover'] },
];

export const ELECTRONICS_VOCABULARY: readonly ConceptRule[] = [...RADIOS_AND_ANTENNAS, ...AUDIO_AND_TRACKING, ...POWER, ...INSTALLATION];
