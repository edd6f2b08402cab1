/**
 * Billing details on acceptance (issue 33; docs/product/proposals.md#billing-details-on-acceptance): when the client
 * record lacks what an invoice will need, the acceptance page asks for it, refuses an acceptance without it (400
 * naming the fields), stores what the client typed with the acceptance (audited as the client's input), and the
 * invoice made from the accepted proposal is then issued. PGlite and PostgreSQL.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '@/server/security/rate-limit';
import { auditLog, clients, proposals } from '@/server/db/schema';
import { completeBilling } from '@/server/test/invoice-fixtures';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer({ config: { rateLimits: { ...DEFAULT_RATE_LIMITS, proposalPerIp: 1000 } } });
  admin = await server.signedInClient();
  await completeBilling(admin);
});
afterAll(() => server.close());

async function sentProposal(client: Record<string, unknown>, language: 'cs' | 'en' = 'cs') {
  const clientId = (await admin.post('/api/admin/clients', { currentStatus: 'lead', ...client })).body.id as number;
  const created = await admin.post('/api/admin/proposals', {
    clientId,
    title: 'Nový web',
    language,
    validUntil: '2099-12-31',
    lines: [{ service: 'Web', quantityThousandths: 1000, unitPriceMinor: 20_000_00 }],
  });
  expect(created.status, created.text).toBe(201);
  const sent = await admin.post(`/api/admin/proposals/${created.body.id}/send`);
  return { clientId, id: created.body.id as number, path: new URL(sent.body.link).pathname };
}

const form = (client: TestClient, path: string, fields: Record<string, string>) =>
  client.request('POST', path, new URLSearchParams(fields).toString(), { 'content-type': 'application/x-www-form-urlencoded' });

const ACCEPT = { answer: 'accept', name: 'Martin Černý', consent: 'on' };
const ADDRESS = { billing: '1', billingName: 'Martin Černý', billingStreet: 'Husova 5', billingCity: 'Praha', billingPostalCode: '110 00', billingCountry: 'CZ', ico: '', dic: '' };

describe('the acceptance page asks for what an invoice will need', () => {
  it('a client without an address: asked, refused without it, stored with the acceptance, then invoiced', async () => {
    const { clientId, id, path } = await sentProposal({ name: 'Martin Černý', email: 'martin@example.cz' });
    const page = await server.client().get(path);
    expect(page.text).toContain('Fakturační údaje');
    expect(page.text).toMatch(/name="billingStreet"[^>]*required/);
    expect(page.text).toContain('value="Martin Černý"');

    // Without the fields: 400, the form names each, nothing is accepted.
    const without = await form(server.client(), path, ACCEPT);
    expect(without.status).toBe(400);
    expect(without.text).toContain('Doplňte prosím fakturační údaje.');
    expect(without.text).toMatch(/id="billing-billingStreet-error">Tento údaj je povinný/);
    expect(without.text).toMatch(/id="billing-billingCity-error">/);
    // A street alone is not enough; what was typed is shown again.
    const partly = await form(server.client(), path, { ...ACCEPT, ...ADDRESS, billingCity: '' });
    expect(partly.status).toBe(400);
    expect(partly.text).toContain('value="Husova 5"');
    expect(partly.text).toMatch(/id="billing-billingCity-error">/);
    expect((await server.db.select().from(proposals).where(eq(proposals.id, id)))[0]!.status).not.toBe('accepted');
    expect((await server.db.select().from(clients).where(eq(clients.id, clientId)))[0]!.billingStreet).toBeNull();

    const accepted = await form(server.client(), path, { ...ACCEPT, ...ADDRESS });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.text).toContain('Nabídku přijal(a) Martin Černý');
    expect(accepted.text).not.toContain('name="billingStreet"');
    const [client] = await server.db.select().from(clients).where(eq(clients.id, clientId));
    expect(client).toMatchObject({ billingName: 'Martin Černý', billingStreet: 'Husova 5', billingCity: 'Praha', billingPostalCode: '110 00', currentStatus: 'active' });
    const [update] = await server.db.select().from(auditLog).where(and(eq(auditLog.entity, 'client'), eq(auditLog.entityId, String(clientId)), eq(auditLog.action, 'update')));
    expect(update).toMatchObject({ actorName: `client: Martin Černý (#${clientId})` });
    expect(update!.changes).toMatchObject({ billingStreet: { from: null, to: 'Husova 5' } });

    // Invoicing after the acceptance does not fail at the end.
    const draft = await admin.post(`/api/admin/proposals/${id}/invoice`);
    expect(draft.status, draft.text).toBe(201);
    const issued = await admin.post(`/api/admin/invoices/${draft.body.id}/issue`);
    expect(issued.status, issued.text).toBe(200);
  });

  it('a company: its IČO is required and checked (400 naming the field, in the page’s language)', async () => {
    const { clientId, path } = await sentProposal({ name: 'Eva Malá', email: 'eva@firma.cz', company: 'Firma Malá s.r.o.' }, 'en');
    const page = await server.client().get(path);
    expect(page.text).toMatch(/name="ico"[^>]*required/);
    const noIco = await form(server.client(), path, { ...ACCEPT, ...ADDRESS, billingName: 'Firma Malá s.r.o.' });
    expect(noIco.status).toBe(400);
    expect(noIco.text).toMatch(/id="billing-ico-error">This field is required/);
    const badIco = await form(server.client(), path, { ...ACCEPT, ...ADDRESS, billingName: 'Firma Malá s.r.o.', ico: '12345678' });
    expect(badIco.status).toBe(400);
    expect(badIco.text).toMatch(/id="billing-ico-error">IČO must be 8 digits/);
    const ok = await form(server.client(), path, { ...ACCEPT, ...ADDRESS, billingName: 'Firma Malá s.r.o.', ico: '27082440' });
    expect(ok.status, ok.text).toBe(200);
    expect((await server.db.select().from(clients).where(eq(clients.id, clientId)))[0]).toMatchObject({ ico: '27082440', billingName: 'Firma Malá s.r.o.' });
  });

  it('a refused form comes back as it was typed, its message first, and a field it now needs marked required', async () => {
    // The record has the company's IČO but no address: the IČO is shown, not required; the client clears it.
    const { path } = await sentProposal({ name: 'Eva Malá', email: 'eva@kavarna.cz', company: 'Kavárna Malá s.r.o.', ico: '27082440' }, 'cs');
    const page = await server.client().get(path);
    expect(page.text).toMatch(/<label for="billing-ico">IČO \(firma\) <small>\(nepovinné\)<\/small><\/label>/);
    const refused = await form(server.client(), path, { ...ACCEPT, ...ADDRESS, billingName: 'Kavárna Malá s.r.o.', ico: '' });
    expect(refused.status).toBe(400);
    // The message leads the page, focused, with a way down to the form (a phone shows the top).
    expect(refused.text).toMatch(/<div class="sheet"><p class="error" role="alert" id="problem" tabindex="-1" autofocus>Doplňte prosím fakturační údaje\. <a href="#accept">Přejít k formuláři<\/a><\/p>/);
    expect(refused.text).toContain('<h2 id="accept">');
    // What was typed and ticked is there again.
    expect(refused.text).toMatch(/name="name" required maxlength="200" autocomplete="name" value="Martin Černý"/);
    expect(refused.text).toMatch(/name="consent" value="on" required checked/);
    expect(refused.text).toContain('value="Husova 5"');
    // The IČO it now needs is marked required, not "optional" beside "required".
    expect(refused.text).toMatch(/<label for="billing-ico">IČO \(firma\)<\/label><p class="field-error" id="billing-ico-error">Tento údaj je povinný\.<\/p><input[^>]*name="ico"[^>]*required/);
  });

  it('a client whose record is complete is asked for nothing', async () => {
    const { path } = await sentProposal({ name: 'Petr Dvořák', email: 'petr@example.cz', billingStreet: 'Masarykova 3', billingCity: 'Brno', billingPostalCode: '602 00' });
    const page = await server.client().get(path);
    expect(page.text).not.toContain('name="billingStreet"');
    expect((await form(server.client(), path, ACCEPT)).status).toBe(200);
  });
});
