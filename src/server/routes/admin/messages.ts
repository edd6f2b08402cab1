import { count, eq, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { MESSAGE_STATUSES } from '../../../shared/constants';
import { searchDay } from '../../../shared/search-date';
import type { Database } from '../../db/database';
import { messages } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { RouteDefinition } from '../../http/route-table';
import { parseInput } from '../../http/validate';
import { idParam } from '../id-param';
import { orderBy, parseListQuery, searchCondition, sendPage, type SortColumn } from './list-query';

export const messageStatusSchema = z.object({
  status: z.enum(MESSAGE_STATUSES, { error: `Must be one of: ${MESSAGE_STATUSES.join(', ')}` }),
});

const SORTABLE = {
  createdAt: { column: messages.createdAt },
  name: { column: messages.name, text: true },
  email: { column: messages.email, text: true },
  status: { column: messages.status },
} satisfies Record<string, SortColumn>;
const SORT_KEYS = Object.keys(SORTABLE) as [keyof typeof SORTABLE, ...(keyof typeof SORTABLE)[]];
/**
 * SPEC §9: messages are searched by name, email, message text and formatted date. A search that reads as a day
 * ("21. 11. 2026", "Nov 21, 2026", "2026-11-21") also finds the messages received that day (UTC).
 */
const SEARCH = [messages.name, messages.email, messages.message];

export function messageRoutes(db: Database): RouteDefinition[] {
  return [
    {
      method: 'get',
      path: '/messages',
      handler: async (req, res) => {
        const query = parseListQuery(req, SORT_KEYS);
        const day = query.q ? searchDay(query.q) : undefined;
        const text = searchCondition(query.q, SEARCH);
        const where = day ? or(text, sql`(${messages.createdAt} at time zone 'UTC')::date = ${day}::date`) : text;
        const [rows, [total]] = await Promise.all([
          db
            .select()
            .from(messages)
            .where(where)
            .orderBy(...orderBy(SORTABLE[query.sort ?? 'createdAt'], query.dir, messages.id))
            .limit(query.limit)
            .offset(query.offset),
          db.select({ n: count() }).from(messages).where(where),
        ]);
        sendPage(res, rows, total?.n ?? 0);
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
