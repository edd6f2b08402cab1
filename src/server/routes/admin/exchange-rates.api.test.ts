/**
 * ČNB rates through the HTTP stack, on both databases, against the stand-in ČNB (src/server/test/stand-ins/cnb.ts):
 * GET /api/admin/exchange-rates, an EUR draft taking the rate of its DUZP by itself, recomputed when the DUZP changes,
 * a typed rate audited, issuing freezing the rate with its source, and ČNB down or a rate not yet published — the
 * draft saved, the issue refused with a 400 naming the field. Docs: docs/product/czech-services.md#čnb--exchange-rates.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, officeDay } from '@/shared/dates';
import { fixingDayFor, type ExchangeRateReading } from '@/shared/exchange-rates';
import { INVOICE_MESSAGES, type AdminInvoice } from '@/shared/schemas/invoice';
import { createUser } from '@/server/data/accounts/users';
import { auditLog, exchangeRateLists, invoices } from '@/server/db/schema';
import { completeBilling, createDraft, invoiceClient } from '@/server/test/invoice-fixtures';
import { cookieHeader } from '@/server/test/media-upload';
import { normalizeSpaces, pdfText } from '@/server/test/pdf-text';
import { cnbList, startCnbStandIn, type CnbStandIn } from '@/server/test/stand-ins/cnb';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';
import { expectFieldError } from './api-test-helpers';

let cnb: CnbStandIn;
let server: TestServer;
let admin: TestClient;
let editor: TestClient;
let clientId: number;

beforeAll(async () => {
  cnb = await startCnbStandIn([
    cnbList('2025-03-06', 46, '24,950'),
    cnbList('2025-03-07', 47, '25,010'),
    // Weekend 8–9 March: no list.
    cnbList('2025-03-10', 48, '25,100'),
    cnbList('2025-03-11', 49, '25,200'),
  ]);
  server = await startTestServer({ outsideServices: { cnbRates: cnb.url } });
  admin = await server.signedInClient('cnb-admin', 'correct-horse');
  await createUser(server.db, { username: 'cnb-editor', password: 'correct-horse', email: 'ed@agentura.cz', name: 'Ema Editorová', role: 'editor' });
  editor = server.client();
  expect((await editor.post('/api/login', { username: 'cnb-editor', password: 'correct-horse' })).status).toBe(200);
  await completeBilling(admin);
  clientId = await invoiceClient(admin);
});
afterAll(async () => {
  await server.close();
  await cnb.close();
});

const reading = async (date: string, currency = 'EUR') => {
  const res = await admin.get(`/api/admin/exchange-rates?currency=${currency}&date=${date}`);
  expect(res.status, res.text).toBe(200);
  return res.body as ExchangeRateReading;
};

const eurDraft = (over: Record<string, unknown> = {}) => createDraft(admin, clientId, { currency: 'EUR', lines: [{ description: 'Návrh webu', quantityThousandths: 1000, unit: 'ks', unitPriceMinor: 1_000_00 }], ...over });

const auditOf = (id: number) =>
  server.db
    .select({ action: auditLog.action, changes: auditLog.changes })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'invoice'), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);

describe('GET /api/admin/exchange-rates', () => {
  it('a Saturday takes Friday’s fixing, asked of ČNB once and then read from the database', async () => {
    const before = cnb.requests.length;
    const first = await reading('2025-03-08');
    expect(first.rate).toEqual({ state: 'final', currency: 'EUR', date: '2025-03-08', rateThousandths: 25010, amount: 1, fixedOn: '2025-03-07', serial: 47 });
    expect(cnb.requests.slice(before)).toEqual([{ path: expect.stringMatching(/denni_kurz\.txt$/), date: '08.03.2025' }]);
    expect(first.service).toMatchObject({ service: 'cnbRates', down: false, consecutiveFailures: 0 });
    // Friday itself and Sunday: known from the stored list (line 1 said 07.03.2025, asked for the 8th).
    expect((await reading('2025-03-07')).rate).toMatchObject({ state: 'final', rateThousandths: 25010, fixedOn: '2025-03-07' });
    expect((await reading('2025-03-09')).rate).toMatchObject({ state: 'final', rateThousandths: 25010, serial: 47 });
    expect(cnb.requests.length).toBe(before + 1);
  });

  it('a Monday is not Friday’s rate: ČNB is asked for Monday', async () => {
    const before = cnb.requests.length;
    expect((await reading('2025-03-10')).rate).toMatchObject({ state: 'final', rateThousandths: 25100, fixedOn: '2025-03-10', serial: 48 });
    expect(cnb.requests.slice(before).map((r) => r.date)).toEqual(['10.03.2025']);
  });

  it('a future day: not published yet, with the day it will be', async () => {
    const future = addDays(officeDay(), 40);
    expect((await reading(future)).rate).toEqual({ state: 'not_published', currency: 'EUR', date: future, publishedOn: fixingDayFor(future) });
  });

  it('refuses an unknown currency or a bad date with a 400 naming the field', async () => {
    const currency = await admin.get('/api/admin/exchange-rates?currency=GBP&date=2025-03-07');
    expect(currency.status).toBe(400);
    expect(currency.body.field).toBe('currency');
    expectFieldError(await admin.get('/api/admin/exchange-rates?currency=EUR&date=7.3.2025'), 'date', 'Must be a date (yyyy-mm-dd)');
    expect((await admin.get('/api/admin/exchange-rates?currency=EUR')).body.field).toBe('date');
  });

  it('is for admins: an editor gets 403, an anonymous caller 401', async () => {
    expect((await editor.get('/api/admin/exchange-rates?currency=EUR&date=2025-03-07')).status).toBe(403);
    expect((await server.client().get('/api/admin/exchange-rates?currency=EUR&date=2025-03-07')).status).toBe(401);
  });
});

describe('an EUR draft takes the ČNB rate of its DUZP', () => {
  it('left empty: the stand-in’s rate of the DUZP, its fixing date and serial', async () => {
    const draft = await eurDraft({ taxableSupplyOn: '2025-03-07' });
    expect(draft).toMatchObject({ exchangeRateThousandths: 25010, exchangeRateSource: 'cnb', exchangeRateFixedOn: '2025-03-07', exchangeRateSerial: 47 });
  });

  it('a changed DUZP recomputes the rate while its source is ČNB', async () => {
    const draft = await eurDraft({ taxableSupplyOn: '2025-03-07' });
    const res = await admin.put(`/api/admin/invoices/${draft.id}`, { clientId, currency: 'EUR', taxableSupplyOn: '2025-03-11', lines: [{ description: 'Návrh webu', quantityThousandths: 1000, unit: 'ks', unitPriceMinor: 1_000_00 }] });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ exchangeRateThousandths: 25200, exchangeRateSource: 'cnb', exchangeRateFixedOn: '2025-03-11', exchangeRateSerial: 49 });
    // A rate sent with source 'cnb' is ignored: the ČNB rate wins.
    const again = await admin.put(`/api/admin/invoices/${draft.id}`, { clientId, currency: 'EUR', exchangeRateSource: 'cnb', exchangeRateThousandths: 99999, taxableSupplyOn: '2025-03-06', lines: [{ description: 'Návrh webu', quantityThousandths: 1000, unit: 'ks', unitPriceMinor: 1_000_00 }] });
    expect(again.body).toMatchObject({ exchangeRateThousandths: 24950, exchangeRateSource: 'cnb', exchangeRateFixedOn: '2025-03-06', exchangeRateSerial: 46 });
  });

  it('staff override it with their own rate (audited) and go back to ČNB', async () => {
    const draft = await eurDraft({ taxableSupplyOn: '2025-03-10' });
    const body = (over: Record<string, unknown>) => ({ clientId, currency: 'EUR', taxableSupplyOn: '2025-03-10', lines: [{ description: 'Návrh webu', quantityThousandths: 1000, unit: 'ks', unitPriceMinor: 1_000_00 }], ...over });
    const manual = await admin.put(`/api/admin/invoices/${draft.id}`, body({ exchangeRateSource: 'manual', exchangeRateThousandths: 25500 }));
    expect(manual.status, manual.text).toBe(200);
    expect(manual.body).toMatchObject({ exchangeRateThousandths: 25500, exchangeRateSource: 'manual', exchangeRateFixedOn: null, exchangeRateSerial: null });
    const update = (await auditOf(draft.id)).filter((e) => e.action === 'update').at(-1);
    expect(update?.changes).toMatchObject({
      exchangeRateThousandths: { from: 25100, to: 25500 },
      exchangeRateSource: { from: 'cnb', to: 'manual' },
      exchangeRateFixedOn: { from: '2025-03-10', to: null },
    });
    // A typed rate stays when the DUZP changes.
    const moved = await admin.put(`/api/admin/invoices/${draft.id}`, body({ exchangeRateSource: 'manual', exchangeRateThousandths: 25500, taxableSupplyOn: '2025-03-11' }));
    expect(moved.body).toMatchObject({ exchangeRateThousandths: 25500, exchangeRateSource: 'manual' });
    // Manual without a rate: 400 naming the field.
    expectFieldError(await admin.put(`/api/admin/invoices/${draft.id}`, body({ exchangeRateSource: 'manual' })), 'exchangeRateThousandths', INVOICE_MESSAGES.exchangeRateManualRequired);
    const back = await admin.put(`/api/admin/invoices/${draft.id}`, body({ exchangeRateSource: 'cnb' }));
    expect(back.body).toMatchObject({ exchangeRateThousandths: 25100, exchangeRateSource: 'cnb', exchangeRateFixedOn: '2025-03-10', exchangeRateSerial: 48 });
    // A rate sent without a source is a typed rate (as before ČNB rates).
    const typed = await admin.put(`/api/admin/invoices/${draft.id}`, body({ exchangeRateThousandths: 24000 }));
    expect(typed.body).toMatchObject({ exchangeRateThousandths: 24000, exchangeRateSource: 'manual' });
  });

  it('issuing freezes the rate with its source and fixing date in the snapshot', async () => {
    const draft = await eurDraft({ issuedOn: '2025-03-10', taxableSupplyOn: '2025-03-08', dueOn: '2025-03-24' });
    const res = await admin.post(`/api/admin/invoices/${draft.id}/issue`);
    expect(res.status, res.text).toBe(200);
    const issued = res.body as AdminInvoice;
    expect(issued).toMatchObject({ status: 'issued', exchangeRateThousandths: 25010, exchangeRateSource: 'cnb', exchangeRateFixedOn: '2025-03-07', exchangeRateSerial: 47 });
    const [row] = await server.db.select({ snapshot: invoices.snapshot }).from(invoices).where(eq(invoices.id, draft.id));
    expect(row?.snapshot).toMatchObject({ exchangeRateThousandths: 25010, exchangeRateSource: 'cnb', exchangeRateFixedOn: '2025-03-07' });
    expect(issued.vatRecapCzk?.[0]).toMatchObject({ baseMinor: 25_010_00 });
    // The PDF names the fixing: "Kurz ČNB: 1 EUR = 25,010 Kč ze dne 7. 3. 2025".
    const pdf = await fetch(`${server.url}/api/admin/invoices/${draft.id}/pdf`, { headers: { cookie: cookieHeader(admin) } });
    expect(pdf.status).toBe(200);
    expect((await pdfText(Buffer.from(await pdf.arrayBuffer()))).text).toContain(normalizeSpaces('Kurz ČNB: 1 EUR = 25,010 Kč ze dne 7. 3. 2025'));
  });

  it('a typed rate is issued as typed, its source in the snapshot', async () => {
    const draft = await eurDraft({ issuedOn: '2025-03-10', taxableSupplyOn: '2025-03-10', dueOn: '2025-03-24', exchangeRateThousandths: 25333 });
    const issued = (await admin.post(`/api/admin/invoices/${draft.id}/issue`)).body as AdminInvoice;
    expect(issued).toMatchObject({ exchangeRateThousandths: 25333, exchangeRateSource: 'manual', exchangeRateFixedOn: null });
    const [row] = await server.db.select({ snapshot: invoices.snapshot }).from(invoices).where(eq(invoices.id, draft.id));
    expect(row?.snapshot).toMatchObject({ exchangeRateThousandths: 25333, exchangeRateSource: 'manual' });
    expect(row?.snapshot).not.toHaveProperty('exchangeRateFixedOn');
  });

  it('a CZK invoice has no rate and no source', async () => {
    const draft = await createDraft(admin, clientId);
    expect(draft).toMatchObject({ exchangeRateThousandths: null, exchangeRateSource: null, exchangeRateFixedOn: null });
    expectFieldError(await admin.post('/api/admin/invoices', { clientId, exchangeRateThousandths: 25000, lines: [{ description: 'x', quantityThousandths: 1000, unit: 'ks', unitPriceMinor: 100 }] }), 'exchangeRateThousandths', INVOICE_MESSAGES.exchangeRateNotForCzk);
  });

  it('a DUZP whose fixing is not published yet: the draft is saved without a rate, issuing is refused', async () => {
    const future = addDays(officeDay(), 30);
    const draft = await eurDraft({ taxableSupplyOn: future, issuedOn: officeDay() });
    expect(draft).toMatchObject({ exchangeRateThousandths: null, exchangeRateSource: 'cnb', exchangeRateFixedOn: null });
    expectFieldError(await admin.post(`/api/admin/invoices/${draft.id}/issue`), 'exchangeRateThousandths', INVOICE_MESSAGES.exchangeRateNotPublished);
  });
});

describe('ČNB down', () => {
  it('a draft is still saved (no rate, a clear state); issuing is refused with a 400 naming the field', async () => {
    cnb.scenario = 'serverError';
    const draft = await eurDraft({ taxableSupplyOn: '2025-02-03' });
    expect(draft).toMatchObject({ exchangeRateThousandths: null, exchangeRateSource: 'cnb' });
    const state = await reading('2025-02-03');
    expect(state.rate).toEqual({ state: 'unavailable', currency: 'EUR', date: '2025-02-03' });
    expect(state.service).toMatchObject({ service: 'cnbRates', down: true });
    expect(['server_error', 'breaker']).toContain(state.service?.lastError);
    expectFieldError(await admin.post(`/api/admin/invoices/${draft.id}/issue`), 'exchangeRateThousandths', INVOICE_MESSAGES.exchangeRateUnavailable);
    expect((await admin.get(`/api/admin/invoices/${draft.id}`)).body.status).toBe('draft');
    // What is stored still answers while ČNB is down: a stored, covered day needs no call.
    expect((await reading('2025-03-07')).rate).toMatchObject({ state: 'final', rateThousandths: 25010 });
    // A typed rate issues without ČNB.
    const typed = await eurDraft({ taxableSupplyOn: '2025-02-03', issuedOn: '2025-02-03', dueOn: '2025-02-17', exchangeRateThousandths: 25150 });
    expect((await admin.post(`/api/admin/invoices/${typed.id}/issue`)).status).toBe(200);
    // No list for 3 February was stored from an outage.
    expect(await server.db.select().from(exchangeRateLists).where(eq(exchangeRateLists.fixingDate, '2025-02-03'))).toEqual([]);
  });
});
