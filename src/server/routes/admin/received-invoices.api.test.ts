/**
 * Costs from suppliers (issue 36 point 5, docs/product/time-and-profit.md#costs-from-suppliers) through the HTTP stack,
 * on both databases: received invoices typed by hand (every field rule a 400 naming the field, the duplicate a 409),
 * listed, changed, deleted and audited; imported from ISDOC files the product's own export writes (and copies broken
 * by hand: nothing stored); admins only; and rebilled — the lines on the client's next CZK draft with the markup worked
 * out by hand, released by deleting the draft or crediting the invoice, left pending by an EUR draft.
 */
import { and, count, eq } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECEIVED_INVOICE_MESSAGES as M, MAX_ISDOC_BYTES } from '@/shared/schemas/received-invoice';
import type { AdminInvoice } from '@/shared/schemas/invoice';
import { TIME_MESSAGES } from '@/shared/schemas/messages';
import { createUser } from '@/server/data/accounts/users';
import { CLIENT_HAS_COSTS } from '@/server/data/clients';
import { PROJECT_HAS_COSTS } from '@/server/data/projects';
import { auditLog, receivedInvoiceAmounts, receivedInvoices } from '@/server/db/schema';
import { invoiceIsdoc } from '@/server/documents/isdoc/invoice-isdoc';
import { isdocUuid } from '@/server/documents/isdoc/isdoc-uuid';
import { completeBilling, createDraft, invoiceClient, issueDraft } from '@/server/test/invoice-fixtures';
import { cookieHeader } from '@/server/test/media-upload';
import { sampleInvoiceSnapshot, type SampleInvoiceInput } from '@/server/test/sample-invoice-snapshot';
import { startTestServer, type TestClient, type TestResponse, type TestServer } from '@/server/test/test-server';
import { expectFieldError } from './api-test-helpers';

const API = '/api/admin/received-invoices';

let server: TestServer;
let admin: TestClient;
let editor: TestClient;
let clientId: number;
let projectId: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedInClient('costs-admin', 'correct-horse');
  await createUser(server.db, { username: 'costs-editor', password: 'correct-horse', email: 'ed@agentura.cz', name: 'Ema Editorová', role: 'editor' });
  editor = server.client();
  expect((await editor.post('/api/login', { username: 'costs-editor', password: 'correct-horse' })).status).toBe(200);
  // A VAT-paying agency: the VAT of what it buys is claimed back.
  await completeBilling(admin);
  clientId = await invoiceClient(admin);
  projectId = (await admin.post('/api/admin/projects', { clientId, name: 'Kampaň', description: 'Tisková kampaň', status: 'active' })).body.id;
}, 60_000);
afterAll(() => server.close());

/** 10 000,00 Kč + 21 % (2 100,00 Kč), DUZP 15 November 2026. */
const body = (over: Record<string, unknown> = {}) => ({
  supplierName: 'Tiskárna Novák s.r.o.',
  supplierIco: '25596641',
  supplierDic: 'CZ25596641',
  number: 'FV-2026-118',
  variableSymbol: '2026118',
  issuedOn: '2026-11-16',
  taxableSupplyOn: '2026-11-15',
  dueOn: '2026-11-30',
  description: 'Letáky A5',
  amounts: [{ vatPercent: 21, baseMinor: 10_000_00, vatMinor: 2_100_00 }],
  ...over,
});

const rowCount = async () => (await server.db.select({ n: count() }).from(receivedInvoices))[0]!.n;

async function create(over: Record<string, unknown> = {}): Promise<TestResponse> {
  const res = await admin.post(API, body(over));
  expect(res.status, res.text).toBe(201);
  return res;
}

const auditOf = (id: number) =>
  server.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'received_invoice'), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);

/** Uploads a file as the browser's FormData would: the file in `file`, the text fields beside it. */
async function upload(bytes: Uint8Array, name: string, fields: Record<string, string> = {}, who: TestClient = admin): Promise<TestResponse> {
  const boundary = `----isdoc${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(([field, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`));
  const payload = Buffer.concat([
    ...parts,
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const headers: Record<string, string> = { 'content-type': `multipart/form-data; boundary=${boundary}` };
  if (who.cookies.size) headers.cookie = cookieHeader(who);
  const res = await fetch(`${server.url}${API}/import`, { method: 'POST', headers, body: payload });
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: res.status, headers: res.headers, text, body: parsed };
}

/**
 * An invoice as the product's own ISDOC export writes it (an issued invoice of the agency is exactly what a supplier
 * sends): from Digitální agentura s.r.o. (IČO 27082440), 12 000,00 Kč at 21 % and 2 × 1 250,00 Kč at 12 %.
 */
function isdocOf(over: SampleInvoiceInput = {}): string {
  const snapshot = sampleInvoiceSnapshot({
    number: '2026-0042',
    issuedOn: '2026-11-20',
    taxableSupplyOn: '2026-11-18',
    dueOn: '2026-12-04',
    variableSymbol: '20260042',
    lines: [
      { description: 'Grafika', unit: 'ks', quantityThousandths: 1000, unitPriceMinor: 12_000_00 },
      { description: 'Tisk', unit: 'ks', quantityThousandths: 2000, unitPriceMinor: 1_250_00, vatRateCode: 'reduced' },
    ],
    ...over,
  });
  return invoiceIsdoc(snapshot, { uuid: isdocUuid(`${snapshot.number}-${snapshot.currency}`) });
}

describe('received invoices typed by hand', () => {
  let id: number;

  it('creates one: 201 with its fields, totals and what it costs (the VAT claimed back)', async () => {
    const res = await create({ projectId });
    id = res.body.id;
    expect(res.body).toMatchObject({
      supplierName: 'Tiskárna Novák s.r.o.',
      supplierIco: '25596641',
      supplierDic: 'CZ25596641',
      number: 'FV-2026-118',
      variableSymbol: '2026118',
      issuedOn: '2026-11-16',
      taxableSupplyOn: '2026-11-15',
      dueOn: '2026-11-30',
      currency: 'CZK',
      exchangeRateThousandths: null,
      projectId,
      projectName: 'Kampaň',
      clientId,
      clientName: 'Jiří Čermák',
      description: 'Letáky A5',
      vatReclaimable: true,
      rebillable: false,
      markupBasisPoints: 0,
      rebilledInvoiceId: null,
      rebilledInvoiceNumber: null,
      fromIsdoc: false,
      amounts: [{ vatPercent: 21, baseMinor: 10_000_00, vatMinor: 2_100_00 }],
      baseMinor: 10_000_00,
      vatMinor: 2_100_00,
      totalMinor: 12_100_00,
      costCzk: 10_000_00,
    });
    expect(res.body).not.toHaveProperty('isdocXml');
    expect(res.body).not.toHaveProperty('createdBy');
    expect((await admin.get(`${API}/${id}`)).body).toEqual(res.body);
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ action: 'create', entityLabel: 'FV-2026-118' });
    expect(entry!.changes).toMatchObject({ supplierName: { from: null, to: 'Tiskárna Novák s.r.o.' }, amounts: { from: null, to: [{ vatPercent: 21, baseMinor: 10_000_00, vatMinor: 2_100_00 }] } });
  });

  it('EUR at its rate: the cost in Kč (EUR 1 000,00 + 21 % at 25,125 → 25 125,00 Kč)', async () => {
    const res = await create({
      number: 'EU-1',
      supplierName: 'Stock Photos GmbH',
      supplierIco: null,
      supplierDic: 'DE123456789',
      currency: 'EUR',
      exchangeRateThousandths: 25_125,
      amounts: [{ vatPercent: 21, baseMinor: 1_000_00, vatMinor: 210_00 }],
    });
    expect(res.body).toMatchObject({ currency: 'EUR', exchangeRateThousandths: 25_125, totalMinor: 1_210_00, costCzk: 25_125_00 });
  });

  it('a cost recorded while the agency is not a VAT payer includes the VAT, and keeps it so when changed', async () => {
    await completeBilling(admin, { vatPayer: false, dic: '' });
    const res = await create({ number: 'NP-1' });
    await completeBilling(admin);
    expect(res.body).toMatchObject({ vatReclaimable: false, costCzk: 12_100_00 });
    const changed = await admin.put(`${API}/${res.body.id}`, body({ number: 'NP-1', description: 'Letáky A4' }));
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({ vatReclaimable: false, description: 'Letáky A4', costCzk: 12_100_00 });
  });

  it('refuses every bad field with 400 naming it, storing nothing', async () => {
    const before = await rowCount();
    expectFieldError(await admin.post(API, body({ supplierName: '' })), 'supplierName', M.supplierRequired);
    expectFieldError(await admin.post(API, body({ number: ' ' })), 'number', M.numberRequired);
    expectFieldError(await admin.post(API, body({ taxableSupplyOn: '2026-02-30' })), 'taxableSupplyOn', M.dateInvalid);
    // 15 % was a rate until 2023; on a 2026 taxable supply it is none.
    expectFieldError(await admin.post(API, body({ amounts: [{ vatPercent: 15, baseMinor: 1_000_00, vatMinor: 150_00 }] })), 'amounts.0.vatPercent', M.vatPercentInvalid);
    // 21 % of 10 000,00 is 2 100,00: 1 Kč off is the supplier's rounding, 2 000,00 is no VAT of it.
    expectFieldError(await admin.post(API, body({ amounts: [{ vatPercent: 21, baseMinor: 10_000_00, vatMinor: 2_000_00 }] })), 'amounts.0.vatMinor', M.vatMismatch);
    expectFieldError(await admin.post(API, body({ currency: 'EUR' })), 'exchangeRateThousandths', M.exchangeRateRequired);
    expectFieldError(await admin.post(API, body({ projectId: 987_654 })), 'projectId', M.projectNotFound);
    expectFieldError(await admin.post(API, body({ rebillable: true })), 'projectId', M.rebillNeedsProject);
    expectFieldError(await admin.post(API, body({ markupBasisPoints: 100_001 })), 'markupBasisPoints', M.markupInvalid);
    expectFieldError(await admin.post(API, body({ supplierIco: '12345678' })), 'supplierIco', 'IČO must be 8 digits with a valid check digit');
    expect((await admin.post(API, '{"broken')).status).toBe(400);
    expect(await rowCount()).toBe(before);
  });

  it('the same supplier’s number twice is a 409 on `number` (the supplier by IČO, else by name in any case)', async () => {
    const before = await rowCount();
    expectFieldError(await admin.post(API, body({ supplierName: 'Tiskárna Novák, a.s.' })), 'number', M.duplicate, 409);
    await create({ supplierIco: null, supplierDic: null, supplierName: 'Kuryr Brno', number: 'K-7' });
    expectFieldError(await admin.post(API, body({ supplierIco: null, supplierDic: null, supplierName: 'KURYR BRNO', number: 'K-7' })), 'number', M.duplicate, 409);
    // Another supplier may use the same number.
    await create({ supplierIco: '27082440', supplierDic: null, supplierName: 'Jiný dodavatel', number: 'K-7' });
    expect(await rowCount()).toBe(before + 2);
  });

  it('updates one, audited; 404 for an unknown id; 400 for a bad one', async () => {
    const res = await admin.put(`${API}/${id}`, body({ projectId, description: 'Letáky A5, 2 000 ks', amounts: [{ vatPercent: 21, baseMinor: 12_000_00, vatMinor: 2_520_00 }] }));
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ description: 'Letáky A5, 2 000 ks', totalMinor: 14_520_00, costCzk: 12_000_00 });
    const entries = await auditOf(id);
    expect(entries.at(-1)).toMatchObject({ action: 'update' });
    expect(entries.at(-1)!.changes).toEqual({
      description: { from: 'Letáky A5', to: 'Letáky A5, 2 000 ks' },
      amounts: { from: [{ vatPercent: 21, baseMinor: 10_000_00, vatMinor: 2_100_00 }], to: [{ vatPercent: 21, baseMinor: 12_000_00, vatMinor: 2_520_00 }] },
    });
    expect((await admin.put(`${API}/987654`, body())).status).toBe(404);
    expect((await admin.get(`${API}/987654`)).body.message).toBe(M.notFound);
    expectFieldError(await admin.get(`${API}/abc`), 'id', 'Must be a positive whole number');
  });

  it('deletes one (its amounts with it), audited', async () => {
    const made = await create({ number: 'DEL-1', amounts: [{ vatPercent: 12, baseMinor: 100_00, vatMinor: 12_00 }, { vatPercent: 0, baseMinor: 50_00, vatMinor: 0 }] });
    expect((await admin.delete(`${API}/${made.body.id}`)).status).toBe(204);
    expect((await admin.get(`${API}/${made.body.id}`)).status).toBe(404);
    expect((await admin.delete(`${API}/${made.body.id}`)).status).toBe(404);
    expect(await server.db.select().from(receivedInvoiceAmounts).where(eq(receivedInvoiceAmounts.receivedInvoiceId, made.body.id))).toEqual([]);
    expect((await auditOf(made.body.id)).map((e) => e.action)).toEqual(['create', 'delete']);
  });

  it('keeps the project and client it is recorded on: deleting them is a 409, not a lost cost', async () => {
    const otherClient = await invoiceClient(admin, { name: 'Kavárna U Lípy', email: 'kavarna@example.cz' });
    const project = await admin.post('/api/admin/projects', { clientId: otherClient, name: 'Menu', description: 'Tisk', status: 'active' });
    const made = await create({ number: 'KEEP-1', projectId: project.body.id });
    const projectRes = await admin.delete(`/api/admin/projects/${project.body.id}`);
    expect([projectRes.status, projectRes.body.message]).toEqual([409, PROJECT_HAS_COSTS]);
    const clientRes = await admin.delete(`/api/admin/clients/${otherClient}`);
    expect([clientRes.status, clientRes.body.message]).toEqual([409, CLIENT_HAS_COSTS]);
    // Without the cost they go.
    expect((await admin.delete(`${API}/${made.body.id}`)).status).toBe(204);
    expect((await admin.delete(`/api/admin/clients/${otherClient}`)).status).toBe(204);
  });
});

describe('the list', () => {
  let listProject: number;
  beforeAll(async () => {
    listProject = (await admin.post('/api/admin/projects', { clientId, name: 'Katalog', description: 'Katalog', status: 'active' })).body.id;
    for (const [supplierName, number, day, ico, base] of [
      ['Papírnictví Dvořák', 'P-1', '2026-10-05', '45274649', 1_000_00],
      ['Papírnictví Dvořák', 'P-2', '2026-10-20', '45274649', 5_000_00],
      ['Fotograf Marek', 'F-1', '2026-11-02', null, 2_000_00],
    ] as const) {
      const amounts = [{ vatPercent: 21, baseMinor: base, vatMinor: (base * 21) / 100 }];
      await create({ supplierName, supplierIco: ico, supplierDic: null, number, issuedOn: day, taxableSupplyOn: day, dueOn: null, projectId: listProject, amounts });
    }
  });

  const page = async (query: string) => {
    const res = await admin.get(`${API}?${query}`);
    expect(res.status, res.text).toBe(200);
    return { numbers: (res.body as { number: string }[]).map((r) => r.number), total: Number(res.headers.get('x-total-count')) };
  };

  it('searches the supplier’s name and IČO and the number, filters by project and period, pages and sorts', async () => {
    expect(await page('q=papírnictví&sort=number')).toEqual({ numbers: ['P-1', 'P-2'], total: 2 });
    expect(await page('q=45274649&sort=number')).toEqual({ numbers: ['P-1', 'P-2'], total: 2 });
    expect(await page('q=f-1')).toEqual({ numbers: ['F-1'], total: 1 });
    // Newest taxable supply first by default.
    expect(await page(`projectId=${listProject}`)).toEqual({ numbers: ['F-1', 'P-2', 'P-1'], total: 3 });
    expect(await page(`projectId=${listProject}&from=2026-10-10&to=2026-10-31`)).toEqual({ numbers: ['P-2'], total: 1 });
    expect(await page(`projectId=${listProject}&limit=2&offset=2`)).toEqual({ numbers: ['P-1'], total: 3 });
    expect(await page(`projectId=${listProject}&sort=supplierName&dir=asc`)).toEqual({ numbers: ['F-1', 'P-1', 'P-2'], total: 3 });
    expect(await page(`projectId=${listProject}&sort=totalMinor&dir=desc&limit=1`)).toEqual({ numbers: ['P-2'], total: 3 });
    expect(await page(`projectId=${listProject}&rebill=pending`)).toEqual({ numbers: [], total: 0 });
  });

  it('refuses bad list queries naming the parameter', async () => {
    expect((await admin.get(`${API}?rebill=maybe`)).body.field).toBe('rebill');
    expect((await admin.get(`${API}?from=2026-13-01`)).body.field).toBe('from');
    expectFieldError(await admin.get(`${API}?from=2026-11-02&to=2026-11-01`), 'to', TIME_MESSAGES.rangeInvalid);
    expect((await admin.get(`${API}?sort=cost`)).body.field).toBe('sort');
    expect((await admin.get(`${API}?projectId=x`)).body.field).toBe('projectId');
  });
});

describe('only admins: editors never see costs', () => {
  const routes: [string, string][] = [
    ['GET', API],
    ['GET', `${API}/1`],
    ['POST', API],
    ['PUT', `${API}/1`],
    ['DELETE', `${API}/1`],
    ['POST', `${API}/import`],
    ['GET', `${API}/1/isdoc`],
  ];

  it.each(routes)('%s %s: editor 403, anonymous 401', async (method, path) => {
    const payload = method === 'GET' || method === 'DELETE' ? undefined : body();
    const asEditor = await editor.request(method, path, payload);
    expect(asEditor.status, asEditor.text).toBe(403);
    const anonymous = await server.client().request(method, path, payload);
    expect(anonymous.status).toBe(401);
  });

  it('an ISDOC upload by an editor is refused before it is read', async () => {
    const res = await upload(Buffer.from(isdocOf({ number: 'ED-1' })), 'faktura.isdoc', {}, editor);
    expect(res.status).toBe(403);
  });
});

describe('ISDOC import', () => {
  it('a valid .isdoc: 201 with what the file says; the stored file is downloaded as the same bytes', async () => {
    const xml = isdocOf();
    const res = await upload(Buffer.from(xml), '2026-0042.isdoc', { projectId: String(projectId) });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      supplierName: 'Digitální agentura s.r.o.',
      supplierIco: '27082440',
      supplierDic: 'CZ27082440',
      number: '2026-0042',
      variableSymbol: '20260042',
      issuedOn: '2026-11-20',
      taxableSupplyOn: '2026-11-18',
      dueOn: '2026-12-04',
      currency: 'CZK',
      exchangeRateThousandths: null,
      projectId,
      rebillable: false,
      fromIsdoc: true,
      // 12 000,00 at 21 % (2 520,00) and 2 500,00 at 12 % (300,00).
      amounts: [
        { vatPercent: 12, baseMinor: 2_500_00, vatMinor: 300_00 },
        { vatPercent: 21, baseMinor: 12_000_00, vatMinor: 2_520_00 },
      ],
      totalMinor: 17_320_00,
      costCzk: 14_500_00,
    });
    const file = await admin.get(`${API}/${res.body.id}/isdoc`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="2026-0042.isdoc"');
    expect(file.text).toBe(xml);
    expect((await auditOf(res.body.id))[0]!.changes).toMatchObject({ fromIsdoc: { from: null, to: true } });
    // The same file again: the supplier's number is recorded already.
    expectFieldError(await upload(Buffer.from(xml), '2026-0042.isdoc'), 'number', M.duplicate, 409);
  });

  it('a typed invoice has no file: 404', async () => {
    const typed = await create({ number: 'NO-FILE' });
    expect((await admin.get(`${API}/${typed.body.id}/isdoc`)).body.message).toBe(M.noIsdoc);
    expect((await admin.get(`${API}/987654/isdoc`)).status).toBe(404);
  });

  it('an .isdocx (a ZIP with the .isdoc, its manifest and an attachment), rebillable with a markup', async () => {
    const zip = zipSync({
      'manifest.xml': strToU8('<manifest><maindocument filename="2026-0043.isdoc"/></manifest>'),
      '2026-0043.isdoc': strToU8(isdocOf({ number: '2026-0043', variableSymbol: '20260043' })),
      'prilohy/faktura.pdf': strToU8('%PDF-1.4'),
    });
    const res = await upload(zip, '2026-0043.isdocx', { projectId: String(projectId), rebillable: 'true', markupBasisPoints: '1000' });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ number: '2026-0043', rebillable: true, markupBasisPoints: 1000, fromIsdoc: true });
    // Released for the rebilling tests below: this client's drafts would take it.
    expect((await admin.delete(`${API}/${res.body.id}`)).status).toBe(204);
  });

  it('EUR with CZK as the local currency: the amounts in EUR, the rate from CurrRate / RefCurrRate', async () => {
    const xml = isdocOf({
      number: '2026-0044',
      currency: 'EUR',
      exchangeRateThousandths: 25_125,
      lines: [{ description: 'Licence', quantityThousandths: 1000, unitPriceMinor: 1_000_00 }],
    });
    const res = await upload(Buffer.from(xml), 'eur.isdoc');
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ currency: 'EUR', exchangeRateThousandths: 25_125, amounts: [{ vatPercent: 21, baseMinor: 1_000_00, vatMinor: 210_00 }], costCzk: 25_125_00 });
  });

  it('refuses a bad file with 400 on `file`, storing nothing', async () => {
    const before = await rowCount();
    const xml = isdocOf({ number: '2026-0050' });
    // The schema requires the document's UUID.
    const noUuid = xml.replace(/<UUID>[^<]*<\/UUID>/, '');
    expectFieldError(await upload(Buffer.from(noUuid), 'a.isdoc'), 'file', M.isdocInvalid);
    expectFieldError(await upload(Buffer.from('%PDF-1.4 this is no XML'), 'a.isdoc'), 'file', M.isdocInvalid);
    expectFieldError(await upload(Buffer.from('<?xml version="1.0"?><Invoice><unclosed></Invoice>'), 'a.isdoc'), 'file', M.isdocInvalid);
    expectFieldError(await upload(Buffer.from(`<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>${xml.slice(xml.indexOf('<Invoice'))}`), 'a.isdoc'), 'file', M.isdocInvalid);
    expectFieldError(await upload(Buffer.from([0xff, 0xfe, 0x00, 0x3c]), 'a.isdoc'), 'file', M.isdocInvalid);
    expectFieldError(await upload(zipSync({ 'a.txt': strToU8('x') }), 'a.isdocx'), 'file', M.isdocInvalid);
    // A credit note (DocumentType 2) and other documents are not imported.
    expectFieldError(await upload(Buffer.from(xml.replace('<DocumentType>1</DocumentType>', '<DocumentType>2</DocumentType>')), 'a.isdoc'), 'file', M.isdocUnsupported);
    const eur = isdocOf({ number: '2026-0051', currency: 'EUR', exchangeRateThousandths: 22_000 });
    // USD is imported since issue 38 (a document currency); GBP is not.
    expectFieldError(await upload(Buffer.from(eur.replace('<ForeignCurrencyCode>EUR</ForeignCurrencyCode>', '<ForeignCurrencyCode>GBP</ForeignCurrencyCode>')), 'a.isdoc'), 'file', M.isdocUnsupported);
    // A rule of the typed form: 15 % on a 2026 taxable supply.
    const fifteen = xml.replace(/<Percent>12<\/Percent>/g, '<Percent>15</Percent>');
    expect(fifteen).not.toBe(xml);
    expectFieldError(await upload(Buffer.from(fifteen), 'a.isdoc'), 'file', M.vatPercentInvalid);
    expect(await rowCount()).toBe(before);
  });

  it('refuses bad form fields and uploads naming the field', async () => {
    const before = await rowCount();
    const xml = Buffer.from(isdocOf({ number: '2026-0060' }));
    expectFieldError(await upload(xml, 'a.isdoc', { rebillable: 'true' }), 'projectId', M.rebillNeedsProject);
    expectFieldError(await upload(xml, 'a.isdoc', { projectId: '987654' }), 'projectId', M.projectNotFound);
    expectFieldError(await upload(xml, 'a.isdoc', { markupBasisPoints: 'lots' }), 'markupBasisPoints', M.markupInvalid);
    expect((await upload(xml, 'a.isdoc', { rebillable: 'perhaps' })).body.field).toBe('rebillable');
    expectFieldError(await admin.post(`${API}/import`, { file: 'x' }), 'file', M.notMultipart);
    expectFieldError(await upload(Buffer.alloc(0), 'a.isdoc'), 'file', M.fileRequired);
    expectFieldError(await upload(Buffer.alloc(MAX_ISDOC_BYTES + 1, 0x20), 'a.isdoc'), 'file', M.isdocTooLarge, 413);
    expect(await rowCount()).toBe(before);
  });
});

describe('rebilling: the costs on the client’s next invoice', () => {
  let rebillClient: number;
  let rebillProject: number;
  let costId: number;

  beforeAll(async () => {
    rebillClient = await invoiceClient(admin, { name: 'Vinařství Mráz', email: 'mraz@vinarstvi.cz', ico: '45274649', dic: 'CZ45274649' });
    rebillProject = (await admin.post('/api/admin/projects', { clientId: rebillClient, name: 'E-shop', description: 'E-shop', status: 'active', hourlyRateCzk: 1_000_00 })).body.id;
    // 4 000,00 Kč + 21 %, rebilled with a 10 % markup: one line of 4 400,00 Kč.
    costId = (await create({ number: 'RB-1', supplierName: 'Hosting CZ', supplierIco: null, supplierDic: null, description: 'Server', projectId: rebillProject, rebillable: true, markupBasisPoints: 1000, amounts: [{ vatPercent: 21, baseMinor: 4_000_00, vatMinor: 840_00 }] })).body.id;
  });

  const cost = async () => (await admin.get(`${API}/${costId}`)).body;

  it('a new CZK draft for the client takes it as a line (the markup worked by hand), and its total with it', async () => {
    expect((await admin.get(`${API}?rebill=pending&projectId=${rebillProject}`)).body.map((r: { id: number }) => r.id)).toEqual([costId]);
    const draft = await createDraft(admin, rebillClient);
    const lines = draft.lines.map((l) => [l.description, l.quantityThousandths, l.unitPriceMinor, l.vatRateCode]);
    expect(lines).toEqual([
      ['Návrh webu', 1000, 10_000_00, 'basic'],
      ['Hosting', 2000, 500_00, 'reduced'],
      ['Přefakturace: Hosting CZ, doklad RB-1 – Server', 1000, 4_400_00, 'basic'],
    ]);
    // 21 %: 10 000 + 4 400 = 14 400 + 3 024 VAT; 12 %: 1 000 + 120 VAT → 18 544,00 Kč.
    expect(draft.totals.payableMinor).toBe(18_544_00);
    const read = (await admin.get(`/api/admin/invoices/${draft.id}`)).body as AdminInvoice;
    expect(read.lines).toHaveLength(3);
    expect(read.totals.payableMinor).toBe(18_544_00);
    expect(await cost()).toMatchObject({ rebilledInvoiceId: draft.id, rebilledInvoiceNumber: null });
    expect((await admin.get(`${API}?rebill=rebilled&projectId=${rebillProject}`)).body.map((r: { id: number }) => r.id)).toEqual([costId]);
    expect((await auditOf(costId)).at(-1)).toMatchObject({ action: 'update', changes: { rebilledInvoiceId: { from: null, to: draft.id } } });

    // While on the draft it is not deleted.
    const refused = await admin.delete(`${API}/${costId}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(M.rebilled);
  });

  it('while on the draft its money and rebilling are not changed, its other details are', async () => {
    const base = { number: 'RB-1', supplierName: 'Hosting CZ', supplierIco: null, supplierDic: null, description: 'Server', projectId: rebillProject, rebillable: true, markupBasisPoints: 1000, amounts: [{ vatPercent: 21, baseMinor: 4_000_00, vatMinor: 840_00 }] };
    const refused = await admin.put(`${API}/${costId}`, body({ ...base, markupBasisPoints: 2000 }));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(M.rebilled);
    expect((await admin.put(`${API}/${costId}`, body({ ...base, amounts: [{ vatPercent: 21, baseMinor: 5_000_00, vatMinor: 1_050_00 }] }))).status).toBe(409);
    const allowed = await admin.put(`${API}/${costId}`, body({ ...base, description: 'Server, listopad' }));
    expect(allowed.status, allowed.text).toBe(200);
  });

  it('a second draft does not take it again; deleting the draft releases it (pending again)', async () => {
    const { rebilledInvoiceId } = await cost();
    const second = await createDraft(admin, rebillClient);
    expect(second.lines).toHaveLength(2);
    expect((await admin.delete(`/api/admin/invoices/${second.id}`)).status).toBe(204);
    expect(await cost()).toMatchObject({ rebilledInvoiceId });
    expect((await admin.delete(`/api/admin/invoices/${rebilledInvoiceId}`)).status).toBe(204);
    expect(await cost()).toMatchObject({ rebilledInvoiceId: null });
    expect((await auditOf(costId)).at(-1)).toMatchObject({ changes: { rebilledInvoiceId: { from: rebilledInvoiceId, to: null } } });
  });

  it('an EUR draft (and an advance invoice) leaves it pending', async () => {
    const eurDraft = await createDraft(admin, rebillClient, { currency: 'EUR', exchangeRateThousandths: 25_125 });
    expect(eurDraft.lines).toHaveLength(2);
    const advance = await createDraft(admin, rebillClient, { kind: 'advance_invoice' });
    expect(advance.lines).toHaveLength(2);
    expect(await cost()).toMatchObject({ rebilledInvoiceId: null });
    for (const id of [eurDraft.id, advance.id]) expect((await admin.delete(`/api/admin/invoices/${id}`)).status).toBe(204);
  });

  it('a draft of unbilled time takes it too; issued and credited, the credit note releases it', async () => {
    const activities = (await admin.get('/api/admin/settings/time-activities')).body as { id: number; names: { en: string } }[];
    const design = activities.find((a) => a.names.en === 'Design')!.id;
    expect((await admin.post('/api/admin/time/entries', { projectId: rebillProject, activityId: design, date: '2026-11-10', minutes: 90 })).status).toBe(201);
    const preview = (await admin.get(`/api/admin/invoices/unbilled-time?projectId=${rebillProject}&from=2026-11-01&to=2026-11-30`)).body;
    const made = await admin.post('/api/admin/invoices/from-time', { projectId: rebillProject, from: '2026-11-01', to: '2026-11-30', groupBy: 'activity', entries: preview.entries, minutes: preview.minutes });
    expect(made.status, made.text).toBe(201);
    // 1:30 h at 1 000 Kč = 1 500,00 Kč; the cost 4 400,00 Kč — both at 21 %: 5 900 + 1 239 VAT = 7 139,00 Kč.
    expect((made.body as AdminInvoice).lines.map((l) => [l.description, l.unitPriceMinor])).toEqual([
      ['Design', 1_000_00],
      ['Přefakturace: Hosting CZ, doklad RB-1 – Server, listopad', 4_400_00],
    ]);
    expect((made.body as AdminInvoice).totals.payableMinor).toBe(7_139_00);
    expect(await cost()).toMatchObject({ rebilledInvoiceId: made.body.id });

    const issued = await issueDraft(admin, made.body.id);
    expect(await cost()).toMatchObject({ rebilledInvoiceId: issued.id, rebilledInvoiceNumber: issued.number });
    const credit = await admin.post(`/api/admin/invoices/${issued.id}/credit-note`, { reason: 'Chybná cena' });
    expect(credit.status, credit.text).toBe(201);
    expect(await cost()).toMatchObject({ rebilledInvoiceId: null, rebilledInvoiceNumber: null });
    const [creditEntry] = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'invoice'), eq(auditLog.entityId, String(issued.id)), eq(auditLog.action, 'credit')));
    expect(creditEntry!.changes).toMatchObject({ receivedInvoices: { from: 1, to: 0 } });
    // Pending again: deleted freely now.
    expect((await admin.delete(`${API}/${costId}`)).status).toBe(204);
  });
});
