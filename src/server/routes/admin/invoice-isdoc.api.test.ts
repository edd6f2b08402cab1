/**
 * GET /api/admin/invoices/:id/isdoc (docs/product/e-invoice.md#the-download). Issuing is the invoices module's work:
 * these tests insert issued rows directly, each with a snapshot from the test support builder and its SHA-256, as
 * issuing stores them.
 */
import { createHash } from 'node:crypto';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceSnapshot } from '@/shared/invoice-snapshot';
import { INVOICE_MESSAGES } from '@/shared/schemas/invoice';
import { createUser } from '@/server/data/accounts/users';
import { ISDOC_DRAFT_MESSAGE } from '@/server/data/invoice-isdoc';
import { invoices } from '@/server/db/schema';
import { isdocUuid } from '@/server/documents/isdoc/isdoc-uuid';
import { isdocSchemaErrors } from '@/server/test/isdoc-schema';
import { cookieHeader } from '@/server/test/media-upload';
import { SAMPLE_CUSTOMERS, sampleInvoiceSnapshot } from '@/server/test/sample-invoice-snapshot';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';

let server: TestServer;
let admin: TestClient;
let clientId: number;
let invoiceId: number;
let invoiceHash: string;
let creditNoteId: number;
let draftId: number;

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false });
const sha256 = (snapshot: InvoiceSnapshot) => createHash('sha256').update(JSON.stringify(snapshot)).digest('hex');

async function insertIssued(snapshot: InvoiceSnapshot, correctsInvoiceId: number | null = null): Promise<{ id: number; hash: string }> {
  const hash = sha256(snapshot);
  const [row] = await server.db
    .insert(invoices)
    .values({
      kind: snapshot.kind,
      status: 'issued',
      number: snapshot.number,
      clientId,
      correctsInvoiceId,
      language: snapshot.language,
      currency: snapshot.currency,
      exchangeRateThousandths: snapshot.exchangeRateThousandths,
      vatMode: snapshot.vatMode,
      issuedOn: snapshot.issuedOn,
      taxableSupplyOn: snapshot.taxableSupplyOn,
      dueOn: snapshot.dueOn,
      variableSymbol: snapshot.variableSymbol,
      totalMinor: snapshot.totals.payableMinor,
      snapshot,
      snapshotHash: hash,
      issuedAt: new Date('2026-11-20T09:00:00Z'),
    })
    .returning({ id: invoices.id });
  return { id: row!.id, hash };
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedInClient();
  const client = await admin.post('/api/admin/clients', { name: 'Pekárna U Řeky', email: 'ucetni@pekarna.cz' });
  expect(client.status, client.text).toBe(201);
  clientId = client.body.id;
  const invoice = sampleInvoiceSnapshot({ number: '2026-0042', note: 'Děkujeme & nashledanou' });
  ({ id: invoiceId, hash: invoiceHash } = await insertIssued(invoice));
  creditNoteId = (
    await insertIssued(
      sampleInvoiceSnapshot({
        kind: 'credit_note',
        number: '2026-0001',
        issuedOn: '2026-11-25',
        corrects: { number: invoice.number, issuedOn: invoice.issuedOn, reason: 'Vrácení' },
      }),
      invoiceId,
    )
  ).id;
  const [draft] = await server.db
    .insert(invoices)
    .values({ kind: 'invoice', clientId, language: 'cs', currency: 'CZK', vatMode: 'czech_vat' })
    .returning({ id: invoices.id });
  draftId = draft!.id;
});
afterAll(() => server.close());

/** The raw bytes and headers of a GET. */
async function download(path: string, as?: TestClient) {
  const res = await fetch(server.url + path, { headers: as ? { cookie: cookieHeader(as) } : {}, redirect: 'manual' });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('GET /api/admin/invoices/:id/isdoc', () => {
  it('is for admins: 401 anonymous, 403 editors', async () => {
    await createUser(server.db, { username: 'editor-isdoc', password: 'correct-horse', email: 'ei@example.cz', name: 'Editor', role: 'editor' });
    const editor = server.client();
    expect((await editor.post('/api/login', { username: 'editor-isdoc', password: 'correct-horse' })).status).toBe(200);
    const anonymous = await server.client().get(`/api/admin/invoices/${invoiceId}/isdoc`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.text).not.toContain('<Invoice');
    const refused = await editor.get(`/api/admin/invoices/${invoiceId}/isdoc`);
    expect(refused.status).toBe(403);
    expect(refused.text).not.toContain('<Invoice');
  });

  it('400 for an id that is no id, 404 for an unknown one, 409 for a draft', async () => {
    for (const bad of ['abc', '0', '1.5', '99999999999']) {
      const res = await admin.get(`/api/admin/invoices/${bad}/isdoc`);
      expect(res.status, bad).toBe(400);
      expect(res.body.field).toBe('id');
    }
    const unknown = await admin.get('/api/admin/invoices/987654/isdoc');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(INVOICE_MESSAGES.notFound);
    const draft = await admin.get(`/api/admin/invoices/${draftId}/isdoc`);
    expect(draft.status).toBe(409);
    expect(draft.body.message).toBe(ISDOC_DRAFT_MESSAGE);
  });

  it('200: a valid ISDOC attachment "<number>.isdoc", the same bytes on every download', async () => {
    const first = await download(`/api/admin/invoices/${invoiceId}/isdoc`, admin);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(first.headers.get('content-disposition')).toBe('attachment; filename="2026-0042.isdoc"');
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    const xml = first.bytes.toString('utf8');
    expect(await isdocSchemaErrors(xml)).toEqual([]);
    const document = parser.parse(xml).Invoice;
    expect(document).toMatchObject({ DocumentType: '1', ID: '2026-0042', UUID: isdocUuid(invoiceHash), Note: { '#text': 'Děkujeme & nashledanou' } });
    expect(document.PaymentMeans.Payment.Details.VariableSymbol).toBe('20260042');
    expect(document.LegalMonetaryTotal.PayableAmount).toBe('21207.99');
    const second = await download(`/api/admin/invoices/${invoiceId}/isdoc`, admin);
    expect(second.bytes.equals(first.bytes)).toBe(true);
  });

  it('a credit note names the invoice it corrects, with that invoice’s ISDOC UUID', async () => {
    const res = await download(`/api/admin/invoices/${creditNoteId}/isdoc`, admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="2026-0001.isdoc"');
    const xml = res.bytes.toString('utf8');
    expect(await isdocSchemaErrors(xml)).toEqual([]);
    const document = parser.parse(xml).Invoice;
    expect(document.DocumentType).toBe('2');
    expect(document.OriginalDocumentReferences.OriginalDocumentReference).toEqual({ ID: '2026-0042', IssueDate: '2026-11-20', UUID: isdocUuid(invoiceHash) });
  });

  it('an EUR invoice to a German business downloads valid too', async () => {
    const { id } = await insertIssued(
      sampleInvoiceSnapshot({ number: '2026-0043', currency: 'EUR', vatMode: 'reverse_charge', customer: SAMPLE_CUSTOMERS.german, language: 'en' }),
    );
    const res = await download(`/api/admin/invoices/${id}/isdoc`, admin);
    expect(res.status).toBe(200);
    const xml = res.bytes.toString('utf8');
    expect(await isdocSchemaErrors(xml)).toEqual([]);
    expect(parser.parse(xml).Invoice).toMatchObject({ ForeignCurrencyCode: 'EUR', CurrRate: '24.335' });
  });
});
