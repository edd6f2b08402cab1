import { useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@/shared/api-types';
import { statsApi } from '@/client/api/stats-api';

/** The dashboard totals and the unread-messages badge (refreshed by invalidateAdmin). */
export function useAdminStats() {
  return useQuery<AdminStats, Error>({ queryKey: statsApi.key, queryFn: statsApi.get });
}
