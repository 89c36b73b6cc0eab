import type { ConceptRule } from './concept-rule';

/**
 * Shop tools the taxonomy files by trade rather than by the part they serve: measuring instruments, a grinder's
 * discs and pads, tool storage, riveting and punching tools, and brake tools. Their words name vehicle parts too
 * (caliper, disc, wheel, rail, rack, tray, pliers), so each is named whole. Where an earlier list filed one with the
 * specialty tools or the grinding wheels, the trade's category is offered beside it.
 */
const TOOL_TRADES: ConceptRule[] = [
  {
    expansion: 'measuring tools sensors',
    triggers: [
      'dial indicator', 'dial test indicator', 'borescope', 'bore scope', 'inspection camera',
      'inspection scope', 'endoscope', 'articulating borescope',
      'micrometer', 'outside micrometer', 'depth micrometer', 'telescoping gauge', 'small hole gauge',
      'thread pitch gauge', 'radius gauge', 'angle finder', 'digital angle gauge', 'tachometer tool',
      'laser tachometer',
    ],
  },
  {
    expansion: 'grinder accessories',
    triggers: [
      'flap disc', 'flap discs', 'flap wheel', 'wire wheel', 'wire cup brush', 'cup brush', 'backing pad', 'backing plate grinder',
      'grinder guard', 'grinder handle', 'grinder wheel', 'strip disc', 'roloc disc', 'surface conditioning disc',
      'fiber disc', 'resin fiber disc', 'twist knot', 'knot wire wheel', 'bristle disc', 'wheel arbor', 'grinder flange',
    ],
  },
  {
    expansion: 'tool storage organization',
    triggers: [
      'socket organizer', 'socket rail', 'socket rails', 'socket tray', 'socket holder', 'socket rack', 'wrench rack',
      'wrench organizer', 'wrench rail', 'wrench holder', 'plier rack', 'pliers rack', 'screwdriver rack',
      'screwdriver holder', 'tool organizer', 'toolbox organizer', 'tool holder', 'tool rack', 'tool hanger',
      'magnetic tray', 'magnetic tool holder', 'magnetic tool bar', 'tool roll', 'bit organizer',
    ],
  },
  {
    expansion: 'riveting tools',
    triggers: [
      'rivet gun', 'rivet tool', 'pop rivet tool', 'pop rivet gun', 'riveter', 'rivet nut tool', 'rivnut tool',
      'nutsert tool', 'rivet nut gun', 'air riveter', 'rivet nut setter',
    ],
  },
  {
    expansion: 'punches awls',
    triggers: [
      'punch', 'punch set', 'pin punch', 'center punch', 'transfer punch', 'drift punch', 'roll pin punch',
      'automatic center punch', 'hole punch', 'gasket punch', 'awl', 'scribe', 'scratch awl', 'scribe awl',
    ],
  },
  {
    expansion: 'brake service kits',
    triggers: [
      'brake spring pliers', 'drum brake pliers', 'brake spring tool', 'spring pliers', 'brake shoe tool',
      'shoe retaining spring tool', 'hold down spring tool', 'brake spring compressor', 'brake bleeder kit', 'brake bleeder',
      'vacuum bleeder', 'pressure bleeder', 'caliper piston tool', 'caliper wind back', 'brake caliper tool',
      'brake piston tool', 'flaring tool', 'brake line flaring tool', 'double flaring tool', 'tubing bender', 'line bender',
      'brake line bender', 'drum gauge', 'brake drum gauge', 'rotor gauge',
    ],
  },
  { expansion: 'tool sockets', triggers: ['hub nut socket', 'axle nut socket', 'spindle nut socket', 'lock nut socket', 'bearing locknut socket'] },
  { expansion: 'hand saws', triggers: ['hacksaw', 'hack saw', 'mini hacksaw', 'jab saw', 'flush cut saw'] },
  { expansion: 'tire repair tire changing tools', triggers: ['tread depth gauge', 'tread gauge', 'valve core tool', 'bead breaker', 'tire changer'] },
  {
    expansion: 'vehicle repair specialty tools',
    triggers: [
      'ball joint press', 'c frame press', 'c press', 'pickle fork', 'seal puller', 'hose pinch pliers', 'hose pinch off',
      'gap tool', 'gap gauge', 'stethoscope', 'mechanics stethoscope', 'oxygen sensor wrench', 'o2 sensor wrench', 'sensor socket', 'terminal cleaner',
      'battery terminal cleaner', 'feeler gauge', 'feeler gauge set', 'balancer puller', 'hub puller', 'slide hammer', 'slide hammer puller', 'axle puller',
    ],
  },
];

export const TOOL_TRADE_VOCABULARY: readonly ConceptRule[] = TOOL_TRADES;
