/**
 * The portal pages of a signed-in client (issue 25): client A sees its own proposals, invoices, projects and details
 * and nothing of client B by any id or path variant; accept through the portal; PDFs, the QR Platba image; a message
 * about a project lands in the inbox with its mail; a change request of billing details.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officeDay } from '@/shared/dates';
import { escapeHtml } from '@/shared/html-text';
import { PORTAL_MESSAGE_LIMITS, PORTAL_ROUTES } from '@/shared/portal';
import { VALIDATION_MESSAGES } from '@/shared/validation-messages';
import { VALIDATION_MESSAGES_CS } from '@/shared/validation-texts';
import { auditLog, clientChangeRequests, mailOutbox, messages, projects, proposals } from '@/server/db/schema';
import { DEFAULT_RATE_LIMITS } from '@/server/security/rate-limit';
import { PORTAL_PAGE_TEXTS } from '@/server/web/portal/portal-page-texts';
import { completeBilling, createDraft, invoiceClient, issuedInvoice } from '@/server/test/invoice-fixtures';
import { portalClientFor } from '@/server/test/portal-session';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';

let server: TestServer;
let admin: TestClient;
let a: TestClient;

interface Seeded {
  clientId: number;
  proposal: number;
  invoice: { id: number; number: string };
  paid: { id: number; number: string };
  project: number;
}
let A: Seeded;
let B: Seeded;
let draftProposal: number;
let draftInvoice: number;

async function sentProposal(clientId: number, title: string): Promise<number> {
  const created = await admin.post('/api/admin/proposals', {
    clientId,
    title,
    language: 'cs',
    validUntil: '2099-12-31',
    lines: [
      { service: `Web ${title}`, quantityThousandths: 1000, unitPriceMinor: 20_000_00 },
      { service: 'Správa', quantityThousandths: 1000, unitPriceMinor: 1_500_00, recurrence: 'monthly' },
    ],
  });
  expect(created.status, created.text).toBe(201);
  const sent = await admin.post(`/api/admin/proposals/${created.body.id}/send`);
  expect(sent.status, sent.text).toBe(200);
  return created.body.id;
}

async function seed(name: string, email: string): Promise<Seeded> {
  const clientId = await invoiceClient(admin, { name, email });
  const proposal = await sentProposal(clientId, `Nabídka ${name}`);
  const invoice = await issuedInvoice(admin, clientId);
  const paid = await issuedInvoice(admin, clientId);
  const payment = await admin.post(`/api/admin/invoices/${paid.id}/payments`, { amountMinor: paid.outstandingMinor, paidOn: officeDay() });
  expect(payment.status, payment.text).toBe(201);
  const project = await admin.post('/api/admin/projects', { clientId, name: `Projekt ${name}`, description: 'Web', budget: 100 });
  expect(project.status, project.text).toBe(201);
  return { clientId, proposal, invoice: { id: invoice.id, number: invoice.number! }, paid: { id: paid.id, number: paid.number! }, project: project.body.id };
}

const form = (client: TestClient, path: string, fields: Record<string, string>) =>
  client.request('POST', path, new URLSearchParams(fields).toString(), { 'content-type': 'application/x-www-form-urlencoded' });

beforeAll(async () => {
  server = await startTestServer({ config: { rateLimits: { ...DEFAULT_RATE_LIMITS, proposalPerIp: 1000 } } });
  admin = await server.signedInClient();
  await completeBilling(admin);
  A = await seed('Alena Alfa', 'alena@alfa.cz');
  B = await seed('Bohdan Beta', 'bohdan@beta.cz');
  draftProposal = (await admin.post('/api/admin/proposals', { clientId: A.clientId, title: 'Koncept', language: 'cs', validUntil: '2099-12-31', lines: [{ service: 'X', quantityThousandths: 1000, unitPriceMinor: 100 }] })).body.id;
  draftInvoice = (await createDraft(admin, A.clientId)).id;
  a = await portalClientFor(server, A.clientId);
}, 120_000);
afterAll(async () => {
  await server.close();
});

describe('the portal pages of a signed-in client', () => {
  it('the overview lists the client’s own proposals, invoices and projects, and nothing of another client', async () => {
    const page = await a.get('/portal');
    expect(page.status, page.text).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.text).toContain('Alena Alfa');
    expect(page.text).toContain(`/portal/proposals/${A.proposal}`);
    expect(page.text).toContain(`/portal/invoices/${A.invoice.id}`);
    expect(page.text).toContain(`/portal/invoices/${A.paid.id}`);
    expect(page.text).toContain(`/portal/projects/${A.project}`);
    expect(page.text).toContain('Neuhrazeno');
    expect(page.text).toContain('Uhrazeno');
    expect(page.text).not.toContain('Bohdan');
    expect(page.text).not.toContain(`/portal/proposals/${B.proposal}"`);
    expect(page.text).not.toContain(`/portal/invoices/${B.invoice.id}"`);
    expect(page.text).not.toContain(`/portal/proposals/${draftProposal}"`);
    expect(page.text).not.toContain(`/portal/invoices/${draftInvoice}"`);
    const en = await a.get('/en/portal');
    expect(en.text).toContain('Unpaid');
    expect(en.text).toContain('<html lang="en">');
  });

  it('every client route with another client’s ids, drafts or malformed ids answers 404', async () => {
    const idsOf = (owns: string | undefined): string[] => {
      const b = owns === 'proposal' ? B.proposal : owns === 'invoice' ? B.invoice.id : B.project;
      const draft = owns === 'proposal' ? [String(draftProposal)] : owns === 'invoice' ? [String(draftInvoice)] : [];
      return [String(b), ...draft, '0', 'abc', '1%2F2', '-1', '999999', `${b}.0`, ` ${b}`];
    };
    let tried = 0;
    for (const route of PORTAL_ROUTES) {
      if (route.who !== 'client' || !('owns' in route)) continue;
      for (const id of idsOf(route.owns)) {
        const path = `/portal${route.path.replace(':id', id)}`;
        const res = route.method === 'GET' ? await a.get(path) : await form(a, path, { answer: 'accept', name: 'Alena', consent: 'on', message: 'Ahoj' });
        expect(res.status, `${route.method} ${path}`).toBe(404);
        expect(res.text).not.toContain('Bohdan');
        tried++;
      }
    }
    expect(tried).toBeGreaterThan(50);
    // Nothing of B changed.
    const [bProposal] = await server.db.select({ status: proposals.status }).from(proposals).where(eq(proposals.id, B.proposal));
    expect(bProposal!.status).toBe('sent');
    expect(await server.db.select().from(messages).where(eq(messages.projectId, B.project))).toHaveLength(0);
  });

  it('without a portal session: a GET goes to the sign-in page, a POST is a 401 page', async () => {
    const anonymous = server.client();
    const get = await anonymous.get(`/en/portal/invoices/${A.invoice.id}`);
    expect(get.status).toBe(303);
    expect(get.headers.get('location')).toBe('/en/portal');
    const post = await form(anonymous, `/portal/projects/${A.project}/messages`, { message: 'Ahoj' });
    expect(post.status).toBe(401);
    expect(post.text).toContain('Přihlaste se');
    // A staff session opens nothing here.
    expect((await admin.get(`/portal/proposals/${A.proposal}`)).status).toBe(303);
  });

  it('a proposal: shown with its forms while open; accepting marks it accepted, starts the project and tells staff; a second accept is refused', async () => {
    const prefetch = await a.request('GET', `/portal/proposals/${A.proposal}`, undefined, { 'sec-purpose': 'prefetch' });
    expect(prefetch.status).toBe(200);
    expect((await server.db.select({ status: proposals.status }).from(proposals).where(eq(proposals.id, A.proposal)))[0]!.status).toBe('sent');
    const page = await a.get(`/portal/proposals/${A.proposal}`);
    expect(page.status).toBe(200);
    expect((await server.db.select({ status: proposals.status }).from(proposals).where(eq(proposals.id, A.proposal)))[0]!.status).toBe('viewed');
    expect(page.text).toContain('Nabídka Alena Alfa');
    expect(page.text).toContain(`action="/portal/proposals/${A.proposal}"`);
    expect(page.text).toContain(`href="/portal/proposals/${A.proposal}/pdf"`);
    const bad = await form(a, `/portal/proposals/${A.proposal}`, { answer: 'accept', name: '', consent: 'on' });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('role="alert"');
    const mailsBefore = (await server.db.select().from(mailOutbox)).length;
    const hash = /name="shown" value="([0-9a-f]+)"/.exec(page.text)![1]!;
    const accepted = await form(a, `/portal/proposals/${A.proposal}`, { answer: 'accept', name: 'Alena Alfa', consent: 'on', shown: hash });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.text).toContain('Děkujeme, nabídku jste přijali.');
    expect(accepted.text).not.toContain('name="answer"');
    const [row] = await server.db.select().from(proposals).where(eq(proposals.id, A.proposal));
    expect(row).toMatchObject({ status: 'accepted', acceptedName: 'Alena Alfa', acceptedConsent: true });
    const created = await server.db.select().from(projects).where(and(eq(projects.clientId, A.clientId), eq(projects.name, 'Nabídka Alena Alfa')));
    expect(created).toHaveLength(1);
    expect(created[0]!.status).toBe('active');
    // Staff are told, and the client gets the confirmation with the PDF.
    const mails = (await server.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id))).slice(mailsBefore);
    expect(mails.map((m) => m.kind)).toEqual(['notification', 'proposal']);
    for (const m of mails) expect(m.subject).toContain(row!.number);
    const audit = await server.db.select().from(auditLog).where(and(eq(auditLog.entity, 'proposal'), eq(auditLog.entityId, String(A.proposal)), eq(auditLog.action, 'status')));
    expect(audit.at(-1)!.actorName).toBe(`client: Alena Alfa (#${A.clientId})`);

    const again = await form(a, `/portal/proposals/${A.proposal}`, { answer: 'accept', name: 'Alena Alfa', consent: 'on' });
    expect(again.status).toBe(409);
    expect(again.text).toContain('Na nabídku už bylo odpovězeno');
    const decline = await form(a, `/portal/proposals/${A.proposal}`, { answer: 'decline', reason: 'x' });
    expect(decline.status).toBe(409);
    expect((await server.db.select().from(mailOutbox)).length).toBe(mailsBefore + 2);

    // The project page shows what the proposal agreed, with a link to it.
    const project = await a.get(`/portal/projects/${created[0]!.id}`);
    expect(project.status).toBe(200);
    expect(project.text).toContain(`href="/portal/proposals/${A.proposal}"`);
    expect(project.text).toContain('Web Nabídka Alena Alfa');
  });

  it('the PDFs are the stored documents of the client’s own proposal and invoice', async () => {
    const proposalPdf = await a.get(`/portal/proposals/${A.proposal}/pdf`);
    expect(proposalPdf.status).toBe(200);
    expect(proposalPdf.headers.get('content-type')).toBe('application/pdf');
    expect(proposalPdf.text.startsWith('%PDF')).toBe(true);
    const [row] = await server.db.select({ number: proposals.number }).from(proposals).where(eq(proposals.id, A.proposal));
    expect(proposalPdf.headers.get('content-disposition')).toContain(row!.number.replace(/[^A-Za-z0-9._-]/g, '-'));
    const invoicePdf = await a.get(`/en/portal/invoices/${A.invoice.id}/pdf`);
    expect(invoicePdf.status).toBe(200);
    expect(invoicePdf.text.startsWith('%PDF')).toBe(true);
    expect(invoicePdf.headers.get('content-disposition')).toContain(A.invoice.number.replace(/[^A-Za-z0-9._-]/g, '-'));
  });

  it('an invoice: status, dates, payments, and the QR Platba of what is left to pay (none when paid)', async () => {
    const unpaid = await a.get(`/portal/invoices/${A.invoice.id}`);
    expect(unpaid.status).toBe(200);
    expect(unpaid.text).toContain(A.invoice.number);
    expect(unpaid.text).toContain('Neuhrazeno');
    expect(unpaid.text).toContain(`<img class="qr" src="/portal/invoices/${A.invoice.id}/qr.png" alt="QR Platba`);
    expect(unpaid.text).toContain('13\u00a0220,00\u00a0Kč');
    const png = await a.get(`/portal/invoices/${A.invoice.id}/qr.png`);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(png.text.slice(1, 4)).toBe('PNG');

    const paid = await a.get(`/en/portal/invoices/${A.paid.id}`);
    expect(paid.status).toBe(200);
    expect(paid.text).toContain('Paid');
    expect(paid.text).toContain('Payments received');
    expect(paid.text).not.toContain('qr.png');
    expect((await a.get(`/portal/invoices/${A.paid.id}/qr.png`)).status).toBe(404);
  });

  it('a message about a project lands in the inbox linked to the client and the project, with a mail to staff', async () => {
    const empty = await form(a, `/portal/projects/${A.project}/messages`, { message: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.text).toContain('Napište prosím zprávu.');
    expect(empty.text).toContain('aria-invalid="true"');

    const mailsBefore = (await server.db.select().from(mailOutbox)).length;
    const sent = await form(a, `/en/portal/projects/${A.project}/messages`, { message: 'When will it be ready? <b>' });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe(`/en/portal/projects/${A.project}?sent=1`);
    const [row] = await server.db.select().from(messages).where(eq(messages.projectId, A.project));
    expect(row).toMatchObject({ kind: 'portal', clientId: A.clientId, projectId: A.project, name: 'Alena Alfa', email: 'alena@alfa.cz', language: 'en', pagePath: `/en/portal/projects/${A.project}`, status: 'unread' });
    const mails = await server.db.select().from(mailOutbox).where(eq(mailOutbox.messageId, row!.id));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.kind).toBe('portal_message');
    expect((await server.db.select().from(mailOutbox)).length).toBe(mailsBefore + 1);

    const page = await a.get(`/en/portal/projects/${A.project}?sent=1`);
    expect(page.text).toContain('Thank you, we received your message.');
    expect(page.text).toContain('When will it be ready? &lt;b&gt;');

    // The inbox shows it with its client and project.
    const inbox = await admin.get(`/api/admin/messages/${row!.id}`);
    expect(inbox.status).toBe(200);
    expect(inbox.body).toMatchObject({ kind: 'portal', clientId: A.clientId, clientName: 'Alena Alfa', projectId: A.project, projectName: 'Projekt Alena Alfa' });

    // The honeypot: kept as spam, nobody notified.
    const bot = await form(a, `/portal/projects/${A.project}/messages`, { message: 'Buy', website: 'http://spam' });
    expect(bot.status).toBe(303);
    const spam = await server.db.select().from(messages).where(and(eq(messages.projectId, A.project), eq(messages.status, 'spam')));
    expect(spam).toHaveLength(1);
    expect(await server.db.select().from(mailOutbox).where(eq(mailOutbox.messageId, spam[0]!.id))).toHaveLength(0);
  });

  it('messages are limited per client', async () => {
    const c = await invoiceClient(admin, { name: 'Cyril', email: 'cyril@gama.cz' });
    const project = (await admin.post('/api/admin/projects', { clientId: c, name: 'Gama', description: 'Web', budget: 1 })).body.id;
    const browser = await portalClientFor(server, c);
    for (let i = 0; i < PORTAL_MESSAGE_LIMITS.perClient; i++) expect((await form(browser, `/portal/projects/${project}/messages`, { message: `m${i}` })).status).toBe(303);
    const limited = await form(browser, `/portal/projects/${project}/messages`, { message: 'one more' });
    expect(limited.status).toBe(429);
    expect(limited.text).toContain('příliš mnoho zpráv');
  });

  it('details: shown prefilled; a change request is stored pending and audited; bad input is the form again naming the fields', async () => {
    const page = await a.get('/en/portal/details');
    expect(page.status).toBe(200);
    expect(page.text).toContain('alena@alfa.cz');
    expect(page.text).toContain('value="Pekárna Řehoř s.r.o."');
    expect(page.text).toContain('value="25596641"');

    const fields = { billingName: 'Alfa s.r.o.', ico: '25596641', dic: 'CZ25596641', billingStreet: 'Nová 2', billingCity: 'Praha', billingPostalCode: '110 00', billingCountry: 'CZ', phone: '', vatPayer: 'on', note: 'Nová adresa' };
    const bad = await form(a, '/en/portal/details', { ...fields, dic: 'CZ123', billingCountry: 'XX' });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('Please check these fields');
    expect(bad.text).toMatch(/href="#billingCountry">Country/);
    expect(bad.text).toContain('value="Nová 2"');
    expect(await server.db.select().from(clientChangeRequests).where(eq(clientChangeRequests.clientId, A.clientId))).toHaveLength(0);

    const ok = await form(a, '/en/portal/details', fields);
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/en/portal/details?requested=1');
    const [row] = await server.db.select().from(clientChangeRequests).where(eq(clientChangeRequests.clientId, A.clientId));
    expect(row).toMatchObject({ status: 'pending', changes: { billingName: 'Alfa s.r.o.', billingCity: 'Praha', vatPayer: true, note: 'Nová adresa', phone: null } });
    const audit = await server.db.select().from(auditLog).where(and(eq(auditLog.entity, 'change_request'), eq(auditLog.entityId, String(row!.id))));
    expect(audit).toMatchObject([{ action: 'create', actorId: null }]);
    const after = await a.get('/en/portal/details?requested=1');
    expect(after.text).toContain('Thank you, we received your change request.');
    expect(after.text).toContain('Change request waiting');
  });

  it('details in Czech: each field’s error in Czech, the same texts the back office’s forms show', async () => {
    const fields = { billingName: 'Alfa s.r.o.', ico: '12345678', dic: 'CZ123', billingStreet: 'Nová 2', billingCity: 'Praha', billingPostalCode: '110 00', billingCountry: 'XX1', phone: '', note: '' };
    const bad = await form(a, '/portal/details', fields);
    expect(bad.status).toBe(400);
    for (const key of ['icoInvalid', 'countryInvalid'] as const) {
      expect(bad.text).toContain(escapeHtml(VALIDATION_MESSAGES_CS[key]));
      expect(bad.text).not.toContain(escapeHtml(VALIDATION_MESSAGES[key]));
    }
    expect(bad.text).not.toContain(PORTAL_PAGE_TEXTS.cs.details.fieldInvalid);
  });
});
