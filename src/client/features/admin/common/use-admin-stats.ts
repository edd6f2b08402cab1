import { useQuery } from '@tanstack/react-query';
import type { AdminStats } from '../../../../shared/api-types';

/** GET /api/admin/stats: the dashboard totals and the unread-messages badge (refreshed by invalidateAdmin). */
export const STATS_QUERY_KEY = ['/api/admin/stats'] as const;

export function useAdminStats() {
  return useQuery<AdminStats, Error>({ queryKey: STATS_QUERY_KEY });
}
