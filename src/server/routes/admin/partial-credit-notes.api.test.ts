/**
 * Partial credit notes (issue 38, docs/product/invoices.md#credit-notes) through the HTTP stack, on both databases:
 * the worked example (lines 10 h × 1 500 Kč + 1 × 20 000 Kč at 21 % = 42 350 Kč) credited in parts — 4 h, half of a
 * line, an amount per rate, then the whole rest — with the invoice's balance and state after each; the refusals
 * naming the field; the 409s; the PDF's text, the ISDOC against the official schema and the CSV row; two credit
 * notes at once; the time and rebilled costs of a wholly credited line released; an EUR invoice's rate kept; roles.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officeDay } from '@/shared/dates';
import type { CreditableInvoice } from '@/shared/schemas/credit-note';
import type { AdminInvoice } from '@/shared/schemas/invoice';
import { createUser } from '@/server/data/accounts/users';
import { auditLog, invoiceLines, receivedInvoices, timeEntries } from '@/server/db/schema';
import { isdocSchemaErrors } from '@/server/test/isdoc-schema';
import { cookieHeader } from '@/server/test/media-upload';
import { completeBilling, createDraft, invoiceClient, issuedInvoice } from '@/server/test/invoice-fixtures';
import { pdfText } from '@/server/test/pdf-text';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';
import { expectFieldError } from './api-test-helpers';

let server: TestServer;
let admin: TestClient;
let editor: TestClient;
let clientId: number;
const today = officeDay();

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedInClient('credit-admin', 'correct-horse');
  await createUser(server.db, { username: 'credit-editor', password: 'correct-horse', email: 'credit@example.cz', name: 'Editor', role: 'editor' });
  editor = server.client();
  expect((await editor.post('/api/login', { username: 'credit-editor', password: 'correct-horse' })).status).toBe(200);
  await completeBilling(admin);
  clientId = await invoiceClient(admin);
});
afterAll(() => server.close());

/** 10 h × 1 500 Kč + 1 × 20 000 Kč, 21 %: base 35 000, VAT 7 350, total 42 350 Kč. */
const twoLines = (over: Record<string, unknown> = {}) => ({
  lines: [
    { description: 'Vývoj', quantityThousandths: 10_000, unit: 'hod', unitPriceMinor: 1_500_00 },
    { description: 'Grafický návrh', quantityThousandths: 1000, unit: 'ks', unitPriceMinor: 20_000_00 },
  ],
  ...over,
});

const creditable = async (id: number): Promise<CreditableInvoice> => {
  const res = await admin.get(`/api/admin/invoices/${id}/credit-note`);
  expect(res.status, res.text).toBe(200);
  return res.body;
};
const credit = async (id: number, body: Record<string, unknown>): Promise<AdminInvoice> => {
  const res = await admin.post(`/api/admin/invoices/${id}/credit-note`, body);
  expect(res.status, res.text).toBe(201);
  return res.body;
};
const read = async (id: number): Promise<AdminInvoice> => (await admin.get(`/api/admin/invoices/${id}`)).body;

describe('access', () => {
  it('401 anonymous and 403 editors on what is left and on issuing; 404 for an unknown invoice', async () => {
    const anonymous = server.client();
    for (const [method, body] of [
      ['GET', undefined],
      ['POST', { reason: 'x' }],
    ] as const) {
      expect((await anonymous.request(method, '/api/admin/invoices/1/credit-note', body)).status).toBe(401);
      expect((await editor.request(method, '/api/admin/invoices/1/credit-note', body)).status).toBe(403);
      expect((await admin.request(method, '/api/admin/invoices/999999/credit-note', body)).status).toBe(404);
    }
  });
});

describe('the worked example: an invoice credited in parts', () => {
  let invoice: AdminInvoice;
  let hours: number;
  let design: number;

  beforeAll(async () => {
    invoice = await issuedInvoice(admin, clientId, twoLines());
    expect(invoice.totals).toMatchObject({ baseMinor: 35_000_00, vatMinor: 7_350_00, payableMinor: 42_350_00 });
    [hours, design] = invoice.lines.map((l) => l.id) as [number, number];
  });

  it('what is left before any credit note: every line whole, the rate whole', async () => {
    const left = await creditable(invoice.id);
    expect(left).toMatchObject({ invoiceId: invoice.id, number: invoice.number, currency: 'CZK', vatCharged: true, leftMinor: 42_350_00, creditNotes: [] });
    expect(left.lines.map((l) => [l.lineId, l.leftQuantityThousandths, l.leftBaseMinor])).toEqual([
      [hours, 10_000, 15_000_00],
      [design, 1000, 20_000_00],
    ]);
    expect(left.rates).toEqual([{ vatRateCode: 'basic', vatPercent: 21, baseMinor: 35_000_00, vatMinor: 7_350_00, leftBaseMinor: 35_000_00, leftVatMinor: 7_350_00, czk: null }]);
  });

  it('4 h of the first line: base −6 000, VAT −1 260, total −7 260; the invoice then asks 42 350 − 7 260 = 35 090 Kč', async () => {
    const note = await credit(invoice.id, { reason: 'Méně hodin', lines: [{ lineId: hours, quantity: 4 }] });
    expect(note).toMatchObject({ kind: 'credit_note', status: 'issued', correctsInvoiceId: invoice.id, paymentState: 'credited', creditReason: 'Méně hodin' });
    expect(note.number).toMatch(/^D-\d{4}-\d{4}$/);
    expect(note.totals).toMatchObject({ baseMinor: -6_000_00, vatMinor: -1_260_00, payableMinor: -7_260_00 });
    expect(note.totals.recap).toEqual([{ vatRateCode: 'basic', vatPercent: 21, baseMinor: -6_000_00, vatMinor: -1_260_00, totalMinor: -7_260_00 }]);
    expect(note.lines.map((l) => [l.description, l.quantityThousandths, l.unitPriceMinor, l.baseMinor])).toEqual([['Vývoj', 4000, -1_500_00, -6_000_00]]);
    const [row] = await server.db.select({ creditsLineId: invoiceLines.creditsLineId }).from(invoiceLines).where(eq(invoiceLines.invoiceId, note.id));
    expect(row!.creditsLineId).toBe(hours);

    // Partly credited, unpaid: it asks the rest, and is not "credited".
    expect(await read(invoice.id)).toMatchObject({ paymentState: 'unpaid', outstandingMinor: 35_090_00, creditNoteIds: [note.id] });
    const audits = await server.db.select().from(auditLog).where(and(eq(auditLog.entity, 'invoice'), eq(auditLog.entityId, String(invoice.id)), eq(auditLog.action, 'credit')));
    expect(audits.at(-1)!.changes).toMatchObject({ creditNote: { to: note.number }, reason: { to: 'Méně hodin' }, creditedMinor: { to: -7_260_00 } });

    // Its PDF: a credit note naming the invoice and the reason, the credited line and the recap negative.
    const pdf = await fetch(`${server.url}/api/admin/invoices/${note.id}/pdf`, { headers: { cookie: cookieHeader(admin) } });
    expect(pdf.status).toBe(200);
    const text = (await pdfText(new Uint8Array(await pdf.arrayBuffer()))).text;
    expect(text).toContain('Opravný daňový doklad');
    expect(text).toContain('Opravuje doklad: ' + invoice.number!);
    expect(text).toContain('Důvod opravy: Méně hodin');
    expect(text).toContain('Vývoj 4 hod -1 500,00 21 % -6 000,00 -1 260,00 -7 260,00');
    expect(text).toContain('REKAPITULACE DPH Sazba Základ DPH Celkem 21 % -6 000,00 -1 260,00 -7 260,00');
    expect(text).toContain('Celkem opravy -7 260,00 Kč');
    expect(text).not.toContain('QR Platba');

    // Its ISDOC: type 2, the invoice it corrects, valid against the official schema; positive amounts (ISDOC's way).
    const isdoc = await admin.get(`/api/admin/invoices/${note.id}/isdoc`);
    expect(isdoc.status, isdoc.text).toBe(200);
    expect(await isdocSchemaErrors(isdoc.text)).toEqual([]);
    const parsed = new XMLParser({ ignoreAttributes: true, parseTagValue: false }).parse(isdoc.text).Invoice;
    expect(parsed.DocumentType).toBe('2');
    expect(parsed.OriginalDocumentReferences.OriginalDocumentReference).toMatchObject({ ID: invoice.number });
    expect(parsed.LegalMonetaryTotal).toMatchObject({ TaxExclusiveAmount: '6000.00', TaxInclusiveAmount: '7260.00' });
    expect(parsed.InvoiceLines.InvoiceLine).toMatchObject({ InvoicedQuantity: '4', LineExtensionAmount: '6000.00' });

    // Its CSV row: the corrected invoice, base, VAT and total negative.
    const csv = await admin.get(`/api/admin/invoices/export?clientId=${clientId}&lang=cs&sort=number&dir=asc`);
    const cells = csv.text.split(/\r?\n/).find((l) => l.startsWith(`${note.number};`))!.split(';');
    expect(cells[7]).toBe(invoice.number);
    expect(cells.slice(14, 17)).toEqual(['-6000', '-1260', '-7260']);
  });

  it('a second partial credit note (half of the second line: −12 100), then a third over the rest is refused (400 naming the field)', async () => {
    const note = await credit(invoice.id, { reason: 'Sleva za návrh', lines: [{ lineId: design, quantity: 0.5 }] });
    // 0,5 × 20 000 = 10 000; VAT 2 100; total 12 100. Asks 35 090 − 12 100 = 22 990.
    expect(note.totals).toMatchObject({ baseMinor: -10_000_00, vatMinor: -2_100_00, payableMinor: -12_100_00 });
    expect(await read(invoice.id)).toMatchObject({ paymentState: 'unpaid', outstandingMinor: 22_990_00 });
    const left = await creditable(invoice.id);
    expect(left.lines.map((l) => [l.leftQuantityThousandths, l.leftBaseMinor])).toEqual([
      [6000, 9_000_00],
      [500, 10_000_00],
    ]);
    expect(left.creditNotes.map((n) => n.totalMinor)).toEqual([-7_260_00, -12_100_00]);

    // 7 h of the 6 h left: refused, nothing issued.
    const refused = await admin.post(`/api/admin/invoices/${invoice.id}/credit-note`, { reason: 'Znovu', lines: [{ lineId: hours, quantity: 7 }] });
    expectFieldError(refused, 'lines.0.quantity', 'More than is left uncredited of this line');
    expect(refused.body).toMatchObject({ code: 'quantityTooLarge', params: { leftThousandths: 6000 } });
    expect((await read(invoice.id)).creditNoteIds).toHaveLength(2);
  });

  it('an amount per rate (1 000 Kč at 21 %: −1 210), then the whole rest (−21 780): credited, nothing left (409)', async () => {
    const amount = await credit(invoice.id, { reason: 'Dodatečná sleva', amounts: [{ vatRateCode: 'basic', baseMinor: 1_000_00 }] });
    expect(amount.lines.map((l) => [l.description, l.quantityThousandths, l.baseMinor])).toEqual([['Snížení ceny (DPH 21 %)', 1000, -1_000_00]]);
    expect(amount.totals).toMatchObject({ baseMinor: -1_000_00, vatMinor: -210_00, payableMinor: -1_210_00 });
    expect(await read(invoice.id)).toMatchObject({ outstandingMinor: 21_780_00 });
    expectFieldError(await admin.post(`/api/admin/invoices/${invoice.id}/credit-note`, { reason: 'x', amounts: [{ vatRateCode: 'basic', baseMinor: 18_000_01 }] }), 'amounts.0.baseMinor', 'More than is left uncredited at this VAT rate');

    // The rest at 21 %: base 35 000 − 6 000 − 10 000 − 1 000 = 18 000, VAT 7 350 − 1 260 − 2 100 − 210 = 3 780.
    const rest = await credit(invoice.id, { reason: 'Storno zbytku' });
    expect(rest.totals).toMatchObject({ baseMinor: -18_000_00, vatMinor: -3_780_00, payableMinor: -21_780_00 });
    // 7 260 + 12 100 + 1 210 + 21 780 = 42 350: the whole invoice.
    expect(await read(invoice.id)).toMatchObject({ paymentState: 'credited', outstandingMinor: 0 });
    expect((await creditable(invoice.id)).leftMinor).toBe(0);
    const nothing = await admin.post(`/api/admin/invoices/${invoice.id}/credit-note`, { reason: 'Ještě' });
    expect(nothing.status).toBe(409);
    expect(nothing.body).toMatchObject({ message: 'Nothing is left to credit on this invoice', code: 'nothingLeft' });
  });
});

describe('refusals', () => {
  let invoice: AdminInvoice;
  beforeAll(async () => {
    invoice = await issuedInvoice(admin, clientId, twoLines());
  });

  it('400 naming the field: empty, no quantity, an unknown or doubled line, an unknown rate, both kinds, no reason', async () => {
    const post = (body: unknown) => admin.post(`/api/admin/invoices/${invoice.id}/credit-note`, body);
    const [first] = invoice.lines;
    expect((await post({ reason: 'x', lines: [] })).body.field).toBe('lines');
    expect((await post({ reason: 'x', lines: [{ lineId: first!.id, quantity: 0 }] })).body.field).toBe('lines.0.quantity');
    expect((await post({ reason: 'x', lines: [{ lineId: first!.id, quantity: 1.0005 }] })).body.field).toBe('lines.0.quantity');
    expect((await post({ reason: 'x', lines: [{ lineId: first!.id }] })).body.field).toBe('lines.0.quantity');
    expect((await post({ reason: 'x', lines: [{ lineId: 'one', quantity: 1 }] })).body.field).toBe('lines.0.lineId');
    expect(await post({ reason: 'x', lines: [{ lineId: 999_999, quantity: 1 }] })).toMatchObject({ status: 400, body: { field: 'lines.0.lineId', code: 'unknownLine' } });
    expect(
      await post({
        reason: 'x',
        lines: [
          { lineId: first!.id, quantity: 1 },
          { lineId: first!.id, quantity: 1 },
        ],
      }),
    ).toMatchObject({ status: 400, body: { field: 'lines.1.lineId', code: 'duplicateLine' } });
    expect(await post({ reason: 'x', amounts: [{ vatRateCode: 'reduced', baseMinor: 100 }] })).toMatchObject({ status: 400, body: { field: 'amounts.0.vatRateCode', code: 'unknownRate' } });
    expect((await post({ reason: 'x', amounts: [{ vatRateCode: 'nine', baseMinor: 100 }] })).body.field).toBe('amounts.0.vatRateCode');
    expect((await post({ reason: 'x', amounts: [{ vatRateCode: 'basic', baseMinor: -5 }] })).body.field).toBe('amounts.0.baseMinor');
    expect((await post({ reason: 'x', lines: [{ lineId: first!.id, quantity: 1 }], amounts: [{ vatRateCode: 'basic', baseMinor: 1 }] })).body.field).toBe('amounts');
    expectFieldError(await post({ lines: [{ lineId: first!.id, quantity: 1 }] }), 'reason', 'Please give the reason for the correction');
    // A line of another invoice is not this invoice's.
    const other = await issuedInvoice(admin, clientId, twoLines());
    expect((await post({ reason: 'x', lines: [{ lineId: other.lines[0]!.id, quantity: 1 }] })).body).toMatchObject({ field: 'lines.0.lineId', code: 'unknownLine' });
    expect((await read(invoice.id)).creditNoteIds).toEqual([]);
  });

  it('409 for a draft, an advance invoice and a credit note (GET and POST)', async () => {
    const draft = await createDraft(admin, clientId, twoLines());
    const advance = await issuedInvoice(admin, clientId, { ...twoLines(), kind: 'advance_invoice' });
    const note = await credit(invoice.id, { reason: 'x', lines: [{ lineId: invoice.lines[0]!.id, quantity: 1 }] });
    for (const id of [draft.id, advance.id, note.id]) {
      const posted = await admin.post(`/api/admin/invoices/${id}/credit-note`, { reason: 'x' });
      expect(posted.status).toBe(409);
      expect(posted.body.code).toBe('onlyInvoice');
      expect((await admin.get(`/api/admin/invoices/${id}/credit-note`)).status).toBe(409);
    }
  });
});

describe('money and state', () => {
  it('a paid invoice partly credited is overpaid by the credit (money to return)', async () => {
    const invoice = await issuedInvoice(admin, clientId, twoLines());
    expect((await admin.post(`/api/admin/invoices/${invoice.id}/payments`, { amountMinor: 42_350_00, paidOn: today })).status).toBe(201);
    await credit(invoice.id, { reason: 'Méně hodin', lines: [{ lineId: invoice.lines[0]!.id, quantity: 4 }] });
    expect(await read(invoice.id)).toMatchObject({ paymentState: 'overpaid', outstandingMinor: -7_260_00, paidMinor: 42_350_00 });
  });

  it('two partial credit notes at once cannot credit more than the line: one is issued, the other refused', async () => {
    const invoice = await issuedInvoice(admin, clientId, twoLines());
    const body = { reason: 'Souběh', lines: [{ lineId: invoice.lines[0]!.id, quantity: 6 }] };
    const answers = await Promise.all([admin.post(`/api/admin/invoices/${invoice.id}/credit-note`, body), admin.post(`/api/admin/invoices/${invoice.id}/credit-note`, body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
    expect(answers.find((a) => a.status === 400)!.body).toMatchObject({ field: 'lines.0.quantity', code: 'quantityTooLarge', params: { leftThousandths: 4000 } });
    expect(await read(invoice.id)).toMatchObject({ outstandingMinor: 42_350_00 - 10_890_00 });
  });

  it('an EUR invoice’s credit note keeps its rate; its CZK recap is the credited part at that rate', async () => {
    const foreign = await invoiceClient(admin, { name: 'Hans', billingCountry: 'AT', billingPostalCode: '1010', billingCity: 'Wien', dic: null, ico: null, vatPayer: false, email: 'hans@example.at' });
    // 1 000 EUR + 21 % at 25,125 Kč/EUR (typed).
    const invoice = await issuedInvoice(admin, foreign, {
      currency: 'EUR',
      exchangeRateSource: 'manual',
      exchangeRateThousandths: 25_125,
      lines: [{ description: 'Web', quantityThousandths: 1000, unit: 'ks', unitPriceMinor: 1_000_00 }],
    });
    const note = await credit(invoice.id, { reason: 'Sleva', amounts: [{ vatRateCode: 'basic', baseMinor: 100_00 }] });
    expect(note).toMatchObject({ currency: 'EUR', exchangeRateThousandths: 25_125 });
    // 100 EUR × 25,125 = 2 512,50 Kč; VAT 21 EUR × 25,125 = 527,625 → 527,63 Kč.
    expect(note.vatRecapCzk).toEqual([{ vatRateCode: 'basic', vatPercent: 21, baseMinor: -2_512_50, vatMinor: -527_63, totalMinor: -3_040_13 }]);
  });
});

describe('time and costs of a credited line', () => {
  it('a line credited whole releases its time; a part of a line keeps it; the rest releases the rest', async () => {
    const project = (await admin.post('/api/admin/projects', { clientId, name: 'E-shop', description: 'E-shop', status: 'active', hourlyRateCzk: 1_000_00 })).body.id as number;
    const activities = (await admin.get('/api/admin/settings/time-activities')).body as { id: number; names: { en: string } }[];
    const named = (en: string) => activities.find((a) => a.names.en === en)!.id;
    const log = async (activityId: number, date: string, minutes: number) => {
      const res = await admin.post('/api/admin/time/entries', { projectId: project, activityId, date, minutes, note: '' });
      expect(res.status, res.text).toBe(201);
      return res.body.id as number;
    };
    // Design 60 + 60 min = 2 h; Development 180 min = 3 h — at 1 000 Kč/h.
    const designEntries = [await log(named('Design'), '2026-10-05', 60), await log(named('Design'), '2026-10-06', 60)];
    const developmentEntry = await log(named('Development'), '2026-10-06', 180);
    const made = await admin.post('/api/admin/invoices/from-time', { projectId: project, from: '2026-10-01', to: '2026-10-31', groupBy: 'activity', entries: 3, minutes: 300 });
    expect(made.status, made.text).toBe(201);
    const issued = await admin.post(`/api/admin/invoices/${made.body.id}/issue`);
    expect(issued.status, issued.text).toBe(200);
    const invoice = issued.body as AdminInvoice;
    const lineOf = (description: string) => invoice.lines.find((l) => l.description === description)!;
    const onInvoice = async () => (await server.db.select({ id: timeEntries.id }).from(timeEntries).where(eq(timeEntries.invoiceId, invoice.id))).map((e) => e.id).sort((a, b) => a - b);

    // 1 h of Vývoj (3 h): the line is not wholly credited, its time stays billed.
    await credit(invoice.id, { reason: 'Hodina navíc', lines: [{ lineId: lineOf('Vývoj').id, quantity: 1 }] });
    expect(await onInvoice()).toEqual([...designEntries, developmentEntry].sort((a, b) => a - b));
    // Design whole: its two entries are billable again; Vývoj's stays.
    await credit(invoice.id, { reason: 'Design zrušen', lines: [{ lineId: lineOf('Design').id, quantity: 2 }] });
    expect(await onInvoice()).toEqual([developmentEntry]);
    const audits = await server.db.select().from(auditLog).where(and(eq(auditLog.entity, 'invoice'), eq(auditLog.entityId, String(invoice.id)), eq(auditLog.action, 'credit')));
    expect(audits.at(-1)!.changes).toMatchObject({ timeEntries: { from: 2, to: 0 } });
    const unbilled = await admin.get(`/api/admin/invoices/unbilled-time?projectId=${project}&from=2026-10-01&to=2026-10-31&groupBy=activity`);
    expect(unbilled.body).toMatchObject({ entries: 2, minutes: 120 });
    // The rest (2 h of Vývoj): everything released.
    await credit(invoice.id, { reason: 'Zbytek' });
    expect(await onInvoice()).toEqual([]);
  });

  it('a rebilled cost’s line credited whole makes the cost pending again; the other lines keep theirs', async () => {
    const client = await invoiceClient(admin, { name: 'Vinařství Mráz', email: 'mraz@vinarstvi.cz', ico: '45274649', dic: 'CZ45274649' });
    const project = (await admin.post('/api/admin/projects', { clientId: client, name: 'Web', description: 'Web', status: 'active', hourlyRateCzk: 1_000_00 })).body.id as number;
    const cost = await admin.post('/api/admin/received-invoices', {
      supplierName: 'Hosting CZ',
      supplierIco: null,
      supplierDic: null,
      number: 'RB-9',
      variableSymbol: '9',
      issuedOn: '2026-10-16',
      taxableSupplyOn: '2026-10-15',
      dueOn: '2026-10-30',
      description: 'Server',
      projectId: project,
      rebillable: true,
      markupBasisPoints: 1000,
      amounts: [{ vatPercent: 21, baseMinor: 4_000_00, vatMinor: 840_00 }],
    });
    expect(cost.status, cost.text).toBe(201);
    // The draft takes the cost as a line of 4 400 Kč (4 000 + 10 %).
    const invoice = await issuedInvoice(admin, client, twoLines());
    const rebill = invoice.lines.find((l) => l.description.startsWith('Přefakturace'))!;
    expect(rebill).toMatchObject({ unitPriceMinor: 4_400_00 });
    const costRow = async () => (await server.db.select({ rebilledInvoiceId: receivedInvoices.rebilledInvoiceId }).from(receivedInvoices).where(eq(receivedInvoices.id, cost.body.id)))[0]!;
    await credit(invoice.id, { reason: 'Hodina', lines: [{ lineId: invoice.lines[0]!.id, quantity: 10 }] });
    expect(await costRow()).toEqual({ rebilledInvoiceId: invoice.id });
    await credit(invoice.id, { reason: 'Hosting nebyl', lines: [{ lineId: rebill.id, quantity: 1 }] });
    expect(await costRow()).toEqual({ rebilledInvoiceId: null });
    const pending = await server.db.select({ id: receivedInvoices.id }).from(receivedInvoices).where(and(eq(receivedInvoices.id, cost.body.id), isNull(receivedInvoices.rebilledInvoiceId)));
    expect(pending).toHaveLength(1);
  });
});
