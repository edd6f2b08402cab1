/**
 * A client's data on request (issue 25, docs/product/client-portal.md): the staff export (a ZIP of the client's records
 * and nobody else's), the erasure (anonymised messages, deleted visits, mails, drafts and portal rows; invoices and
 * accepted proposals untouched; the client's billing identity kept when invoiced; audited with counts only;
 * idempotent) and the decisions on change requests. PGlite and PostgreSQL.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '@/server/data/accounts/users';
import {
  auditLog,
  clientChangeRequests,
  clients,
  enquiryVisits,
  invoices,
  mailOutbox,
  messages,
  portalAccess,
  portalSessions,
  portalSignInLinks,
  proposals,
} from '@/server/db/schema';
import { completeBilling, invoiceClient, issuedInvoice } from '@/server/test/invoice-fixtures';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';
import { expectFieldError } from './api-test-helpers';

let server: TestServer;
let admin: TestClient;
let editor: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedInClient();
  await createUser(server.db, { username: 'editor-gdpr', password: 'correct-horse', email: 'egdpr@example.cz', name: 'Editor', role: 'editor' });
  editor = server.client();
  expect((await editor.post('/api/login', { username: 'editor-gdpr', password: 'correct-horse' })).status).toBe(200);
  await completeBilling(admin);
});
afterAll(() => server.close());

let counter = 0;

/** A client with messages (one linked, one only from its address), a visit, mails, proposals and portal rows. */
async function clientWithRecords(over: Record<string, unknown> = {}) {
  const n = ++counter;
  const email = `person${n}@pekarna.cz`;
  const name = `Person Number${n}`;
  const id = await invoiceClient(admin, { name, email, phone: '+420 777 111 222', internalNotes: 'Secret notes', salesman: 'Karel', website: 'https://pekarna.cz', ...over });
  const [linked] = await server.db
    .insert(messages)
    .values({ name, email, message: `Hello from ${name}`, kind: 'contact', pagePath: '/kontakt', language: 'cs', phone: '777111222', clientId: id })
    .returning();
  const [unlinked] = await server.db
    .insert(messages)
    .values({ name, email: email.toUpperCase(), message: 'An earlier enquiry', kind: 'contact', pagePath: '/cenik', language: 'cs' })
    .returning();
  await server.db.insert(enquiryVisits).values([
    { messageId: linked!.id, enteredAt: new Date(), entryPath: '/blog/x', referrerHost: 'google.com', utmCampaign: 'autumn' },
    { messageId: unlinked!.id, enteredAt: new Date(), entryPath: '/cenik', referrerHost: null },
  ]);
  const mail = (values: Partial<typeof mailOutbox.$inferInsert>) => ({ kind: 'notification' as const, recipients: 'staff@agency.cz', subject: `About ${name}`, text: name, html: name, status: 'sent' as const, ...values });
  await server.db.insert(mailOutbox).values([
    mail({ messageId: linked!.id }),
    mail({ kind: 'auto_reply', recipients: `x@y.cz, ${email}` }),
  ]);
  const proposal = (values: Partial<typeof proposals.$inferInsert>) => ({
    number: `N-${n}-${values.status}`,
    clientId: id,
    title: `Web for ${name}`,
    language: 'cs' as const,
    currency: 'CZK' as const,
    vatMode: 'czech_vat' as const,
    validUntil: '2030-01-01',
    ...values,
  });
  const [draft] = await server.db.insert(proposals).values(proposal({ status: 'draft' })).returning();
  const [declined] = await server.db.insert(proposals).values(proposal({ status: 'declined', sentAt: new Date(), declinedAt: new Date(), pdf: Buffer.from('pdf') })).returning();
  await server.db.insert(portalAccess).values({ clientId: id });
  await server.db.insert(portalSessions).values({ idHash: `hash-${n}`, clientId: id, email, expiresAt: new Date(Date.now() + 60_000) });
  await server.db.insert(portalSignInLinks).values({ tokenHash: `link-hash-${n}`, clientId: id, email, language: 'cs', expiresAt: new Date(Date.now() + 60_000) });
  await server.db.insert(clientChangeRequests).values({ clientId: id, changes: { billingName: 'New s.r.o.', ico: null, dic: null, billingStreet: null, billingCity: null, billingPostalCode: null, billingCountry: 'CZ', phone: null, vatPayer: false, note: null } });
  return { id, email, name, linked: linked!, unlinked: unlinked!, draft: draft!, declined: declined! };
}

async function download(browser: TestClient, path: string): Promise<{ status: number; headers: Headers; files: Record<string, Uint8Array> }> {
  const res = await fetch(server.url + path, { headers: { cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ') }, redirect: 'manual' });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, files: res.status === 200 ? unzipSync(bytes) : {} };
}

describe('access', () => {
  const routes: [string, string][] = [
    ['GET', '/api/admin/clients/1/export'],
    ['POST', '/api/admin/clients/1/erase'],
    ['GET', '/api/admin/clients/1/change-requests'],
    ['POST', '/api/admin/clients/1/change-requests/1/approve'],
    ['POST', '/api/admin/clients/1/change-requests/1/reject'],
  ];
  it('401 anonymous, 403 editors, 404 unknown client', async () => {
    const anonymous = server.client();
    for (const [method, path] of routes) {
      const body = method === 'POST' ? { confirm: true } : undefined;
      expect((await anonymous.request(method, path, body)).status, `${method} ${path}`).toBe(401);
      expect((await editor.request(method, path, body)).status, `${method} ${path}`).toBe(403);
      expect((await admin.request(method, path.replace('/clients/1/', '/clients/999999/'), body)).status, `${method} ${path}`).toBe(404);
    }
  });
});

describe('export', () => {
  it("answers a ZIP of the client's records, none of another client's, audited", async () => {
    const a = await clientWithRecords();
    const b = await clientWithRecords();
    const invoice = await issuedInvoice(admin, a.id);
    const res = await download(admin, `/api/admin/clients/${a.id}/export`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="moje-udaje-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(Object.keys(res.files).sort()).toEqual(
      ['README.txt', 'change-requests.csv', 'client.csv', 'data.json', 'enquiry-visits.csv', 'invoices.csv', 'messages.csv', 'payments.csv', 'portal.csv', 'projects.csv', 'proposals.csv'].sort(),
    );
    const data = JSON.parse(strFromU8(res.files['data.json']!));
    expect(data.client).toMatchObject({ id: a.id, email: a.email, name: a.name });
    expect(data.client).not.toHaveProperty('internalNotes');
    expect(data.messages.map((m: { id: number }) => m.id)).toEqual([a.linked.id, a.unlinked.id]);
    expect(data.messages[0].visit).toMatchObject({ entryPath: '/blog/x', referrerHost: 'google.com', utmCampaign: 'autumn' });
    expect(data.proposals.map((p: { id: number }) => p.id)).toEqual([a.draft.id, a.declined.id]);
    expect(data.invoices).toHaveLength(1);
    expect(data.invoices[0]).toMatchObject({ id: invoice.id, number: invoice.number, totalMinor: 13_220_00, currency: 'CZK' });
    expect(data.invoices[0].snapshot).toBeTruthy();
    expect(data.portal.sessions).toHaveLength(1);
    expect(data.portal.signInLinks).toHaveLength(1);
    expect(data.changeRequests).toHaveLength(1);
    const json = strFromU8(res.files['data.json']!);
    expect(json).not.toContain(`hash-${counter - 1}`);
    expect(json).not.toContain('idHash');
    expect(json).not.toContain('tokenHash');
    for (const secret of [b.email, b.name, String(b.linked.id) + '@']) expect(json).not.toContain(secret);
    const csv = strFromU8(res.files['client.csv']!);
    expect(csv.split('\r\n')[0]).toContain('name;email');
    expect(csv).toContain(a.email);
    expect(strFromU8(res.files['invoices.csv']!)).toMatch(/;13220(;|\r?\n)/);
    expect(strFromU8(res.files['README.txt']!)).toContain('10 let');
    const [entry] = await server.db.select().from(auditLog).where(and(eq(auditLog.action, 'export'), eq(auditLog.entity, 'client'), eq(auditLog.entityId, String(a.id))));
    expect(entry).toBeTruthy();
  });

  it('neutralises formulas in CSV cells', async () => {
    const a = await clientWithRecords({ company: '=HYPERLINK("x")' });
    const res = await download(admin, `/api/admin/clients/${a.id}/export`);
    expect(strFromU8(res.files['client.csv']!)).toContain(`'=HYPERLINK`);
  });
});

describe('erase', () => {
  it('400 without the confirmation, naming the field', async () => {
    const a = await clientWithRecords();
    expectFieldError(await admin.post(`/api/admin/clients/${a.id}/erase`, {}), 'confirm', 'Confirm the erasure: it cannot be undone');
    expectFieldError(await admin.post(`/api/admin/clients/${a.id}/erase`, { confirm: 'yes' }), 'confirm', 'Confirm the erasure: it cannot be undone');
  });

  it('an invoiced client: messages anonymised, visits, mails, drafts and portal rows deleted; invoices and the accepted proposal untouched; billing identity kept', async () => {
    const a = await clientWithRecords();
    const other = await clientWithRecords();
    const invoice = await issuedInvoice(admin, a.id);
    const [accepted] = await server.db
      .insert(proposals)
      .values({ number: `ACC-${a.id}`, clientId: a.id, title: 'Accepted', language: 'cs', currency: 'CZK', vatMode: 'czech_vat', validUntil: '2030-01-01', status: 'accepted', acceptedAt: new Date(), acceptedName: a.name, pdf: Buffer.from('contract') })
      .returning();
    const [invoiceMail] = await server.db
      .insert(mailOutbox)
      .values({ kind: 'invoice', invoiceId: invoice.id, recipients: a.email, subject: 'Faktura', text: 'x', html: 'x', status: 'sent' })
      .returning();
    const invoiceBefore = (await server.db.select().from(invoices).where(eq(invoices.id, invoice.id)))[0]!;

    const res = await admin.post(`/api/admin/clients/${a.id}/erase`, { confirm: true });
    expect(res.status, res.text).toBe(200);
    expect(res.body.counts).toEqual({
      messagesAnonymised: 2,
      visitsDeleted: 2,
      mailsDeleted: 2,
      proposalsDeleted: 2,
      proposalsKept: 1,
      invoicesKept: 1,
      portalSessionsEnded: 1,
      portalLinksDeleted: 1,
      portalAccessRemoved: 1,
      changeRequestsDeleted: 1,
      clientAnonymised: 1,
      activityEntriesPseudonymised: 1,
      rateLimitsDeleted: 0,
    });
    expect(res.body.billingIdentityKept).toBe(true);
    expect(res.body.kept.map((k: { reason: string }) => k.reason)).toEqual(['invoices', 'acceptedProposals', 'billingIdentity']);
    expect(res.body.kept[0]).toMatchObject({ count: 1, text: expect.stringContaining('10 years') });

    const msgs = await server.db.select().from(messages).where(inArray(messages.id, [a.linked.id, a.unlinked.id]));
    for (const m of msgs) {
      expect(m).toMatchObject({ email: `erased-${m.id}@invalid`, phone: null, message: '' });
      expect(m.name).not.toContain('Person');
    }
    expect(msgs.find((m) => m.id === a.linked.id)!.pagePath).toBe('/kontakt');
    expect(await server.db.select().from(enquiryVisits).where(inArray(enquiryVisits.messageId, [a.linked.id, a.unlinked.id]))).toEqual([]);
    const mails = await server.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.messageId, a.linked.id));
    expect(mails).toEqual([]);
    expect((await server.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.id, invoiceMail!.id))).length).toBe(1);
    const left = await server.db.select({ id: proposals.id }).from(proposals).where(eq(proposals.clientId, a.id));
    expect(left.map((p) => p.id)).toEqual([accepted!.id]);
    const invoiceAfter = (await server.db.select().from(invoices).where(eq(invoices.id, invoice.id)))[0]!;
    expect(invoiceAfter).toEqual(invoiceBefore);
    expect(Buffer.compare(invoiceAfter.pdf!, invoiceBefore.pdf!)).toBe(0);
    expect(await server.db.select().from(portalSessions).where(eq(portalSessions.clientId, a.id))).toEqual([]);
    expect(await server.db.select().from(portalAccess).where(eq(portalAccess.clientId, a.id))).toEqual([]);
    expect(await server.db.select().from(clientChangeRequests).where(eq(clientChangeRequests.clientId, a.id))).toEqual([]);

    const [client] = await server.db.select().from(clients).where(eq(clients.id, a.id));
    expect(client).toMatchObject({
      name: 'Pekárna Řehoř s.r.o.',
      billingName: 'Pekárna Řehoř s.r.o.',
      ico: '25596641',
      dic: 'CZ25596641',
      billingStreet: 'Dlouhá 1',
      email: `erased-client-${a.id}@erased.invalid`,
      phone: null,
      website: null,
      internalNotes: null,
      salesman: null,
      contractUrl: null,
    });

    // Another client's records are untouched.
    const [otherMessage] = await server.db.select().from(messages).where(eq(messages.id, other.linked.id));
    expect(otherMessage).toMatchObject({ email: other.email, name: other.name });
    expect((await server.db.select().from(portalAccess).where(eq(portalAccess.clientId, other.id))).length).toBe(1);

    // The audit entry: counts only, no personal data.
    const entries = await server.db.select().from(auditLog).where(and(eq(auditLog.action, 'erase'), eq(auditLog.entityId, String(a.id))));
    expect(entries).toHaveLength(1);
    const logged = JSON.stringify(entries[0]);
    for (const personal of [a.email, a.name, 'Person', '777', 'Secret notes']) expect(logged).not.toContain(personal);
    expect(entries[0]!.changes.messagesAnonymised).toEqual({ from: null, to: 2 });

    // A second erasure: nothing left to erase.
    const again = await admin.post(`/api/admin/clients/${a.id}/erase`, { confirm: true });
    expect(again.status).toBe(200);
    const { proposalsKept, invoicesKept, ...erased } = again.body.counts;
    expect(Object.values(erased).every((n) => n === 0)).toBe(true);
    expect({ proposalsKept, invoicesKept }).toEqual({ proposalsKept: 1, invoicesKept: 1 });
  });

  it('a client without documents is anonymised fully', async () => {
    const a = await clientWithRecords({ company: 'Pekárna', industry: 'Food' });
    const res = await admin.post(`/api/admin/clients/${a.id}/erase`, { confirm: true });
    expect(res.status, res.text).toBe(200);
    expect(res.body.billingIdentityKept).toBe(false);
    expect(res.body.counts.invoicesKept).toBe(0);
    expect(res.body.kept).toEqual([]);
    const [client] = await server.db.select().from(clients).where(eq(clients.id, a.id));
    expect(client).toMatchObject({
      name: `Anonymizovaný klient #${a.id}`,
      email: `erased-client-${a.id}@erased.invalid`,
      company: null,
      industry: null,
      billingName: null,
      ico: null,
      dic: null,
      billingStreet: null,
      billingCity: null,
      billingPostalCode: null,
      vatPayer: false,
      phone: null,
    });
    // The record is still valid for the client form.
    const got = await admin.get(`/api/admin/clients/${a.id}`);
    expect((await admin.put(`/api/admin/clients/${a.id}`, got.body)).status).toBe(200);
    const entries = await server.db.select().from(auditLog).where(and(eq(auditLog.action, 'erase'), eq(auditLog.entityId, String(a.id))));
    const logged = JSON.stringify(entries);
    for (const personal of [a.email, a.name, 'Pekárna']) expect(logged).not.toContain(personal);
  });
});

describe('change requests', () => {
  const changes = { billingName: 'Nová Pekárna s.r.o.', ico: '25596641', dic: 'CZ25596641', billingStreet: 'Krátká 2', billingCity: 'Praha', billingPostalCode: '110 00', billingCountry: 'CZ', phone: '+420 600 000 000', vatPayer: true, note: 'We moved' };
  const seed = async (clientId: number) => (await server.db.insert(clientChangeRequests).values({ clientId, changes }).returning())[0]!.id;

  it('lists them with the current values; approving writes the fields to the client (audited), deciding twice is 409', async () => {
    const clientId = await invoiceClient(admin, { email: `cr${++counter}@example.cz` });
    const requestId = await seed(clientId);
    const list = await admin.get(`/api/admin/clients/${clientId}/change-requests`);
    expect(list.status).toBe(200);
    expect(list.body.pending).toBe(1);
    expect(list.body.items[0]).toMatchObject({ id: requestId, status: 'pending', current: { billingName: 'Pekárna Řehoř s.r.o.', billingStreet: 'Dlouhá 1' } });
    expect(list.body.items[0].current).not.toHaveProperty('note');

    const approved = await admin.post(`/api/admin/clients/${clientId}/change-requests/${requestId}/approve`);
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', decidedAt: expect.any(String), decidedByName: expect.any(String) });
    const [client] = await server.db.select().from(clients).where(eq(clients.id, clientId));
    expect(client).toMatchObject({ billingName: 'Nová Pekárna s.r.o.', billingStreet: 'Krátká 2', billingCity: 'Praha', phone: '+420 600 000 000', name: 'Jiří Čermák' });
    const entries = await server.db.select({ action: auditLog.action, entity: auditLog.entity }).from(auditLog).where(inArray(auditLog.entityId, [String(clientId), String(requestId)]));
    expect(entries).toEqual(expect.arrayContaining([{ action: 'update', entity: 'client' }, { action: 'approve', entity: 'change_request' }]));

    expect((await admin.post(`/api/admin/clients/${clientId}/change-requests/${requestId}/approve`)).status).toBe(409);
    expect((await admin.post(`/api/admin/clients/${clientId}/change-requests/${requestId}/reject`)).status).toBe(409);
    expect((await admin.get(`/api/admin/clients/${clientId}/change-requests`)).body.pending).toBe(0);
  });

  it("rejecting writes nothing to the client; unknown or another client's request is 404", async () => {
    const clientId = await invoiceClient(admin, { email: `cr${++counter}@example.cz` });
    const otherId = await invoiceClient(admin, { email: `cr${++counter}@example.cz` });
    const requestId = await seed(clientId);
    expect((await admin.post(`/api/admin/clients/${otherId}/change-requests/${requestId}/approve`)).status).toBe(404);
    expect((await admin.post(`/api/admin/clients/${clientId}/change-requests/999999/approve`)).status).toBe(404);
    expect((await admin.post(`/api/admin/clients/${clientId}/change-requests/abc/approve`)).status).toBe(400);
    const rejected = await admin.post(`/api/admin/clients/${clientId}/change-requests/${requestId}/reject`);
    expect(rejected.status).toBe(200);
    expect(rejected.body.status).toBe('rejected');
    const [client] = await server.db.select().from(clients).where(eq(clients.id, clientId));
    expect(client).toMatchObject({ billingName: 'Pekárna Řehoř s.r.o.', billingStreet: 'Dlouhá 1' });
    const [entry] = await server.db.select().from(auditLog).where(and(eq(auditLog.action, 'reject'), eq(auditLog.entityId, String(requestId))));
    expect(entry!.entity).toBe('change_request');
  });
});
