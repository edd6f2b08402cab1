/** Clients (SPEC §3): every query of the back office's client screens. */
import { eq } from 'drizzle-orm';
import type { ClientInput } from '@/shared/schemas/client';
import type { Database } from '../db/database';
import { clients, type ClientRow } from '../db/schema';
import { firstRow, listPage, searchColumns, sortKeys, type ListQuery, type ListSpec, type SortColumn } from './list-page';

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
export type ClientSortKey = keyof typeof SORTABLE;
export const CLIENT_SORT_KEYS = sortKeys(SORTABLE);

const LIST: ListSpec<ClientSortKey> = {
  table: clients,
  id: clients.id,
  sortable: SORTABLE,
  defaultSort: 'createdAt',
  /** SPEC §9: clients are searched by name, email, company, phone, industry, location. */
  search: (q) => searchColumns(q, [clients.name, clients.email, clients.company, clients.phone, clients.industry, clients.location]),
};

export function clientData(db: Database) {
  return {
    list: (query: ListQuery<ClientSortKey>) => listPage(db, LIST, query, db.select().from(clients).$dynamic()),
    get: async (id: number): Promise<ClientRow | undefined> => firstRow(await db.select().from(clients).where(eq(clients.id, id))),
    create: async (input: ClientInput): Promise<ClientRow> => (await db.insert(clients).values(input).returning())[0]!,
    update: async (id: number, input: ClientInput): Promise<ClientRow | undefined> =>
      firstRow(await db.update(clients).set(input).where(eq(clients.id, id)).returning()),
    /**
     * Deliberate: projects.client_id is ON DELETE CASCADE, so deleting a client deletes its projects too (and
     * portfolio items linked to those projects keep existing with project_id set to null). The admin screen says so
     * in its confirmation.
     */
    remove: async (id: number): Promise<boolean> =>
      (await db.delete(clients).where(eq(clients.id, id)).returning({ id: clients.id })).length > 0,
  };
}
