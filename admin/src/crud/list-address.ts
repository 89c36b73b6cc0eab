import type { CrudFilter, CrudSort } from '@refinedev/core';

/** A filter's value as the API takes it; undefined or '' leaves the filter out. */
export type FilterValue = string | boolean | undefined;
export type ListFilters = Record<string, FilterValue>;

/** Where a list keeps its state in the address: each filter's name there and how its text reads back. */
export interface ListAddress<TFilters extends ListFilters> {
  filters: { [K in keyof TFilters]: { param: string; read: (text: string) => TFilters[K] } };
  /** The columns the list may be sorted by (any other `sort` in the address is ignored). */
  sorts: readonly string[];
}

/** A list's state: what Refine's useTable starts from and what the address holds. */
export interface ListState<TFilters extends ListFilters> {
  filters: TFilters;
  sorters: CrudSort[];
  /** From 1, as the grid's footer and the address show it. */
  currentPage: number;
  pageSize: number;
}

export function readAddress<TFilters extends ListFilters>(
  params: URLSearchParams,
  address: ListAddress<TFilters>,
  defaults: ListState<TFilters>,
  pageSizes: readonly number[],
): ListState<TFilters> {
  const filters = { ...defaults.filters };
  for (const key of Object.keys(address.filters) as (keyof TFilters)[]) {
    const text = params.get(address.filters[key].param);
    if (text !== null) filters[key] = address.filters[key].read(text);
  }
  const sort = address.sorts.find((field) => field === params.get('sort'));
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    filters,
    sorters: sort ? [{ field: sort, order: params.get('order') === 'desc' ? 'desc' : 'asc' }] : defaults.sorters,
    currentPage: Number.isInteger(page) && page > 1 ? page : 1,
    pageSize: pageSizes.includes(size) ? size : defaults.pageSize,
  };
}

export function writeAddress<TFilters extends ListFilters>(state: ListState<TFilters>, address: ListAddress<TFilters>, defaultPageSize: number): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(address.filters) as (keyof TFilters)[]) {
    const value = state.filters[key];
    if (value !== undefined && value !== '') params.set(address.filters[key].param, String(value));
  }
  const [sort] = state.sorters;
  if (sort) params.set('sort', sort.field);
  if (sort?.order === 'desc') params.set('order', 'desc');
  if (state.currentPage > 1) params.set('page', String(state.currentPage));
  if (state.pageSize !== defaultPageSize) params.set('size', String(state.pageSize));
  return params;
}

/** Refine's filters for a list's filter values (the data provider sends each as a query parameter of its name). */
export const crudFilters = (filters: ListFilters): CrudFilter[] =>
  Object.entries(filters).map(([field, value]) => ({ field, operator: 'eq', value }));

/** The filter values back from Refine's filters. */
export function filterValues<TFilters extends ListFilters>(defaults: TFilters, filters: readonly CrudFilter[]): TFilters {
  const values = { ...defaults };
  for (const filter of filters) if ('field' in filter) values[filter.field as keyof TFilters] = filter.value as TFilters[keyof TFilters];
  return values;
}
