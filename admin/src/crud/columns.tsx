import type { BaseKey } from '@refinedev/core';
import type { GridColDef } from '@mui/x-data-grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Link as RouterLink } from 'react-router';
import type { FieldValues } from 'react-hook-form';
import { Permitted } from '../components/Permitted';
import type { CrudDefinition } from './types';

/** A row's value by a field's name. */
export const valueOf = <T,>(row: T, name: string): unknown => (row as Record<string, unknown>)[name];

export interface RowActions<T> {
  onEdit?: (row: T) => void;
  onDelete?: (row: T) => void;
  canDelete: (row: T) => boolean;
  /** Opens the row's "More actions" menu (where Delete is, when the definition puts it there). */
  onMore?: (anchor: HTMLElement, row: T) => void;
  /** The show page of a row, linked from the row label. */
  showPath?: (row: T) => string;
  /** The API route of a row ('brands/:id'): edit and delete are disabled where the server would refuse them. */
  rowPath: string;
}

/** The list columns a definition asks for, then an Actions column when rows can be edited or deleted. */
export function crudColumns<T extends { id: BaseKey }, TForm extends FieldValues>(
  definition: Pick<CrudDefinition<T, TForm>, 'fields' | 'rowLabel'>,
  actions: RowActions<T>,
): GridColDef<T>[] {
  const columns: GridColDef<T>[] = definition.fields
    .filter((field) => field.list)
    .map((field) => {
      const size = typeof field.list === 'object' ? field.list : { flex: 1, minWidth: 160 };
      const linked = actions.showPath && field.name === definition.rowLabel;
      return {
        field: field.name,
        headerName: field.label,
        ...size,
        ...(linked
          ? {
              renderCell: ({ row }) => (
                <Link component={RouterLink} to={actions.showPath!(row)}>
                  {String(valueOf(row, field.name))}
                </Link>
              ),
            }
          : field.render
            ? { renderCell: ({ row }) => field.render!(row) }
            : {}),
      } satisfies GridColDef<T>;
    });
  if (!actions.onEdit && !actions.onDelete && !actions.onMore) return columns;
  const label = (row: T) => String(row[definition.rowLabel]);
  columns.push({
    field: 'actions',
    headerName: 'Actions',
    width: 120,
    sortable: false,
    filterable: false,
    renderCell: ({ row }) => (
      <>
        {actions.onEdit && (
          <Permitted resource={actions.rowPath} action="put" title="Edit">
            <IconButton size="small" aria-label={`Edit ${label(row)}`} onClick={() => actions.onEdit!(row)}>
              <EditIcon fontSize="small" />
            </IconButton>
          </Permitted>
        )}
        {actions.onDelete && actions.canDelete(row) && (
          <Permitted resource={actions.rowPath} action="delete" title="Delete">
            <IconButton size="small" color="error" aria-label={`Delete ${label(row)}`} onClick={() => actions.onDelete!(row)}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Permitted>
        )}
        {actions.onMore && (
          <IconButton size="small" aria-label={`More actions for ${label(row)}`} onClick={(event) => actions.onMore!(event.currentTarget, row)}>
            <MoreVertIcon fontSize="small" />
          </IconButton>
        )}
      </>
    ),
  });
  return columns;
}
