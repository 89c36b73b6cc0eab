import { useSearchParams } from 'react-router';
import type { operations } from '../../types/api-contract';
import { AVAILABILITIES, type Availability } from './types';

type ListQuery = NonNullable<operations['CurrentItemsController_list']['parameters']['query']>;
export type ListSort = NonNullable<ListQuery['sort']>;
export type SortOrder = NonNullable<ListQuery['order']>;

const SORTS: readonly ListSort[] = ['id', 'part_number', 'brand', 'price', 'availability', 'updated_at'];
export const PAGE_SIZES = [10, 25, 50, 100];
const DEFAULT_PAGE_SIZE = 25;

/** What the Current Items screen shows: its filters, order and page, all kept in the address. */
export interface CurrentListState {
  search: string;
  brand: string;
  /** undefined: all types. */
  isKit?: boolean;
  availability?: Availability;
  /** undefined: the list's own order (the id as text). */
  sort?: ListSort;
  order: SortOrder;
  page: number;
  pageSize: number;
}

const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined => allowed.find((option) => option === value);

function read(params: URLSearchParams): CurrentListState {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    search: params.get('search') ?? '',
    brand: params.get('brand') ?? '',
    isKit: params.get('kit') === 'true' ? true : params.get('kit') === 'false' ? false : undefined,
    availability: pick(params.get('availability'), AVAILABILITIES),
    sort: pick(params.get('sort'), SORTS),
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
    // The address shows pages from 1, as the grid's footer does.
    page: Number.isInteger(page) && page > 1 ? page - 1 : 0,
    pageSize: PAGE_SIZES.includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

function write(state: CurrentListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (state.brand) params.set('brand', state.brand);
  if (state.isKit !== undefined) params.set('kit', String(state.isKit));
  if (state.availability) params.set('availability', state.availability);
  if (state.sort) params.set('sort', state.sort);
  if (state.sort && state.order === 'desc') params.set('order', 'desc');
  if (state.page > 0) params.set('page', String(state.page + 1));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) params.set('size', String(state.pageSize));
  return params;
}

const FILTERS = ['search', 'brand', 'isKit', 'availability', 'sort', 'order', 'pageSize'] as const;

/**
 * The screen's state read from the address and written back to it (replacing the entry, so Back leaves the
 * screen): a reload or a shared link shows the same items. A change of filter, order or page size starts again
 * from the first page.
 */
export function useCurrentListParams(): [CurrentListState, (change: Partial<CurrentListState>) => void] {
  const [params, setParams] = useSearchParams();
  const state = read(params);
  const update = (change: Partial<CurrentListState>) => {
    const next = { ...state, ...change };
    if (change.page === undefined && FILTERS.some((key) => key in change && change[key] !== state[key])) next.page = 0;
    setParams(write(next), { replace: true });
  };
  return [state, update];
}

/** The list's and the download's query parameters for the filters (the API's names). */
export function filterQuery(state: CurrentListState): Record<string, string | boolean> {
  return {
    ...(state.search ? { search: state.search } : {}),
    ...(state.brand ? { brand: state.brand } : {}),
    ...(state.isKit !== undefined ? { is_kit: state.isKit } : {}),
    ...(state.availability ? { availability: state.availability } : {}),
  };
}
