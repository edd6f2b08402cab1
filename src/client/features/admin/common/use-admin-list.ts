/**
 * Server-side paged, searched and sorted admin lists. The server answers a JSON array plus X-Total-Count; the
 * screen shows the first page at once and loads more on demand, so thousands of records stay fast.
 */
import { useEffect, useRef, useState } from 'react';
import { infiniteQueryOptions, useInfiniteQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
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

/**
 * The rows a list shows in the frame it arrives in: more than a screen holds (a row of a table is about 50 px high, a
 * card on a phone over 100 px). The rest of its first page follows in the next task, once that frame is painted.
 */
export const FIRST_FRAME_ROWS = 20;

/**
 * A server-paged list: `items` to render, `loaded` (every row loaded so far, for "showing n of N"), `total`. A list
 * that replaces another — the screen opened, a search, a filter, a sort — renders its first FIRST_FRAME_ROWS rows at
 * once and the others a frame later (decision 035): rendering 50 new rows with their buttons (20–45 ms) and styling,
 * laying out and painting them (15–75 ms) was most of a search's time on screen on a 2-core machine, and the rows
 * below the fold are not what anyone waits for. Rows
 * refetched for the same list (after a change) or appended (Load more) render whole, so nothing above the scroll
 * position moves.
 */
export function useAdminList<T>(endpoint: ListEndpoint<T>, params: ListParams) {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({ ...listQuery(endpoint, params), placeholderData: (previous) => previous });
  const loadedItems = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  const items = useRowsInFrames(loadedItems, JSON.stringify(params), query.data !== undefined && !query.isPlaceholderData);
  // The search asked last: a newer one stops its request if no screen shows it (the embedded database then drops its
  // statements instead of running them before the newer search's: abandoned-reads.ts).
  const lastSearch = useRef<string | null>(null);
  /** Loads the list as searched for `q` (a search box's pause ends: SearchInput's prefetch); resolves when it is in the cache. */
  const prefetchSearch = (q: string) => {
    const previous = lastSearch.current;
    lastSearch.current = q;
    if (previous !== null && previous !== q) cancelUnwatched(queryClient, listQuery(endpoint, { ...params, q: previous }).queryKey);
    return prefetchList(queryClient, endpoint, { ...params, q });
  };
  return { ...query, items, loaded: loadedItems.length, total, prefetchSearch };
}

/**
 * `items`, cut to FIRST_FRAME_ROWS while the list of `listKey` is new on screen; whole from the task after its first
 * frame. `isOwnData`: the rows are that list's own (not the previous list's, shown while it loads).
 */
function useRowsInFrames<T>(items: T[], listKey: string, isOwnData: boolean): T[] {
  // The list whose rows have all been rendered.
  const [whole, setWhole] = useState<string | null>(null);
  const arriving = isOwnData && whole !== listKey;
  useEffect(() => {
    if (!arriving) return;
    return afterNextFrame(() => setWhole(listKey));
  }, [arriving, listKey]);
  return arriving && items.length > FIRST_FRAME_ROWS ? items.slice(0, FIRST_FRAME_ROWS) : items;
}

/** Runs `task` in a task after the next frame is painted; the returned function cancels it. */
function afterNextFrame(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(task, 16);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
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

/** Stops the request of a query no screen shows (a search typed over): its loading ends, nothing is kept. */
function cancelUnwatched(queryClient: QueryClient, queryKey: QueryKey): void {
  const query = queryClient.getQueryCache().find({ queryKey, exact: true });
  if (query && query.getObserversCount() === 0 && query.state.fetchStatus === 'fetching') void queryClient.cancelQueries({ queryKey, exact: true });
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
