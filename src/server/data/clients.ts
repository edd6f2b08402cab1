/** Clients (SPEC §3): every query of the back office's client screens. */
import { eq } from 'drizzle-orm';
import type { ClientInput } from '@/shared/schemas/client';
import { auditChanges, recordAudit, type Actor } from '../audit/audit-log';
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
    /** Each write records who made it in the audit log, in the same transaction. */
    create: async (input: ClientInput, actor: Actor): Promise<ClientRow> =>
      db.transaction(async (tx) => {
        const created = (await tx.insert(clients).values(input).returning())[0]!;
        await recordAudit(tx, { actor, action: 'create', entity: 'client', entityId: created.id, changes: auditChanges(null, created) });
        return created;
      }),
    update: async (id: number, input: ClientInput, actor: Actor): Promise<ClientRow | undefined> =>
      db.transaction(async (tx) => {
        const before = firstRow(await tx.select().from(clients).where(eq(clients.id, id)).for('update'));
        if (!before) return undefined;
        const after = (await tx.update(clients).set(input).where(eq(clients.id, id)).returning())[0]!;
        await recordAudit(tx, { actor, action: 'update', entity: 'client', entityId: id, changes: auditChanges(before, after) });
        return after;
      }),
    /**
     * Deliberate: projects.client_id is ON DELETE CASCADE, so deleting a client deletes its projects too (and
     * portfolio items linked to those projects keep existing with project_id set to null). The admin screen says so
     * in its confirmation.
     */
    remove: async (id: number, actor: Actor): Promise<boolean> =>
      db.transaction(async (tx) => {
        const [deleted] = await tx.delete(clients).where(eq(clients.id, id)).returning();
        if (!deleted) return false;
        await recordAudit(tx, { actor, action: 'delete', entity: 'client', entityId: id, changes: auditChanges(deleted, null) });
        return true;
      }),
  };
}
