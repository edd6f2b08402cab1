import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officeDay, addDays } from '@/shared/dates';
import { INVOICE_MESSAGES } from '@/shared/schemas/invoice';
import { PAYMENT_MESSAGES } from '@/shared/schemas/payment';
import { BANK_STATEMENT_MESSAGES } from '@/server/bank-statements/parse-statement';
import { createUser } from '@/server/data/accounts/users';
import { auditLog, bankStatementImports, bankTransactions, invoicePayments } from '@/server/db/schema';
import { fixtureBytes, gpcLine } from '@/server/test/bank-statement-fixtures';
import { gpcStatement, uploadStatement } from '@/server/test/bank-statement-upload';
import { insertIssuedInvoice } from '@/server/test/issued-invoice-rows';
import { startTestServer, testDatabaseKind, type TestClient, type TestServer } from '@/server/test/test-server';
import { expectFieldError } from './api-test-helpers';

let server: TestServer;
let admin: TestClient;
let clientId: number;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedInClient();
  clientId = (await admin.post('/api/admin/clients', { name: 'Pekárna Novák', email: 'jana@pekarna.cz' })).body.id;
});
afterAll(() => server.close());

const upload = (bytes: Buffer, name = 'vypis.xml', client = admin, on = server) => uploadStatement(on.url, client, bytes, name);
const invoice = (number: string, totalMinor: number, over: Partial<Parameters<typeof insertIssuedInvoice>[1]> = {}) =>
  insertIssuedInvoice(server.db, { clientId, number, totalMinor, dueOn: addDays(officeDay(), 14), ...over });
const paymentsOf = (invoiceId: number) => server.db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoiceId));
const storedCounts = async () => ({
  imports: (await server.db.select({ n: count() }).from(bankStatementImports))[0]!.n,
  transactions: (await server.db.select({ n: count() }).from(bankTransactions))[0]!.n,
  payments: (await server.db.select({ n: count() }).from(invoicePayments))[0]!.n,
});

const ids = {} as Record<'full' | 'partial' | 'advance' | 'over' | 'corrected' | 'creditNote' | 'draft' | 'eur', number>;

describe('bank statements: camt.053 import, matching, idempotence', () => {
  beforeAll(async () => {
    ids.full = await invoice('2026-0001', 1_210_000);
    ids.partial = await invoice('2026-0002', 100_000);
    ids.advance = await invoice('2026-0003', 100_000, { kind: 'advance_invoice' });
    ids.over = await invoice('2026-0004', 50_000);
    // A credit note carrying the symbol of the batch's second payment: a correction is never paid.
    ids.corrected = await invoice('2026-0006', 300_000);
    ids.creditNote = await invoice('2026-0005', -300_000, { kind: 'credit_note', correctsInvoiceId: ids.corrected });
    ids.draft = await invoice('2026-9999', 200_000, { status: 'draft' });
  });

  it('stores the statement, matches credits by symbol to issued invoices and advance invoices, leaves the rest for staff', async () => {
    const res = await upload(fixtureBytes('camt053-001-02.xml'), 'csob-listopad.xml');
    expect(res.status, res.text).toBe(201);
    expect(res.body.import).toMatchObject({ format: 'camt053', fileName: 'csob-listopad.xml', account: 'CZ6508000000192000145399', currency: 'CZK', transactionsTotal: 6, transactionsNew: 6, importedByName: expect.stringMatching(/^Admin /) });
    expect(res.body).toMatchObject({ alreadyImported: 0, matched: 4, unmatched: 1 });
    const byRef = Object.fromEntries((res.body.transactions as { bankRef: string }[]).map((t) => [t.bankRef, t]));
    expect(byRef['CSOB-20261125-0001']).toMatchObject({ state: 'matched', invoiceId: ids.full, invoiceNumber: '2026-0001', unmatchedReason: null, amountMinor: 1_210_000 });
    expect(byRef['CSOB-20261125-0002']).toMatchObject({ state: 'matched', invoiceId: ids.partial, variableSymbol: '20260002', specificSymbol: '77', constantSymbol: '0308' });
    expect(byRef['CSOB-20261126-0003']).toMatchObject({ state: 'matched', invoiceId: ids.advance });
    expect(byRef['CSOB-20261126-0005/1']).toMatchObject({ state: 'matched', invoiceId: ids.over });
    expect(byRef['CSOB-20261126-0005/2']).toMatchObject({ state: 'unmatched', invoiceId: null, unmatchedReason: 'unknown_symbol' });
    // The fee (a debit) pays no invoice: kept, nothing for staff to do.
    expect(byRef['CSOB-20261126-0004']).toMatchObject({ state: 'ignored', unmatchedReason: 'debit', amountMinor: -25_075 });

    expect(await paymentsOf(ids.full)).toEqual([expect.objectContaining({ amountMinor: 1_210_000, currency: 'CZK', method: 'bank', paidOn: '2026-11-25' })]);
    // Partial: 500.50 of 1 000.00; over-payment: 1 000.00 of 500.00 — both recorded whole.
    expect((await paymentsOf(ids.partial)).map((p) => p.amountMinor)).toEqual([50_050]);
    expect((await paymentsOf(ids.over)).map((p) => p.amountMinor)).toEqual([100_000]);
    expect(await paymentsOf(ids.creditNote)).toEqual([]);
    expect(await paymentsOf(ids.corrected)).toEqual([]);

    const [imported] = await server.db.select().from(auditLog).where(and(eq(auditLog.entity, 'bank_statement'), eq(auditLog.entityId, String(res.body.import.id))));
    expect(imported).toMatchObject({ action: 'import', entityLabel: 'csob-listopad.xml' });
    expect(imported!.changes).toMatchObject({ transactions: { to: { total: 6, new: 6, matched: 4, unmatched: 1 } } });
    const [paid] = await server.db.select().from(auditLog).where(and(eq(auditLog.entity, 'invoice'), eq(auditLog.entityId, String(ids.full))));
    expect(paid).toMatchObject({ action: 'payment', entityLabel: '2026-0001' });
    const [stored] = await server.db.select().from(bankStatementImports).where(eq(bankStatementImports.id, res.body.import.id));
    expect(stored!.fileSha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('adds nothing when the same file is imported again, and says how many were already imported', async () => {
    const before = await storedCounts();
    const res = await upload(fixtureBytes('camt053-001-02.xml'), 'znovu.xml');
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ alreadyImported: 6, matched: 0, unmatched: 0, transactions: [] });
    expect(res.body.import).toMatchObject({ transactionsTotal: 6, transactionsNew: 0 });
    const after = await storedCounts();
    expect(after).toEqual({ ...before, imports: before.imports + 1 });
  });

  it('matches EUR payments to EUR invoices only', async () => {
    ids.eur = await invoice('2026-0010', 151_235, { currency: 'EUR', exchangeRateThousandths: 24_335 });
    const res = await upload(fixtureBytes('camt053-001-08.xml'));
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ matched: 1, unmatched: 0, import: { currency: 'EUR', account: 'CZ5855000000001265098001' } });
    expect(await paymentsOf(ids.eur)).toEqual([expect.objectContaining({ amountMinor: 151_235, currency: 'EUR', method: 'bank' })]);
  });
});

describe('bank statements: GPC', () => {
  it('matches by symbol, then by the one invoice with that exact outstanding amount; a symbol of another currency stays unmatched', async () => {
    const bySymbol = await invoice('2026-0030', 484_00);
    const byAmount = await invoice('2026-0031', 777_77, { variableSymbol: '99990031' });
    const euro = await invoice('2026-0032', 100_00, { currency: 'EUR' });
    const file = gpcStatement('0000000123456789', [
      { id: '700001', amountMinor: 484_00, vs: '20260030', name: 'Novák Jiří' },
      { id: '700002', amountMinor: 777_77, name: 'Bez symbolu' },
      { id: '700003', amountMinor: 100_00, vs: '20260032' },
      { id: '700004', amountMinor: -15_00, name: 'Poplatek' },
    ]);
    const res = await upload(file, 'vypis.gpc');
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ matched: 2, unmatched: 1, import: { format: 'gpc', account: '123456789', currency: 'CZK' } });
    const refs = Object.fromEntries((res.body.transactions as { bankRef: string }[]).map((t) => [t.bankRef, t]));
    expect(refs['700001']).toMatchObject({ state: 'matched', invoiceId: bySymbol, counterpartyName: 'Novák Jiří' });
    expect(refs['700002']).toMatchObject({ state: 'matched', invoiceId: byAmount });
    expect(refs['700003']).toMatchObject({ state: 'unmatched', unmatchedReason: 'currency' });
    expect(refs['700004']).toMatchObject({ state: 'ignored', unmatchedReason: 'debit' });
    expect(await paymentsOf(euro)).toEqual([]);
  });

  it('a statement imported at the same moment twice (two instances on PostgreSQL) adds each transaction once', async () => {
    const target = await invoice('2026-0040', 1_500_00);
    const second = await startTestServer(testDatabaseKind() === 'postgres' ? { location: server.location } : { sameDatabaseAs: server });
    try {
      const otherAdmin = await second.signedInClient('second-admin');
      const file = gpcStatement('0000000123456789', [
        { id: '800001', amountMinor: 1_500_00, vs: '20260040' },
        { id: '800002', amountMinor: 12_34, vs: '1' },
        { id: '800003', amountMinor: -1_00 },
      ], '002');
      const answers = await Promise.all([upload(file, 'a.gpc'), upload(file, 'b.gpc', otherAdmin, second), upload(file, 'c.gpc')]);
      expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
      expect(answers.map((a) => a.body.import.transactionsNew).sort()).toEqual([0, 0, 3]);
      expect(answers.map((a) => a.body.alreadyImported).sort()).toEqual([0, 3, 3]);
      expect(answers.reduce((n, a) => n + a.body.matched, 0)).toBe(1);
      const stored = await server.db.select().from(bankTransactions).where(eq(bankTransactions.account, '123456789'));
      expect(stored.filter((t) => t.bankRef.startsWith('8000'))).toHaveLength(3);
      expect((await paymentsOf(target)).map((p) => p.amountMinor)).toEqual([1_500_00]);
    } finally {
      await second.close();
    }
  });
});

describe('bank statements: refused files store nothing', () => {
  const cases: [string, Buffer, RegExp | string][] = [
    ['a PDF', Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n'), BANK_STATEMENT_MESSAGES.pdf],
    ['an MT940', Buffer.from(':20:STMT2026\r\n:25:CZ6508000000192000145399\r\n:28C:42/1\r\n'), BANK_STATEMENT_MESSAGES.mt940],
    ['a CSV', Buffer.from('datum;castka;vs\n26.11.2026;100,00;2026001\n'), BANK_STATEMENT_MESSAGES.unknown],
    ['an empty file', Buffer.alloc(0), BANK_STATEMENT_MESSAGES.empty],
    ['a truncated camt.053', fixtureBytes('camt053-001-02.xml').subarray(0, 2000), /^The XML is malformed or incomplete/],
    ['a malformed XML', Buffer.from('<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt></Document>'), /^The XML is malformed/],
  ];
  it.each(cases)('refuses %s with 400 on file', async (_name, bytes, message) => {
    const before = await storedCounts();
    const res = await upload(bytes, 'x.bin');
    expect(res.status, res.text).toBe(400);
    expect(res.body.field).toBe('file');
    if (typeof message === 'string') expect(res.body.fields.file).toBe(message);
    else expect(res.body.fields.file).toMatch(message);
    expect(await storedCounts()).toEqual(before);
  });

  it('refuses a GPC file cut after a whole line (its balances do not add up) and a cut line', async () => {
    const before = await storedCounts();
    const whole = gpcStatement('0000000123456789', [{ id: '900001', amountMinor: 100_00 }, { id: '900002', amountMinor: 200_00 }], '003');
    const lines = whole.toString('latin1').split('\r\n');
    const cut = Buffer.from(lines.slice(0, 2).join('\r\n') + '\r\n', 'latin1');
    const res = await upload(cut, 'cut.gpc');
    expect(res.status).toBe(400);
    expect(res.body.fields.file).toMatch(/do not add up/);
    const half = Buffer.from(lines.slice(0, 2).join('\r\n') + '\r\n' + lines[2]!.slice(0, 60), 'latin1');
    expect((await upload(half, 'half.gpc')).body.fields.file).toMatch(/^Line 3/);
    expect(gpcLine(['076', 'x'])).toBe('076x');
    expect(await storedCounts()).toEqual(before);
  });

  it('refuses a file over 5 MB with 413, a request without a file and one that is not multipart with 400', async () => {
    const big = await upload(Buffer.alloc(5 * 1024 * 1024 + 200 * 1024, 0x20), 'big.xml');
    expect(big.status).toBe(413);
    expect(big.body.field).toBe('file');
    expectFieldError(await admin.post('/api/admin/bank-statements', { file: 'x' }), 'file', PAYMENT_MESSAGES.notMultipart);
  });
});

describe('payments by hand', () => {
  it('records a cash payment on an issued invoice and deletes it; a bank payment cannot be deleted', async () => {
    const id = await invoice('2026-0050', 2_000_00);
    const res = await admin.post(`/api/admin/invoices/${id}/payments`, { amountMinor: 500_00, paidOn: officeDay(), note: 'V hotovosti' });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ amountMinor: 500_00, currency: 'CZK', method: 'cash', bankTransactionId: null, note: 'V hotovosti', paidOn: officeDay() });
    const audit = await server.db.select().from(auditLog).where(and(eq(auditLog.entity, 'invoice'), eq(auditLog.entityId, String(id))));
    expect(audit).toEqual([expect.objectContaining({ action: 'payment', entityLabel: '2026-0050' })]);

    expect((await admin.delete(`/api/admin/invoices/${id}/payments/${res.body.id}`)).status).toBe(204);
    expect(await paymentsOf(id)).toEqual([]);
    expect((await admin.delete(`/api/admin/invoices/${id}/payments/${res.body.id}`)).status).toBe(404);
    const [bank] = await paymentsOf(ids.full);
    const refused = await admin.delete(`/api/admin/invoices/${ids.full}/payments/${bank!.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(PAYMENT_MESSAGES.notManual);
    // Another invoice's payment is not found under this one.
    expect((await admin.delete(`/api/admin/invoices/${id}/payments/${bank!.id}`)).status).toBe(404);
  });

  it('refuses a credit note or a draft (409), an unknown invoice (404) and bad input naming the field (400)', async () => {
    const cash = { amountMinor: 100, paidOn: officeDay() };
    expect((await admin.post(`/api/admin/invoices/${ids.creditNote}/payments`, cash)).status).toBe(409);
    expect((await admin.post(`/api/admin/invoices/${ids.draft}/payments`, cash)).status).toBe(409);
    expect((await admin.post('/api/admin/invoices/999999/payments', cash)).status).toBe(404);
    const id = ids.partial;
    expectFieldError(await admin.post(`/api/admin/invoices/${id}/payments`, { ...cash, amountMinor: 0 }), 'amountMinor', PAYMENT_MESSAGES.amount);
    expectFieldError(await admin.post(`/api/admin/invoices/${id}/payments`, { ...cash, amountMinor: 1.5 }), 'amountMinor', PAYMENT_MESSAGES.amount);
    expectFieldError(await admin.post(`/api/admin/invoices/${id}/payments`, { ...cash, paidOn: '2026-02-30' }), 'paidOn', PAYMENT_MESSAGES.dateInvalid);
    expectFieldError(await admin.post(`/api/admin/invoices/${id}/payments`, { ...cash, paidOn: addDays(officeDay(), 1) }), 'paidOn', PAYMENT_MESSAGES.dateInFuture);
    expect((await admin.post(`/api/admin/invoices/${id}/payments`, { ...cash, method: 'bank' })).body.field).toBe('method');
    expect((await admin.delete(`/api/admin/invoices/${id}/payments/abc`)).body.field).toBe('paymentId');
  });
});

describe('bank transactions: pairing and ignoring', () => {
  const unmatchedRef = 'CSOB-20261126-0005/2';
  const transactionId = async (ref: string) => (await server.db.select().from(bankTransactions).where(eq(bankTransactions.bankRef, ref)))[0]!.id;

  it('lists the unmatched by default, filters by state and import, newest statements first', async () => {
    const unmatched = await admin.get('/api/admin/bank-transactions');
    expect(unmatched.status).toBe(200);
    expect(unmatched.body.every((t: { state: string }) => t.state === 'unmatched')).toBe(true);
    expect(unmatched.body.map((t: { bankRef: string }) => t.bankRef)).toContain(unmatchedRef);
    expect(Number(unmatched.headers.get('x-total-count'))).toBe(unmatched.body.length);
    const imports = await admin.get('/api/admin/bank-statements?limit=2');
    expect(imports.body).toHaveLength(2);
    // Newest first, by the time of the import (imports running at once may take their ids out of that order, and
    // differ by less than the API's millisecond).
    const [newer, older] = imports.body as { createdAt: string }[];
    expect(Date.parse(newer!.createdAt)).toBeGreaterThanOrEqual(Date.parse(older!.createdAt));
    expect(Number(imports.headers.get('x-total-count'))).toBeGreaterThan(2);
    const firstImport = (await server.db.select().from(bankStatementImports).orderBy(bankStatementImports.id))[0]!.id;
    const matched = await admin.get(`/api/admin/bank-transactions?state=matched&importId=${firstImport}`);
    expect(matched.body.map((t: { bankRef: string }) => t.bankRef).sort()).toEqual(['CSOB-20261125-0001', 'CSOB-20261125-0002', 'CSOB-20261126-0003', 'CSOB-20261126-0005/1']);
    expect((await admin.get('/api/admin/bank-transactions?state=paid')).body.field).toBe('state');
    expect((await admin.get('/api/admin/bank-transactions?limit=0')).body.field).toBe('limit');
  });

  it('pairs an unmatched credit with an issued invoice of its currency by hand, once', async () => {
    const id = await transactionId(unmatchedRef);
    const target = await invoice('2026-0060', 2_000_00);
    expectFieldError(await admin.post(`/api/admin/bank-transactions/${id}/pair`, { invoiceId: ids.eur }), 'invoiceId', PAYMENT_MESSAGES.currencyMismatch);
    expectFieldError(await admin.post(`/api/admin/bank-transactions/${id}/pair`, { invoiceId: 999_999 }), 'invoiceId', INVOICE_MESSAGES.notFound);
    expectFieldError(await admin.post(`/api/admin/bank-transactions/${id}/pair`, {}), 'invoiceId', PAYMENT_MESSAGES.invoiceRequired);
    expect((await admin.post(`/api/admin/bank-transactions/${id}/pair`, { invoiceId: ids.creditNote })).status).toBe(409);
    expect((await admin.post(`/api/admin/bank-transactions/${id}/pair`, { invoiceId: ids.draft })).status).toBe(409);
    expect((await admin.post('/api/admin/bank-transactions/999999/pair', { invoiceId: target })).status).toBe(404);

    const [first, again] = await Promise.all([
      admin.post(`/api/admin/bank-transactions/${id}/pair`, { invoiceId: target }),
      admin.post(`/api/admin/bank-transactions/${id}/pair`, { invoiceId: target }),
    ]);
    expect([first.status, again.status].sort()).toEqual([200, 409]);
    const paired = first.status === 200 ? first : again;
    expect(paired.body).toMatchObject({ id, state: 'matched', invoiceId: target, invoiceNumber: '2026-0060', unmatchedReason: null });
    expect(await paymentsOf(target)).toEqual([expect.objectContaining({ amountMinor: 200_000, method: 'bank', bankTransactionId: id })]);
    const audit = await server.db.select().from(auditLog).where(and(eq(auditLog.entity, 'bank_transaction'), eq(auditLog.entityId, String(id))));
    expect(audit).toEqual([expect.objectContaining({ action: 'pair', entityLabel: unmatchedRef })]);
    // A debit pays no invoice.
    const debit = await transactionId('CSOB-20261126-0004');
    expect((await admin.post(`/api/admin/bank-transactions/${debit}/pair`, { invoiceId: target })).status).toBe(409);
  });

  it('ignores an unmatched transaction and brings it back; a matched one cannot be ignored', async () => {
    const otherCurrencySymbol = await transactionId('700003');
    const ignored = await admin.post(`/api/admin/bank-transactions/${otherCurrencySymbol}/ignore`);
    expect(ignored.status, ignored.text).toBe(200);
    expect(ignored.body).toMatchObject({ state: 'ignored', unmatchedReason: 'currency' });
    expect((await admin.get('/api/admin/bank-transactions?state=ignored')).body.map((t: { id: number }) => t.id)).toContain(otherCurrencySymbol);
    expect((await admin.post(`/api/admin/bank-transactions/${otherCurrencySymbol}/ignore`)).body.state).toBe('ignored');
    expect((await admin.post(`/api/admin/bank-transactions/${otherCurrencySymbol}/unignore`)).body.state).toBe('unmatched');
    // An ignored credit can be paired too.
    await admin.post(`/api/admin/bank-transactions/${otherCurrencySymbol}/ignore`);
    // Its symbol named a EUR invoice; the money is koruna, paired with the koruna invoice it was meant for.
    const korunaInvoice = await invoice('2026-0061', 100_00);
    expect((await admin.post(`/api/admin/bank-transactions/${otherCurrencySymbol}/pair`, { invoiceId: korunaInvoice })).body).toMatchObject({ state: 'matched', invoiceId: korunaInvoice });
    expect((await admin.post(`/api/admin/bank-transactions/${otherCurrencySymbol}/ignore`)).status).toBe(409);
    expect((await admin.post(`/api/admin/bank-transactions/${otherCurrencySymbol}/unignore`)).status).toBe(409);
    expect((await admin.post('/api/admin/bank-transactions/999999/ignore')).status).toBe(404);
    const entries = await server.db.select().from(auditLog).where(and(eq(auditLog.entity, 'bank_transaction'), eq(auditLog.entityId, String(otherCurrencySymbol))));
    expect(entries.map((e) => e.action)).toEqual(['ignore', 'ignore', 'ignore', 'pair']);
  });
});

describe('access', () => {
  it('answers 401 signed out and 403 to an editor', async () => {
    await createUser(server.db, { username: 'pay-editor', password: 'correct-horse', email: 'pe@example.cz', name: 'Ed', role: 'editor' });
    const editor = server.client();
    await editor.post('/api/login', { username: 'pay-editor', password: 'correct-horse' });
    const anonymous = server.client();
    for (const [method, path] of [
      ['GET', '/api/admin/bank-statements'],
      ['GET', '/api/admin/bank-transactions'],
      ['POST', `/api/admin/invoices/${ids.partial}/payments`],
      ['POST', '/api/admin/bank-transactions/1/pair'],
    ] as const) {
      expect((await anonymous.request(method, path, method === 'POST' ? {} : undefined)).status, path).toBe(401);
      expect((await editor.request(method, path, method === 'POST' ? {} : undefined)).status, path).toBe(403);
    }
    expect((await upload(fixtureBytes('camt053-001-02.xml'), 'x.xml', editor)).status).toBe(403);
    expect((await upload(fixtureBytes('camt053-001-02.xml'), 'x.xml', anonymous)).status).toBe(401);
  });
});
