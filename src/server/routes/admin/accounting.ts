import { projectData } from '@/server/data/projects';
import type { Database } from '@/server/db/database';
import type { RouteDefinition } from '@/server/http/route-table';

/** GET /accounting: one read-only row per project (SPEC §3 "Accounting row", §9). */
export function accountingRoutes(db: Database): RouteDefinition[] {
  const projects = projectData(db);
  return [{ method: 'get', path: '/accounting', handler: async (_req, res) => res.json(await projects.accountingRows()) }];
}
