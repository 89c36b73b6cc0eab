import { useEffect, useMemo } from 'react';
import type { BaseRecord, HttpError } from '@refinedev/core';
import { useDataGrid } from '@refinedev/mui';
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useSearchParams } from 'react-router';
import { crudFilters, filterValues, readAddress, writeAddress, type ListAddress, type ListFilters, type ListState } from './list-address';

export interface ServerListOptions<TFilters extends ListFilters> {
  /** Refine's resource: writes to it (useCreate, useUpdate, useDelete, useInvalidate) read the list again. */
  resource: string;
  /** The API path when it is not the resource's name (e.g. 'parts/draft'). */
  path?: string;
  /** Page sizes; none: every row at once, on one page. */
  pageSizes?: readonly number[];
  pageSize?: number;
  /** Every filter the list has, with its starting value; each is sent as the query parameter of its name. */
  filters: TFilters;
  /** Keeps filters, order and page in the address, so a reload or a shared link shows the same rows. */
  address?: ListAddress<TFilters>;
  /** The toast of a failed load, in the screen's words; without it a failed load shows an empty table only. */
  loadFailure?: (error: HttpError) => string;
  /** While the server answers with an estimated total or page ("about N"), it is asked again this often. */
  estimateRefreshMs?: number;
}

/**
 * A list paged, sorted, filtered and searched by the server, through Refine's useDataGrid and the data
 * provider. Refine keys each answer by filters, order and page, so an answer to an earlier request never
 * replaces the one asked for since. A change of filter, order or page size starts again from the first page.
 */
export function useServerList<TRow extends BaseRecord, TFilters extends ListFilters>(options: ServerListOptions<TFilters>) {
  const { resource, path, pageSizes = [], pageSize = pageSizes[0] ?? 0, address, loadFailure, estimateRefreshMs } = options;
  const paged = pageSizes.length > 0;
  const [params, setParams] = useSearchParams();
  const defaults: ListState<TFilters> = { filters: options.filters, sorters: [], currentPage: 1, pageSize };
  const start = address ? readAddress(params, address, defaults, pageSizes) : defaults;

  const table = useDataGrid<TRow, HttpError>({
    resource,
    syncWithLocation: false,
    pagination: paged ? { mode: 'server', currentPage: start.currentPage, pageSize: start.pageSize } : { mode: 'off' },
    sorters: { mode: 'server', initial: start.sorters },
    filters: { mode: 'server', initial: crudFilters(start.filters) },
    // The failure is reported once, in the screen's words.
    meta: path ? { path } : {},
    errorNotification: loadFailure ? (error) => ({ message: loadFailure(error!), type: 'error' }) : false,
    queryOptions: estimateRefreshMs
      ? { refetchInterval: ({ state }) => (state.data?.totalIsEstimate === true || state.data?.pageIsEstimate === true ? estimateRefreshMs : false) }
      : {},
  });
  const { tableQuery, currentPage, setCurrentPage, setPageSize, sorters, setSorters, filters, setFilters } = table;
  const values = useMemo(() => filterValues(options.filters, filters), [options.filters, filters]);

  // The address follows the list's state (replacing the entry, so Back leaves the screen); it is read once, when the list opens.
  useEffect(() => {
    if (address) setParams(writeAddress({ filters: values, sorters, currentPage, pageSize: table.pageSize }, address, pageSize), { replace: true });
  }, [values, sorters, currentPage, table.pageSize]);

  const setFilter = (change: Partial<TFilters>) => {
    setFilters(crudFilters({ ...values, ...change }), 'replace');
    setCurrentPage(1);
  };
  const onPaginationModelChange = (model: GridPaginationModel) => {
    if (model.pageSize !== table.pageSize) {
      setPageSize(model.pageSize);
      setCurrentPage(1);
    } else setCurrentPage(model.page + 1);
  };
  const onSortModelChange = ([first]: GridSortModel) => {
    setSorters(first?.sort ? [{ field: first.field, order: first.sort }] : []);
    setCurrentPage(1);
  };

  // A failed load shows no rows rather than the last ones; an empty answer counts 0 rows (useDataGrid keeps the last non-zero count).
  const failed = tableQuery.isError && !tableQuery.isFetching;
  const answer = failed ? undefined : tableQuery.data;
  // The screen's own controls set the filters, not the grid's filter panel: the grid gets no filter model (a filter need not be a column).
  const { filterModel: _filterModel, onFilterModelChange: _onFilterModelChange, rowCount, ...gridProps } = table.dataGridProps;
  return {
    gridProps: {
      ...gridProps,
      rows: answer?.data ?? [],
      loading: tableQuery.isFetching,
      ...(paged
        ? { rowCount: answer ? answer.total : failed ? 0 : rowCount, pageSizeOptions: [...pageSizes], onPaginationModelChange }
        : { hideFooter: true }),
      onSortModelChange,
    },
    filters: values,
    setFilter,
    /** Reads the current page again. */
    reload: () => void tableQuery.refetch(),
    fetching: tableQuery.isFetching,
    failed,
    totalIsEstimate: answer?.totalIsEstimate === true,
    /** The page starts about, not exactly, where it was asked, until the list's positions are read (refetched meanwhile). */
    pageIsEstimate: answer?.pageIsEstimate === true,
  };
}

export type ServerList<TRow extends BaseRecord, TFilters extends ListFilters> = ReturnType<typeof useServerList<TRow, TFilters>>;
