/**
 * The customer on a tax document (docs/product/invoices.md#the-customer-on-a-tax-document, ZDPH §29): issuing an
 * invoice or a credit note is refused with 400 naming each missing field of the client — nothing stored, no number
 * used; an advance invoice (no tax document) is not checked. PGlite and PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officeDay } from '@/shared/dates';
import { TAX_DOCUMENT_CUSTOMER_MESSAGES } from '@/shared/invoices/tax-document-customer';
import { runMonthlyInvoices } from '@/server/data/invoices/invoice-recurring';
import { invoices } from '@/server/db/schema';
import { completeBilling, createDraft, invoiceClient, issueDraft, issuedInvoice } from '@/server/test/invoice-fixtures';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';

let server: TestServer;
let admin: TestClient;
const year = officeDay().slice(0, 4);
const sequenceOf = (number: string | null) => Number(number!.slice(-4));
const NO_ADDRESS = { billingStreet: null, billingCity: null, billingPostalCode: null };

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedInClient();
  await completeBilling(admin);
});
afterAll(() => server.close());

describe('the customer on a tax document', () => {
  it('an invoice to a client without an address: 400 naming each field, still a draft, and no number used', async () => {
    const complete = await invoiceClient(admin);
    const first = await issuedInvoice(admin, complete);
    const person = await invoiceClient(admin, { name: 'Martin Černý', email: 'martin@example.cz', billingName: null, ico: null, dic: null, vatPayer: false, ...NO_ADDRESS });
    const draft = await createDraft(admin, person);
    const refused = await admin.post(`/api/admin/invoices/${draft.id}/issue`);
    expect(refused.status, refused.text).toBe(400);
    expect(refused.body.field).toBe('client.billingAddress.street');
    expect(refused.body.fields).toEqual({
      'client.billingAddress.street': TAX_DOCUMENT_CUSTOMER_MESSAGES.required,
      'client.billingAddress.city': TAX_DOCUMENT_CUSTOMER_MESSAGES.required,
      'client.billingAddress.postalCode': TAX_DOCUMENT_CUSTOMER_MESSAGES.required,
    });
    expect(refused.body.message).toContain('client.billingAddress.street, client.billingAddress.city, client.billingAddress.postalCode');
    const [row] = await server.db.select().from(invoices).where(eq(invoices.id, draft.id));
    expect(row).toMatchObject({ status: 'draft', number: null, snapshot: null, pdf: null });
    // The next issued invoice takes the next number: the refused one used none.
    const next = await issuedInvoice(admin, complete);
    expect(next.number).toMatch(new RegExp(`^${year}-\\d{4}$`));
    expect(sequenceOf(next.number)).toBe(sequenceOf(first.number) + 1);
    // With the address filled in, the same draft is issued (a person: no IČO needed).
    const client = (await admin.get(`/api/admin/clients/${person}`)).body;
    expect((await admin.put(`/api/admin/clients/${person}`, { ...client, billingStreet: 'Husova 5', billingCity: 'Praha', billingPostalCode: '110 00' })).status).toBe(200);
    expect(sequenceOf((await issueDraft(admin, draft.id)).number)).toBe(sequenceOf(next.number) + 1);
  });

  it('a company without its IČO: 400 naming client.ico', async () => {
    const company = await invoiceClient(admin, { email: 'firma@example.cz', company: 'Truhlářství Novák', billingName: null, ico: null, dic: null, vatPayer: false });
    const draft = await createDraft(admin, company);
    const refused = await admin.post(`/api/admin/invoices/${draft.id}/issue`);
    expect(refused.status, refused.text).toBe(400);
    expect(refused.body.field).toBe('client.ico');
    expect(Object.keys(refused.body.fields)).toEqual(['client.ico']);
  });

  it('an advance invoice (no tax document) is issued without the address; a credit note is refused while it lacks', async () => {
    const person = await invoiceClient(admin, { email: 'zaloha@example.cz', billingName: null, ico: null, dic: null, vatPayer: false, ...NO_ADDRESS });
    const advance = await issuedInvoice(admin, person, { kind: 'advance_invoice' });
    expect(advance.number).toMatch(/^Z-/);
    // An invoice issued while the client had its address; the address is then removed: no credit note without it.
    const complete = await invoiceClient(admin, { email: 'dobropis@example.cz' });
    const invoice = await issuedInvoice(admin, complete);
    const client = (await admin.get(`/api/admin/clients/${complete}`)).body;
    expect((await admin.put(`/api/admin/clients/${complete}`, { ...client, ...NO_ADDRESS })).status).toBe(200);
    const refused = await admin.post(`/api/admin/invoices/${invoice.id}/credit-note`, { reason: 'Chyba' });
    expect(refused.status, refused.text).toBe(400);
    expect(refused.body.field).toBe('client.billingAddress.street');
  });

  it('a monthly invoice for a client without an address stays a draft even when monthly invoices are issued directly', async () => {
    await completeBilling(admin, { recurringInvoiceMode: 'issue' });
    try {
      const person = await invoiceClient(admin, { email: 'mesicne@example.cz', billingName: null, ico: null, dic: null, vatPayer: false, ...NO_ADDRESS });
      const project = await admin.post('/api/admin/projects', { clientId: person, name: 'Správa webu', description: 'Měsíční správa', status: 'active', monthlyFee: 100_00 });
      expect(project.status, project.text).toBe(201);
      await runMonthlyInvoices(server.db, { queue: async () => 0 });
      const made = await server.db.select().from(invoices).where(eq(invoices.clientId, person));
      expect(made.map((i) => i.status)).toEqual(['draft']);
    } finally {
      await completeBilling(admin);
    }
  });
});
