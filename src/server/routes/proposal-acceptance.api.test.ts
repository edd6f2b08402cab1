/**
 * The acceptance chain (docs/product/proposals.md#acceptance): a proposal from a quote request creates its client only
 * when sent; accepting starts the deal's project in the state the monthly invoices bill, named after the deal; a later
 * version's acceptance updates that one project, and the earlier version's link keeps showing what was accepted; the
 * client gets a confirmation e-mail with the accepted PDF.
 */
import { DEFAULT_PRICE_LIST } from '@/shared/schemas/price-list';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '@/shared/dates';
import { quoteDetails } from '@/shared/schemas/quote';
import { auditLog, clients, mailOutbox, messages, projects, proposals } from '@/server/db/schema';
import { pdfText } from '@/server/test/pdf-text';
import { attachmentsOf, receivedMail, startSmtpServer, type TestSmtpServer } from '@/server/test/smtp-test-server';
import { smtpMailService } from '@/server/test/smtp-mail-service';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';

let smtp: TestSmtpServer;
let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({
    mail: smtpMailService(smtp, ['staff@lipa-digital.cz']),
  });
  admin = await server.signedInClient();
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

/** A quote request for the Standard plan with design and web development, from `email`. */
async function quoteRequest(email: string, language: 'cs' | 'en'): Promise<number> {
  const [m] = await server.db
    .insert(messages)
    .values({ name: 'Eva Malá', email, message: '', kind: 'quote', language, quote: quoteDetails(DEFAULT_PRICE_LIST, 'standard', 'standard', ['design', 'webDevelopment']) })
    .returning();
  return m!.id;
}

const clientsWithEmail = async (email: string) => server.db.select().from(clients).where(sql`lower(${clients.email}) = ${email}`);

const form = (path: string, fields: Record<string, string>) =>
  server.client().request('POST', path, new URLSearchParams(fields).toString(), { 'content-type': 'application/x-www-form-urlencoded' });

/** Sends proposal `id`: its link's path. */
/** What a tax document needs of a private customer besides the name (the client's record). */
const POSTAL_ADDRESS = { billingStreet: 'Husova 5', billingCity: 'Praha', billingPostalCode: '110 00' };
/** The same typed on the acceptance page by a client whose record lacks it. */
const BILLING_ON_ACCEPTANCE = { billing: '1', billingName: 'Eva Malá', billingStreet: 'Husova 5', billingCity: 'Praha', billingPostalCode: '110 00', billingCountry: 'CZ', ico: '', dic: '' };

async function send(id: number): Promise<string> {
  const sent = await admin.post(`/api/admin/proposals/${id}/send`);
  expect(sent.status, sent.text).toBe(200);
  return new URL(sent.body.link).pathname;
}

const proposalRow = async (id: number) => (await server.db.select().from(proposals).where(eq(proposals.id, id)))[0]!;

describe('a proposal from a quote request', () => {
  it('creates no client while a draft: a discarded draft leaves none behind', async () => {
    const draft = await admin.post(`/api/admin/messages/${await quoteRequest('zahozena@example.cz', 'cs')}/proposal`);
    expect(draft.status, draft.text).toBe(201);
    expect(draft.body).toMatchObject({ clientId: null, clientName: 'Eva Malá', pendingClientEmail: 'zahozena@example.cz' });
    expect(await clientsWithEmail('zahozena@example.cz')).toHaveLength(0);
    // Listed all the same, and edited without a client; a proposal made by hand still needs one.
    expect((await admin.get('/api/admin/proposals?status=draft&limit=200')).body.map((p: { id: number }) => p.id)).toContain(draft.body.id);
    const { id: _id, number: _n, version: _v, status: _s, ...rest } = draft.body;
    const edited = await admin.put(`/api/admin/proposals/${draft.body.id}`, { ...rest, clientId: null, title: 'Nový web' });
    expect(edited.status, edited.text).toBe(200);
    expect((await admin.post('/api/admin/proposals', { ...rest, clientId: null })).body.field).toBe('clientId');
    expect((await admin.delete(`/api/admin/proposals/${draft.body.id}`)).status).toBe(204);
    expect(await clientsWithEmail('zahozena@example.cz')).toHaveLength(0);
  });

  it('sending creates the lead in the same step, or matches an existing client by e-mail', async () => {
    const created = await admin.post(`/api/admin/messages/${await quoteRequest('nova@example.cz', 'cs')}/proposal`);
    await send(created.body.id);
    const [lead] = await clientsWithEmail('nova@example.cz');
    expect(lead).toMatchObject({ name: 'Eva Malá', currentStatus: 'lead' });
    expect((await proposalRow(created.body.id)).clientId).toBe(lead!.id);
    // A second request from the same address (any letter case) goes to the same client.
    const again = await admin.post(`/api/admin/messages/${await quoteRequest('NOVA@example.cz', 'cs')}/proposal`);
    expect(again.body.clientId).toBe(lead!.id);
    expect(await clientsWithEmail('nova@example.cz')).toHaveLength(1);
  });

  it("names the deal once: the mail subject, the lines, the project and the invoice lines (both languages)", async () => {
    for (const [language, email, offer, subject] of [
      ['cs', 'jana@example.cz', 'Tvorba webu – balíček Standardní', 'Nabídka N-'],
      ['en', 'john@example.com', 'Website – Standard plan', 'Proposal N-'],
    ] as const) {
      const created = await admin.post(`/api/admin/messages/${await quoteRequest(email, language)}/proposal`);
      expect(created.body.title).toBe(offer);
      const path = await send(created.body.id);
      const [mail] = await server.db.select().from(mailOutbox).where(and(eq(mailOutbox.proposalId, created.body.id), eq(mailOutbox.kind, 'proposal')));
      expect(mail!.subject).toBe(`${subject}${created.body.number.slice(2)}: ${offer}`);
      expect(mail!.subject.match(/Nabídka|Proposal/g)).toHaveLength(1);

      // The lead has no address yet: the acceptance asks for it (docs/product/proposals.md#billing-details-on-acceptance).
      expect((await form(path, { answer: 'accept', name: 'Eva Malá', consent: 'on', ...BILLING_ON_ACCEPTANCE })).status).toBe(200);
      const row = await proposalRow(created.body.id);
      const [project] = await server.db.select().from(projects).where(eq(projects.id, row.projectId!));
      // The state the monthly invoices bill; the deal's title, no number, no "Nabídka".
      expect(project).toMatchObject({ status: 'active', name: offer, clientId: row.clientId });

      const invoice = await admin.post(`/api/admin/proposals/${created.body.id}/invoice`);
      expect(invoice.status, invoice.text).toBe(201);
      expect(invoice.body.projectId).toBe(project!.id);
      expect(invoice.body.lines[0].description).toBe(offer);
    }
  });
});

describe('a new version of an accepted proposal', () => {
  it('updates the one project of the deal; the old link keeps showing what was accepted and leads to the newer version', async () => {
    const clientId = (await admin.post('/api/admin/clients', { name: 'Pekárna Novák', email: 'pekarna@example.cz', ...POSTAL_ADDRESS })).body.id;
    const v1 = await admin.post('/api/admin/proposals', {
      clientId,
      title: 'Nabídka: Web pekárny',
      language: 'cs',
      validUntil: '2099-12-31',
      lines: [
        { service: 'Web pekárny', quantityThousandths: 1000, unitPriceMinor: 47_000_00 },
        { service: 'Správa', quantityThousandths: 1000, unitPriceMinor: 2_350_00, recurrence: 'monthly' },
      ],
    });
    const oldPath = await send(v1.body.id);
    expect((await form(oldPath, { answer: 'accept', name: 'Jana Nováková', consent: 'on' })).status).toBe(200);
    const first = await proposalRow(v1.body.id);
    expect((await server.db.select().from(projects).where(eq(projects.id, first.projectId!)))[0]).toMatchObject({ name: 'Web pekárny', budget: 2000_00, monthlyFee: 100_00 });

    const v2 = (await admin.post(`/api/admin/proposals/${v1.body.id}/versions`)).body;
    const { id: _id, number: _n, version: _v, status: _s, ...rest } = v2;
    await admin.put(`/api/admin/proposals/${v2.id}`, { ...rest, title: 'Web pekárny a e-shop', lines: [{ ...rest.lines[0], unitPriceMinor: 70_500_00 }, rest.lines[1]] });
    const newPath = await send(v2.id);

    // The accepted version's link: 200, what was accepted, read-only, naming the newer version and linking to it.
    const old = await server.client().get(oldPath);
    expect(old.status).toBe(200);
    expect(old.text).toContain('Nabídku přijal(a) Jana Nováková');
    expect(old.text).toMatch(/47\s000,00/);
    expect(old.text).toContain('novější verzi (verze 2)');
    expect(old.text).not.toContain('<form');
    expect(old.text).toContain(`href="${oldPath}/newest"`);
    const newer = await server.client().get(`${oldPath}/newest`);
    expect(newer.status).toBe(200);
    expect(newer.text).toMatch(/70\s500,00/);
    expect((await fetch(server.url + `${oldPath}/pdf`)).headers.get('content-type')).toBe('application/pdf');

    expect((await form(newPath, { answer: 'accept', name: 'Jana Nováková', consent: 'on' })).status).toBe(200);
    const second = await proposalRow(v2.id);
    expect(second.projectId).toBe(first.projectId);
    const deal = await server.db.select().from(projects).where(eq(projects.clientId, clientId));
    expect(deal).toHaveLength(1);
    expect(deal[0]).toMatchObject({ name: 'Web pekárny a e-shop', status: 'active', budget: 3000_00, monthlyFee: 100_00 });
    const history = await server.db.select().from(auditLog).where(and(eq(auditLog.entity, 'project'), eq(auditLog.entityId, String(first.projectId)))).orderBy(asc(auditLog.id));
    expect(history.map((a) => a.action)).toEqual(['create', 'update']);
    expect(history[1]!.changes.budget).toEqual({ from: 2000_00, to: 3000_00 });
  });
});

describe("the client's confirmation", () => {
  it('is e-mailed in the proposal’s language with the accepted PDF, the time in Prague', async () => {
    const clientId = (await admin.post('/api/admin/clients', { name: 'Věra Dušková', email: 'vera@example.cz', ...POSTAL_ADDRESS })).body.id;
    const created = await admin.post('/api/admin/proposals', {
      clientId,
      title: 'Úprava webu',
      language: 'cs',
      validUntil: '2099-12-31',
      lines: [{ service: 'Úprava šablony', quantityThousandths: 1000, unitPriceMinor: 1_020_25 }],
    });
    const path = await send(created.body.id);
    const page = await form(path, { answer: 'accept', name: 'Věra Dušková', consent: 'on' });
    // The confirmation leads the page and takes the focus (a phone shows it without scrolling).
    expect(page.text).toMatch(/<div class="sheet"><p class="status" role="status" id="answer" tabindex="-1" autofocus>Nabídku přijal\(a\) Věra Dušková/);

    const mail = await receivedMail(smtp, (m) => m.to.includes('vera@example.cz') && m.subject.startsWith('Potvrzení přijetí nabídky'));
    expect(mail.subject).toBe(`Potvrzení přijetí nabídky ${created.body.number}: Úprava webu`);
    const row = await proposalRow(created.body.id);
    // Prague's wall clock in the one Czech date-time format (shared/dates.test.ts checks that format in every zone).
    expect(mail.text).toContain(formatDateTime(row.acceptedAt!, 'cs'));
    expect(mail.text).toContain('Věra Dušková');
    expect(mail.text).toContain(path);
    const attached = attachmentsOf(mail.raw);
    expect(attached).toHaveLength(1);
    expect(attached[0]!.headers).toMatch(/Content-Type:\s*application\/pdf/i);
    expect(attached[0]!.bytes.equals(row.pdf!)).toBe(true);
    expect((await pdfText(attached[0]!.bytes)).text).toContain('1 234,50 Kč');
    // Staff are still notified as before.
    await receivedMail(smtp, (m) => m.to.includes('staff@lipa-digital.cz') && m.subject.includes(created.body.number));
  });
});
