import { useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@/shared/api-types';
import { statsApi } from '@/client/api/stats-api';
import { FRAME_QUERY } from '@/client/lib/query-client';

/** The dashboard totals and the unread-messages badge (refreshed by invalidateAdmin; the frame's: FRAME_QUERY). */
export function useAdminStats() {
  return useQuery<AdminStats, Error>({ queryKey: statsApi.key, queryFn: statsApi.get, meta: FRAME_QUERY });
}
