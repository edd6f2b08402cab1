/**
 * Invoice money at its limits (docs/product/invoices.md, docs/product/payments.md): a document's total — and an EUR
 * document's CZK equivalent — is bounded before anything is stored or numbered; the receivables summary sums exactly
 * past 2^53 minor units, equal to its own list's sum. PGlite and PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, officeDay } from '@/shared/dates';
import { INVOICE_MESSAGES, MAX_DOCUMENT_TOTAL_MINOR } from '@/shared/schemas/invoice';
import { invoiceLines, invoiceNumberSeries, invoices } from '@/server/db/schema';
import { completeBilling, createDraft, draftInput, invoiceClient } from '@/server/test/invoice-fixtures';
import { insertIssuedInvoice } from '@/server/test/issued-invoice-rows';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';
import { expectFieldError } from './api-test-helpers';

let server: TestServer;
let admin: TestClient;
let clientId: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedInClient();
  clientId = await invoiceClient(admin);
  await completeBilling(admin);
});
afterAll(() => server.close());

const series = () => server.db.select().from(invoiceNumberSeries);
const invoiceCount = async () => (await server.db.select({ id: invoices.id }).from(invoices)).length;

/** The largest line: the largest unit price, once (no discount). */
const largestLine = { description: 'Licence', quantityThousandths: 1000, unit: 'ks', unitPriceMinor: 100_000_000_000, vatRateCode: 'basic' };

describe('a document total is bounded before anything is stored or numbered', () => {
  it('an EUR draft whose total in CZK at its rate exceeds the largest total: 400 on exchangeRateThousandths, nothing stored', async () => {
    const before = await invoiceCount();
    const body = draftInput(clientId, { currency: 'EUR', exchangeRateThousandths: 1_000_000, vatMode: 'reverse_charge', lines: [largestLine] });
    expectFieldError(await admin.post('/api/admin/invoices', body), 'exchangeRateThousandths', INVOICE_MESSAGES.exchangeRateTooLarge);
    const draft = await createDraft(admin, clientId, { currency: 'EUR', exchangeRateThousandths: 24_335 });
    expectFieldError(await admin.put(`/api/admin/invoices/${draft.id}`, body), 'exchangeRateThousandths', INVOICE_MESSAGES.exchangeRateTooLarge);
    expect(await invoiceCount()).toBe(before + 1);
  });

  it('a total over the largest: 400 on lines', async () => {
    const lines = [largestLine, { ...largestLine, description: 'Druhá licence' }];
    expectFieldError(await admin.post('/api/admin/invoices', draftInput(clientId, { lines })), 'lines', INVOICE_MESSAGES.totalTooLarge);
  });

  it('issuing an EUR draft saved with a huge rate × the largest line: 400 on exchangeRateThousandths, no number used, still a draft', async () => {
    // A draft saved before the bound existed (or written by an older version): its row is changed directly.
    const draft = await createDraft(admin, clientId, { currency: 'EUR', exchangeRateThousandths: 24_335, vatMode: 'reverse_charge', lines: [{ ...largestLine, unitPriceMinor: 1_000_00 }] });
    await server.db.update(invoices).set({ exchangeRateThousandths: 1_000_000 }).where(eq(invoices.id, draft.id));
    const [line] = await server.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, draft.id));
    await server.db.update(invoiceLines).set({ unitPriceMinor: largestLine.unitPriceMinor }).where(eq(invoiceLines.id, line!.id));
    const numbersBefore = await series();
    const res = await admin.post(`/api/admin/invoices/${draft.id}/issue`);
    expectFieldError(res, 'exchangeRateThousandths', INVOICE_MESSAGES.exchangeRateTooLarge);
    expect(await series()).toEqual(numbersBefore);
    const [row] = await server.db.select().from(invoices).where(eq(invoices.id, draft.id));
    expect(row).toMatchObject({ status: 'draft', number: null, pdf: null, snapshot: null });
    // The same draft at a real rate issues, and takes the next number.
    await server.db.update(invoices).set({ exchangeRateThousandths: 25_000 }).where(eq(invoices.id, draft.id));
    await server.db.update(invoiceLines).set({ unitPriceMinor: 1_000_00 }).where(eq(invoiceLines.id, line!.id));
    expect((await admin.post(`/api/admin/invoices/${draft.id}/issue`)).status).toBe(200);
  });

  it('the largest total itself is accepted, at a rate that keeps it within the bound in CZK', async () => {
    const body = draftInput(clientId, { currency: 'EUR', exchangeRateThousandths: 1000, vatMode: 'reverse_charge', lines: [largestLine] });
    const res = await admin.post('/api/admin/invoices', body);
    expect(res.status, res.text).toBe(201);
    expect(res.body.totals.payableMinor).toBe(MAX_DOCUMENT_TOTAL_MINOR);
  });
});

describe('the receivables summary sums exactly', () => {
  it('two invoices whose outstanding amounts sum past 2^53: the summary equals the sum of its list, to the haléř', async () => {
    const owner = await invoiceClient(admin, { name: 'Velký dlužník a.s.', email: 'velky@example.cz' });
    // Beyond what the API accepts, so written directly: the summary must still be exact.
    const amounts = [4_503_599_627_370_497, 4_503_599_627_370_500];
    for (const [i, totalMinor] of amounts.entries()) {
      await insertIssuedInvoice(server.db, { clientId: owner, number: `2026-90${i}`, totalMinor, dueOn: addDays(officeDay(), 14) });
    }
    const list = await admin.get(`/api/admin/invoices?clientId=${owner}&open=1&limit=100`);
    expect(list.status, list.text).toBe(200);
    const listSum = (list.body as { outstandingMinor: number }[]).reduce((sum, row) => sum + BigInt(row.outstandingMinor), 0n);
    expect(listSum).toBe(9_007_199_254_740_997n);
    expect(listSum > BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);

    const summary = await admin.get('/api/admin/invoices/summary');
    expect(summary.status, summary.text).toBe(200);
    const czk = (summary.body as { receivables: { currency: string; outstandingMinor: string; overdueMinor: string }[] }).receivables.find((r) => r.currency === 'CZK')!;
    // A decimal string of minor units in the JSON, never a rounded number.
    expect(summary.text).toMatch(/"outstandingMinor":"\d+"/);
    const others = await admin.get(`/api/admin/invoices?open=1&currency=CZK&limit=100`);
    const everyOpen = (others.body as { outstandingMinor: number }[]).reduce((sum, row) => sum + BigInt(row.outstandingMinor), 0n);
    expect(BigInt(czk.outstandingMinor)).toBe(everyOpen);
    expect(czk.overdueMinor).toBe('0');
  });
});
