import { useState, type MouseEvent } from 'react';
import { useLogout } from '@refinedev/core';
import { useNavigate } from 'react-router';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccountCircle from '@mui/icons-material/AccountCircle';
import { useCurrentUser } from '../hooks/useCurrentUser';

/** Shows who is signed in and with which role; Profile opens the profile page, Settings only closes the menu (there is no settings page), Logout signs out. */
export function AccountMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { mutate: logout } = useLogout();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const close = () => setAnchor(null);
  const name = user ? user.full_name || user.email : '';

  return (
    <>
      {user && (
        <Stack sx={{ mr: 1, display: { xs: 'none', sm: 'flex' }, alignItems: 'flex-end' }} data-testid="signed-in-user">
          <Typography variant="body2">{name}</Typography>
          <Typography variant="caption" sx={{ opacity: 0.8 }}>
            {user.role.toUpperCase()}
          </Typography>
        </Stack>
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
        {user && (
          <Stack sx={{ px: 2, py: 1 }}>
            <Typography variant="subtitle2">{name}</Typography>
            <Typography variant="caption" color="text.secondary">
              {user.email} · {user.role.toUpperCase()}
            </Typography>
          </Stack>
        )}
        {user && <Divider />}
        <MenuItem
          onClick={() => {
            close();
            navigate('/profile');
          }}
        >
          Profile
        </MenuItem>
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
