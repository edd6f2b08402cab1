import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { clients } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { RouteDefinition } from '../../http/route-table';
import { idParam } from '../id-param';

export function clientRoutes(db: Database): RouteDefinition[] {
  return [
    {
      method: 'get',
      path: '/clients',
      handler: async (_req, res) => {
        res.json(await db.select().from(clients).orderBy(desc(clients.createdAt), desc(clients.id)));
      },
    },
    {
      method: 'get',
      path: '/clients/:id',
      handler: async (req, res) => {
        const [client] = await db.select().from(clients).where(eq(clients.id, idParam(req)));
        if (!client) throw new HttpError(404, 'Client not found');
        res.json(client);
      },
    },
  ];
}
