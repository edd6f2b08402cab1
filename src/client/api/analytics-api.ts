/** The cookieless analytics in the back office (decision 026, 031: GET /api/admin/analytics/...). */
import type {
  AnalyticsBreakdown,
  AnalyticsBreakdownAnswer,
  AnalyticsFunnel,
  AnalyticsOverview,
  AnalyticsRange,
  RevenueAnswer,
  RevenueAttribution,
} from '@/shared/analytics';
import { apiJson } from '../lib/api-request';

const PATH = '/api/admin/analytics';
const range = ({ from, to }: AnalyticsRange) => `from=${from}&to=${to}`;

export const analyticsApi = {
  /** Every analytics query's key starts with this. */
  key: [PATH] as const,
  overviewKey: (r: AnalyticsRange) => [PATH, 'overview', r.from, r.to] as const,
  overview: (r: AnalyticsRange) => apiJson<AnalyticsOverview>('GET', `${PATH}/overview?${range(r)}`),
  topKey: (breakdown: AnalyticsBreakdown, r: AnalyticsRange, limit: number) => [PATH, 'top', breakdown, r.from, r.to, limit] as const,
  top: (breakdown: AnalyticsBreakdown, r: AnalyticsRange, limit: number) =>
    apiJson<AnalyticsBreakdownAnswer>('GET', `${PATH}/top/${breakdown}?${range(r)}&limit=${limit}`),
  /** Admins only. */
  funnelKey: (r: AnalyticsRange) => [PATH, 'funnel', r.from, r.to] as const,
  funnel: (r: AnalyticsRange) => apiJson<AnalyticsFunnel>('GET', `${PATH}/funnel?${range(r)}`),
  /** Admins only. */
  revenueKey: (by: RevenueAttribution, r: AnalyticsRange) => [PATH, 'revenue', by, r.from, r.to] as const,
  revenue: (by: RevenueAttribution, r: AnalyticsRange) => apiJson<RevenueAnswer>('GET', `${PATH}/revenue/${by}?${range(r)}`),
};
