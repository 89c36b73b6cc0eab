import type { BaseKey } from '@refinedev/core';
import type { GridColDef } from '@mui/x-data-grid';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import type { FieldValues } from 'react-hook-form';
import { RowActions } from './RowActions';
import type { CrudDefinition } from './types';

/** A row's value by a field's name. */
export const valueOf = <T,>(row: T, name: string): unknown => (row as Record<string, unknown>)[name];

export interface RowActionHandlers<T> {
  onEdit?: (row: T) => void;
  onDelete?: (row: T) => void;
  canDelete: (row: T) => boolean;
  /** The show page of a row, linked from the row label. */
  showPath?: (row: T) => string;
  /** The API route of a row ('brands/:id'): edit and delete are disabled where the server would refuse them. */
  rowPath: string;
}

/** The list columns a definition asks for, then an Actions column (the kit's icons, or the definition's own buttons) when rows can be edited or deleted. */
export function crudColumns<T extends { id: BaseKey }, TForm extends FieldValues>(
  definition: Pick<CrudDefinition<T, TForm>, 'fields' | 'rowLabel' | 'list'>,
  actions: RowActionHandlers<T>,
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
  if (!actions.onEdit && !actions.onDelete) return columns;
  const Buttons = definition.list.rowActions ?? RowActions;
  columns.push({
    field: 'actions',
    headerName: 'Actions',
    width: 120,
    sortable: false,
    filterable: false,
    renderCell: ({ row }) => (
      <Buttons
        label={String(row[definition.rowLabel])}
        rowPath={actions.rowPath}
        onEdit={actions.onEdit && (() => actions.onEdit!(row))}
        onDelete={actions.onDelete && actions.canDelete(row) ? () => actions.onDelete!(row) : undefined}
      />
    ),
  });
  return columns;
}
