import { count, eq } from 'drizzle-orm';
import { clientSchema } from '../../../shared/schemas/client';
import type { Database } from '../../db/database';
import { clients } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { RouteDefinition } from '../../http/route-table';
import { parseInput } from '../../http/validate';
import { idParam } from '../id-param';
import { orderBy, parseListQuery, searchCondition, sendPage, type SortColumn } from './list-query';

const SORTABLE = {
  createdAt: { column: clients.createdAt },
  name: { column: clients.name, text: true },
  email: { column: clients.email, text: true },
  company: { column: clients.company, text: true },
  currentStatus: { column: clients.currentStatus },
  paymentStatus: { column: clients.paymentStatus },
  oneTimePrice: { column: clients.oneTimePrice },
  monthlyPrice: { column: clients.monthlyPrice },
  startDate: { column: clients.startDate },
  expectedDelivery: { column: clients.expectedDelivery },
} satisfies Record<string, SortColumn>;
const SORT_KEYS = Object.keys(SORTABLE) as [keyof typeof SORTABLE, ...(keyof typeof SORTABLE)[]];
/** SPEC §9: clients are searched by name, email, company, phone, industry, location. */
const SEARCH = [clients.name, clients.email, clients.company, clients.phone, clients.industry, clients.location];

export function clientRoutes(db: Database): RouteDefinition[] {
  return [
    {
      method: 'get',
      path: '/clients',
      handler: async (req, res) => {
        const query = parseListQuery(req, SORT_KEYS);
        const where = searchCondition(query.q, SEARCH);
        const [rows, [total]] = await Promise.all([
          db
            .select()
            .from(clients)
            .where(where)
            .orderBy(...orderBy(SORTABLE[query.sort ?? 'createdAt'], query.dir, clients.id))
            .limit(query.limit)
            .offset(query.offset),
          db.select({ n: count() }).from(clients).where(where),
        ]);
        sendPage(res, rows, total?.n ?? 0);
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
    {
      method: 'post',
      path: '/clients',
      handler: async (req, res) => {
        const input = parseInput(clientSchema, req.body);
        const [client] = await db.insert(clients).values(input).returning();
        res.status(201).json(client);
      },
    },
    {
      method: 'put',
      path: '/clients/:id',
      handler: async (req, res) => {
        const id = idParam(req);
        const input = parseInput(clientSchema, req.body);
        const [client] = await db.update(clients).set(input).where(eq(clients.id, id)).returning();
        if (!client) throw new HttpError(404, 'Client not found');
        res.json(client);
      },
    },
    {
      method: 'delete',
      path: '/clients/:id',
      handler: async (req, res) => {
        // Deliberate: projects.client_id is ON DELETE CASCADE, so deleting a client deletes its projects too (and
        // portfolio items linked to those projects keep existing with project_id set to null). The admin screen
        // should say so in its confirmation.
        const [deleted] = await db.delete(clients).where(eq(clients.id, idParam(req))).returning({ id: clients.id });
        if (!deleted) throw new HttpError(404, 'Client not found');
        res.status(204).end();
      },
    },
  ];
}
