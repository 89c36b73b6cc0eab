import { useState, type MouseEvent } from 'react';
import { useLogout } from '@refinedev/core';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import AccountCircle from '@mui/icons-material/AccountCircle';
import { useCurrentUser } from '../hooks/useCurrentUser';

/** Section 2: Profile and Settings only close the menu; Logout signs out. */
export function AccountMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { mutate: logout } = useLogout();
  const { user } = useCurrentUser();
  const close = () => setAnchor(null);

  return (
    <>
      {user && (
        <Typography variant="body2" sx={{ mr: 1, display: { xs: 'none', sm: 'block' } }}>
          {user.email}
        </Typography>
      )}
      <IconButton
        color="inherit"
        aria-label="Account menu"
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
      >
        <AccountCircle />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem onClick={close}>Profile</MenuItem>
        <MenuItem onClick={close}>Settings</MenuItem>
        <MenuItem
          onClick={() => {
            close();
            logout();
          }}
        >
          Logout
        </MenuItem>
      </Menu>
    </>
  );
}
