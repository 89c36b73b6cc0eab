import { ImportFormat, parsers } from '../../common/csv';
import { RULE_LIMITS } from './rule-model';

export interface LookupRow {
  key: string;
  value: string;
}

/**
 * A feed rules lookup table: two columns, the value a rule looks up and what it becomes (for example a
 * product type and a campaign's custom label). A key found twice keeps its last value.
 */
export const LOOKUP_IMPORT_FORMAT: ImportFormat<LookupRow> = {
  name: 'lookup table',
  delimiters: ['comma', 'tab', 'semicolon', 'pipe'],
  extensions: ['.csv', '.txt'],
  exactColumns: 2,
  columns: [
    {
      key: 'key',
      header: 'key',
      aliases: ['from', 'source', 'lookup'],
      required: true,
      parse: parsers.text({ max: RULE_LIMITS.lookupValue }),
      description: 'The value looked up (compared without case and surrounding spaces)',
      example: 'Brake Pads',
    },
    {
      key: 'value',
      header: 'value',
      aliases: ['to', 'target', 'result'],
      required: true,
      parse: parsers.text({ max: RULE_LIMITS.lookupValue }),
      description: 'What the attribute becomes',
      example: 'brakes-campaign',
    },
  ],
};
