import ListAltIcon from '@mui/icons-material/ListAlt';
import type { ResourceDefinition } from '../types';
import { CurrentItemsScreen } from './CurrentItemsScreen';

export const currentItemsResource: ResourceDefinition = {
  resource: { name: 'current-items', list: '/current-items', meta: { label: 'Current Items', icon: <ListAltIcon />, path: 'current' } },
  routes: [{ path: '/current-items', element: <CurrentItemsScreen /> }],
};
