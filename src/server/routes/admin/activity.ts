import { auditQuerySchema } from '@/shared/audit';
import { activityData } from '@/server/data/activity';
import type { Database } from '@/server/db/database';
import type { RouteDefinition } from '@/server/http/route-table';
import { parseInput } from '@/server/http/validate';
import { sendPage } from './list-query';

/**
 * The audit log, read-only: GET /activity (filters and paging as in src/shared/audit.ts, total in X-Total-Count) and
 * GET /activity/people (who can be filtered by). There is deliberately no route that edits or deletes an entry.
 */
export function activityRoutes(db: Database): RouteDefinition[] {
  const activity = activityData(db);
  return [
    { method: 'get', path: '/activity', handler: async (req, res) => sendPage(res, await activity.list(parseInput(auditQuerySchema, req.query))) },
    { method: 'get', path: '/activity/people', handler: async (_req, res) => res.json(await activity.people()) },
  ];
}
