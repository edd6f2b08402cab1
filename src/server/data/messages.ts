/**
 * Enquiries (docs/product/records.md#enquiries contact messages; issue 12 adds quote requests, spam and the link to a client): stored from the
 * public forms together with their outgoing mail (one transaction), read and triaged in the back office.
 */
import { and, eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_MESSAGE_STATUS, type MessageKind, type MessageStatus, type SpamReason } from '@/shared/constants';
import type { ClientInput } from '@/shared/schemas/client';
import { isPlaceholderAddress } from '@/shared/mail-address';
import { searchDay } from '@/shared/search-date';
import { auditChanges, recordAudit, recordExport, type Actor } from '../audit/audit-log';
import type { Database } from '../db/database';
import { appMeta, clients, mailOutbox, messages, users, type ClientRow, type MessageRow } from '../db/schema';
import { firstRow, listBatches, listPage, searchColumns, sortKeys, type ListQuery, type ListSpec, type SortColumn } from './list-page';
import { mailValues, NO_RECIPIENT_ERROR, type MailDraft } from './mail-outbox';
import { AUTO_REPLY_KEY, autoReplyOf } from './settings';
import { writeBatch } from './write-batch';

const SORTABLE = {
  createdAt: { column: messages.createdAt },
  name: { column: messages.name, text: true },
  email: { column: messages.email, text: true },
  status: { column: messages.status },
  kind: { column: messages.kind },
} satisfies Record<string, SortColumn>;
export type MessageSortKey = keyof typeof SORTABLE;
export const MESSAGE_SORT_KEYS = sortKeys(SORTABLE);

const LIST: ListSpec<MessageSortKey> = {
  table: messages,
  id: messages.id,
  sortable: SORTABLE,
  defaultSort: 'createdAt',
  /**
   * docs/product/rules.md#search: messages are searched by name, email, message text and formatted date. A search that reads as a day
   * ("21. 11. 2026", "Nov 21, 2026", "2026-11-21") also finds the messages received that day (UTC).
   */
  search: (q) => {
    const text = searchColumns(q, [messages.name, messages.email, messages.message, messages.phone]);
    const day = searchDay(q);
    return day ? or(text, sql`(${messages.createdAt} at time zone 'UTC')::date = ${day}::date`) : text;
  },
};

export const MESSAGE_CSV_COLUMNS = ['id', 'name', 'email', 'message', 'status', 'createdAt', 'kind', 'phone', 'pagePath', 'language', 'clientId', 'clientName'] as const satisfies readonly (keyof MessageWithClient)[];

/** A message with the name of its linked client (joined). */
export type MessageWithClient = MessageRow & { clientName: string | null };
const WITH_CLIENT = { ...getTableColumns(messages), clientName: clients.name };

/** Inbox filters, applied on the server like the search. */
export interface MessageFilter {
  status?: MessageStatus | undefined;
  kind?: MessageKind | undefined;
  clientId?: number | undefined;
}

/** What a new enquiry stores. */
export type EnquiryValues = Pick<MessageRow, 'name' | 'email' | 'message' | 'kind' | 'pagePath' | 'language' | 'phone' | 'quote'> & {
  /** Set: stored as spam, no mail. */
  spamReason: SpamReason | null;
};

/** How the mails of an enquiry are made: recipients and rendering belong to the mail module. */
export interface EnquiryMail {
  /** Notification recipients; undefined: every admin's address (looked up when the mail is queued). */
  notifyTo: string[] | undefined;
  compose: (message: MessageRow, recipients: string[], autoReply: boolean) => MailDraft[];
}


type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What the mails of an enquiry depend on besides the enquiry: the auto-reply switch and the admins' addresses. */
interface MailContext {
  autoReply: boolean;
  admins: string[];
}

/** The SELECT list that reads the mail context (one round trip, together with whatever else the caller reads). */
function mailContextColumns(mail: EnquiryMail): SQL {
  const admins = mail.notifyTo ? sql`null` : sql`(select array_agg(${users.email} order by ${users.id}) from ${users} where ${users.role} = 'admin' and ${users.active})`;
  return sql`(select ${appMeta.value} from ${appMeta} where ${appMeta.key} = ${AUTO_REPLY_KEY}) as auto_reply, ${admins} as admins`;
}

const mailContextOf = (row: { auto_reply: string | null; admins: string[] | null } | undefined): MailContext => ({
  autoReply: autoReplyOf(row?.auto_reply),
  admins: row?.admins ?? [],
});

/** The outbox rows of a message: its notification (and auto-reply, when switched on). */
function mailRows(row: MessageRow, mail: EnquiryMail, context: MailContext) {
  const recipients = mail.notifyTo ?? [...new Set(context.admins.filter((e) => !isPlaceholderAddress(e)))];
  // Nobody to notify yet: the notification waits (not an attempt) until somebody has an address; the sender resolves
  // the recipients again when it sends (issue 20). Without SMTP it stays "not configured", the first thing to fix.
  const drafts = mail.compose(row, recipients, context.autoReply).map((d) =>
    d.kind === 'notification' && d.recipients.length === 0 && d.status === 'pending' ? { ...d, status: 'no_recipient' as const, lastError: NO_RECIPIENT_ERROR } : d,
  );
  return mailValues(drafts);
}

/** Writes the mails of a message in the caller's transaction (used when staff take a message out of spam). */
async function queueMail(tx: Tx, row: MessageRow, mail: EnquiryMail): Promise<number> {
  const result = (await tx.execute(sql`select ${mailContextColumns(mail)}`)) as unknown as {
    rows: { auto_reply: string | null; admins: string[] | null }[];
  };
  const values = mailRows(row, mail, mailContextOf(result.rows[0]));
  if (values.length) await tx.insert(mailOutbox).values(values);
  return values.length;
}

export function messageData(db: Database) {
  const filterOf = (f: MessageFilter): SQL | undefined =>
    and(
      // Spam is kept apart: listed only under its own filter (a client's messages are listed whatever their status).
      f.status ? eq(messages.status, f.status) : f.clientId === undefined ? sql`${messages.status} <> 'spam'` : undefined,
      f.kind ? eq(messages.kind, f.kind) : undefined,
      f.clientId !== undefined ? eq(messages.clientId, f.clientId) : undefined,
    );
  const withClient = () => db.select(WITH_CLIENT).from(messages).leftJoin(clients, eq(messages.clientId, clients.id));
  const get = async (id: number): Promise<MessageWithClient | undefined> => firstRow(await withClient().where(eq(messages.id, id)));

  /** Writes enquiries (not spam) with their mails: two round trips for the whole batch. */
  const writeEnquiry = writeBatch(async (batch: { values: EnquiryValues; mail: EnquiryMail }[]) => {
    // The mail context is the installation's (settings, admins), the same for every enquiry of the batch.
    const result = (await db.execute(
      sql`select array(select nextval(pg_get_serial_sequence('messages', 'id'))::int from generate_series(1, ${batch.length})) as ids, ${mailContextColumns(batch[0]!.mail)}`,
    )) as unknown as { rows: { ids: number[]; auto_reply: string | null; admins: string[] | null }[] };
    const context = result.rows[0]!;
    const createdAt = new Date();
    const rows = batch.map(({ values }, i): MessageRow => ({ ...values, id: context.ids[i]!, status: DEFAULT_MESSAGE_STATUS, clientId: null, createdAt }));
    const outbox = rows.map((row, i) => mailRows(row, batch[i]!.mail, mailContextOf(context)));
    const newMessages = db.$with('new_messages', {}).as(db.insert(messages).values(rows).getSQL());
    await db.with(newMessages).insert(mailOutbox).values(outbox.flat());
    return rows.map((row, i) => ({ id: row.id, mails: outbox[i]!.length }));
  });

  return {
    list: (query: ListQuery<MessageSortKey>, filter: MessageFilter = {}) =>
      listPage(db, LIST, query, withClient().$dynamic(), filterOf(filter)),
    get,
    /** Every message the list shows (search, filters, sort), in batches; the export is recorded in the audit log first. */
    exportRows: async (query: ListQuery<MessageSortKey>, filter: MessageFilter, actor: Actor): Promise<AsyncIterable<MessageWithClient[]>> => {
      await recordExport(db, actor, 'message', { q: query.q, sort: query.sort, dir: query.dir, ...filter });
      return listBatches<MessageSortKey, MessageWithClient>(db, LIST, query, () => withClient().$dynamic(), filterOf(filter));
    },

    /**
     * A visitor's enquiry, stored unread (or spam), with its mail in the same transaction. This runs on every
     * enquiry, so enquiries arriving together are written together (write-batch.ts): the new ids and the mail context
     * are read by one SELECT, then the messages and their mails are written by one data-modifying WITH statement,
     * which commits all of them or none.
     */
    createEnquiry: async (values: EnquiryValues, mail: EnquiryMail): Promise<{ id: number; mails: number }> => {
      if (values.spamReason) {
        const [row] = await db.insert(messages).values({ ...values, status: 'spam' }).returning({ id: messages.id });
        return { id: row!.id, mails: 0 };
      }
      return writeEnquiry({ values, mail });
    },

    /**
     * Read / unread / spam. Marking spam records that staff judged it; taking a message out of spam ("not spam")
     * queues its notification then, unless one was queued before.
     */
    setStatus: (id: number, status: MessageStatus, mail: EnquiryMail, actor: Actor): Promise<MessageWithClient | undefined> =>
      db.transaction(async (tx) => {
        const [before] = await tx.select().from(messages).where(eq(messages.id, id)).for('update');
        if (!before) return undefined;
        const spamReason = status === 'spam' ? (before.status === 'spam' ? before.spamReason : 'staff') : null;
        const [row] = await tx.update(messages).set({ status, spamReason }).where(eq(messages.id, id)).returning();
        await recordAudit(tx, { actor, action: 'status', entity: 'message', entityId: id, changes: auditChanges(before, row) });
        if (before.status === 'spam' && status !== 'spam') {
          const [queued] = await tx
            .select({ id: mailOutbox.id })
            .from(mailOutbox)
            .where(and(eq(mailOutbox.messageId, id), eq(mailOutbox.kind, 'notification')))
            .limit(1);
          if (!queued) await queueMail(tx, row!, { ...mail, compose: (m, r) => mail.compose(m, r, false) });
        }
        return { ...row!, clientName: (await tx.select({ name: clients.name }).from(clients).where(eq(clients.id, row!.clientId ?? -1)))[0]?.name ?? null };
      }),

    /** Read / unread for many at once: the ids changed. */
    /** Each message changed gets its own audit entry, in the same transaction. */
    setStatusMany: (ids: readonly number[], status: Extract<MessageStatus, 'read' | 'unread'>, actor: Actor): Promise<number[]> =>
      db.transaction(async (tx) => {
        const before = await tx
          .select({ id: messages.id, status: messages.status })
          .from(messages)
          // Spam stays spam: taking a message out of spam is the one-by-one "not spam" (it queues the notification).
          .where(and(inArray(messages.id, [...ids]), sql`${messages.status} <> 'spam'`))
          .for('update');
        const changing = before.filter((m) => m.status !== status);
        if (changing.length) await tx.update(messages).set({ status }).where(inArray(messages.id, changing.map((m) => m.id)));
        for (const m of changing) {
          await recordAudit(tx, { actor, action: 'status', entity: 'message', entityId: m.id, changes: { status: { from: m.status, to: status } } });
        }
        return before.map((m) => m.id);
      }),

    removeMany: (ids: readonly number[], actor: Actor): Promise<number[]> =>
      db.transaction(async (tx) => {
        const deleted = await tx.delete(messages).where(inArray(messages.id, [...ids])).returning();
        for (const row of deleted) {
          await recordAudit(tx, { actor, action: 'delete', entity: 'message', entityId: row.id, changes: auditChanges(row, null) });
        }
        return deleted.map((r) => r.id);
      }),

    remove: (id: number, actor: Actor): Promise<boolean> =>
      db.transaction(async (tx) => {
        const [deleted] = await tx.delete(messages).where(eq(messages.id, id)).returning();
        if (!deleted) return false;
        await recordAudit(tx, { actor, action: 'delete', entity: 'message', entityId: id, changes: auditChanges(deleted, null) });
        return true;
      }),

    /** A new client from an enquiry, linked to it, in one transaction. Undefined for an unknown message. */
    createClient: (id: number, input: ClientInput, actor: Actor): Promise<{ client: ClientRow; message: MessageWithClient } | undefined> =>
      db.transaction(async (tx) => {
        const [before] = await tx.select({ id: messages.id, clientId: messages.clientId }).from(messages).where(eq(messages.id, id)).for('update');
        if (!before) return undefined;
        const [client] = await tx.insert(clients).values(input).returning();
        const [row] = await tx.update(messages).set({ clientId: client!.id }).where(eq(messages.id, id)).returning();
        await recordAudit(tx, { actor, action: 'create', entity: 'client', entityId: client!.id, changes: auditChanges(null, client) });
        await recordAudit(tx, { actor, action: 'update', entity: 'message', entityId: id, changes: { clientId: { from: before.clientId, to: client!.id } } });
        return { client: client!, message: { ...row!, clientName: client!.name } };
      }),
  };
}
