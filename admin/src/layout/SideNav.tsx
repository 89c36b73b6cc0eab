import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import { Link, matchPath, useLocation } from 'react-router';
import { resourceDefinitions } from '../resources';
import type { ResourceDefinition } from '../resources/types';
import { useCurrentUser } from '../hooks/useCurrentUser';

// Section 9: drawer widths.
export const DRAWER_WIDTH = 240;
export const DRAWER_COLLAPSED_WIDTH = 65;

function isCurrent(definition: ResourceDefinition, pathname: string): boolean {
  return definition.routes.some((route) => matchPath({ path: route.path, end: true }, pathname));
}

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
        {entries.map((definition) => (
          <NavEntry key={definition.resource.name} definition={definition} expanded={expanded} pathname={pathname} />
        ))}
      </List>
    </Drawer>
  );
}

interface NavEntryProps {
  definition: ResourceDefinition;
  expanded: boolean;
  pathname: string;
}

function NavEntry({ definition, expanded, pathname }: NavEntryProps) {
  const { resource } = definition;
  return (
    <Tooltip title={expanded ? '' : resource.meta.label} placement="right">
      <ListItemButton
        component={Link}
        to={resource.list}
        selected={isCurrent(definition, pathname)}
        sx={{ minHeight: 48, px: 2.5 }}
      >
        <ListItemIcon sx={{ minWidth: 0, mr: expanded ? 2 : 'auto' }}>{resource.meta.icon}</ListItemIcon>
        <ListItemText primary={resource.meta.label} sx={{ opacity: expanded ? 1 : 0 }} />
      </ListItemButton>
    </Tooltip>
  );
}
