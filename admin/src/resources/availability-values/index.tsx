import FactCheckIcon from '@mui/icons-material/FactCheck';
import type { ResourceDefinition } from '../types';
import { AvailabilityValueList } from './AvailabilityValueList';
import { AvailabilityValueShow } from './AvailabilityValueShow';

/**
 * Reached from the Import Availability dialog and by address, not from the side navigation,
 * whose entries the specification fixes (meta.hide keeps it out).
 */
export const availabilityValuesResource: ResourceDefinition = {
  resource: {
    name: 'availability-values',
    list: '/availability-values',
    show: '/availability-values/show/:id',
    meta: { label: 'Availability Values', icon: <FactCheckIcon />, hide: true },
  },
  routes: [
    { path: '/availability-values', element: <AvailabilityValueList /> },
    { path: '/availability-values/show/:id', element: <AvailabilityValueShow /> },
  ],
};
