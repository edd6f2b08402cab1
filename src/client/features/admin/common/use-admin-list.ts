/**
 * Server-side paged, searched and sorted admin lists. The server answers a JSON array plus X-Total-Count; the
 * screen shows the first page at once and loads more on demand, so thousands of records stay fast.
 */
import { useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { accountingApi } from '@/client/api/accounting-api';
import { activityApi } from '@/client/api/activity-api';
import type { ListEndpoint, ListParams } from '@/client/api/admin-list';
import { statsApi } from '@/client/api/stats-api';
import type { ListPage } from '@/client/lib/api-request';

export { ADMIN_PAGE_SIZE, type ListParams } from '@/client/api/admin-list';

export function useAdminList<T>(endpoint: ListEndpoint<T>, params: ListParams) {
  const query = useInfiniteQuery<ListPage<T>, Error>({
    queryKey: [...endpoint.key, 'list', params],
    // The signal: a list no screen shows any more (screen left, search changed) stops loading (lib/api-request.ts).
    queryFn: ({ pageParam, signal }) => endpoint.list(params, pageParam as number, undefined, signal),
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
