import { desc } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { projects } from '../../db/schema';
import type { RouteDefinition } from '../../http/route-table';

export function projectRoutes(db: Database): RouteDefinition[] {
  return [
    {
      method: 'get',
      path: '/projects',
      handler: async (_req, res) => {
        res.json(await db.select().from(projects).orderBy(desc(projects.createdAt), desc(projects.id)));
      },
    },
  ];
}
