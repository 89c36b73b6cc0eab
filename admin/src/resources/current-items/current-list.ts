import type { HttpError } from '@refinedev/core';
import type { ListAddress } from '../../crud/list-address';
import { useServerList } from '../../crud/useServerList';
import type { operations } from '../../types/api-contract';
import { AVAILABILITIES, type Availability, type CurrentItem } from './types';

type ListQuery = NonNullable<operations['CurrentItemsController_list']['parameters']['query']>;

/** Refine's resource of the current items, their stats included: every write to it reads both again. */
export const CURRENT = 'current';

/** The list's filters, named as the API's query parameters. */
export type CurrentFilters = { search: string; brand: string; is_kit?: boolean; availability?: Availability };

const NO_FILTERS: CurrentFilters = { search: '', brand: '' };
const SORTS: readonly NonNullable<ListQuery['sort']>[] = ['id', 'part_number', 'brand', 'price', 'availability', 'updated_at'];
const PAGE_SIZES = [10, 25, 50, 100];
/** How often an estimated total or page is asked again while the server counts it exactly. */
const ESTIMATE_REFRESH_MS = 2000;

/** Filters, order and page live in the address (page from 1, as the grid's footer shows it). */
const ADDRESS: ListAddress<CurrentFilters> = {
  filters: {
    search: { param: 'search', read: (text) => text },
    brand: { param: 'brand', read: (text) => text },
    is_kit: { param: 'kit', read: (text) => (text === 'true' ? true : text === 'false' ? false : undefined) },
    availability: { param: 'availability', read: (text) => AVAILABILITIES.find((value) => value === text) },
  },
  sorts: SORTS,
};

const failure = (error: HttpError) => `Failed to load items: ${error.message || 'Unknown error'}`;

/** The Current Items list: paged, sorted and filtered by the server, its state in the address. */
export const useCurrentList = () =>
  useServerList<CurrentItem, CurrentFilters>({
    resource: CURRENT,
    pageSizes: PAGE_SIZES,
    pageSize: 25,
    filters: NO_FILTERS,
    address: ADDRESS,
    loadFailure: failure,
    estimateRefreshMs: ESTIMATE_REFRESH_MS,
  });
