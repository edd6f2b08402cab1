import { adminStats } from '../../data/stats';
import type { Database } from '../../db/database';
import type { RouteDefinition } from '../../http/route-table';

export function statsRoutes(db: Database): RouteDefinition[] {
  return [{ method: 'get', path: '/stats', handler: async (_req, res) => res.json(await adminStats(db)) }];
}
