import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { MESSAGE_STATUSES } from '../../../shared/constants';
import type { Database } from '../../db/database';
import { messages } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { RouteDefinition } from '../../http/route-table';
import { parseInput } from '../../http/validate';
import { idParam } from '../id-param';

export const messageStatusSchema = z.object({
  status: z.enum(MESSAGE_STATUSES, { error: `Must be one of: ${MESSAGE_STATUSES.join(', ')}` }),
});

export function messageRoutes(db: Database): RouteDefinition[] {
  return [
    {
      method: 'get',
      path: '/messages',
      handler: async (_req, res) => {
        res.json(await db.select().from(messages).orderBy(desc(messages.createdAt), desc(messages.id)));
      },
    },
    {
      method: 'patch',
      path: '/messages/:id',
      handler: async (req, res) => {
        const id = idParam(req);
        const { status } = parseInput(messageStatusSchema, req.body);
        const [updated] = await db.update(messages).set({ status }).where(eq(messages.id, id)).returning();
        if (!updated) throw new HttpError(404, 'Message not found');
        res.json(updated);
      },
    },
    {
      method: 'delete',
      path: '/messages/:id',
      handler: async (req, res) => {
        const [deleted] = await db.delete(messages).where(eq(messages.id, idParam(req))).returning({ id: messages.id });
        if (!deleted) throw new HttpError(404, 'Message not found');
        res.status(204).end();
      },
    },
  ];
}
