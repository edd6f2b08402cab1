import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-request';

/** docs/product/rules.md#data-loading: never stale, no refetch interval, no refetch on focus, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The meta of a query the admin frame shows on every screen (the signed-in user, the agency's name, the sidebar's
 * badge): a move between screens never cancels it (cancelScreenReads).
 */
export const FRAME_QUERY = { frame: true } as const;

/**
 * Stops every read still loading for the screen being left, as a move to another starts (app-routes.tsx): its requests
 * close — on the embedded database their statements are dropped before they start (abandoned reads, decision 035) —
 * so the next screen's list does not wait behind them, and their answers do not re-render the screen being left while
 * the next one renders. A query stopped this way keeps what it had (or nothing) and, if it was being refreshed, stays
 * marked for refreshing: the screen asks again when it is opened again. The frame's queries (FRAME_QUERY) go on.
 */
export function cancelScreenReads(queryClient: QueryClient): Promise<void> {
  return queryClient.cancelQueries({ predicate: (query) => query.state.fetchStatus === 'fetching' && query.meta?.frame !== true });
}
