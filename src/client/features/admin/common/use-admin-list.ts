/**
 * Server-side paged, searched and sorted admin lists. The server answers a JSON array plus X-Total-Count; the
 * screen shows the first page at once and loads more on demand, so thousands of records stay fast.
 */
import { useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { apiList, type ListPage } from '../../../lib/api-request';

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

export function listUrl(resource: string, params: ListParams, offset: number, limit = params.pageSize ?? ADMIN_PAGE_SIZE): string {
  const query = new URLSearchParams();
  if (params.q?.trim()) query.set('q', params.q.trim());
  if (params.sort) query.set('sort', params.sort);
  if (params.dir) query.set('dir', params.dir);
  for (const [k, v] of Object.entries(params.filters ?? {})) if (v) query.set(k, v);
  query.set('limit', String(limit));
  query.set('offset', String(offset));
  return `/api/admin/${resource}?${query.toString()}`;
}

export function useAdminList<T>(resource: string, params: ListParams) {
  const query = useInfiniteQuery<ListPage<T>, Error>({
    queryKey: [`/api/admin/${resource}`, 'list', params],
    queryFn: ({ pageParam }) => apiList<T>(listUrl(resource, params, pageParam as number)),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
    placeholderData: (previous) => previous,
  });
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  return { ...query, items, total };
}

/** After a change: refetch every list and detail of these resources, and the dashboard numbers. */
export function invalidateAdmin(queryClient: QueryClient, ...resources: string[]): Promise<void> {
  const prefixes = [...resources, 'stats', 'accounting'].map((r) => `/api/admin/${r}`);
  return queryClient.invalidateQueries({
    predicate: (q) => typeof q.queryKey[0] === 'string' && prefixes.some((p) => (q.queryKey[0] as string).startsWith(p)),
  });
}
