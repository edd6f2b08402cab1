import { z } from 'zod';
import { MESSAGE_STATUSES } from '@/shared/constants';
import { MESSAGE_CSV_COLUMNS, MESSAGE_SORT_KEYS, messageData } from '@/server/data/messages';
import type { Database } from '@/server/db/database';
import type { RouteDefinition } from '@/server/http/route-table';
import { parseInput } from '@/server/http/validate';
import { resourceRoutes } from './resource-routes';

export const messageStatusSchema = z.object({
  status: z.enum(MESSAGE_STATUSES, { error: `Must be one of: ${MESSAGE_STATUSES.join(', ')}` }),
});

export function messageRoutes(db: Database): RouteDefinition[] {
  const messages = messageData(db);
  return resourceRoutes({
    path: '/messages',
    notFound: 'Message not found',
    list: { sortKeys: MESSAGE_SORT_KEYS, load: (query) => messages.list(query) },
    patch: { '/:id': (id, req, actor) => messages.setStatus(id, parseInput(messageStatusSchema, req.body).status, actor) },
    remove: (id, actor) => messages.remove(id, actor),
    csv: { name: 'messages', columns: MESSAGE_CSV_COLUMNS, rows: (query, _req, actor) => messages.exportRows(query, actor) },
  });
}
