import { desc } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { blogPosts } from '../../db/schema';
import type { RouteDefinition } from '../../http/route-table';

export function blogRoutes(db: Database): RouteDefinition[] {
  return [
    {
      method: 'get',
      path: '/blog',
      handler: async (_req, res) => {
        res.json(await db.select().from(blogPosts).orderBy(desc(blogPosts.createdAt), desc(blogPosts.id)));
      },
    },
  ];
}
