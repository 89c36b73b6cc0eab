import { useMemo, useState } from 'react';
import type { BaseKey } from '@refinedev/core';
import { useDataGrid } from '@refinedev/mui';
import type { FieldValues } from 'react-hook-form';
import { failureToast } from '../providers/notifications';
import type { CrudDefinition } from './types';

/**
 * The rows of a list through Refine's useDataGrid: paged by the server, or (loadAll) loaded at once and
 * paged and searched in the browser. A failed load is announced once with the definition's own words.
 */
export function useCrudRows<T extends { id: BaseKey }, TForm extends FieldValues>(definition: CrudDefinition<T, TForm>) {
  const { list } = definition;
  const [search, setSearch] = useState('');
  const paging = list.loadAll ? ('client' as const) : list.pageSizes ? ('server' as const) : ('off' as const);
  const { dataGridProps, tableQuery } = useDataGrid<T>({
    resource: definition.name,
    syncWithLocation: false,
    sorters: { mode: 'off' },
    filters: { mode: 'off' },
    pagination: { mode: paging, ...(list.pageSize ? { pageSize: list.pageSize } : {}) },
    meta: list.loadAll ? { query: { limit: list.loadAll } } : {},
    ...(list.loadFailure ? { errorNotification: failureToast(list.loadFailure) } : {}),
  });

  const term = search.toLowerCase();
  const rows = useMemo(
    () => (term && list.search ? dataGridProps.rows.filter((row) => list.search!.matches(row, term)) : dataGridProps.rows),
    [dataGridProps.rows, term, list.search],
  );
  const emptyText = term && list.search ? list.search.noMatchText : list.emptyText;
  // Paged in the browser, the grid counts the rows it is given (the filtered ones), not the server's total.
  const counted = list.loadAll ? { rowCount: rows.length } : {};
  return { dataGridProps: { ...dataGridProps, rows, ...counted }, query: tableQuery, search, setSearch, emptyText };
}
