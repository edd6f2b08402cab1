import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { MAX_PROFIT_MONTHS, type ProfitAnswer } from '@/shared/profitability';
import { profitabilityApi, type ProfitParams } from '@/client/api/profitability-api';
import { ADMIN_PAGE_SIZE } from '../common/use-admin-list';

/**
 * Rows a page loads ("Load more" loads the next): 50 like every list; the month view has at most MAX_PROFIT_MONTHS
 * rows, so its one page is the whole period (and its chart every month of it).
 */
export const profitPageSize = (params: ProfitParams): number => (params.view === 'month' ? MAX_PROFIT_MONTHS : ADMIN_PAGE_SIZE);

/**
 * One view of the report, paged on the server: the rows loaded so far, the period's totals (the first page's), and
 * the view the answer is of (the previous view's answer stays on screen while another loads). The figures change with
 * every time entry, invoice, cost rate and received invoice — written on other screens — so the report is read again
 * each time the screen opens, shown from the cache meanwhile.
 */
export function useProfitReport(params: ProfitParams) {
  const limit = profitPageSize(params);
  const query = useInfiniteQuery({
    queryKey: profitabilityApi.pageKey(params),
    queryFn: ({ pageParam, signal }) => profitabilityApi.page(params, pageParam, limit, signal),
    initialPageParam: 0,
    getNextPageParam: (last: ProfitAnswer, pages: ProfitAnswer[]) => {
      const loaded = pages.reduce((n, p) => n + p.rows.length, 0);
      return loaded < last.total && last.rows.length > 0 ? loaded : undefined;
    },
    placeholderData: (previous) => previous,
    refetchOnMount: 'always',
  });
  const pages = query.data?.pages;
  const first = pages?.[0];
  // The same array while the pages are the same: the chart is drawn again only when its rows change.
  const rows = useMemo(() => pages?.flatMap((p) => p.rows) ?? [], [pages]);
  return { ...query, answer: first, rows, total: first?.total ?? 0 };
}
