/** The dashboard totals and the unread-messages badge (docs/product/api.md#dashboard-figures: GET /api/admin/stats). */
import type { AdminStats } from '@/shared/api-types';
import { apiGet, type QueryContext } from '../lib/api-request';

const PATH = '/api/admin/stats';

export const statsApi = {
  key: [PATH] as const,
  get: ({ signal }: QueryContext = {}) => apiGet<AdminStats>(PATH, signal),
};
