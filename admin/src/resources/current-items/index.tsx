import ListAltIcon from '@mui/icons-material/ListAlt';
import { PageHeader } from '../../components/PageHeader';
import type { ResourceDefinition } from '../types';

// Placeholder until the current-items screen is built.
const screen = <PageHeader title="Current Products" />;

export const currentItemsResource: ResourceDefinition = {
  resource: { name: 'current-items', list: '/current-items', meta: { label: 'Current Items', icon: <ListAltIcon />, path: 'current' } },
  routes: [{ path: '/current-items', element: screen }],
};
