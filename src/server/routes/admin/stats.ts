import { adminStats } from '@/server/data/stats';
import type { Database } from '@/server/db/database';
import type { RouteDefinition } from '@/server/http/route-table';

export function statsRoutes(db: Database): RouteDefinition[] {
  return [{ method: 'get', path: '/stats', handler: async (_req, res) => res.json(await adminStats(db)) }];
}
