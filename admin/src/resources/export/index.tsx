import FileDownloadIcon from '@mui/icons-material/FileDownload';
import type { ResourceDefinition } from '../types';
import { ExportScreen } from './ExportScreen';

/** Export at /export: until issue #30 only a dialog of Current Items, now also a page the navigation reaches. */
export const exportResource: ResourceDefinition = {
  resource: { name: 'export', list: '/export', meta: { label: 'Export', icon: <FileDownloadIcon />, hide: true } },
  routes: [{ path: '/export', element: <ExportScreen /> }],
};
