/**
 * Tax documents for payments received on advance invoices (issue 38 point 1; docs/product/invoices.md#tax-documents-for-received-advance-payments):
 * made in the payment's transaction whichever way the payment comes (statement upload, pairing by hand, entered by
 * hand), in their own series P-yyyy-nnnn, with the split rule's recap; credited when a payment entered by hand is
 * deleted; deducted per rate by the final invoice. Worked examples with the arithmetic as comments; PDFs read as text,
 * every ISDOC validated against the committed schema. Runs on PGlite and on PostgreSQL (TEST_DB=postgres).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officeDay } from '@/shared/dates';
import type { AdminInvoice } from '@/shared/schemas/invoice';
import { PAYMENT_MESSAGES } from '@/shared/schemas/payment';
import { createUser } from '@/server/data/accounts/users';
import { storeRateList } from '@/server/data/exchange-rates';
import { auditLog, invoices } from '@/server/db/schema';
import { gpcStatement, uploadStatement } from '@/server/test/bank-statement-upload';
import { completeBilling, createDraft, invoiceClient, issuedInvoice } from '@/server/test/invoice-fixtures';
import { isdocSchemaErrors } from '@/server/test/isdoc-schema';
import { cookieHeader } from '@/server/test/media-upload';
import { normalizeSpaces, pdfText } from '@/server/test/pdf-text';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';
import { expectFieldError } from './api-test-helpers';

let server: TestServer;
let admin: TestClient;
let clientId: number;
const today = officeDay();
const year = today.slice(0, 4);
/** GPC's booking date of today: ddmmyy. */
const bookedToday = `${today.slice(8, 10)}${today.slice(5, 7)}${today.slice(2, 4)}`;
let statementSequence = 0;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedInClient();
  await completeBilling(admin);
  clientId = await invoiceClient(admin);
});
afterAll(() => server.close());

async function download(path: string, as: TestClient = admin) {
  const res = await fetch(server.url + path, { headers: { cookie: cookieHeader(as) } });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}

const detail = async (id: number): Promise<AdminInvoice> => {
  const res = await admin.get(`/api/admin/invoices/${id}`);
  expect(res.status, res.text).toBe(200);
  return res.body;
};

/** One line of `baseMinor` at the rate `vatRateCode`. */
const line = (description: string, baseMinor: number, vatRateCode = 'basic') => ({ description, quantityThousandths: 1000, unit: 'ks', unitPriceMinor: baseMinor, vatRateCode });

/** Pays `amountMinor` on the invoice of `variableSymbol` by a GPC statement booked today. */
async function payByStatement(variableSymbol: string, amountMinor: number) {
  statementSequence += 1;
  const file = gpcStatement('0000000123456789', [{ id: `38${String(statementSequence).padStart(4, '0')}`, amountMinor, vs: variableSymbol, booked: bookedToday }], String(statementSequence).padStart(3, '0'));
  const res = await uploadStatement(server.url, admin, file, `vypis-${statementSequence}.gpc`);
  expect(res.status, res.text).toBe(201);
  expect(res.body.matched).toBe(1);
}

async function expectValidIsdoc(id: number): Promise<string> {
  const res = await admin.get(`/api/admin/invoices/${id}/isdoc`);
  expect(res.status, res.text).toBe(200);
  expect(await isdocSchemaErrors(res.text)).toEqual([]);
  return res.text;
}

const pdfOf = async (id: number) => {
  const res = await download(`/api/admin/invoices/${id}/pdf`);
  expect(res.status).toBe(200);
  return (await pdfText(res.bytes)).text;
};
const expectText = (text: string, ...phrases: string[]) => {
  for (const phrase of phrases) expect(text).toContain(normalizeSpaces(phrase));
};

describe('the worked example: a 50 % advance of a 121 000 Kč order, paid by a statement upload, deducted by the final invoice', () => {
  let advance: AdminInvoice;
  let taxDocument: AdminInvoice;

  it('the advance paid 60 500 Kč makes the tax document P-…-0001: base 50 000, VAT 10 500, dated the payment day', async () => {
    // The order: 100 000 Kč + 21 % = 121 000 Kč; the advance 50 %: 50 000 + 10 500 = 60 500 Kč.
    advance = await issuedInvoice(admin, clientId, { kind: 'advance_invoice', lines: [line('Záloha 50 % na web', 50_000_00)] });
    expect(advance.totals.payableMinor).toBe(60_500_00);
    await payByStatement(advance.variableSymbol!, 60_500_00);

    const paid = await detail(advance.id);
    expect(paid.paymentState).toBe('paid');
    expect(paid.taxDocumentIds).toHaveLength(1);
    taxDocument = await detail(paid.taxDocumentIds[0]!);
    // base = round(60 500 × 100 / 121) = 50 000; VAT = 60 500 − 50 000 = 10 500.
    expect(taxDocument).toMatchObject({
      kind: 'advance_tax_document',
      status: 'issued',
      number: `P-${year}-0001`,
      variableSymbol: `${year}400001`,
      advanceInvoiceId: advance.id,
      issuedOn: today,
      taxableSupplyOn: today,
      outstandingMinor: 0,
      totals: { baseMinor: 50_000_00, vatMinor: 10_500_00, totalMinor: 60_500_00, recap: [{ vatRateCode: 'basic', vatPercent: 21, baseMinor: 50_000_00, vatMinor: 10_500_00, totalMinor: 60_500_00 }] },
    });
    expect(taxDocument.pdfSha256).toMatch(/^[0-9a-f]{64}$/);

    // Audited in the payment's transaction.
    const [issued] = await server.db.select().from(auditLog).where(and(eq(auditLog.entity, 'invoice'), eq(auditLog.entityId, String(taxDocument.id))));
    expect(issued).toMatchObject({ action: 'issue' });
    expect(issued!.changes).toMatchObject({ number: { to: `P-${year}-0001` }, advance: { to: advance.number }, vatMinor: { to: 10_500_00 } });
  });

  it('its PDF says what it is, and its ISDOC is DocumentType 5, valid', async () => {
    const text = await pdfOf(taxDocument.id);
    expectText(text, 'Daňový doklad k přijaté platbě', `P-${year}-0001`, `Přijatá platba k zálohové faktuře ${advance.number}`, '50 000,00', '10 500,00', '60 500,00');
    expect(text).not.toContain('QR Platba');
    const xml = await expectValidIsdoc(taxDocument.id);
    expect(xml).toContain('<DocumentType>5</DocumentType>');
    expect(xml).toContain(`<TaxPointDate>${today}</TaxPointDate>`);
  });

  it('the final invoice of 121 000 Kč deducts it per rate: 100 000/21 000 − 50 000/10 500 = 50 000/10 500, due 60 500', async () => {
    const final = await issuedInvoice(admin, clientId, { settlesAdvanceId: advance.id, lines: [line('Web na míru', 100_000_00)] });
    // 121 000 − 60 500 paid = 60 500 due.
    expect(final).toMatchObject({ outstandingMinor: 60_500_00, totals: { payableMinor: 121_000_00 } });
    const [row] = await server.db.select({ snapshot: invoices.snapshot }).from(invoices).where(eq(invoices.id, final.id));
    expect(row!.snapshot!.amountDueMinor).toBe(60_500_00);
    expect(row!.snapshot!.advance).toMatchObject({ number: advance.number, paidMinor: 60_500_00, taxDocuments: [{ number: `P-${year}-0001`, recap: [{ baseMinor: 50_000_00, vatMinor: 10_500_00 }] }] });

    const text = await pdfOf(final.id);
    expectText(text, `Odpočet záloh (P-${year}-0001) 21 %: Základ -50 000,00 Kč, DPH -10 500,00 Kč`, 'Po odpočtu záloh 21 %: Základ 50 000,00 Kč, DPH 10 500,00 Kč', 'Zbývá uhradit: 60 500,00 Kč');

    const xml = await expectValidIsdoc(final.id);
    expect(xml).toContain('<TaxedDeposits>');
    expect(xml).toContain(`<ID>P-${year}-0001</ID>`);
    expect(xml).toContain('<TaxableDepositAmount>50000.00</TaxableDepositAmount>');
    expect(xml).toContain('<AlreadyClaimedTaxAmount>10500.00</AlreadyClaimedTaxAmount>');
    expect(xml).toContain('<DifferenceTaxableAmount>50000.00</DifferenceTaxableAmount>');
    expect(xml).toContain('<PaidDepositsAmount>0.00</PaidDepositsAmount>');
    expect(xml).toContain('<PayableAmount>60500.00</PayableAmount>');
    expect(xml).not.toContain('<NonTaxedDeposits>');
  });

  it('the list filters by the new kind, and the CSV export names it', async () => {
    const list = await admin.get('/api/admin/invoices?kind=advance_tax_document');
    expect(list.status, list.text).toBe(200);
    expect(list.body.map((i: { number: string }) => i.number)).toContain(`P-${year}-0001`);
    expect(list.body.every((i: { kind: string }) => i.kind === 'advance_tax_document')).toBe(true);
    const csv = await admin.get('/api/admin/invoices/export?kind=advance_tax_document&lang=cs');
    expect(csv.status, csv.text).toBe(200);
    expect(csv.text).toContain('Daňový doklad k přijaté platbě');
    expect(csv.text).toContain(`P-${year}-0001`);
  });

  it('a tax document takes no payment and cannot be credited by hand (409)', async () => {
    expect((await admin.post(`/api/admin/invoices/${taxDocument.id}/payments`, { amountMinor: 100, paidOn: today })).status).toBe(409);
    expect((await admin.post(`/api/admin/invoices/${taxDocument.id}/credit-note`, { reason: 'Chyba' })).status).toBe(409);
  });
});

describe('other payments on advances', () => {
  it('a two-rate advance (21 % and 12 %) paid half: the amount split in proportion to its rates', async () => {
    // 10 000 + 21 % = 12 100 and 1 000 + 12 % = 1 120: 13 220 Kč; paid 6 610 Kč.
    const advance = await issuedInvoice(admin, clientId, { kind: 'advance_invoice', lines: [line('Web', 10_000_00), line('Tisk', 1_000_00, 'reduced')] });
    expect(advance.totals.payableMinor).toBe(13_220_00);
    await payByStatement(advance.variableSymbol!, 6_610_00);
    const [id] = (await detail(advance.id)).taxDocumentIds;
    // 21 %: share = round(6 610 × 12 100 / 13 220) = 6 050 → base round(6 050 / 1.21) = 5 000, VAT 1 050.
    // 12 %: share = 6 610 − 6 050 = 560 → base round(560 / 1.12) = 500, VAT 60.
    expect((await detail(id!)).totals).toMatchObject({
      baseMinor: 5_500_00,
      vatMinor: 1_110_00,
      totalMinor: 6_610_00,
      recap: [
        { vatRateCode: 'basic', baseMinor: 5_000_00, vatMinor: 1_050_00 },
        { vatRateCode: 'reduced', baseMinor: 500_00, vatMinor: 60_00 },
      ],
    });
    await expectValidIsdoc(id!);
  });

  it('two payments of an advance (one paired by hand) make two tax documents, and the final invoice deducts both', async () => {
    const advance = await issuedInvoice(admin, clientId, { kind: 'advance_invoice', lines: [line('Záloha', 50_000_00)] });
    // First 30 000 Kč by statement: base round(30 000 / 1.21) = 24 793.39, VAT 5 206.61.
    await payByStatement(advance.variableSymbol!, 30_000_00);
    // Then 30 500 Kč without a symbol, paired by hand: base round(30 500 / 1.21) = 25 206.61, VAT 5 293.39.
    statementSequence += 1;
    const upload = await uploadStatement(server.url, admin, gpcStatement('0000000123456789', [{ id: `38${String(statementSequence).padStart(4, '0')}`, amountMinor: 30_500_01, booked: bookedToday }], String(statementSequence).padStart(3, '0')), 'bez-symbolu.gpc');
    expect(upload.status, upload.text).toBe(201);
    const transaction = upload.body.transactions[0];
    expect(transaction.state).toBe('unmatched');
    const paired = await admin.post(`/api/admin/bank-transactions/${transaction.id}/pair`, { invoiceId: advance.id });
    expect(paired.status, paired.text).toBe(200);

    const paid = await detail(advance.id);
    expect(paid.taxDocumentIds).toHaveLength(2);
    const [first, second] = await Promise.all(paid.taxDocumentIds.map(detail));
    expect(first!.totals).toMatchObject({ baseMinor: 24_793_39, vatMinor: 5_206_61, totalMinor: 30_000_00 });
    // 30 500.01: base round(3 050 001 / 1.21) = round(2 520 661.98) = 2 520 662, VAT 529 339.
    expect(second!.totals).toMatchObject({ baseMinor: 25_206_62, vatMinor: 5_293_39, totalMinor: 30_500_01 });
    expect(second!.number).not.toBe(first!.number);

    // The final invoice of 121 000 deducts both: 100 000 − (24 793.39 + 25 206.62) = 49 999.99; VAT 21 000 − 10 500 = 10 500.
    const final = await issuedInvoice(admin, clientId, { settlesAdvanceId: advance.id, lines: [line('Web', 100_000_00)] });
    expect(final.outstandingMinor).toBe(121_000_00 - 60_500_01);
    expectText(await pdfOf(final.id), `Odpočet záloh (${first!.number}, ${second!.number}) 21 %: Základ -50 000,01 Kč, DPH -10 500,00 Kč`, 'Po odpočtu záloh 21 %: Základ 49 999,99 Kč, DPH 10 500,00 Kč', 'Zbývá uhradit: 60 499,99 Kč');
    await expectValidIsdoc(final.id);
  });

  it('a payment entered by hand makes one; deleting the payment credits the tax document, never deletes it', async () => {
    const advance = await issuedInvoice(admin, clientId, { kind: 'advance_invoice', lines: [line('Záloha', 10_000_00)] });
    const payment = await admin.post(`/api/admin/invoices/${advance.id}/payments`, { amountMinor: 12_100_00, paidOn: today, method: 'cash' });
    expect(payment.status, payment.text).toBe(201);
    const [id] = (await detail(advance.id)).taxDocumentIds;
    expect((await detail(id!)).totals).toMatchObject({ baseMinor: 10_000_00, vatMinor: 2_100_00 });

    const month = today.slice(0, 7);
    const revenue = async () => (await admin.get(`/api/admin/profitability?view=project&from=${month}&to=${month}`)).body.totals.revenue;
    const revenueBefore = await revenue();
    expect(revenueBefore).toBeGreaterThan(0);
    expect((await admin.delete(`/api/admin/invoices/${advance.id}/payments/${payment.body.id}`)).status).toBe(204);
    // The tax document was no revenue (the final invoice carries the supply), so its credit note is none either.
    expect(await revenue()).toBe(revenueBefore);
    const credited = await detail(id!);
    expect(credited).toMatchObject({ status: 'issued', paymentState: 'credited' });
    expect(credited.creditNoteIds).toHaveLength(1);
    const note = await detail(credited.creditNoteIds[0]!);
    expect(note).toMatchObject({ kind: 'credit_note', correctsInvoiceId: id, totals: { baseMinor: -10_000_00, vatMinor: -2_100_00 }, creditReason: 'Zrušení přijaté platby (platba smazána)' });
    expect(await isdocSchemaErrors((await admin.get(`/api/admin/invoices/${note.id}/isdoc`)).text)).toEqual([]);
    expect((await admin.get(`/api/admin/invoices/${note.id}/isdoc`)).text).toContain('<DocumentType>6</DocumentType>');
    // A final invoice no longer deducts a credited tax document.
    const [row] = await server.db.select({ snapshot: invoices.snapshot }).from(invoices).where(eq(invoices.id, (await issuedInvoice(admin, clientId, { settlesAdvanceId: advance.id, lines: [line('Web', 10_000_00)] })).id));
    expect(row!.snapshot!.advance).toMatchObject({ paidMinor: 0 });
    expect(row!.snapshot!.advance!.taxDocuments ?? []).toEqual([]);
  });

  it('an EUR advance: the CZK recap at the advance rate when no ČNB rate of the payment day is stored, said so', async () => {
    // 1 000 EUR + 21 % = 1 210 EUR at a typed 25.000 Kč/EUR; paid 1 210 EUR: base 1 000, VAT 210; in CZK 25 000 / 5 250.
    const advance = await issuedInvoice(admin, clientId, { kind: 'advance_invoice', currency: 'EUR', exchangeRateSource: 'manual', exchangeRateThousandths: 25_000, lines: [line('Deposit', 1_000_00)] });
    const payment = await admin.post(`/api/admin/invoices/${advance.id}/payments`, { amountMinor: 1_210_00, paidOn: today, method: 'other' });
    expect(payment.status, payment.text).toBe(201);
    const [id] = (await detail(advance.id)).taxDocumentIds;
    const document = await detail(id!);
    expect(document).toMatchObject({ currency: 'EUR', exchangeRateThousandths: 25_000, totals: { baseMinor: 1_000_00, vatMinor: 210_00 } });
    expect(document.vatRecapCzk).toEqual([{ vatRateCode: 'basic', vatPercent: 21, baseMinor: 25_000_00, vatMinor: 5_250_00, totalMinor: 30_250_00 }]);
    const [row] = await server.db.select({ snapshot: invoices.snapshot }).from(invoices).where(eq(invoices.id, id!));
    expect(row!.snapshot!.receivedPayment).toMatchObject({ rateSource: 'advance', amountMinor: 1_210_00 });
    expectText(await pdfOf(id!), 'Kurz ČNB dne platby nebyl k dispozici: použit kurz zálohové faktury.', 'DPH v Kč 21 %: Základ 25 000,00 Kč, DPH 5 250,00 Kč');
    const xml = await expectValidIsdoc(id!);
    expect(xml).toContain('<ForeignCurrencyCode>EUR</ForeignCurrencyCode>');
  });

  it('an EUR advance paid on a day whose ČNB list is stored: the CZK recap at that day’s rate', async () => {
    // ČNB list of Wednesday 25. 11. 2026: 24.335 Kč/EUR. 1 210 EUR received that day → base 1 000, VAT 210 EUR;
    // in CZK: 1 000 × 24.335 = 24 335.00 Kč, 210 × 24.335 = 5 110.35 Kč.
    await storeRateList(server.db, { fixingDate: '2026-11-25', serial: 229, rates: [{ currency: 'EUR', amount: 1, rateThousandths: 24_335 }] }, '2026-11-25');
    const advance = await issuedInvoice(admin, clientId, { kind: 'advance_invoice', currency: 'EUR', exchangeRateSource: 'manual', exchangeRateThousandths: 25_000, lines: [line('Deposit', 1_000_00)] });
    const payment = await admin.post(`/api/admin/invoices/${advance.id}/payments`, { amountMinor: 1_210_00, paidOn: '2026-11-25', method: 'other' });
    expect(payment.status, payment.text).toBe(201);
    const [id] = (await detail(advance.id)).taxDocumentIds;
    const document = await detail(id!);
    expect(document).toMatchObject({ issuedOn: '2026-11-25', taxableSupplyOn: '2026-11-25', exchangeRateThousandths: 24_335, exchangeRateSource: 'cnb', exchangeRateFixedOn: '2026-11-25' });
    expect(document.vatRecapCzk).toEqual([{ vatRateCode: 'basic', vatPercent: 21, baseMinor: 24_335_00, vatMinor: 5_110_35, totalMinor: 29_445_35 }]);
    const text = await pdfOf(id!);
    expectText(text, 'DPH v Kč 21 %: Základ 24 335,00 Kč, DPH 5 110,35 Kč');
    expect(text).not.toContain('nebyl k dispozici');
    await expectValidIsdoc(id!);
  });

  it('an agency that is no VAT payer makes none: the advance is just paid', async () => {
    await completeBilling(admin, { vatPayer: false });
    try {
      const advance = await issuedInvoice(admin, clientId, { kind: 'advance_invoice', lines: [line('Záloha', 10_000_00)] });
      expect(advance.vatMode).toBe('non_payer');
      await payByStatement(advance.variableSymbol!, 10_000_00);
      expect(await detail(advance.id)).toMatchObject({ paymentState: 'paid', taxDocumentIds: [] });
    } finally {
      await completeBilling(admin);
    }
  });
});

describe('access and bad input', () => {
  it('a payment of a bad amount is refused naming the field, and makes no tax document', async () => {
    const advance = await issuedInvoice(admin, clientId, { kind: 'advance_invoice', lines: [line('Záloha', 1_000_00)] });
    expectFieldError(await admin.post(`/api/admin/invoices/${advance.id}/payments`, { amountMinor: 0, paidOn: today }), 'amountMinor', PAYMENT_MESSAGES.amount);
    expect((await detail(advance.id)).taxDocumentIds).toEqual([]);
  });

  it('tax documents are for admins: 401 signed out, 403 to an editor', async () => {
    const [document] = await server.db.select({ id: invoices.id }).from(invoices).where(eq(invoices.kind, 'advance_tax_document')).limit(1);
    await createUser(server.db, { username: 'atd-editor', password: 'correct-horse', email: 'atd@example.cz', name: 'Ed', role: 'editor' });
    const editor = server.client();
    await editor.post('/api/login', { username: 'atd-editor', password: 'correct-horse' });
    const anonymous = server.client();
    for (const path of [`/api/admin/invoices/${document!.id}`, `/api/admin/invoices/${document!.id}/pdf`, `/api/admin/invoices/${document!.id}/isdoc`, '/api/admin/invoices?kind=advance_tax_document']) {
      expect((await anonymous.get(path)).status, path).toBe(401);
      expect((await editor.get(path)).status, path).toBe(403);
    }
  });
});

describe('nothing for other documents', () => {
  it('a payment on a regular invoice makes no tax document', async () => {
    const invoice = await issuedInvoice(admin, clientId);
    await payByStatement(invoice.variableSymbol!, invoice.totals.payableMinor);
    const made = await server.db.select({ id: invoices.id }).from(invoices).where(eq(invoices.advanceInvoiceId, invoice.id));
    expect(made).toEqual([]);
    expect(await createDraft(admin, clientId)).toMatchObject({ status: 'draft' });
  });
});
