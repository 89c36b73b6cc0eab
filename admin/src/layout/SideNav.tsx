import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import { Link, matchPath, useLocation } from 'react-router';
import { resourceDefinitions } from '../resources';
import { useCurrentUser } from '../hooks/useCurrentUser';
import { MORE_SCREENS, type NavScreen } from './more-screens';

// Drawer widths.
export const DRAWER_WIDTH = 240;
export const DRAWER_COLLAPSED_WIDTH = 65;

export function SideNav({ expanded }: { expanded: boolean }) {
  const { pathname } = useLocation();
  const { isAdmin } = useCurrentUser();
  const width = expanded ? DRAWER_WIDTH : DRAWER_COLLAPSED_WIDTH;
  const entries = resourceDefinitions.filter(
    ({ resource: { meta } }) => !meta.hide && (isAdmin || !meta.adminOnly),
  );

  return (
    <Drawer
      variant="permanent"
      sx={{
        width,
        flexShrink: 0,
        '& .MuiDrawer-paper': {
          width,
          overflowX: 'hidden',
          boxSizing: 'border-box',
          transition: (theme) => theme.transitions.create('width'),
        },
      }}
    >
      <Toolbar />
      <List component="nav" aria-label="Main navigation">
        {entries.map(({ resource, routes }) => (
          <NavEntry
            key={resource.name}
            screen={{ label: resource.meta.label, to: resource.list, icon: resource.meta.icon }}
            expanded={expanded}
            selected={routes.some((route) => matchPath({ path: route.path, end: true }, pathname))}
          />
        ))}
      </List>
      <Divider />
      <List component="nav" aria-label="More screens">
        {MORE_SCREENS.map((screen) => (
          <NavEntry key={screen.to} screen={screen} expanded={expanded} selected={matchPath({ path: screen.to, end: true }, pathname) !== null} />
        ))}
      </List>
    </Drawer>
  );
}

interface NavEntryProps {
  screen: NavScreen;
  expanded: boolean;
  selected: boolean;
}

function NavEntry({ screen, expanded, selected }: NavEntryProps) {
  return (
    <Tooltip title={expanded ? '' : screen.label} placement="right">
      <ListItemButton component={Link} to={screen.to} selected={selected} sx={{ minHeight: 48, px: 2.5 }}>
        <ListItemIcon sx={{ minWidth: 0, mr: expanded ? 2 : 'auto' }}>{screen.icon}</ListItemIcon>
        <ListItemText primary={screen.label} sx={{ opacity: expanded ? 1 : 0 }} />
      </ListItemButton>
    </Tooltip>
  );
}
