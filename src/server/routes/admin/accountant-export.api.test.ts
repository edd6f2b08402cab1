/**
 * GET /api/admin/accountant-export (issue 38 point 4; docs/product/accountant.md): a month with every document kind —
 * an invoice, an advance invoice paid (its tax document for the received payment), the final invoice deducting it, a
 * credit note, an EUR and a USD invoice, a received invoice typed and one imported from ISDOC — as one ZIP: its entry
 * list, the stored PDFs, every ISDOC valid against the ISDOC 6.0.2 schema, the CSV rows, the POHODA pack valid against
 * ../shared/pohoda/v2 (the envelope and each inv:invoice); re-exported byte for byte; audited; admins only; 400s.
 * PGlite and PostgreSQL.
 */
import { and, desc, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, officeDay } from '@/shared/dates';
import { ACCOUNTANT_EXPORT_MESSAGES, monthPeriod } from '@/shared/schemas/accountant-export';
import type { AdminInvoice } from '@/shared/schemas/invoice';
import { createUser } from '@/server/data/accounts/users';
import { auditLog } from '@/server/db/schema';
import { invoiceIsdoc } from '@/server/documents/isdoc/invoice-isdoc';
import { isdocUuid } from '@/server/documents/isdoc/isdoc-uuid';
import { completeBilling, createDraft, invoiceClient, issueDraft, issuedInvoice } from '@/server/test/invoice-fixtures';
import { isdocSchemaErrors } from '@/server/test/isdoc-schema';
import { cookieHeader } from '@/server/test/media-upload';
import { pohodaErrors, pohodaInvoicesOf } from '@/server/test/pohoda-schema';
import { sampleInvoiceSnapshot } from '@/server/test/sample-invoice-snapshot';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';
import { expectFieldError } from './api-test-helpers';

let server: TestServer;
let admin: TestClient;
let editor: TestClient;
const today = officeDay();
const period = monthPeriod(today.slice(0, 7));
const API = '/api/admin/accountant-export';
const url = (from: string, to: string, extra = '') => `${API}?from=${from}&to=${to}${extra}`;

interface Download {
  status: number;
  headers: Headers;
  bytes: Uint8Array;
  files: Record<string, Uint8Array>;
}

async function download(path: string, who: TestClient = admin): Promise<Download> {
  const res = await fetch(server.url + path, { headers: { cookie: cookieHeader(who) }, redirect: 'manual' });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes, files: res.status === 200 ? unzipSync(bytes) : {} };
}

async function upload(bytes: Uint8Array, name: string): Promise<{ status: number; body: { id: number; number: string } }> {
  const boundary = `----isdoc${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await fetch(`${server.url}/api/admin/received-invoices/import`, {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: cookieHeader(admin) },
    body: payload,
  });
  return { status: res.status, body: await res.json() };
}

const issuedDocuments: AdminInvoice[] = [];
let typedReceived: { id: number; number: string };
let importedReceived: { id: number; number: string };

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedInClient();
  await createUser(server.db, { username: 'editor-acct', password: 'correct-horse', email: 'eacct@example.cz', name: 'Editor', role: 'editor' });
  editor = server.client();
  expect((await editor.post('/api/login', { username: 'editor-acct', password: 'correct-horse' })).status).toBe(200);
  await completeBilling(admin);
  const clientId = await invoiceClient(admin);
  const american = await invoiceClient(admin, { name: 'Joe Smith', billingName: 'Smith Design LLC', billingCountry: 'US', billingCity: 'Austin', billingPostalCode: '78701', ico: null, dic: null, vatPayer: true, email: 'joe@example.com' });

  // An invoice (10 000 Kč + 21 %, 2 × 500 Kč + 12 %), and a credit note of it.
  const invoice = await issuedInvoice(admin, clientId);
  const credit = await admin.post(`/api/admin/invoices/${invoice.id}/credit-note`, { reason: 'Zakázka zrušena' });
  expect(credit.status, credit.text).toBe(201);
  // The worked example: an order of 121 000 Kč, a 50 % advance paid by hand → its tax document, the final invoice deducting it.
  const advance = await issuedInvoice(admin, clientId, { kind: 'advance_invoice', lines: [{ description: 'Záloha 50 % na web', quantityThousandths: 1000, unit: 'ks', unitPriceMinor: 50_000_00 }] });
  const paid = await admin.post(`/api/admin/invoices/${advance.id}/payments`, { amountMinor: 60_500_00, paidOn: today, method: 'other' });
  expect(paid.status, paid.text).toBe(201);
  await issueDraft(admin, (await createDraft(admin, clientId, { settlesAdvanceId: advance.id, lines: [{ description: 'Web', quantityThousandths: 1000, unit: 'ks', unitPriceMinor: 100_000_00 }] })).id);
  // EUR with Czech VAT, and USD outside the EU, each at a typed rate.
  await issuedInvoice(admin, clientId, { currency: 'EUR', exchangeRateSource: 'manual', exchangeRateThousandths: 24_335 });
  await issuedInvoice(admin, american, { currency: 'USD', exchangeRateSource: 'manual', exchangeRateThousandths: 20_950, lines: [{ description: 'Website', quantityThousandths: 1000, unit: 'pc', unitPriceMinor: 2_000_00 }] });

  // Received: one typed, one imported from its ISDOC file (its DUZP in the month).
  const typed = await admin.post('/api/admin/received-invoices', {
    supplierName: 'Tiskárna Novák s.r.o.', supplierIco: '25596641', supplierDic: 'CZ25596641', number: 'FV-2026-118', variableSymbol: '2026118',
    issuedOn: period.from, taxableSupplyOn: period.from, dueOn: period.to, description: 'Letáky A5', amounts: [{ vatPercent: 21, baseMinor: 10_000_00, vatMinor: 2_100_00 }],
  });
  expect(typed.status, typed.text).toBe(201);
  typedReceived = typed.body;
  const supplierSnapshot = sampleInvoiceSnapshot({ number: 'DOD/2026/77', issuedOn: today, taxableSupplyOn: today, dueOn: addDays(today, 14), variableSymbol: '202677' });
  const imported = await upload(Buffer.from(invoiceIsdoc(supplierSnapshot, { uuid: isdocUuid('DOD/2026/77') })), 'DOD-2026-77.isdoc');
  expect(imported.status).toBe(201);
  importedReceived = imported.body;

  const list = await admin.get(`/api/admin/invoices?issuedFrom=${period.from}&issuedTo=${period.to}&limit=100`);
  expect(list.status, list.text).toBe(200);
  issuedDocuments.push(...(list.body as AdminInvoice[]).filter((i) => i.status === 'issued'));
}, 120_000);
afterAll(() => server.close());

describe('access and input', () => {
  it('401 anonymous, 403 editors', async () => {
    expect((await server.client().get(url(period.from, period.to))).status).toBe(401);
    expect((await editor.get(url(period.from, period.to))).status).toBe(403);
  });

  it('400 naming the field: a day missing or not a date, the end before the start, a period over a year', async () => {
    expectFieldError(await admin.get(`${API}?to=${period.to}`), 'from', ACCOUNTANT_EXPORT_MESSAGES.dateInvalid);
    expectFieldError(await admin.get(`${API}?from=${period.from}`), 'to', ACCOUNTANT_EXPORT_MESSAGES.dateInvalid);
    expectFieldError(await admin.get(url('2026-13-01', period.to)), 'from', ACCOUNTANT_EXPORT_MESSAGES.dateInvalid);
    expectFieldError(await admin.get(url('2026-02-30', '2026-03-01')), 'from', ACCOUNTANT_EXPORT_MESSAGES.dateInvalid);
    expectFieldError(await admin.get(url('2026-11-30', '2026-11-01')), 'to', ACCOUNTANT_EXPORT_MESSAGES.toBeforeFrom);
    expectFieldError(await admin.get(url('2025-01-01', '2026-01-02')), 'to', ACCOUNTANT_EXPORT_MESSAGES.periodTooLong);
    // A leap year's whole year is one period.
    expect((await admin.get(url('2028-01-01', '2028-12-31'))).status).toBe(200);
  });
});

describe('the month’s ZIP', () => {
  let first: Download;

  it('holds each issued document’s PDF and ISDOC, the imported ISDOC, both CSVs, the POHODA pack and a README', async () => {
    const kinds = new Set(issuedDocuments.map((d) => d.kind));
    expect([...kinds].sort()).toEqual(['advance_invoice', 'advance_tax_document', 'credit_note', 'invoice']);
    expect(new Set(issuedDocuments.map((d) => d.currency))).toEqual(new Set(['CZK', 'EUR', 'USD']));
    first = await download(url(period.from, period.to));
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/zip');
    expect(first.headers.get('content-disposition')).toBe(`attachment; filename="ucetni-export-${period.from}_${period.to}.zip"`);
    expect(first.headers.get('cache-control')).toContain('no-store');
    const safe = (n: string) => n.replace(/[^A-Za-z0-9._-]/g, '-');
    const expected = [
      ...issuedDocuments.flatMap((d) => [`vydane/${safe(d.number!)}.pdf`, `vydane/${safe(d.number!)}.isdoc`]),
      `prijate/${safe(importedReceived.number)}-${importedReceived.id}.isdoc`,
      'vydane.csv',
      'prijate.csv',
      'pohoda.xml',
      'README.txt',
    ].sort();
    expect(Object.keys(first.files)).toEqual(expected);
  });

  it('the PDFs are the stored ones; every ISDOC, issued or received, is valid', async () => {
    for (const document of issuedDocuments) {
      const name = `vydane/${document.number!.replace(/[^A-Za-z0-9._-]/g, '-')}`;
      const stored = await fetch(`${server.url}/api/admin/invoices/${document.id}/pdf`, { headers: { cookie: cookieHeader(admin) } });
      expect(Buffer.from(first.files[`${name}.pdf`]!).equals(Buffer.from(await stored.arrayBuffer())), document.number!).toBe(true);
    }
    const isdocs = Object.entries(first.files).filter(([name]) => name.endsWith('.isdoc'));
    expect(isdocs).toHaveLength(issuedDocuments.length + 1);
    for (const [name, bytes] of isdocs) expect(await isdocSchemaErrors(strFromU8(bytes)), name).toEqual([]);
  });

  it('the POHODA pack: one item per document, each kind’s type, valid against the envelope and the invoice schema', async () => {
    const pack = strFromU8(first.files['pohoda.xml']!);
    expect(pack).toContain(`id="ucetni-${period.from}-${period.to}"`);
    expect(pack).toContain('ico="27082440"');
    expect(pohodaInvoicesOf(pack)).toHaveLength(issuedDocuments.length + 2);
    for (const type of ['issuedInvoice', 'issuedAdvanceInvoice', 'issuedCorrectiveTax', 'issuedCreditNotice', 'receivedInvoice']) {
      expect(pack, type).toContain(`<inv:invoiceType>${type}</inv:invoiceType>`);
    }
    for (const document of issuedDocuments) expect(pack).toContain(`<typ:numberRequested>${document.number}</typ:numberRequested>`);
    // The tax document of the 60 500 Kč received: 50 000 + 10 500 at 21 %.
    expect(pack).toContain('<typ:priceHighVAT>10500.00</typ:priceHighVAT>');
    expect(pack).toContain('<typ:ids>USD</typ:ids>');
    expect(pack).toContain('<typ:rate>20.95</typ:rate>');
    expect(await pohodaErrors(pack)).toEqual([]);
  });

  it('the CSVs: a row per issued document (the invoices export’s columns, in Czech) and per received invoice', async () => {
    const issued = strFromU8(first.files['vydane.csv']!).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(issued[0]).toMatch(/^Číslo dokladu;Druh;Stav úhrady;Datum vystavení;DUZP;/);
    expect(issued).toHaveLength(issuedDocuments.length + 1);
    for (const document of issuedDocuments) expect(issued.some((row) => row.startsWith(`${document.number};`)), document.number!).toBe(true);
    const received = strFromU8(first.files['prijate.csv']!).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(received).toHaveLength(3);
    expect(received.find((row) => row.includes(typedReceived.number))).toContain('Tiskárna Novák s.r.o.;25596641;CZ25596641;FV-2026-118;2026118;');
    expect(received.find((row) => row.includes(typedReceived.number))).toContain(';10000;2100;12100;10000;2100;');
    expect(received.find((row) => row.includes('DOD/2026/77'))).toContain(`prijate/DOD-2026-77-${importedReceived.id}.isdoc`);
    const english = await download(url(period.from, period.to, '&lang=en'));
    expect(strFromU8(english.files['vydane.csv']!).replace(/^\uFEFF/, '')).toMatch(/^Document number,Kind,/);
    expect(strFromU8(english.files['README.txt']!)).toMatch(/^Documents for the accountant/);
  });

  it('exported again: the same bytes', async () => {
    const again = await download(url(period.from, period.to));
    expect(Buffer.from(again.bytes).equals(Buffer.from(first.bytes))).toBe(true);
  });

  it('is audited: an export entry with the period and the counts', async () => {
    const [entry] = await server.db
      .select({ changes: auditLog.changes, actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'export'), eq(auditLog.entity, 'invoice')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.changes).toEqual({
      filters: { from: null, to: { export: 'accountant', from: period.from, to: period.to, issued: issuedDocuments.length, received: 2 } },
    });
    expect(entry?.actorId).not.toBeNull();
  });

  it('a period without documents: the CSVs’ headers and the README, no POHODA pack (it needs a document)', async () => {
    const empty = await download(url('2020-01-01', '2020-01-31'));
    expect(empty.status).toBe(200);
    expect(Object.keys(empty.files)).toEqual(['README.txt', 'prijate.csv', 'vydane.csv']);
    expect(strFromU8(empty.files['README.txt']!)).toContain('pohoda.xml    chybí');
  });
});
