import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { crudResource } from '../../crud/crud-resource';
import type { components } from '../../types/api-contract';

/** GET /availability-values item, as the API's OpenAPI document describes it (npm run api:types). */
type AvailabilityValue = components['schemas']['AvailabilityValueView'];

/** How the import parser compares spellings; said on both pages so an operator reads the variants right. */
const SPELLING_RULE = "Imports compare spellings without case, spaces, '-' or '_': In-Stock, IN_STOCK and instock are the same.";

const spellingRule = (
  <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
    {SPELLING_RULE}
  </Typography>
);

/**
 * Google's availability values and what the imports accept for each: four rows whose meaning the team may
 * reword, pages generated from this definition (the example resource of docs/extending.md). Reached from the
 * Import Availability dialog and by address, not from the side navigation, whose entries the specification
 * fixes (meta.hide keeps it out). The API finds a value by any accepted spelling, so /availability-values/show/OOS works too.
 */
export const availabilityValuesResource = crudResource<AvailabilityValue>({
  name: 'availability-values',
  nav: { label: 'Availability Values', icon: <FactCheckIcon />, hide: true },
  list: {
    title: 'Availability Values',
    subtitle: 'What the feed sends to Google, and the spellings the imports understand',
    intro: spellingRule,
  },
  rowLabel: 'id',
  fields: [
    { name: 'id', label: 'Feed Value', list: { width: 150 } },
    { name: 'value', label: 'Shown As', list: { width: 130 } },
    {
      name: 'description',
      label: 'Meaning',
      list: { flex: 1, minWidth: 260 },
      show: true,
      form: ['edit'],
      input: 'textarea',
      rules: () => ({ validate: (value: unknown) => String(value ?? '').trim() !== '' || 'Meaning is required' }),
    },
    {
      name: 'variants',
      label: 'Accepted In Imports',
      list: { flex: 1, minWidth: 240 },
      render: (value) => value.variants.join(', '),
      show: (value) => (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {value.variants.map((variant) => (
            <Chip key={variant} label={variant} variant="outlined" size="small" />
          ))}
        </Stack>
      ),
    },
  ],
  edit: {
    title: 'Edit Meaning',
    submit: 'Save',
    busy: 'Saving...',
    messages: { success: 'Meaning saved', failure: 'Failed to save the meaning' },
  },
  toPayload: ({ description }) => ({ description }),
  show: {
    title: (value) => value.value,
    subtitle: (value) => `Sent to Google as ${value.id}`,
    back: 'All Values',
    footer: spellingRule,
    loadFailure: 'Failed to load the availability value',
  },
});
