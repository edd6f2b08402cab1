/**
 * The Fio bank feeds (issue 37 point 4; docs/product/czech-services.md#fio--the-bank-feed): the only writer of
 * bank_feeds. An admin stores an account's Fio API token (sealed at rest with the session secret's key of its own
 * purpose, bound to the feed's id, like the two-factor secrets — never shown again, never in the audit); the poller
 * (src/server/payments/bank-feed-poller.ts) and "sync now" poll it here:
 *
 *   - one instance at a time per feed: the database lease `bank-feed:<id>`; inside it the feed is read again and
 *     polled only when still due, so two instances make one call per round;
 *   - Fio allows one call per token every 30 s: an attempt moves next_attempt_at ≥ 30 s ahead before the call; a 409
 *     waits ≥ 30 s more; failures back off 1, 2, 5, 15, 30, 60 min; a refused token (Fio's 500) waits 6 h;
 *   - the period asked: from a few days before synced_through (late bookings), the first time 30 days back, never
 *     more than Fio's 90 days, to today (Prague); after a 413 (too many movements) a week at a time;
 *   - the movements go through the statement upload's own store and matching (data/payments/statement-import.ts),
 *     so a movement that came by the feed and by a file is stored once.
 */
import { createHash } from 'node:crypto';
import { and, asc, eq, isNull, lte, or } from 'drizzle-orm';
import { addDays, officeDay } from '@/shared/dates';
import { INVOICE_CURRENCIES, type InvoiceCurrency } from '@/shared/schemas/invoice';
import {
  BANK_FEED_MESSAGES,
  FIO_MIN_INTERVAL_MS,
  isBankFeedError,
  type AdminBankFeed,
  type BankFeedError,
  type BankFeedInput,
  type BankFeedSyncResult,
} from '@/shared/schemas/bank-feed';
import { recordAudit, type Actor } from '@/server/audit/audit-log';
import { createSecretBox, SecretBoxError } from '@/server/auth/secret-box';
import type { StatementTransaction } from '@/server/bank-statements/parse-statement';
import { normalizeSymbol, symbolInText } from '@/server/bank-statements/symbols';
import type { Database } from '@/server/db/database';
import { bankFeeds, type BankFeedRow } from '@/server/db/schema';
import { Conflict, NotFound } from '@/server/domain/errors';
import { fetchFioPeriod, type FioMovement, type FioStatement } from '@/server/outside/fio-client';
import type { OutsideCaller } from '@/server/outside/outside-services';
import { withLease } from './service-leases';
import { storeStatementIfNew } from './payments/statement-import';

/** The secret box's own purpose: a key derived from SESSION_SECRET used for nothing else. */
const TOKEN_BOX_PURPOSE = 'agency fio api token v1';
/** The feed the sealed token belongs to: a value copied to another feed's row does not open. */
const boundTo = (feedId: number) => `bank-feed:${feedId}`;

/** After a successful poll that reached today, the next one. */
export const BANK_FEED_POLL_EVERY_MS = 10 * 60_000;
/** A 409 (the token was used within 30 s): wait a little more than Fio's 30 s. */
export const TOO_SOON_WAIT_MS = FIO_MIN_INTERVAL_MS + 5_000;
/** Failures in a row → the pause before the next poll: 1, 2, 5, 15, 30 min, then 1 h. */
export const BANK_FEED_BACKOFF_MS = [1, 2, 5, 15, 30, 60].map((minutes) => minutes * 60_000);
/** Fio refused the token (500: it does not exist or is inactive): asked again only after 6 h (or "sync now"). */
export const TOKEN_REFUSED_WAIT_MS = 6 * 60 * 60_000;
/** The first poll asks this many days back. */
export const FIRST_SYNC_DAYS = 30;
/** Each later poll asks again from this many days before the last day read (bookings dated back). */
export const LOOKBACK_DAYS = 3;
/** Fio gives 90 days without an unlock in internet banking: never asked further back. */
export const MAX_HISTORY_DAYS = 89;
/** After a 413, a period of at most this many days. */
export const NARROW_PERIOD_DAYS = 7;
/** How long a poll may hold its feed's lease (Fio's timeout is 30 s). */
export const BANK_FEED_LEASE_MS = 2 * 60_000;

/** The actor of the poller's imports and payments: no account, no address. */
export const BANK_FEED_ACTOR: Actor = { id: null, name: 'Fio bank feed', ip: null };

export interface BankFeedDeps {
  /** SESSION_SECRET: the token box's key is derived from it. */
  secret: string;
  outside: OutsideCaller;
  /** Overrides of the call's timeout (tests). */
  timeoutMs?: number;
  /** The lease holder (default: this process; tests run two "instances" in one process). */
  holder?: string;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** When "sync now" may call: 30 s after the last call, or when a 409's wait ends. */
function syncableAt(row: BankFeedRow): Date | null {
  const times = [row.lastAttemptAt ? row.lastAttemptAt.getTime() + FIO_MIN_INTERVAL_MS : null, row.lastError === 'too_soon' && row.nextAttemptAt ? row.nextAttemptAt.getTime() : null].filter(
    (t): t is number => t !== null,
  );
  return times.length === 0 ? null : new Date(Math.max(...times));
}

export function bankFeedRecord(row: BankFeedRow): AdminBankFeed {
  return {
    id: row.id,
    label: row.label,
    tokenHint: `…${row.tokenHint}`,
    account: row.account,
    currency: row.currency,
    active: row.active,
    syncedThrough: row.syncedThrough,
    lastSuccessAt: iso(row.lastSuccessAt),
    lastAttemptAt: iso(row.lastAttemptAt),
    nextAttemptAt: iso(row.nextAttemptAt),
    syncableAt: iso(syncableAt(row)),
    lastError: isBankFeedError(row.lastError) ? row.lastError : null,
    lastErrorAt: iso(row.lastErrorAt),
    consecutiveFailures: row.consecutiveFailures,
    createdAt: row.createdAt.toISOString(),
  };
}

async function feedRow(db: Database, id: number): Promise<BankFeedRow | undefined> {
  return (await db.select().from(bankFeeds).where(eq(bankFeeds.id, id)))[0];
}

export async function listBankFeeds(db: Database): Promise<AdminBankFeed[]> {
  return (await db.select().from(bankFeeds).orderBy(asc(bankFeeds.id))).map(bankFeedRecord);
}

/** Stores a feed with its token sealed (bound to the new row's id); polled at the poller's next round. */
export async function addBankFeed(db: Database, secret: string, input: BankFeedInput, actor: Actor, now = new Date()): Promise<AdminBankFeed> {
  const box = createSecretBox(secret, TOKEN_BOX_PURPOSE);
  const row = await db.transaction(async (tx) => {
    // The sealed token is bound to the row's id: the row first (nothing sealed yet), then the token, one transaction.
    const [inserted] = await tx
      .insert(bankFeeds)
      .values({ label: input.label, tokenSealed: '', tokenHint: input.token.slice(-4), createdBy: actor.id, nextAttemptAt: now })
      .returning({ id: bankFeeds.id });
    const id = inserted!.id;
    const [created] = await tx.update(bankFeeds).set({ tokenSealed: box.encrypt(input.token, boundTo(id)) }).where(eq(bankFeeds.id, id)).returning();
    // The token is no field of the entry: its last four characters name it.
    await recordAudit(tx, { actor, action: 'create', entity: 'bank_feed', entityId: id, changes: { label: { from: null, to: input.label }, lastFour: { from: null, to: `…${created!.tokenHint}` } } });
    return created!;
  });
  return bankFeedRecord(row);
}

/** Removes a feed (its sealed token with it); the transactions it stored stay, like an uploaded statement's. */
export async function removeBankFeed(db: Database, id: number, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx.delete(bankFeeds).where(eq(bankFeeds.id, id)).returning();
    if (!removed) throw new NotFound('No such bank feed');
    await recordAudit(tx, {
      actor,
      action: 'delete',
      entity: 'bank_feed',
      entityId: id,
      changes: { label: { from: removed.label, to: null }, lastFour: { from: `…${removed.tokenHint}`, to: null }, account: { from: removed.account, to: null } },
    });
  });
}

/** The period a poll asks: [from, to], Prague days. */
export function pollPeriod(row: Pick<BankFeedRow, 'syncedThrough' | 'lastError'>, now: Date): { from: string; to: string } {
  const today = officeDay(now);
  const oldest = addDays(today, -MAX_HISTORY_DAYS);
  let from = row.syncedThrough ? addDays(row.syncedThrough, -LOOKBACK_DAYS) : addDays(today, -FIRST_SYNC_DAYS);
  if (from < oldest) from = oldest;
  if (from > today) from = today;
  const narrowTo = addDays(from, NARROW_PERIOD_DAYS - 1);
  const to = row.lastError === 'too_many' && narrowTo < today ? narrowTo : today;
  return { from, to };
}

/** A movement as the statement store takes it: symbols as the file parsers write them, the counter-account as GPC does. */
function statementTransaction(movement: FioMovement, currency: string): StatementTransaction {
  const variableSymbol = normalizeSymbol('VS', movement.variableSymbol ?? undefined) ?? symbolInText('VS', movement.message ?? undefined);
  const constantSymbol = normalizeSymbol('KS', movement.constantSymbol ?? undefined);
  const specificSymbol = normalizeSymbol('SS', movement.specificSymbol ?? undefined);
  const message = movement.message ?? movement.userIdentification;
  return {
    bankRef: movement.id,
    bookingDate: movement.date,
    amountMinor: movement.amountMinor,
    currency,
    ...(variableSymbol ? { variableSymbol } : {}),
    ...(constantSymbol ? { constantSymbol } : {}),
    ...(specificSymbol ? { specificSymbol } : {}),
    ...(movement.counterAccount ? { counterpartyAccount: movement.bankCode ? `${movement.counterAccount}/${movement.bankCode}` : movement.counterAccount } : {}),
    ...(movement.counterpartyName ? { counterpartyName: movement.counterpartyName } : {}),
    ...(message ? { message } : {}),
  };
}

const isInvoiceCurrency = (currency: string): currency is InvoiceCurrency => (INVOICE_CURRENCIES as readonly string[]).includes(currency);

/** What a poll did: null when it did not call (another instance holds the feed, or it is not due). */
export interface FeedPoll {
  feed: AdminBankFeed;
  newTransactions: number;
  alreadyImported: number;
  matched: number;
}

async function recordFailure(db: Database, row: BankFeedRow, error: BankFeedError, now: Date): Promise<BankFeedRow> {
  const failures = error === 'too_soon' ? row.consecutiveFailures : row.consecutiveFailures + 1;
  const wait =
    error === 'too_soon'
      ? TOO_SOON_WAIT_MS
      : error === 'token_refused' || error === 'token_unreadable'
        ? TOKEN_REFUSED_WAIT_MS
        : BANK_FEED_BACKOFF_MS[Math.min(failures, BANK_FEED_BACKOFF_MS.length) - 1]!;
  const [updated] = await db
    .update(bankFeeds)
    .set({ lastError: error, lastErrorAt: now, consecutiveFailures: failures, nextAttemptAt: new Date(now.getTime() + Math.max(wait, FIO_MIN_INTERVAL_MS)) })
    .where(eq(bankFeeds.id, row.id))
    .returning();
  return updated!;
}

async function storeMovements(db: Database, row: BankFeedRow, statement: FioStatement, period: { from: string; to: string }, actor: Actor) {
  if (!isInvoiceCurrency(statement.currency)) return null;
  const currency = statement.currency;
  const transactions = statement.movements.map((m) => statementTransaction(m, currency));
  const account = { ...(statement.iban ? { iban: statement.iban } : {}), ...(statement.accountId ? { number: statement.accountId } : {}), ...(statement.bankId ? { bankCode: statement.bankId } : {}) };
  const sha256 = createHash('sha256').update(JSON.stringify({ account, transactions })).digest('hex');
  const stored = await storeStatementIfNew(db, { format: 'fio_api', fileName: `Fio API: ${row.label} ${period.from} – ${period.to}`.slice(0, 255), sha256, account, currency, transactions }, actor);
  return { stored, currency, account: statement.iban ?? `${statement.accountId ?? ''}/${statement.bankId ?? ''}`, total: transactions.length };
}

/**
 * Polls one feed under its lease: read again inside the lease, called only when still due (`force`: "sync now",
 * due when the 30-s rule allows). The attempt is written before the call, so no instance calls again within 30 s.
 */
async function pollFeed(db: Database, deps: BankFeedDeps, feedId: number, options: { now: Date; force: boolean; actor: Actor }): Promise<FeedPoll | null> {
  return withLease(
    db,
    `bank-feed:${feedId}`,
    BANK_FEED_LEASE_MS,
    async () => {
      const row = await feedRow(db, feedId);
      if (!row || !row.active) return null;
      const { now } = options;
      const due = options.force ? (syncableAt(row)?.getTime() ?? 0) <= now.getTime() : !row.nextAttemptAt || row.nextAttemptAt.getTime() <= now.getTime();
      if (!due) return null;
      await db
        .update(bankFeeds)
        .set({ lastAttemptAt: now, nextAttemptAt: new Date(now.getTime() + FIO_MIN_INTERVAL_MS) })
        .where(eq(bankFeeds.id, row.id));
      const attempted = { ...row, lastAttemptAt: now };
      let token: string;
      try {
        token = createSecretBox(deps.secret, TOKEN_BOX_PURPOSE).decrypt(row.tokenSealed, boundTo(row.id));
      } catch (err) {
        if (!(err instanceof SecretBoxError)) throw err;
        return { feed: bankFeedRecord(await recordFailure(db, attempted, 'token_unreadable', now)), newTransactions: 0, alreadyImported: 0, matched: 0 };
      }
      const period = pollPeriod(row, now);
      const answer = await fetchFioPeriod(deps.outside, token, period, deps.timeoutMs ? { timeoutMs: deps.timeoutMs } : {});
      if (!answer.ok) return { feed: bankFeedRecord(await recordFailure(db, attempted, answer.error, now)), newTransactions: 0, alreadyImported: 0, matched: 0 };
      const stored = await storeMovements(db, row, answer.statement, period, options.actor);
      if (!stored) return { feed: bankFeedRecord(await recordFailure(db, attempted, 'currency', now)), newTransactions: 0, alreadyImported: 0, matched: 0 };
      const syncedThrough = row.syncedThrough && row.syncedThrough > period.to ? row.syncedThrough : period.to;
      // Caught up to today: the regular pause; still behind (a narrowed period): the next week as soon as Fio allows.
      const nextIn = period.to < officeDay(now) ? TOO_SOON_WAIT_MS : BANK_FEED_POLL_EVERY_MS;
      const [updated] = await db
        .update(bankFeeds)
        .set({
          account: stored.account,
          currency: stored.currency,
          syncedThrough,
          lastSuccessAt: now,
          lastError: null,
          lastErrorAt: null,
          consecutiveFailures: 0,
          nextAttemptAt: new Date(now.getTime() + nextIn),
        })
        .where(eq(bankFeeds.id, row.id))
        .returning();
      const newTransactions = stored.stored?.transactions.length ?? 0;
      return { feed: bankFeedRecord(updated!), newTransactions, alreadyImported: stored.total - newTransactions, matched: stored.stored?.matched ?? 0 };
    },
    deps.holder,
  );
}

/** "Sync now" (an admin): 409 `tooSoon` with the time it becomes possible while the 30-s rule holds. */
export async function syncBankFeedNow(db: Database, deps: BankFeedDeps, id: number, actor: Actor, now = new Date()): Promise<BankFeedSyncResult> {
  const row = await feedRow(db, id);
  if (!row || !row.active) throw new NotFound('No such bank feed');
  const tooSoon = () => {
    const at = syncableAt(row)?.toISOString() ?? now.toISOString();
    return new Conflict(BANK_FEED_MESSAGES.tooSoon, undefined, undefined, { code: 'tooSoon', params: { at } });
  };
  if ((syncableAt(row)?.getTime() ?? 0) > now.getTime()) throw tooSoon();
  const poll = await pollFeed(db, deps, id, { now, force: true, actor });
  // Another instance is polling it this moment (it holds the lease).
  if (!poll) throw tooSoon();
  return poll;
}

/** One round of the poller: every active feed whose time has come, each under its lease. */
export async function pollDueBankFeeds(db: Database, deps: BankFeedDeps, now = new Date()): Promise<FeedPoll[]> {
  const due = await db
    .select({ id: bankFeeds.id })
    .from(bankFeeds)
    .where(and(eq(bankFeeds.active, true), or(isNull(bankFeeds.nextAttemptAt), lte(bankFeeds.nextAttemptAt, now))))
    .orderBy(asc(bankFeeds.id));
  const polls: FeedPoll[] = [];
  for (const { id } of due) {
    const poll = await pollFeed(db, deps, id, { now, force: false, actor: BANK_FEED_ACTOR });
    if (poll) polls.push(poll);
  }
  return polls;
}

export function bankFeedData(db: Database, deps: BankFeedDeps) {
  return {
    list: () => listBankFeeds(db),
    add: (input: BankFeedInput, actor: Actor) => addBankFeed(db, deps.secret, input, actor),
    remove: (id: number, actor: Actor) => removeBankFeed(db, id, actor),
    syncNow: (id: number, actor: Actor) => syncBankFeedNow(db, deps, id, actor),
  };
}
