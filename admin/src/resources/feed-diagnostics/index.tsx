import FactCheckIcon from '@mui/icons-material/FactCheck';
import type { ResourceDefinition } from '../types';
import { FeedDiagnosticsScreen } from './FeedDiagnosticsScreen';

export const feedDiagnosticsResource: ResourceDefinition = {
  resource: { name: 'feed-diagnostics', list: '/feed-diagnostics', meta: { label: 'Feed Diagnostics', icon: <FactCheckIcon />, hide: true } },
  routes: [{ path: '/feed-diagnostics', element: <FeedDiagnosticsScreen /> }],
};
