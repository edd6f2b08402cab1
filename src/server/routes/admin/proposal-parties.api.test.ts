/**
 * Who a proposal is from and to, and the VAT mode it starts with (docs/product/proposals.md#who-it-is-from-and-to):
 * the site's own name until the agency's billing details are complete, then those details; the client's billing
 * details; a quote from an EU business with a VAT ID starts as reverse charge once the agency is a known VAT payer.
 */
import { DEFAULT_PRICE_LIST } from '@/shared/schemas/price-list';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AGENCY_PROFILE as AGENCY } from '@/shared/schemas/agency-profile';
import type { ProposalSnapshot } from '@/shared/proposal-snapshot';
import { quoteDetails } from '@/shared/schemas/quote';
import { messages, proposals } from '@/server/db/schema';
import { COMPLETE_AGENCY_BILLING } from '@/server/test/billing-fixtures';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedInClient();
});
afterAll(() => server.close());

const agency = { ...COMPLETE_AGENCY_BILLING, proposalValidityDays: 45 };

async function quoteFrom(email: string): Promise<number> {
  const [m] = await server.db
    .insert(messages)
    .values({ name: 'Anna Schmidt', email, message: '', kind: 'quote', language: 'en', quote: quoteDetails(DEFAULT_PRICE_LIST, 'basic', 'standard', ['design']) })
    .returning();
  return m!.id;
}

async function sentSnapshot(proposalId: number): Promise<ProposalSnapshot> {
  expect((await admin.post(`/api/admin/proposals/${proposalId}/send`)).status).toBe(200);
  const [row] = await server.db.select().from(proposals).where(eq(proposals.id, proposalId));
  return row!.snapshot!;
}

const daysFromToday = (iso: string) => Math.round((Date.parse(`${iso}T00:00:00Z`) - Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`)) / 86_400_000);

describe('the parties of a proposal', () => {
  it('before the billing details are complete: the site as the supplier, Czech VAT, 30 days', async () => {
    const client = (await admin.post('/api/admin/clients', { name: 'Anna Schmidt', email: 'anna@beispiel.de', billingCountry: 'DE', dic: 'DE123456789', vatPayer: true })).body;
    const made = await admin.post(`/api/admin/messages/${await quoteFrom('anna@beispiel.de')}/proposal`);
    expect(made.status, made.text).toBe(201);
    expect(made.body).toMatchObject({ clientId: client.id, vatMode: 'czech_vat' });
    expect(Math.abs(daysFromToday(made.body.validUntil) - 30)).toBeLessThanOrEqual(1);
    const snapshot = await sentSnapshot(made.body.id);
    expect(snapshot.supplier).toMatchObject({
      name: AGENCY.name,
      addressLines: [AGENCY.street, `${AGENCY.postalCode} ${AGENCY.city}`],
      ico: null,
      dic: null,
      registration: '',
      bankAccount: null,
      iban: null,
    });
    expect(snapshot.customer.lines).toContain('DIČ: DE123456789');
    expect(snapshot.customer).toMatchObject({ addressLines: [], dic: 'DE123456789' });
  });

  it("once complete: the agency's details as the supplier, the client's VAT treatment and the default validity", async () => {
    expect((await admin.put('/api/admin/settings/billing', agency)).status).toBe(200);
    const client = (
      await admin.post('/api/admin/clients', {
        name: 'Karl Weber',
        email: 'karl@firma.de',
        company: 'Weber GmbH',
        billingName: 'Weber Digital GmbH',
        billingStreet: 'Hauptstraße 5',
        billingCity: 'Berlin',
        billingPostalCode: '10115',
        billingCountry: 'DE',
        dic: 'DE123456789',
        vatPayer: true,
      })
    ).body;
    const made = await admin.post(`/api/admin/messages/${await quoteFrom('karl@firma.de')}/proposal`);
    expect(made.status, made.text).toBe(201);
    expect(made.body).toMatchObject({ clientId: client.id, vatMode: 'reverse_charge' });
    expect(Math.abs(daysFromToday(made.body.validUntil) - 45)).toBeLessThanOrEqual(1);
    expect(made.body.totals.vatCharged).toBe(false);
    const snapshot = await sentSnapshot(made.body.id);
    expect(snapshot.supplier).toEqual({
      name: 'Digitální agentura s.r.o.',
      lines: ['Vinohradská 12', '120 00 Praha', 'IČO: 27082440', 'DIČ: CZ27082440', 'C 12345 vedená u Městského soudu v Praze'],
      email: AGENCY.email,
      addressLines: ['Vinohradská 12', '120 00 Praha'],
      ico: '27082440',
      dic: 'CZ27082440',
      vatPayer: true,
      registration: 'C 12345 vedená u Městského soudu v Praze',
      bankAccount: '19-2000145399/0800',
      iban: 'CZ6508000000192000145399',
    });
    expect(snapshot.customer).toEqual({
      name: 'Weber Digital GmbH',
      lines: ['Karl Weber', 'Hauptstraße 5', '10115 Berlin', 'DE', 'DIČ: DE123456789'],
      email: 'karl@firma.de',
      addressLines: ['Karl Weber', 'Hauptstraße 5', '10115 Berlin', 'DE'],
      ico: null,
      dic: 'DE123456789',
    });
  });

  it('a Czech client stays at Czech VAT; a client outside the EU gets none', async () => {
    await admin.post('/api/admin/clients', { name: 'Petr Novák', email: 'petr@novak.cz', ico: '25596641' });
    await admin.post('/api/admin/clients', { name: 'John Smith', email: 'john@example.com', billingCountry: 'US' });
    expect((await admin.post(`/api/admin/messages/${await quoteFrom('petr@novak.cz')}/proposal`)).body.vatMode).toBe('czech_vat');
    expect((await admin.post(`/api/admin/messages/${await quoteFrom('john@example.com')}/proposal`)).body.vatMode).toBe('outside_eu');
  });
});
