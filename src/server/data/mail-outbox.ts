/**
 * The outbox (issue 12): every e-mail the site sends, written in the same transaction as what it is about, and the
 * queries of the sender that delivers it (src/server/mail/outbox-sender.ts) and of the outgoing-mail screen.
 *
 * Claiming is one statement: a due row is picked with FOR UPDATE SKIP LOCKED and marked `sending` with a claim that
 * expires. Several instances on one PostgreSQL never pick the same row; a row whose claim expired (the process died
 * while sending) is due again, so a mail is delivered at least once — exactly once unless a process dies between
 * the SMTP server accepting the mail and the row being marked sent. The sender extends its claim while the SMTP
 * server works (issue 19: a slow server must not let the claim expire under a mail being sent), and every write
 * after the claim is fenced by the claim itself: `claimed_until` as this claim set it (its text, to the
 * microsecond) — a claim taken over by another instance, or extended by it, no longer matches.
 */
import { and, eq, getTableColumns, inArray, ne, or, sql } from 'drizzle-orm';
import { MAIL_STATUSES, STAFF_MAIL_KINDS, type MailKind, type MailStatus } from '@/shared/constants';
import { auditChanges, recordAudit, type Actor } from '../audit/audit-log';
import type { Database } from '../db/database';
import { clientChangeRequests, mailOutbox, proposals, type MailRow } from '../db/schema';
import type { Transaction } from './content-version';
import { firstRow, listPage, type ListQuery, type ListSpec, type SortColumn, searchColumns, sortKeys } from './list-page';

/** A mail to write into the outbox. */
export interface MailDraft {
  kind: MailKind;
  messageId: number | null;
  /** A proposal's mail: its stored PDF is attached when the mail is sent. */
  proposalId?: number | null;
  /** An invoice's mail (sending, a reminder): its stored PDF is attached when the mail is sent. */
  invoiceId?: number | null;
  /** Staff told of a client's change request: deleted with the client's data in an erasure. */
  changeRequestId?: number | null;
  recipients: string[];
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  /** pending when an SMTP server is configured, not_configured otherwise; no_recipient when there is nobody to notify. */
  status: Extract<MailStatus, 'pending' | 'not_configured' | 'no_recipient'>;
  lastError?: string | null;
}

/** The last error of a mail queued while no SMTP server is configured. */
export const NOT_CONFIGURED_ERROR = 'not sent: no SMTP configured';
/** The last error of a mail to staff queued while nobody has an address to receive it. */
export const NO_RECIPIENT_ERROR = 'waiting: no recipient (add your e-mail in Profile, or set NOTIFY_TO)';

const SORTABLE = {
  createdAt: { column: mailOutbox.createdAt },
  status: { column: mailOutbox.status },
  recipients: { column: mailOutbox.recipients, text: true },
  subject: { column: mailOutbox.subject, text: true },
  attempts: { column: mailOutbox.attempts },
} satisfies Record<string, SortColumn>;
export type MailSortKey = keyof typeof SORTABLE;
export const MAIL_SORT_KEYS = sortKeys(SORTABLE);

const LIST: ListSpec<MailSortKey> = {
  table: mailOutbox,
  id: mailOutbox.id,
  sortable: SORTABLE,
  defaultSort: 'createdAt',
  search: (q) => searchColumns(q, [mailOutbox.recipients, mailOutbox.subject, mailOutbox.lastError]),
};

/** The statuses staff may send again by hand. */
export const RETRYABLE: readonly MailStatus[] = ['failed', 'not_configured', 'no_recipient'];

/** A claimed mail and its claim: the fence of every later write (the row's `claimed_until`, as text). */
export type ClaimedMail = MailRow & { claim: string };

/** Writes after a claim apply only while the row is still under exactly this claim. */
const underClaim = (id: number, claim: string) =>
  and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'sending'), sql`${mailOutbox.claimedUntil} = ${claim}::timestamptz`);

const claimUntil = (claimMs: number) => sql`now() + make_interval(secs => ${claimMs / 1000})`;

/** The columns the outgoing-mail screen shows (not the bodies). */
const LIST_COLUMNS = {
  id: mailOutbox.id,
  kind: mailOutbox.kind,
  messageId: mailOutbox.messageId,
  recipients: mailOutbox.recipients,
  subject: mailOutbox.subject,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  nextAttemptAt: mailOutbox.nextAttemptAt,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
};
export type MailListRow = Pick<MailRow, keyof typeof LIST_COLUMNS>;

/** Insert values of drafts (inside the caller's transaction). */
export function mailValues(drafts: readonly MailDraft[]) {
  return drafts.map((d) => ({
    kind: d.kind,
    messageId: d.messageId,
    proposalId: d.proposalId ?? null,
    invoiceId: d.invoiceId ?? null,
    changeRequestId: d.changeRequestId ?? null,
    recipients: d.recipients.join(', '),
    replyTo: d.replyTo,
    subject: d.subject,
    text: d.text,
    html: d.html,
    status: d.status,
    lastError: d.lastError ?? (d.status === 'not_configured' ? NOT_CONFIGURED_ERROR : null),
  }));
}

/** Writes mails into the outbox in the caller's transaction (what they are about is written in the same one). */
export async function queueMails(tx: Transaction, drafts: readonly MailDraft[]): Promise<number> {
  if (drafts.length) await tx.insert(mailOutbox).values(mailValues(drafts));
  return drafts.length;
}

/** Whether a message's notification has ever been queued (in the caller's transaction). */
export async function notificationQueued(tx: Transaction, messageId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.messageId, messageId), eq(mailOutbox.kind, 'notification')))
    .limit(1);
  return rows.length > 0;
}

/** The statuses the backlog counts: every one but `sent` (sent mails only accumulate). */
export const BACKLOG_STATUSES = MAIL_STATUSES.filter((s): s is Exclude<MailStatus, 'sent'> => s !== 'sent');
export type BacklogStatus = (typeof BACKLOG_STATUSES)[number];

/** What is not delivered (yet): mails per status, and how long the oldest mail still to go out has waited. */
export interface OutboxBacklog {
  counts: Record<BacklogStatus, number>;
  /** Seconds since the oldest pending or sending mail was queued; 0 when none waits. */
  oldestWaitingSeconds: number;
}

export function mailOutboxData(db: Database) {
  return {
    /** For the metrics: one grouped read of the mails not sent. */
    backlog: async (): Promise<OutboxBacklog> => {
      const rows = await db
        .select({
          status: mailOutbox.status,
          count: sql<number>`count(*)::int`,
          waitingSeconds: sql<number>`coalesce(extract(epoch from now() - min(${mailOutbox.createdAt})), 0)::float8`,
        })
        .from(mailOutbox)
        .where(ne(mailOutbox.status, 'sent'))
        .groupBy(mailOutbox.status);
      const counts = Object.fromEntries(BACKLOG_STATUSES.map((s) => [s, 0])) as Record<BacklogStatus, number>;
      let oldestWaitingSeconds = 0;
      for (const row of rows) {
        if (row.status === 'sent') continue;
        counts[row.status] = row.count;
        if (row.status === 'pending' || row.status === 'sending') oldestWaitingSeconds = Math.max(oldestWaitingSeconds, row.waitingSeconds);
      }
      return { counts, oldestWaitingSeconds };
    },

    list: (query: ListQuery<MailSortKey>, status?: MailStatus) =>
      listPage(db, LIST, query, db.select(LIST_COLUMNS).from(mailOutbox).$dynamic(), status ? eq(mailOutbox.status, status) : undefined),

    /**
     * Claims up to `limit` due mails for `claimMs`: pending ones whose time has come, and sending ones whose claim
     * expired — and, once somebody can receive staff mail (`recipientsExist`), every mail to staff (STAFF_MAIL_KINDS)
     * that waited for a recipient. Each claim counts as an attempt. The sender claims one mail at a time, right before sending it.
     */
    claimDue: async (limit: number, claimMs: number, recipientsExist = false): Promise<ClaimedMail[]> => {
      const waiting = recipientsExist ? sql` or (${mailOutbox.status} = 'no_recipient' and ${inArray(mailOutbox.kind, [...STAFF_MAIL_KINDS])})` : sql``;
      const due = db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          sql`(${mailOutbox.status} = 'pending' and ${mailOutbox.nextAttemptAt} <= now()) or (${mailOutbox.status} = 'sending' and ${mailOutbox.claimedUntil} < now())${waiting}`,
        )
        .orderBy(mailOutbox.nextAttemptAt, mailOutbox.id)
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(mailOutbox)
        .set({ status: 'sending', attempts: sql`${mailOutbox.attempts} + 1`, claimedUntil: claimUntil(claimMs) })
        .where(inArray(mailOutbox.id, due))
        .returning({ ...getTableColumns(mailOutbox), claim: sql<string>`${mailOutbox.claimedUntil}::text` });
    },

    /**
     * Extends a claim by `claimMs` from now while the mail is being sent: the new claim, or null when the claim is no
     * longer this one (it expired and another instance took the mail, or staff changed it).
     */
    extendClaim: async (id: number, claim: string, claimMs: number): Promise<string | null> => {
      const [row] = await db
        .update(mailOutbox)
        .set({ claimedUntil: claimUntil(claimMs) })
        .where(underClaim(id, claim))
        .returning({ claim: sql<string>`${mailOutbox.claimedUntil}::text` });
      return row?.claim ?? null;
    },

    /**
     * The SMTP server accepted it (sent to `recipients`, resolved at sending time). Only under this claim (a row
     * another instance took over is left alone).
     */
    markSent: async (id: number, claim: string, recipients?: string): Promise<boolean> => {
      const rows = await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: sql`now()`, claimedUntil: null, lastError: null, ...(recipients === undefined ? {} : { recipients }) })
        .where(underClaim(id, claim))
        .returning({ id: mailOutbox.id });
      return rows.length > 0;
    },

    /** An attempt failed: due again after `retryInMs`, or failed for good when `retryInMs` is null. Only under this claim. */
    markFailedAttempt: async (id: number, claim: string, error: string, retryInMs: number | null): Promise<void> => {
      await db
        .update(mailOutbox)
        .set(
          retryInMs === null
            ? { status: 'failed', claimedUntil: null, lastError: error }
            : { status: 'pending', claimedUntil: null, lastError: error, nextAttemptAt: sql`now() + make_interval(secs => ${retryInMs / 1000})` },
        )
        .where(underClaim(id, claim));
    },

    /**
     * A mail to staff with nobody to send it to: it waits as no_recipient, and the claim is not counted as an attempt
     * (issue 20). Only under this claim.
     */
    markNoRecipient: async (id: number, claim: string): Promise<void> => {
      await db
        .update(mailOutbox)
        .set({ status: 'no_recipient', claimedUntil: null, lastError: NO_RECIPIENT_ERROR, recipients: '', attempts: sql`greatest(${mailOutbox.attempts} - 1, 0)` })
        .where(underClaim(id, claim));
    },

    /**
     * Staff retry of a failed or never-sent mail: pending now with a fresh count of attempts. Undefined for an
     * unknown id; the row unchanged when it is not failed / not_configured / no_recipient. A mail to staff has its
     * recipients resolved again when it is sent.
     */
    retry: (id: number, actor: Actor): Promise<MailListRow | undefined> =>
      db.transaction(async (tx) => {
        const [before] = await tx.select(LIST_COLUMNS).from(mailOutbox).where(eq(mailOutbox.id, id)).for('update');
        if (!before || !RETRYABLE.includes(before.status)) return before;
        const [after] = await tx
          .update(mailOutbox)
          .set({ status: 'pending', attempts: 0, lastError: null, nextAttemptAt: sql`now()`, claimedUntil: null })
          .where(eq(mailOutbox.id, id))
          .returning(LIST_COLUMNS);
        await recordAudit(tx, {
          actor,
          action: 'retry',
          entity: 'mail',
          entityId: id,
          changes: auditChanges({ status: before.status, attempts: before.attempts, lastError: before.lastError }, { status: after!.status, attempts: after!.attempts, lastError: after!.lastError }),
        });
        return after;
      }),

    get: async (id: number): Promise<MailRow | undefined> => firstRow(await db.select().from(mailOutbox).where(eq(mailOutbox.id, id))),
  };
}

/**
 * A GDPR erasure (issue 25): deletes the mails about these messages, about the client's change requests (before those
 * are deleted), staff's notices about the client's proposals and those addressed to `email` (one of a row's
 * comma-separated recipients, any letter case) — except an invoice's mail (invoice_id set: it goes with the tax
 * document, kept 10 years). The ids of the mails deleted.
 */
export async function deleteMailsOfErasure(tx: Transaction, clientId: number, messageIds: readonly number[], email: string): Promise<number[]> {
  const address = email.trim().toLowerCase();
  const rows = await tx
    .delete(mailOutbox)
    .where(
      and(
        sql`${mailOutbox.invoiceId} is null`,
        or(
          messageIds.length > 0 ? inArray(mailOutbox.messageId, [...messageIds]) : undefined,
          inArray(mailOutbox.changeRequestId, tx.select({ id: clientChangeRequests.id }).from(clientChangeRequests).where(eq(clientChangeRequests.clientId, clientId))),
          // Staff's notices about the client's proposals (viewed, accepted with the typed name, declined with the reason).
          inArray(mailOutbox.proposalId, tx.select({ id: proposals.id }).from(proposals).where(eq(proposals.clientId, clientId))),
          sql`${address} = any(string_to_array(lower(replace(${mailOutbox.recipients}, ' ', '')), ','))`,
        ),
      ),
    )
    .returning({ id: mailOutbox.id });
  return rows.map((row) => row.id);
}
