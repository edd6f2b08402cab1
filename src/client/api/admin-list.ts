/**
 * The shape every back-office list endpoint shares: GET <path>?q&sort&dir&<filters>&limit&offset answers a JSON
 * array plus X-Total-Count. Each area's request module makes its list with `listEndpoint(path)`.
 */
import { apiList, type ListPage } from '../lib/api-request';

export const ADMIN_PAGE_SIZE = 50;

export interface ListParams {
  q?: string;
  sort?: string;
  dir?: 'asc' | 'desc';
  /** Extra filters the route understands, e.g. { serviceType: 'design' }. */
  filters?: Record<string, string | undefined>;
  /** Rows per page (default ADMIN_PAGE_SIZE): screens with large cards load fewer at a time. */
  pageSize?: number;
}

/** A resource the back office lists and refreshes: its query key prefix (the path) and its paged list call. */
export interface ListEndpoint<T> {
  /** Every query of the resource (lists, pickers, details) starts with this key, so one prefix refreshes them all. */
  readonly key: readonly [string];
  /** `signal`: the query's, so that a list no screen shows any more stops loading (lib/api-request.ts). */
  list(params: ListParams, offset: number, limit?: number, signal?: AbortSignal): Promise<ListPage<T>>;
  /** GET <path>/export: the whole list as CSV, with the same search, sort and filters (a download link). */
  exportUrl(params: ListParams): string;
}

function searchParams(params: ListParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.q?.trim()) query.set('q', params.q.trim());
  if (params.sort) query.set('sort', params.sort);
  if (params.dir) query.set('dir', params.dir);
  for (const [k, v] of Object.entries(params.filters ?? {})) if (v) query.set(k, v);
  return query;
}

export function listQuery(path: string, params: ListParams, offset: number, limit = params.pageSize ?? ADMIN_PAGE_SIZE): string {
  const query = searchParams(params);
  query.set('limit', String(limit));
  query.set('offset', String(offset));
  return `${path}?${query.toString()}`;
}

export function listEndpoint<T>(path: string): ListEndpoint<T> {
  return {
    key: [path],
    list: (params, offset, limit, signal) => apiList<T>(listQuery(path, params, offset, limit), signal),
    exportUrl: (params) => {
      const query = searchParams(params).toString();
      return `${path}/export${query ? `?${query}` : ''}`;
    },
  };
}
