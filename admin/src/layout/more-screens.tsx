import type { ReactNode } from 'react';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import HistoryIcon from '@mui/icons-material/History';
import HomeIcon from '@mui/icons-material/Home';
import RuleIcon from '@mui/icons-material/Rule';

export interface NavScreen {
  label: string;
  to: string;
  icon: ReactNode;
}

/**
 * The navigation's second group (issue #30), below the specification's five entries: every other
 * screen an operator uses. Imports and Feed Rules are the screens of issues #26 and #27.
 */
export const MORE_SCREENS: NavScreen[] = [
  { label: 'Start', to: '/', icon: <HomeIcon /> },
  { label: 'Part-Type Mappings', to: '/categories/mappings', icon: <AccountTreeIcon /> },
  { label: 'Feed Diagnostics', to: '/feed-diagnostics', icon: <FactCheckIcon /> },
  { label: 'Export', to: '/export', icon: <FileDownloadIcon /> },
  { label: 'Imports', to: '/imports', icon: <HistoryIcon /> },
  { label: 'Feed Rules', to: '/feed-rules', icon: <RuleIcon /> },
];
