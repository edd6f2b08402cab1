/**
 * Profitability (issue 36 point 6, docs/product/time-and-profit.md: GET /api/admin/profitability, /export): revenue,
 * cost, profit, margin and effective hourly rate per project, client, service type, person or month of a period.
 * Admins only (src/shared/access.ts, area 'profitability').
 */
import type { Language } from '@/shared/constants';
import type { ProfitAnswer, ProfitSortKey, ProfitView } from '@/shared/profitability';
import { apiGet } from '../lib/api-request';

const PATH = '/api/admin/profitability';

/** What a view of the report is: the rows, the period (yyyy-mm, both ends included), the search and the sort. */
export interface ProfitParams {
  view: ProfitView;
  from: string;
  to: string;
  /** The search (project, client and person views); empty for none. */
  q: string;
  sort: ProfitSortKey;
  dir: 'asc' | 'desc';
}

function searchParams({ view, from, to, q, sort, dir }: ProfitParams): URLSearchParams {
  const query = new URLSearchParams({ view, from, to });
  if (q.trim()) query.set('q', q.trim());
  query.set('sort', sort);
  query.set('dir', dir);
  return query;
}

export const profitabilityApi = {
  /** Every query of the report starts with this key. */
  key: [PATH] as const,
  pageKey: (params: ProfitParams) => [PATH, 'page', params] as const,
  /** One page of a view (`limit` rows from `offset`) with the whole period's totals. */
  page: (params: ProfitParams, offset: number, limit: number, signal?: AbortSignal) => {
    const query = searchParams(params);
    query.set('limit', String(limit));
    query.set('offset', String(offset));
    return apiGet<ProfitAnswer>(`${PATH}?${query.toString()}`, signal);
  },
  /** GET /profitability/export: every row of the view as CSV in the screen's language (a download link). */
  exportUrl: (params: ProfitParams, lang: Language) => {
    const query = searchParams(params);
    query.set('lang', lang);
    return `${PATH}/export?${query.toString()}`;
  },
};
