import IconButton from '@mui/material/IconButton';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Permitted } from '../components/Permitted';

/** What a row's action buttons get: the row's name, its API route, and the kit's edit and delete dialogs. */
export interface RowActionsProps {
  /** The row's name in aria labels ('Edit Bosch'). */
  label: string;
  /** The API route of a row ('brands/:id'): controls are disabled where the server would refuse them. */
  rowPath: string;
  onEdit?: () => void;
  /** Absent when the definition has no delete, or this row may not be deleted. */
  onDelete?: () => void;
}

/** A row's Edit and Delete icons, as the generated lists show them unless a definition passes its own. */
export function RowActions({ label, rowPath, onEdit, onDelete }: RowActionsProps) {
  return (
    <>
      {onEdit && (
        <Permitted resource={rowPath} action="put" title="Edit">
          <IconButton size="small" aria-label={`Edit ${label}`} onClick={onEdit}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Permitted>
      )}
      {onDelete && (
        <Permitted resource={rowPath} action="delete" title="Delete">
          <IconButton size="small" color="error" aria-label={`Delete ${label}`} onClick={onDelete}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Permitted>
      )}
    </>
  );
}
