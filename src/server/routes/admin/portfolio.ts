import { desc } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { portfolioItems } from '../../db/schema';
import type { RouteDefinition } from '../../http/route-table';

export function portfolioRoutes(db: Database): RouteDefinition[] {
  return [
    {
      method: 'get',
      path: '/portfolio',
      handler: async (_req, res) => {
        res.json(await db.select().from(portfolioItems).orderBy(desc(portfolioItems.createdAt), desc(portfolioItems.id)));
      },
    },
  ];
}
