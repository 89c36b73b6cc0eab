import { useState } from 'react';
import { Outlet } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import { APP_TITLE } from '../app-title';
import { AccountMenu } from './AccountMenu';
import { SideNav } from './SideNav';

/** The signed-in shell: header, collapsible side navigation, and the current screen. */
export function AppLayout() {
  const [expanded, setExpanded] = useState(true);
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar>
          <IconButton
            color="inherit"
            edge="start"
            aria-label={expanded ? 'Collapse navigation' : 'Expand navigation'}
            onClick={() => setExpanded((value) => !value)}
            sx={{ mr: 2 }}
          >
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" component="div" noWrap sx={{ flexGrow: 1 }}>
            {APP_TITLE}
          </Typography>
          <AccountMenu />
        </Toolbar>
      </AppBar>
      <SideNav expanded={expanded} />
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: 3 }}>
        <Toolbar />
        <Outlet />
      </Box>
    </Box>
  );
}
