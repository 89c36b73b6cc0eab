import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import DeleteIcon from '@mui/icons-material/Delete';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Permitted } from '../../components/Permitted';
import { RowActions, type RowActionsProps } from '../../crud/RowActions';

/** A brand's actions as the specification has them: the Edit icon, and Delete in a "More actions" menu. */
export function BrandRowActions({ label, rowPath, onEdit, onDelete }: RowActionsProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <RowActions label={label} rowPath={rowPath} onEdit={onEdit} />
      <IconButton size="small" aria-label={`More actions for ${label}`} onClick={(event) => setAnchor(event.currentTarget)}>
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <Permitted resource={rowPath} action="delete">
          <MenuItem
            disabled={!onDelete}
            onClick={() => {
              setAnchor(null);
              onDelete?.();
            }}
          >
            <ListItemIcon>
              <DeleteIcon fontSize="small" color="error" />
            </ListItemIcon>
            Delete
          </MenuItem>
        </Permitted>
      </Menu>
    </>
  );
}
