/**
 * The dashboard totals and the unread-messages badge (docs/product/api.md#dashboard-figures: GET /api/admin/stats), and
 * the dashboard's translations behind (GET /api/admin/stats/translations-behind).
 */
import type { AdminStats } from '@/shared/api-types';
import type { TranslationBehind } from '@/shared/revisions';
import { apiGet, type QueryContext } from '../lib/api-request';

const PATH = '/api/admin/stats';

/** The newest marks (at most 50) and how many there are in all. */
export interface TranslationsBehind {
  total: number;
  marks: TranslationBehind[];
}

export const statsApi = {
  key: [PATH] as const,
  get: ({ signal }: QueryContext = {}) => apiGet<AdminStats>(PATH, signal),
  /** Under the stats' key: refreshed with the totals after every change (invalidateAdmin). */
  translationsBehindKey: [PATH, 'translations-behind'] as const,
  translationsBehind: ({ signal }: QueryContext = {}) => apiGet<TranslationsBehind>(`${PATH}/translations-behind`, signal),
};
