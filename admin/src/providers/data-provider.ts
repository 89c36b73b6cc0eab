import type {
  BaseRecord,
  CrudFilter,
  CrudFilters,
  CrudSort,
  CustomParams,
  CustomResponse,
  DataProvider,
  GetListParams,
  GetListResponse,
  GetManyParams,
  GetManyResponse,
  GetOneParams,
  GetOneResponse,
  MetaQuery,
} from '@refinedev/core';
import simpleRest from '@refinedev/simple-rest';
import { http, uploadFile, type FormParts } from './http';

/** The API path of a resource: `meta.path` (e.g. 'auth/users') or the resource name. */
function pathOf(resource: string, meta?: MetaQuery): string {
  return typeof meta?.path === 'string' ? meta.path : resource;
}

type Query = Record<string, string | number | boolean>;

function addFilter(query: Query, filter: CrudFilter): void {
  if (!('field' in filter)) {
    filter.value.forEach((inner) => addFilter(query, inner));
    return;
  }
  const { field, value } = filter;
  if (value === undefined || value === null || value === '') return;
  query[field] = Array.isArray(value) ? value.join(',') : value;
}

/** Filters become plain query parameters named after their field (search, brand, is_kit…). */
function filterQuery(filters?: CrudFilters): Query {
  const query: Query = {};
  filters?.forEach((filter) => addFilter(query, filter));
  return query;
}

function sortQuery(sorters?: CrudSort[]): Query {
  const first = sorters?.[0];
  return first ? { sort: first.field, order: first.order } : {};
}

/**
 * List responses are `{items, total}`; the product lists say `products` instead of `items`. The Current Items
 * list adds `total_is_estimate` and `page_is_estimate`, passed on as `totalIsEstimate` and `pageIsEstimate` for
 * screens that show an estimate as such.
 */
interface ListBody<T> {
  items?: T[];
  products?: T[];
  total?: number;
  total_is_estimate?: boolean;
  page_is_estimate?: boolean;
}

const rest = simpleRest('', http);

/**
 * Refine data provider for the Partsfeed API, built on @refinedev/simple-rest:
 * lists send skip/limit plus filters (each filter's field becomes a query parameter,
 * `meta.query` adds fixed ones), updates use PUT, and the path comes from the
 * resource's `meta.path`.
 */
export const dataProvider: DataProvider = {
  ...rest,
  getList: async <TData extends BaseRecord = BaseRecord>({
    resource,
    pagination,
    filters,
    sorters,
    meta,
  }: GetListParams): Promise<GetListResponse<TData>> => {
    const { currentPage = 1, pageSize = 25, mode = 'server' } = pagination ?? {};
    const paging = mode === 'server' ? { skip: (currentPage - 1) * pageSize, limit: pageSize } : {};
    const params = { ...paging, ...filterQuery(filters), ...sortQuery(sorters), ...(meta?.query ?? {}) };
    const { data } = await http.get<ListBody<TData> | TData[]>(`/${pathOf(resource, meta)}`, {
      params,
      headers: meta?.headers,
      // Screens that report a failed load in their own words set meta.skipErrorToast.
      skipErrorToast: meta?.skipErrorToast === true,
    });
    if (Array.isArray(data)) return { data, total: data.length };
    const rows = data.items ?? data.products ?? [];
    return {
      data: rows,
      total: data.total ?? rows.length,
      totalIsEstimate: data.total_is_estimate === true,
      pageIsEstimate: data.page_is_estimate === true,
    };
  },
  // The API has no "many ids" call; fetch each record.
  getMany: async <TData extends BaseRecord = BaseRecord>({
    resource,
    ids,
    meta,
  }: GetManyParams): Promise<GetManyResponse<TData>> => {
    const records = await Promise.all(
      ids.map((id) => rest.getOne<TData>({ resource: pathOf(resource, meta), id, meta })),
    );
    return { data: records.map((record) => record.data) };
  },
  getOne: async <TData extends BaseRecord = BaseRecord>({ resource, id, meta }: GetOneParams): Promise<GetOneResponse<TData>> => {
    const { data } = await http.get<TData>(`/${pathOf(resource, meta)}/${encodeURIComponent(String(id))}`, {
      headers: meta?.headers,
      skipErrorToast: meta?.skipErrorToast === true,
    });
    return { data };
  },
  // Writes too stay quiet when the screen reports the failure in its own words (one error, one toast).
  create: async ({ resource, variables, meta }) => {
    const { data } = await http.post(`/${pathOf(resource, meta)}`, variables, { headers: meta?.headers, skipErrorToast: meta?.skipErrorToast === true });
    return { data };
  },
  update: async ({ resource, id, variables, meta }) => {
    const url = `/${pathOf(resource, meta)}/${encodeURIComponent(String(id))}`;
    const { data } = await http.put(url, variables, { headers: meta?.headers, skipErrorToast: meta?.skipErrorToast === true });
    return { data };
  },
  deleteOne: async ({ resource, id, meta }) => {
    const url = `/${pathOf(resource, meta)}/${encodeURIComponent(String(id))}`;
    const { data } = await http.delete(url, { headers: meta?.headers, skipErrorToast: meta?.skipErrorToast === true });
    return { data };
  },
  // useCustom's calls (a screen's summary, a status) through the same client, quiet when the screen says so.
  custom: async <TData extends BaseRecord = BaseRecord>({ url, method, payload, query, headers, meta }: CustomParams): Promise<CustomResponse<TData>> => {
    // A multipart upload (useUploadMutation) goes through the one upload helper, with its progress and timeout.
    if (meta?.upload && (method === 'post' || method === 'put')) {
      const data = await uploadFile<TData>(url, payload as FormParts, { method, onProgress: meta.onProgress, skipErrorToast: meta.skipErrorToast === true });
      return { data };
    }
    const { data } = await http.request<TData>({ url, method, data: payload, params: query, headers, skipErrorToast: meta?.skipErrorToast === true });
    return { data };
  },
  getApiUrl: () => http.defaults.baseURL ?? '',
};
