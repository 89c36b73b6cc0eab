import { useMemo, type ReactNode } from 'react';
import type { BaseRecord } from '@refinedev/core';
import { DataGrid, type DataGridProps, type GridColDef } from '@mui/x-data-grid';
import type { ListFilters } from './list-address';
import type { ServerList } from './useServerList';

export interface ListTableProps<TRow extends BaseRecord, TFilters extends ListFilters>
  extends Omit<DataGridProps<TRow>, 'columns' | 'rows' | 'rowCount' | 'paginationMode' | 'paginationModel' | 'onPaginationModelChange'> {
  list: ServerList<TRow, TFilters>;
  columns: GridColDef<TRow>[];
  /** A row's action buttons, in an Actions column at the end. */
  rowActions?: { width: number; render: (row: TRow) => ReactNode };
  /** Shown instead of the rows when there are none. */
  emptyText: string;
  /** The footer's count ('1–25 of 35 items'); the list says "about" itself while the total is an estimate. */
  rowsLabel?: string;
}

/**
 * The table of a server-driven list: its columns, then the row actions, paged and sorted by the server.
 * A screen places it in its own layout, with its own filters and header buttons around it.
 */
export function ListTable<TRow extends BaseRecord, TFilters extends ListFilters>({ list, columns, rowActions, emptyText, rowsLabel, ...grid }: ListTableProps<TRow, TFilters>) {
  const allColumns = useMemo(
    () =>
      rowActions
        ? [...columns, { field: 'actions', headerName: 'Actions', width: rowActions.width, sortable: false, renderCell: ({ row }) => rowActions.render(row) } satisfies GridColDef<TRow>]
        : columns,
    [columns, rowActions],
  );
  const about = list.totalIsEstimate ? 'about ' : '';
  const pageAbout = list.pageIsEstimate ? 'about ' : '';
  return (
    <DataGrid<TRow>
      {...list.gridProps}
      columns={allColumns}
      autoHeight
      disableColumnMenu
      disableColumnFilter
      disableRowSelectionOnClick
      localeText={{
        noRowsLabel: emptyText,
        ...(rowsLabel ? { paginationDisplayedRows: ({ from, to, count }) => `${pageAbout}${from}–${to} of ${about}${count.toLocaleString('en-US')} ${rowsLabel}` } : {}),
      }}
      {...grid}
    />
  );
}
