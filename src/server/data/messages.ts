/** Contact messages (SPEC §3): stored from the public contact form, read and triaged in the back office. */
import { eq, or, sql } from 'drizzle-orm';
import type { MessageStatus } from '@/shared/constants';
import type { ContactInput } from '@/shared/schemas/contact';
import { searchDay } from '@/shared/search-date';
import { auditChanges, recordAudit, recordExport, type Actor } from '../audit/audit-log';
import type { Database } from '../db/database';
import { messages, type MessageRow } from '../db/schema';
import { firstRow, listBatches, listPage, searchColumns, sortKeys, type ListQuery, type ListSpec, type SortColumn } from './list-page';

const SORTABLE = {
  createdAt: { column: messages.createdAt },
  name: { column: messages.name, text: true },
  email: { column: messages.email, text: true },
  status: { column: messages.status },
} satisfies Record<string, SortColumn>;
export type MessageSortKey = keyof typeof SORTABLE;
export const MESSAGE_SORT_KEYS = sortKeys(SORTABLE);

const LIST: ListSpec<MessageSortKey> = {
  table: messages,
  id: messages.id,
  sortable: SORTABLE,
  defaultSort: 'createdAt',
  /**
   * SPEC §9: messages are searched by name, email, message text and formatted date. A search that reads as a day
   * ("21. 11. 2026", "Nov 21, 2026", "2026-11-21") also finds the messages received that day (UTC).
   */
  search: (q) => {
    const text = searchColumns(q, [messages.name, messages.email, messages.message]);
    const day = searchDay(q);
    return day ? or(text, sql`(${messages.createdAt} at time zone 'UTC')::date = ${day}::date`) : text;
  },
};

export const MESSAGE_CSV_COLUMNS = ['id', 'name', 'email', 'message', 'status', 'createdAt'] as const satisfies readonly (keyof MessageRow)[];

export function messageData(db: Database) {
  return {
    list: (query: ListQuery<MessageSortKey>) => listPage(db, LIST, query, db.select().from(messages).$dynamic()),
    /** Every message the list shows (search, sort), in batches; the export is recorded in the audit log first. */
    exportRows: async (query: ListQuery<MessageSortKey>, actor: Actor): Promise<AsyncIterable<MessageRow[]>> => {
      await recordExport(db, actor, 'message', { q: query.q, sort: query.sort, dir: query.dir });
      return listBatches<MessageSortKey, MessageRow>(db, LIST, query, () => db.select().from(messages).$dynamic());
    },
    /** A visitor's message, stored unread (the column default). */
    create: async (input: ContactInput): Promise<{ id: number }> =>
      (await db.insert(messages).values(input).returning({ id: messages.id }))[0]!,
    /** Staff changes are recorded in the audit log in the same transaction. */
    setStatus: async (id: number, status: MessageStatus, actor: Actor): Promise<MessageRow | undefined> =>
      db.transaction(async (tx) => {
        const before = firstRow(await tx.select().from(messages).where(eq(messages.id, id)).for('update'));
        if (!before) return undefined;
        const after = (await tx.update(messages).set({ status }).where(eq(messages.id, id)).returning())[0]!;
        await recordAudit(tx, { actor, action: 'status', entity: 'message', entityId: id, changes: auditChanges(before, after) });
        return after;
      }),
    remove: async (id: number, actor: Actor): Promise<boolean> =>
      db.transaction(async (tx) => {
        const [deleted] = await tx.delete(messages).where(eq(messages.id, id)).returning();
        if (!deleted) return false;
        await recordAudit(tx, { actor, action: 'delete', entity: 'message', entityId: id, changes: auditChanges(deleted, null) });
        return true;
      }),
  };
}
