import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { crudResource } from '../../crud/crud-resource';
import { formatDate } from '../../format';
import { BrandFileActions } from './BrandFileActions';
import { BrandRowActions } from './BrandRowActions';
import type { Brand } from './types';

interface BrandFormValues {
  name: string;
  active: boolean;
  [field: string]: unknown;
}

// The name is required after trimming.
const nameRules = { validate: (value: unknown) => String(value ?? '').trim() !== '' || 'Brand name is required' };

const deleteMessage = (brand: Brand) => (
  <>
    <Box component="span" sx={{ display: 'block' }}>
      Are you sure you want to delete {brand.name}?
    </Box>
    {brand.parts_count > 0 && (
      <Box component="span" sx={{ display: 'block', mt: 1 }}>
        {brand.parts_count === 1 ? 'Its part will be deleted with it.' : `Its ${brand.parts_count.toLocaleString('en-US')} parts will be deleted with it.`}
      </Box>
    )}
    {/* The database deletes the brand's products with it (ON DELETE CASCADE), live ones included. */}
    <Box component="span" sx={{ display: 'block', mt: 1 }}>
      Its draft and live products are deleted too: the live ones leave the product feed.
    </Box>
  </>
);

/**
 * Brand Management, at /brands (the start page took / in issue #30): the pages are generated from this definition; the
 * import wizard and the export dialog are the screen's own. The search filters on the name, case-insensitive, as you type.
 */
export const brandsResource = crudResource<Brand, BrandFormValues>({
  name: 'brands',
  nav: { label: 'Brands', icon: <LocalOfferIcon /> },
  list: {
    title: 'Brand Management',
    pageSizes: [25, 50, 100],
    pageSize: 25,
    search: {
      label: 'Search brands',
      placeholder: 'Search brands...',
      noMatchText: 'No brands found matching your search.',
    },
    emptyText: 'No brands found. Add one to get started.',
    refresh: true,
    loadFailure: 'Failed to load brands',
    actions: ({ reload }) => <BrandFileActions onImported={reload} />,
    rowActions: BrandRowActions,
  },
  rowLabel: 'name',
  fields: [
    { name: 'id', label: 'ID', list: { width: 90 } },
    { name: 'name', label: 'Brand Name', list: { flex: 1, minWidth: 200 }, form: ['create', 'edit'], rules: () => nameRules },
    { name: 'parts_count', label: 'Parts Count', list: { width: 130 }, render: (brand) => brand.parts_count.toLocaleString('en-US') },
    { name: 'active', label: 'Status', list: { width: 120 }, render: (brand) => <Chip size="small" label={brand.active ? 'Active' : 'Inactive'} color={brand.active ? 'success' : 'default'} /> },
    { name: 'active', label: 'Active', form: ['edit'], input: 'switch' },
    { name: 'created_at', label: 'Created', list: { width: 130 }, render: (brand) => formatDate(brand.created_at) },
  ],
  form: { width: 'xs', submitNeeds: ['name'] },
  create: {
    button: 'Add Brand',
    title: 'Add Brand',
    submit: 'Add Brand',
    busy: 'Adding...',
    messages: { success: 'Brand added successfully!', failure: 'Failed to add brand' },
    defaults: { name: '', active: true },
  },
  edit: { title: 'Edit Brand', submit: 'Save', busy: 'Saving...', messages: { success: 'Brand updated successfully', failure: 'Failed to update brand' } },
  toPayload: ({ name, active }, mode) => (mode === 'create' ? { name: name.trim() } : { name: name.trim(), active }),
  delete: {
    title: 'Delete Brand',
    confirm: deleteMessage,
    messages: { success: 'Brand deleted successfully', failure: 'Failed to delete brand' },
  },
});
