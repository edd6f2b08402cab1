/**
 * Enquiries (docs/product/records.md#enquiries contact messages; issue 12 adds quote requests, spam and the link to a client): stored from the
 * public forms together with their outgoing mail (one transaction), read and triaged in the back office.
 */
import { and, eq, getTableColumns, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_MESSAGE_STATUS, POSSIBLE_SPAM_REASONS, type MessageKind, type MessageStatus, type SpamReason } from '@/shared/constants';
import type { ClientInput } from '@/shared/schemas/client';
import { OFFICE_TIME_ZONE } from '@/shared/dates';
import { searchDay } from '@/shared/search-date';
import { auditChanges, recordAudit, recordExport, type Actor } from '../audit/audit-log';
import type { Database } from '../db/database';
import { clients, messages, projects, type MessageRow } from '../db/schema';
import type { ClientRecord } from './clients';
import type { Transaction } from './content-version';
import { firstRow, listBatches, listPage, searchStored, shownRows, sortKeys, type ListQuery, type ListSpec, type SortColumn, type StoredSearch } from './list-page';
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

/** What a message search reads (stored as its search_text, migration 0035). */
export const MESSAGE_SEARCH: StoredSearch = { table: messages, columns: [messages.name, messages.email, messages.message, messages.phone] };

const LIST: ListSpec<MessageSortKey> = {
  table: messages,
  id: messages.id,
  sortable: SORTABLE,
  defaultSort: 'createdAt',
  /**
   * docs/product/rules.md#search: messages are searched by name, email, message text and formatted date. A search that reads as a day
   * ("21. 11. 2026", "Nov 21, 2026", "2026-11-21") also finds the messages received that day in Prague — the day the
   * list shows (docs/product/rules.md#dates).
   */
  search: (q) => {
    const text = searchStored(q, MESSAGE_SEARCH);
    const day = searchDay(q);
    return day ? or(text, sql`(${messages.createdAt} at time zone ${OFFICE_TIME_ZONE})::date = ${day}::date`) : text;
  },
};

export const MESSAGE_CSV_COLUMNS = ['id', 'name', 'email', 'message', 'status', 'createdAt', 'kind', 'phone', 'pagePath', 'language', 'clientId', 'clientName'] as const satisfies readonly (keyof MessageWithClient)[];

/** A message with the name of its linked client and, for a portal message, of its project (joined). */
export type MessageWithClient = MessageRow & { clientName: string | null; projectName: string | null };
const WITH_CLIENT = { ...getTableColumns(messages), clientName: clients.name, projectName: projects.name };

/** Inbox filters, applied on the server like the search. */
export interface MessageFilter {
  status?: MessageStatus | undefined;
  kind?: MessageKind | undefined;
  clientId?: number | undefined;
  /**
   * The visit the enquiry came from (enquiry_visits, decision 026): its entry page, referrer host or campaign — the
   * analytics dashboard's figures link here.
   */
  entry?: string | undefined;
  referrer?: string | undefined;
  campaign?: string | undefined;
  /** Received on these Prague days (both included). */
  from?: string | undefined;
  to?: string | undefined;
}

/** What a new enquiry stores. */
export type EnquiryValues = Pick<MessageRow, 'name' | 'email' | 'message' | 'kind' | 'pagePath' | 'language' | 'phone' | 'quote'> & {
  /** Set: stored with status spam and this reason. */
  spamReason: SpamReason | null;
};

/**
 * What is written together with new messages, in their transaction — their mails (src/server/mail/mailer.ts): for
 * each message, how many.
 */
export type WrittenWithEnquiries = (tx: Transaction, rows: readonly MessageRow[]) => Promise<number[]>;

/** What is written when staff take a message out of spam, in the same transaction (its notification): how many. */
export type WrittenWhenNotSpam = (tx: Transaction, row: MessageRow) => Promise<number>;

/**
 * What the default inbox leaves out: clear spam (a possible spam is listed, badged; issue 20). Never null (status is
 * never null; a spam without a reason is clear spam), so `not` of it is exactly the rows listed.
 */
const CLEAR_SPAM = sql`(${messages.status} = 'spam' and (${messages.spamReason} is null or ${notInArray(messages.spamReason, [...POSSIBLE_SPAM_REASONS])}))`;

export function messageData(db: Database) {
  const filterOf = (f: MessageFilter): SQL | undefined =>
    and(
      f.status ? eq(messages.status, f.status) : undefined,
      f.kind ? eq(messages.kind, f.kind) : undefined,
      f.clientId !== undefined ? eq(messages.clientId, f.clientId) : undefined,
      f.entry !== undefined || f.referrer !== undefined || f.campaign !== undefined
        ? sql`exists (select 1 from enquiry_visits v where v.message_id = ${messages.id}
            ${f.entry !== undefined ? sql`and v.entry_path = ${f.entry}` : sql``}
            ${f.referrer !== undefined ? sql`and v.referrer_host = ${f.referrer}` : sql``}
            ${f.campaign !== undefined ? sql`and v.utm_campaign = ${f.campaign}` : sql``})`
        : undefined,
      f.from !== undefined ? sql`(${messages.createdAt} at time zone 'Europe/Prague')::date >= ${f.from}::date` : undefined,
      f.to !== undefined ? sql`(${messages.createdAt} at time zone 'Europe/Prague')::date <= ${f.to}::date` : undefined,
    );
  /** Clear spam is kept apart: listed only under its own filter (a client's messages are listed whatever their status). */
  const hiddenOf = (f: MessageFilter): SQL | undefined => (f.status || f.clientId !== undefined ? undefined : CLEAR_SPAM);
  const withClient = () =>
    db.select(WITH_CLIENT).from(messages).leftJoin(clients, eq(messages.clientId, clients.id)).leftJoin(projects, eq(messages.projectId, projects.id));
  const get = async (id: number): Promise<MessageWithClient | undefined> => firstRow(await withClient().where(eq(messages.id, id)));

  /**
   * Writes enquiries, and what goes with them, in one transaction: the new ids are read first (so each row is known
   * before it is written), then the messages are written by one statement, then their mails.
   */
  const writeEnquiry = writeBatch(async (batch: { values: EnquiryValues; alongside: WrittenWithEnquiries }[]) =>
    db.transaction(async (tx) => {
      const ids = (
        await tx
          .select({ id: sql<number>`nextval(pg_get_serial_sequence('messages', 'id'))::int` })
          .from(sql`generate_series(1, ${batch.length})`)
      ).map((r) => r.id);
      const createdAt = new Date();
      const rows = batch.map(({ values }, i): MessageRow => ({
        ...values,
        id: ids[i]!,
        status: values.spamReason ? 'spam' : DEFAULT_MESSAGE_STATUS,
        clientId: null,
        projectId: null,
        createdAt,
      }));
      await tx.insert(messages).values(rows);
      // Every enquiry of a batch comes through the same route: the same mails go with each.
      const mails = await batch[0]!.alongside(tx, rows);
      return rows.map((row, i) => ({ id: row.id, mails: mails[i] ?? 0 }));
    }),
  );

  return {
    list: (query: ListQuery<MessageSortKey>, filter: MessageFilter = {}) =>
      listPage(db, LIST, query, withClient().$dynamic(), filterOf(filter), hiddenOf(filter)),
    get,
    /** Every message the list shows (search, filters, sort), in batches; the export is recorded in the audit log first. */
    exportRows: async (query: ListQuery<MessageSortKey>, filter: MessageFilter, actor: Actor): Promise<AsyncIterable<MessageWithClient[]>> => {
      await recordExport(db, actor, 'message', { q: query.q, sort: query.sort, dir: query.dir, ...filter });
      return listBatches<MessageSortKey, MessageWithClient>(db, LIST, query, () => withClient().$dynamic(), shownRows(filterOf(filter), hiddenOf(filter)));
    },

    /**
     * A visitor's enquiry, stored unread (or spam when it has a spam reason), with what goes with it (its mails) in the
     * same transaction. This runs on every enquiry, so enquiries arriving together are written together
     * (write-batch.ts), all of them or none.
     */
    createEnquiry: (values: EnquiryValues, alongside: WrittenWithEnquiries): Promise<{ id: number; mails: number }> =>
      writeEnquiry({ values, alongside }),

    /**
     * Read / unread / spam. Marking spam records that staff judged it (a possible spam marked spam is confirmed:
     * reason staff); taking a message out of spam ("not spam") runs `whenNotSpam` in the same transaction.
     */
    setStatus: (id: number, status: MessageStatus, actor: Actor, whenNotSpam: WrittenWhenNotSpam): Promise<MessageWithClient | undefined> =>
      db.transaction(async (tx) => {
        const [before] = await tx.select().from(messages).where(eq(messages.id, id)).for('update');
        if (!before) return undefined;
        const keepReason = before.status === 'spam' && before.spamReason !== null && !POSSIBLE_SPAM_REASONS.includes(before.spamReason);
        const spamReason = status === 'spam' ? (keepReason ? before.spamReason : 'staff') : null;
        const [row] = await tx.update(messages).set({ status, spamReason }).where(eq(messages.id, id)).returning();
        await recordAudit(tx, { actor, action: 'status', entity: 'message', entityId: id, changes: auditChanges(before, row) });
        if (before.status === 'spam' && status !== 'spam') await whenNotSpam(tx, row!);
        return {
          ...row!,
          clientName: (await tx.select({ name: clients.name }).from(clients).where(eq(clients.id, row!.clientId ?? -1)))[0]?.name ?? null,
          projectName: (await tx.select({ name: projects.name }).from(projects).where(eq(projects.id, row!.projectId ?? -1)))[0]?.name ?? null,
        };
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

    /**
     * A client's message about their project from the portal (issue 25): stored unread (or spam with its reason),
     * linked to the client and the project, with what goes with it (the staff notification) in the same transaction.
     * The route has checked the project is the client's (portal-records.ts); recorded in the audit log as the client.
     */
    createPortalMessage: (
      values: Pick<MessageRow, 'name' | 'email' | 'message' | 'language' | 'pagePath'> & { clientId: number; projectId: number; spamReason: SpamReason | null },
      actor: Actor,
      alongside: (tx: Transaction, row: MessageRow) => Promise<number>,
    ): Promise<{ id: number; mails: number }> =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(messages)
          .values({ ...values, kind: 'portal', status: values.spamReason ? 'spam' : DEFAULT_MESSAGE_STATUS, phone: null, quote: null })
          .returning();
        await recordAudit(tx, { actor, action: 'create', entity: 'message', entityId: row!.id, changes: { kind: { from: null, to: 'portal' }, clientId: { from: null, to: values.clientId }, projectId: { from: null, to: values.projectId } } });
        const mails = row!.status === 'spam' ? 0 : await alongside(tx, row!);
        return { id: row!.id, mails };
      }),

    /** A new client from an enquiry, linked to it, in one transaction. Undefined for an unknown message. */
    createClient: (id: number, input: ClientInput, actor: Actor): Promise<{ client: ClientRecord; message: MessageWithClient } | undefined> =>
      db.transaction(async (tx) => {
        const [before] = await tx.select({ id: messages.id, clientId: messages.clientId }).from(messages).where(eq(messages.id, id)).for('update');
        if (!before) return undefined;
        const [client] = await tx.insert(clients).values(input).returning();
        const [row] = await tx.update(messages).set({ clientId: client!.id }).where(eq(messages.id, id)).returning();
        await recordAudit(tx, { actor, action: 'create', entity: 'client', entityId: client!.id, changes: auditChanges(null, client) });
        await recordAudit(tx, { actor, action: 'update', entity: 'message', entityId: id, changes: { clientId: { from: before.clientId, to: client!.id } } });
        // A new client: no invoices, its payment status is the one typed.
        return { client: { ...client!, paymentStatusFromInvoices: false }, message: { ...row!, clientName: client!.name, projectName: (await tx.select({ name: projects.name }).from(projects).where(eq(projects.id, row!.projectId ?? -1)))[0]?.name ?? null } };
      }),
  };
}

/** The name an erased sender's messages show (GDPR erasure, issue 25): the same in both languages. */
export const ERASED_MESSAGE_NAME = 'Anonymizováno / Anonymised';
/** The address an erased message keeps: unique per message, never deliverable (.invalid, RFC 2606). */
export const erasedMessageEmail = (messageId: number): string => `erased-${messageId}@invalid`;

/**
 * Messages of a client (linked to it) and those sent from its address that are linked to no client: their ids, for
 * the client's data export and erasure (issue 25). Already erased messages are left out when `notErased`.
 */
export async function messageIdsOfClient(tx: Transaction | Database, clientId: number, email: string, notErased = false): Promise<number[]> {
  const rows = await tx
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        or(eq(messages.clientId, clientId), and(sql`${messages.clientId} is null`, sql`lower(${messages.email}) = ${email.trim().toLowerCase()}`)),
        notErased ? sql`${messages.email} <> 'erased-' || ${messages.id} || '@invalid'` : undefined,
      ),
    )
    .orderBy(messages.id);
  return rows.map((row) => row.id);
}

/**
 * Anonymises messages on a GDPR erasure request (issue 25, docs/product/client-portal.md): the sender's name, address,
 * phone and text are replaced; the kind, status, page, language, dates, links and a quote's configuration (plan,
 * services, prices: nothing about the person) stay, so the inbox's counts and the analytics funnel keep adding up.
 * The caller audits the erasure once, without personal data.
 */
export async function anonymiseMessages(tx: Transaction, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await tx
    .update(messages)
    .set({ name: ERASED_MESSAGE_NAME, email: sql`'erased-' || ${messages.id} || '@invalid'`, phone: null, message: '' })
    .where(inArray(messages.id, [...ids]))
    .returning({ id: messages.id });
  return rows.length;
}

/** The demo content's sample enquiries (src/server/seed/demo-content.ts), in the caller's transaction. */
export async function insertDemoMessages(tx: Transaction, rows: readonly Pick<typeof messages.$inferInsert, 'name' | 'email' | 'message' | 'status'>[]): Promise<void> {
  await tx.insert(messages).values([...rows]);
}
