/**
 * Server-side paged, searched and sorted admin lists. The server answers a JSON array plus X-Total-Count; the
 * screen shows the first page at once and loads more on demand, so thousands of records stay fast.
 */
import { infiniteQueryOptions, useInfiniteQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { accountingApi } from '@/client/api/accounting-api';
import { activityApi } from '@/client/api/activity-api';
import type { ListEndpoint, ListParams } from '@/client/api/admin-list';
import { statsApi } from '@/client/api/stats-api';
import type { ListPage } from '@/client/lib/api-request';

export { ADMIN_PAGE_SIZE, type ListParams } from '@/client/api/admin-list';

/** The first page and the pages after it of one list: what the screen's hook and the opening prefetch both ask. */
function listQuery<T>(endpoint: ListEndpoint<T>, params: ListParams) {
  return infiniteQueryOptions<ListPage<T>, Error>({
    queryKey: [...endpoint.key, 'list', params],
    // The signal: a list no screen shows any more (screen left, search changed) stops loading (lib/api-request.ts).
    queryFn: ({ pageParam, signal }) => endpoint.list(params, pageParam as number, undefined, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
  });
}

export function useAdminList<T>(endpoint: ListEndpoint<T>, params: ListParams) {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({ ...listQuery(endpoint, params), placeholderData: (previous) => previous });
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  /** Loads the list as searched for `q` (a search box's pause ends: SearchInput's prefetch); resolves when it is in the cache. */
  const prefetchSearch = (q: string) => prefetchList(queryClient, endpoint, { ...params, q });
  return { ...query, items, total, prefetchSearch };
}

/**
 * The list a screen shows as it opens at an address (no search typed yet): the screen builds its list's parameters
 * with `params` too, so the two cannot differ.
 */
export interface OpeningList {
  endpoint: ListEndpoint<unknown>;
  params(address: URLSearchParams): ListParams;
}

/**
 * Starts loading a screen's opening list on the way to it (a click on its link, back or forward), while its code
 * renders: the screen's own query then finds it loading. Nothing is asked when the list is already cached.
 */
export function prefetchOpeningList(queryClient: QueryClient, opening: OpeningList, address: URLSearchParams): void {
  void prefetchList(queryClient, opening.endpoint, opening.params(address));
}

/**
 * Loads the first page of a list into the cache, where the screen's useAdminList with these params reads it; resolves
 * when it is there (at once when it already was), also when the request failed (the screen's query then shows it).
 */
function prefetchList<T>(queryClient: QueryClient, endpoint: ListEndpoint<T>, params: ListParams): Promise<void> {
  return queryClient.prefetchInfiniteQuery(listQuery(endpoint, params));
}

/** Anything whose queries share a key prefix: a list endpoint, the stats, the accounting rows. */
export interface Refreshable {
  readonly key: readonly [string];
}

/** After a change: refetch every list and detail of these resources, the dashboard numbers, accounting and activity. */
export function invalidateAdmin(queryClient: QueryClient, ...resources: Refreshable[]): Promise<void> {
  const prefixes = [...resources, statsApi, accountingApi, activityApi].map((r) => r.key[0]);
  return queryClient.invalidateQueries({
    predicate: (q) => typeof q.queryKey[0] === 'string' && prefixes.some((p) => q.queryKey[0] === p),
  });
}
