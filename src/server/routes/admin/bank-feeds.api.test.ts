/**
 * The Fio bank feed (issue 37 point 4; docs/product/czech-services.md#fio--the-bank-feed), against the Fio stand-in,
 * on PGlite and PostgreSQL: the token sealed (nowhere in the row, the audit, the answers or the logs); a poll pays an
 * issued invoice by its VS without an upload; the same movement uploaded as GPC and camt.053 is not stored twice,
 * and a file first then the feed neither; 409 backs off ≥ 30 s; a refused token shows its error and stops no other
 * feed; an outage loses nothing; two instances make one call per round; admins only; 400 naming the field.
 */
import { Writable } from 'node:stream';
import { and, count, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, officeDay } from '@/shared/dates';
import { BANK_FEED_MESSAGES } from '@/shared/schemas/bank-feed';
import { createUser } from '@/server/data/accounts/users';
import { BANK_FEED_BACKOFF_MS, FIRST_SYNC_DAYS, TOKEN_REFUSED_WAIT_MS } from '@/server/data/bank-feeds';
import { auditLog, bankFeeds, bankStatementImports, bankTransactions, invoicePayments } from '@/server/db/schema';
import { BankFeedPoller } from '@/server/payments/bank-feed-poller';
import { camtStatement } from '@/server/test/bank-statement-fixtures';
import { gpcStatement, uploadStatement } from '@/server/test/bank-statement-upload';
import { insertIssuedInvoice } from '@/server/test/issued-invoice-rows';
import { fioToken, startFioStandIn, type FioStandIn } from '@/server/test/stand-ins/fio';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';
import { expectFieldError } from './api-test-helpers';

const SECRET = 'bank-feed-test-secret-0123456789abcdef0123456789abcdef';
/** Everything the app logged, to prove the token is never in it. */
const logLines: string[] = [];
const logger = pino(
  { level: 'debug' },
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  }),
);

/** A Czech IBAN of a Fio account number (bank 2010), with its ISO 13616 check digits. */
function fioIban(number: string): string {
  const bban = `2010${'0'.repeat(6)}${number.padStart(10, '0')}`;
  const check = 98 - Number(BigInt(`${bban}123500`) % 97n);
  return `CZ${String(check).padStart(2, '0')}${bban}`;
}

const TOKEN_A = fioToken('AgenturaFioUcetA1');
const ACCOUNT_A = '2001234502';
const IBAN_A = fioIban(ACCOUNT_A);
const TOKEN_B = fioToken('AgenturaFioUcetB2');
const ACCOUNT_B = '2009876543';
const IBAN_B = fioIban(ACCOUNT_B);
const TOKEN_EUR = fioToken('AgenturaFioEur3');
const ACCOUNT_EUR = '2400011122';
const TOKEN_BAD = fioToken('NeplatnyToken9');

let server: TestServer;
let admin: TestClient;
let fio: FioStandIn;
let clientId: number;
/** The tests' clock: each poll is asked "now" at this moment, moved on as a test needs. */
let clock = Date.now();
const today = officeDay();

const poller = (holder = 'instance-a', timeoutMs = 5_000) => new BankFeedPoller(server.db, { secret: SECRET, outside: server.outside, holder, timeoutMs }, { logger, everyMs: 0 });
const invoice = (number: string, totalMinor: number, currency: 'CZK' | 'EUR' = 'CZK') => insertIssuedInvoice(server.db, { clientId, number, totalMinor, currency, dueOn: addDays(today, 14) });
const paymentsOf = async (invoiceId: number) => server.db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoiceId));
const transactionsWithRef = async (bankRef: string) => server.db.select().from(bankTransactions).where(eq(bankTransactions.bankRef, bankRef));
const feedRow = async (id: number) => (await server.db.select().from(bankFeeds).where(eq(bankFeeds.id, id)))[0]!;
const addFeed = async (label: string, token: string) => {
  const res = await admin.post('/api/admin/bank-feeds', { label, token });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: number; tokenHint: string };
};
const upload = (bytes: Buffer, name: string) => uploadStatement(server.url, admin, bytes, name);

beforeAll(async () => {
  fio = await startFioStandIn({
    accounts: [
      { token: TOKEN_A, accountId: ACCOUNT_A, iban: IBAN_A },
      { token: TOKEN_B, accountId: ACCOUNT_B, iban: IBAN_B },
      { token: TOKEN_EUR, accountId: ACCOUNT_EUR, iban: fioIban(ACCOUNT_EUR), currency: 'EUR' },
    ],
  });
  fio.minIntervalMs = 0;
  server = await startTestServer({ outsideServices: { fioApi: fio.url }, config: { sessionSecret: SECRET }, logger });
  admin = await server.signedInClient();
  clientId = (await admin.post('/api/admin/clients', { name: 'Pekárna Novák', email: 'jana@pekarna.cz' })).body.id;
});
afterAll(async () => {
  await server?.close();
  await fio?.close();
});
beforeEach(() => {
  fio.scenario = 'normal';
  fio.minIntervalMs = 0;
  fio.resetWindow();
});

describe('adding a feed: the token sealed, never shown again', () => {
  it('stores the token sealed, answers its last four characters only, audits without it', async () => {
    const feed = await addFeed('Fio CZK', TOKEN_A);
    expect(feed).toMatchObject({ label: 'Fio CZK', tokenHint: `…${TOKEN_A.slice(-4)}`, active: true, lastSuccessAt: null, lastError: null });
    expect(JSON.stringify(feed)).not.toContain(TOKEN_A);
    const row = await feedRow(feed.id);
    expect(JSON.stringify(row)).not.toContain(TOKEN_A);
    expect(row.tokenSealed).toMatch(/^v1\./);
    const list = await admin.get('/api/admin/bank-feeds');
    expect(list.status).toBe(200);
    expect(list.text).not.toContain(TOKEN_A);
    const entries = await server.db.select().from(auditLog).where(eq(auditLog.entity, 'bank_feed'));
    expect(entries).toEqual([expect.objectContaining({ action: 'create', entityId: String(feed.id), entityLabel: 'Fio CZK' })]);
    expect(entries[0]!.changes).toMatchObject({ lastFour: { to: `…${TOKEN_A.slice(-4)}` } });
    expect(JSON.stringify(entries)).not.toContain(TOKEN_A);
  });

  it('refuses a token that is not 64 letters and digits, and an empty label, naming the field', async () => {
    expectFieldError(await admin.post('/api/admin/bank-feeds', { label: 'Fio', token: 'abc' }), 'token', BANK_FEED_MESSAGES.tokenInvalid);
    expectFieldError(await admin.post('/api/admin/bank-feeds', { label: 'Fio', token: `${TOKEN_A.slice(0, 63)}/` }), 'token', BANK_FEED_MESSAGES.tokenInvalid);
    expectFieldError(await admin.post('/api/admin/bank-feeds', { label: '  ', token: TOKEN_A }), 'label', BANK_FEED_MESSAGES.labelRequired);
    expectFieldError(await admin.post('/api/admin/bank-feeds', { token: TOKEN_A }), 'label', BANK_FEED_MESSAGES.labelRequired);
  });
});

describe('a poll pays invoices like an uploaded statement, and a movement is stored once', () => {
  let feedA: number;
  let paidByFeed: number;
  beforeAll(async () => {
    feedA = (await server.db.select().from(bankFeeds).where(eq(bankFeeds.label, 'Fio CZK')))[0]!.id;
  });

  it('stores the movements of the last 30 days, pays an issued invoice by its VS without an upload', async () => {
    paidByFeed = await invoice('2026-0101', 500_000);
    // A feed added is polled at the next round.
    clock = Date.now() + 1_000;
    fio.addMovement(TOKEN_A, { id: 26012345678, date: addDays(today, -1), amountMinor: 500_000, variableSymbol: '0020260101', constantSymbol: '0308', counterAccount: '123456788', bankCode: '0800', counterpartyName: 'Pekárna Novák', message: 'Faktura 2026-0101' });
    fio.addMovement(TOKEN_A, { id: 26012345679, date: today, amountMinor: -12_050, counterpartyName: 'Telefony s.r.o.' });
    const polls = await poller().runOnce(new Date(clock));
    expect(polls.map((p) => [p.feed.id, p.newTransactions, p.matched])).toEqual([[feedA, 2, 1]]);
    expect(fio.periodCalls(TOKEN_A).map((c) => [c.from, c.to, c.status])).toEqual([[addDays(today, -FIRST_SYNC_DAYS), today, 200]]);

    expect(await paymentsOf(paidByFeed)).toEqual([expect.objectContaining({ amountMinor: 500_000, method: 'bank', paidOn: addDays(today, -1) })]);
    const [credit] = await transactionsWithRef('26012345678');
    expect(credit).toMatchObject({ account: IBAN_A, state: 'matched', variableSymbol: '20260101', constantSymbol: '0308', counterpartyAccount: '123456788/0800', counterpartyName: 'Pekárna Novák' });
    const [stored] = await server.db.select().from(bankStatementImports).where(eq(bankStatementImports.id, credit!.importId));
    expect(stored).toMatchObject({ format: 'fio_api', account: IBAN_A, transactionsNew: 2, importedBy: null });
    expect((await transactionsWithRef('26012345679'))[0]).toMatchObject({ state: 'ignored', amountMinor: -12_050 });

    const feed = (await admin.get('/api/admin/bank-feeds')).body.find((f: { id: number }) => f.id === feedA);
    expect(feed).toMatchObject({ account: IBAN_A, currency: 'CZK', syncedThrough: today, lastError: null, consecutiveFailures: 0 });
    expect(Date.parse(feed.lastSuccessAt)).toBe(clock);
    expect(Date.parse(feed.nextAttemptAt)).toBeGreaterThanOrEqual(clock + 30_000);
    // The transactions list shows it with the uploaded ones.
    const listed = await admin.get('/api/admin/bank-transactions?state=matched');
    expect(listed.body.map((t: { bankRef: string }) => t.bankRef)).toContain('26012345678');
  });

  it('the same movement uploaded as GPC (Fio’s export) and as camt.053 is not stored twice: the upload says it was there', async () => {
    const before = (await server.db.select({ n: count() }).from(bankTransactions))[0]!.n;
    const gpc = Buffer.from(await (await fetch(`${fio.url}/periods/${TOKEN_A}/${addDays(today, -5)}/${today}/transactions.gpc`)).arrayBuffer());
    const asGpc = await upload(gpc, 'fio.gpc');
    expect(asGpc.status, asGpc.text).toBe(201);
    expect(asGpc.body).toMatchObject({ alreadyImported: 2, matched: 0, transactions: [], import: { format: 'gpc', account: IBAN_A, transactionsNew: 0 } });
    const asCamt = await upload(camtStatement([{ ref: '26012345678', amount: '5000.00', vs: '20260101' }], IBAN_A), 'fio.xml');
    expect(asCamt.status, asCamt.text).toBe(201);
    expect(asCamt.body).toMatchObject({ alreadyImported: 1, matched: 0, transactions: [], import: { format: 'camt053', account: IBAN_A, transactionsNew: 0 } });
    expect((await server.db.select({ n: count() }).from(bankTransactions))[0]!.n).toBe(before);
    expect(await paymentsOf(paidByFeed)).toHaveLength(1);
  });

  it('a movement uploaded first (GPC, then camt.053) and then polled by the feed is not stored twice', async () => {
    const byGpc = await invoice('2026-0102', 120_000);
    const byCamt = await invoice('2026-0103', 130_000);
    fio.addMovement(TOKEN_A, { id: 26012345690, date: today, amountMinor: 120_000, variableSymbol: '20260102', counterpartyName: 'Pekárna Novák' });
    fio.addMovement(TOKEN_A, { id: 26012345691, date: today, amountMinor: 130_000, variableSymbol: '20260103', counterpartyName: 'Pekárna Novák' });
    const gpc = await upload(gpcStatement(`000000${ACCOUNT_A}`, [{ id: '26012345690', amountMinor: 120_000, vs: '20260102' }]), 'rano.gpc');
    expect(gpc.body).toMatchObject({ matched: 1, import: { account: IBAN_A } });
    const camt = await upload(camtStatement([{ ref: '26012345691', amount: '1300.00', vs: '20260103' }], IBAN_A), 'rano.xml');
    expect(camt.body).toMatchObject({ matched: 1, import: { account: IBAN_A } });

    clock += 11 * 60_000;
    const [poll] = await poller().runOnce(new Date(clock));
    expect(poll).toMatchObject({ newTransactions: 0, matched: 0 });
    expect(fio.periodCalls(TOKEN_A).at(-1)).toMatchObject({ from: addDays(today, -3), to: today, status: 200 });
    expect(await transactionsWithRef('26012345690')).toHaveLength(1);
    expect(await transactionsWithRef('26012345691')).toHaveLength(1);
    expect(await paymentsOf(byGpc)).toHaveLength(1);
    expect(await paymentsOf(byCamt)).toHaveLength(1);
  });

  it('files of an account uploaded before its feed existed (GPC without a bank code, camt.053 by IBAN): the feed adds neither again', async () => {
    const byGpc = await invoice('2026-0104', 70_000);
    const byCamt = await invoice('2026-0105', 80_000);
    fio.addMovement(TOKEN_B, { id: 27000000001, date: addDays(today, -2), amountMinor: 70_000, variableSymbol: '20260104' });
    fio.addMovement(TOKEN_B, { id: 27000000002, date: addDays(today, -2), amountMinor: 80_000, variableSymbol: '20260105' });
    fio.addMovement(TOKEN_B, { id: 27000000003, date: today, amountMinor: 5_000, message: 'úrok' });
    const gpc = await upload(gpcStatement(`000000${ACCOUNT_B}`, [{ id: '27000000001', amountMinor: 70_000, vs: '20260104' }]), 'b.gpc');
    expect(gpc.body).toMatchObject({ matched: 1, import: { account: ACCOUNT_B } });
    const camt = await upload(camtStatement([{ ref: '27000000002', amount: '800.00', vs: '20260105' }], IBAN_B), 'b.xml');
    expect(camt.body).toMatchObject({ matched: 1, import: { account: IBAN_B } });

    const feed = await addFeed('Fio B', TOKEN_B);
    const [poll] = await poller().runOnce(new Date(clock));
    expect(poll).toMatchObject({ feed: { id: feed.id }, newTransactions: 1, matched: 0 });
    expect(await transactionsWithRef('27000000001')).toHaveLength(1);
    expect(await transactionsWithRef('27000000002')).toHaveLength(1);
    expect(await transactionsWithRef('27000000003')).toEqual([expect.objectContaining({ account: IBAN_B, state: 'unmatched', unmatchedReason: 'no_symbol' })]);
    expect(await paymentsOf(byGpc)).toHaveLength(1);
    expect(await paymentsOf(byCamt)).toHaveLength(1);
    // And a GPC file after the feed knows the account is stored under the feed's IBAN, its old form an alias.
    const again = await upload(gpcStatement(`000000${ACCOUNT_B}`, [{ id: '27000000001', amountMinor: 70_000, vs: '20260104' }, { id: '27000000003', amountMinor: 5_000 }]), 'b2.gpc');
    expect(again.body).toMatchObject({ alreadyImported: 2, import: { account: IBAN_B, transactionsNew: 0 } });
  });

  it('an EUR account’s movements are stored in EUR and pay an EUR invoice', async () => {
    const eur = await invoice('2026-0106', 150_000, 'EUR');
    fio.addMovement(TOKEN_EUR, { id: 28000000001, date: today, amountMinor: 150_000, variableSymbol: '20260106', counterAccount: 'DE89370400440532013000', counterpartyName: 'Kunde GmbH' });
    const feed = await addFeed('Fio EUR', TOKEN_EUR);
    const polls = await poller().runOnce(new Date(clock));
    expect(polls.find((p) => p.feed.id === feed.id)).toMatchObject({ newTransactions: 1, matched: 1, feed: { currency: 'EUR' } });
    expect(await paymentsOf(eur)).toEqual([expect.objectContaining({ currency: 'EUR', amountMinor: 150_000 })]);
    await admin.delete(`/api/admin/bank-feeds/${feed.id}`);
  });
});

describe('the schedule: 30 s per token, backoff, a refused token, an outage, two instances', () => {
  let feedA: number;
  beforeAll(async () => {
    feedA = (await server.db.select().from(bankFeeds).where(eq(bankFeeds.label, 'Fio CZK')))[0]!.id;
    // Only feed A in these tests.
    await server.db.update(bankFeeds).set({ nextAttemptAt: new Date(clock + 24 * 3_600_000) }).where(eq(bankFeeds.label, 'Fio B'));
  });

  it('a 409 (the token used elsewhere within 30 s) backs off ≥ 30 s, and the next poll waits for it', async () => {
    fio.minIntervalMs = 30_000;
    await fetch(`${fio.url}/periods/${TOKEN_A}/${today}/${today}/transactions.json`);
    clock += 11 * 60_000;
    const calls = fio.periodCalls(TOKEN_A).length;
    const [poll] = await poller().runOnce(new Date(clock));
    expect(fio.periodCalls(TOKEN_A).at(-1)!.status).toBe(409);
    expect(poll!.feed).toMatchObject({ lastError: 'too_soon' });
    expect(Date.parse(poll!.feed.nextAttemptAt!)).toBeGreaterThanOrEqual(clock + 30_000);
    expect(await poller().runOnce(new Date(clock + 20_000))).toEqual([]);
    expect(fio.periodCalls(TOKEN_A).length).toBe(calls + 1);
    fio.resetWindow();
    clock += 36_000;
    const [retried] = await poller().runOnce(new Date(clock));
    expect(retried!.feed).toMatchObject({ lastError: null });
    expect(fio.periodCalls(TOKEN_A).length).toBe(calls + 2);
  });

  it('"sync now" honours the 30-s rule: 409 with the time it becomes possible', async () => {
    // The last poll was at `clock` (ahead of the real time): sync now is possible only 30 s after it.
    const res = await admin.post(`/api/admin/bank-feeds/${feedA}/sync`, {});
    expect(res.status, res.text).toBe(409);
    expect(res.body).toMatchObject({ code: 'tooSoon', params: { at: new Date(clock + 30_000).toISOString() } });
  });

  it('a refused token (Fio’s 500) marks its feed, waits long, and stops no other feed', async () => {
    const bad = await addFeed('Fio staré', TOKEN_BAD);
    clock += 11 * 60_000;
    const polls = await poller().runOnce(new Date(clock));
    const failed = polls.find((p) => p.feed.id === bad.id)!;
    expect(failed.feed).toMatchObject({ lastError: 'token_refused', consecutiveFailures: 1 });
    expect(Date.parse(failed.feed.nextAttemptAt!)).toBe(clock + TOKEN_REFUSED_WAIT_MS);
    expect(polls.find((p) => p.feed.id === feedA)!.feed).toMatchObject({ lastError: null });
    const shown = (await admin.get('/api/admin/bank-feeds')).body.find((f: { id: number }) => f.id === bad.id);
    expect(shown).toMatchObject({ lastError: 'token_refused', lastErrorAt: new Date(clock).toISOString() });
    await admin.delete(`/api/admin/bank-feeds/${bad.id}`);
  });

  it('Fio down (an HTML page, silence): nothing lost, retried after 1 min, then 2 — and the movement arrives later', async () => {
    const later = await invoice('2026-0107', 99_000);
    fio.addMovement(TOKEN_A, { id: 26012345700, date: today, amountMinor: 99_000, variableSymbol: '20260107' });
    clock += 11 * 60_000;
    fio.scenario = 'html';
    const [first] = await poller().runOnce(new Date(clock));
    expect(first!.feed).toMatchObject({ lastError: 'down', consecutiveFailures: 1 });
    expect(Date.parse(first!.feed.nextAttemptAt!)).toBe(clock + BANK_FEED_BACKOFF_MS[0]!);
    fio.scenario = 'silent';
    clock += BANK_FEED_BACKOFF_MS[0]!;
    const [second] = await poller('instance-a', 300).runOnce(new Date(clock));
    expect(second!.feed).toMatchObject({ lastError: 'down', consecutiveFailures: 2 });
    expect(Date.parse(second!.feed.nextAttemptAt!)).toBe(clock + BANK_FEED_BACKOFF_MS[1]!);
    expect(await paymentsOf(later)).toEqual([]);
    fio.scenario = 'normal';
    clock += BANK_FEED_BACKOFF_MS[1]!;
    const [back] = await poller().runOnce(new Date(clock));
    expect(back).toMatchObject({ newTransactions: 1, matched: 1, feed: { lastError: null, consecutiveFailures: 0 } });
    expect(await paymentsOf(later)).toHaveLength(1);
    // The logs said what failed, never with the token (nor a URL holding it).
    expect(logLines.some((line) => line.includes('bank feed: the poll failed'))).toBe(true);
    expect(logLines.join('\n')).not.toContain(TOKEN_A);
    expect(logLines.join('\n')).not.toContain(TOKEN_BAD);
  });

  it('two instances polling the same round make one call', async () => {
    clock += 11 * 60_000;
    const calls = fio.periodCalls(TOKEN_A).length;
    const [a, b] = await Promise.all([poller('instance-a').runOnce(new Date(clock)), poller('instance-b').runOnce(new Date(clock))]);
    expect(fio.periodCalls(TOKEN_A).length).toBe(calls + 1);
    expect([...a!, ...b!].filter((p) => p.feed.id === feedA)).toHaveLength(1);
  });
});

describe('"sync now", removing a feed, and who may', () => {
  it('syncs a new feed at once, then refuses again within 30 s', async () => {
    fio.addAccount({ token: fioToken('SyncNowToken5'), accountId: '2100000005', iban: fioIban('2100000005'), movements: [{ id: 29000000001, date: today, amountMinor: 1_000 }] });
    const feed = await addFeed('Fio nový', fioToken('SyncNowToken5'));
    const res = await admin.post(`/api/admin/bank-feeds/${feed.id}/sync`, {});
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ newTransactions: 1, matched: 0, feed: { id: feed.id, lastError: null, account: fioIban('2100000005') } });
    const again = await admin.post(`/api/admin/bank-feeds/${feed.id}/sync`, {});
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('tooSoon');
  });

  it('removes a feed (audited; its transactions stay), 404 for one that is not there', async () => {
    const feed = (await admin.get('/api/admin/bank-feeds')).body.find((f: { label: string }) => f.label === 'Fio nový');
    expect((await admin.delete(`/api/admin/bank-feeds/${feed.id}`)).status).toBe(204);
    expect((await admin.delete(`/api/admin/bank-feeds/${feed.id}`)).status).toBe(404);
    expect(await transactionsWithRef('29000000001')).toHaveLength(1);
    const [removed] = await server.db.select().from(auditLog).where(and(eq(auditLog.entity, 'bank_feed'), eq(auditLog.entityId, String(feed.id)), eq(auditLog.action, 'delete')));
    expect(removed).toMatchObject({ entityLabel: 'Fio nový' });
  });

  it('is for admins only: editor 403, anonymous 401', async () => {
    await createUser(server.db, { username: 'feed-editor', password: 'correct-horse', email: 'ed@agentura.cz', name: 'Ema Editorová', role: 'editor' });
    const editor = server.client();
    expect((await editor.post('/api/login', { username: 'feed-editor', password: 'correct-horse' })).status).toBe(200);
    const routes: [string, string, unknown][] = [
      ['GET', '/api/admin/bank-feeds', undefined],
      ['POST', '/api/admin/bank-feeds', { label: 'x', token: TOKEN_A }],
      ['DELETE', '/api/admin/bank-feeds/1', undefined],
      ['POST', '/api/admin/bank-feeds/1/sync', {}],
    ];
    for (const [method, path, body] of routes) {
      expect((await editor.request(method, path, body)).status, `${method} ${path}`).toBe(403);
      expect((await server.client().request(method, path, body)).status, `${method} ${path}`).toBe(401);
    }
  });
});
