import type { ConceptRule } from './concept-rule';

/**
 * Screens, players and the holders of the devices a driver brings, as car-audio catalogs name them. Their heads are
 * other trades' words (a receiver is a hitch's, a cradle a baby's, a clip a hair clip's), so each is named whole.
 */
const SCREENS_AND_PLAYERS: ConceptRule[] = [
  // A screen is a player; its mount is a mount. Earlier lists file a flip-down as its mount, so both are offered.
  {
    expansion: 'a v players in dash systems',
    triggers: [
      'flip down monitor', 'overhead monitor', 'headrest monitor', 'roof mount monitor', 'ceiling monitor',
      'floating screen', 'floating screen receiver', 'floating display', 'mechless receiver', 'mech less receiver',
      'digital media player', 'dvd headrest', 'headrest dvd player', 'rear seat monitor', 'seatback monitor',
      'overhead dvd player', 'car dvd player',
    ],
  },
  {
    expansion: 'cassette players',
    triggers: ['cassette deck', 'cassette player', 'cassette radio', 'cassette receiver', 'tape deck', 'am fm cassette', '8 track', 'eight track'],
  },
  {
    expansion: 'speakerphones',
    triggers: [
      'handsfree', 'handsfree clip', 'hands free clip', 'bluetooth car kit', 'car kit bluetooth', 'visor clip speaker',
      'bluetooth visor', 'visor bluetooth', 'bluetooth speaker visor',
    ],
  },
  {
    expansion: 'video monitor mounts',
    triggers: ['tablet headrest', 'headrest tablet', 'tablet cradle', 'tablet bracket', 'headrest mount tablet', 'seat rail mount'],
  },
];

/**
 * A cradle or a suction mount holds a device: with the device named (GPS, phone, tablet, radar detector) its mount is
 * the device's category, whatever vehicle word sits between ("GPS WINDSHIELD SUCTION CRADLE").
 */
const DEVICE_HOLDERS: ConceptRule[] = [
  {
    expansion: 'mounts stands',
    triggers: ['cradle', 'suction cradle', 'suction mount', 'suction cup mount', 'friction mount', 'beanbag mount', 'dash pad mount'],
    headOnly: true,
  },
  { expansion: 'gps mounts', triggers: ['gps cradle', 'gps holder', 'gps bracket', 'gps suction', 'navigation mount', 'nav mount', 'sat nav mount'] },
  {
    expansion: 'mobile phone stands',
    triggers: [
      'cell phone holder', 'phone clip', 'vent phone holder', 'phone stand', 'magnetic mount phone', 'smartphone mount',
      'smartphone holder', 'cell mount', 'phone grip',
    ],
  },
];

export const IN_CAR_MEDIA_VOCABULARY: readonly ConceptRule[] = [...SCREENS_AND_PLAYERS, ...DEVICE_HOLDERS];
