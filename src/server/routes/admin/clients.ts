import { clientSchema } from '@/shared/schemas/client';
import { CLIENT_SORT_KEYS, clientData } from '@/server/data/clients';
import type { Database } from '@/server/db/database';
import type { RouteDefinition } from '@/server/http/route-table';
import { parseInput } from '@/server/http/validate';
import { resourceRoutes } from './resource-routes';

export function clientRoutes(db: Database): RouteDefinition[] {
  const clients = clientData(db);
  return resourceRoutes({
    path: '/clients',
    notFound: 'Client not found',
    list: { sortKeys: CLIENT_SORT_KEYS, load: (query) => clients.list(query) },
    get: (id) => clients.get(id),
    create: (req, actor) => clients.create(parseInput(clientSchema, req.body), actor),
    update: (id, req, actor) => clients.update(id, parseInput(clientSchema, req.body), actor),
    remove: (id, actor) => clients.remove(id, actor),
  });
}
