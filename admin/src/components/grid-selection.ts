import type { GridRowId, GridRowSelectionModel } from '@mui/x-data-grid';

/**
 * The rows a grid's selection holds. The header checkbox answers "every row but these ids" (type
 * 'exclude', usually with no ids), so reading only `ids` would find nothing selected after a select-all.
 */
export function selectedRows<Row>(rows: Row[], selection: GridRowSelectionModel, idOf: (row: Row) => GridRowId): Row[] {
  const included = selection.type === 'include';
  return rows.filter((row) => selection.ids.has(idOf(row)) === included);
}
