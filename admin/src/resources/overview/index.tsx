import HomeIcon from '@mui/icons-material/Home';
import type { ResourceDefinition } from '../types';
import { StartScreen } from './StartScreen';

/** The start page at / (issue #30), reached from the navigation's second group. */
export const overviewResource: ResourceDefinition = {
  resource: { name: 'overview', list: '/', meta: { label: 'Start', icon: <HomeIcon />, hide: true } },
  routes: [{ path: '/', element: <StartScreen /> }],
};
