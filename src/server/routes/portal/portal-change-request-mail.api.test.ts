/**
 * Staff are told by e-mail of a client's change request from the portal (issue 25, docs/product/client-portal.md):
 * the mail reaches the SMTP server right after the request (the outbox is woken — the sender polls only every ten
 * minutes here), naming the client, each field's current → requested value, the note and the absolute link to the
 * client's page; a refused request (400) sends nothing; an erasure of the client deletes the mail.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientChangeRequests, mailOutbox } from '@/server/db/schema';
import { invoiceClient } from '@/server/test/invoice-fixtures';
import { portalClientFor } from '@/server/test/portal-session';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '@/server/test/smtp-test-server';
import { smtpMailService } from '@/server/test/smtp-mail-service';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';

const STAFF = 'staff@lipa-digital.cz';
const ORIGIN = 'https://www.lipa-digital.cz';

let smtp: TestSmtpServer;
let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  smtp = await startSmtpServer('accept');
  server = await startTestServer({
    config: { publicUrl: ORIGIN },
    mail: smtpMailService(smtp, [STAFF], { pollMs: 600_000 }),
  });
  admin = await server.signedInClient();
}, 60_000);
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const form = (client: TestClient, path: string, fields: Record<string, string>) =>
  client.request('POST', path, new URLSearchParams(fields).toString(), { 'content-type': 'application/x-www-form-urlencoded' });

async function mailAbout(name: string, timeoutMs = 10_000): Promise<ReceivedMail> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const mail = smtp.received.find((m) => m.to.includes(STAFF) && m.subject.endsWith(`: ${name}`));
    if (mail) return mail;
    if (Date.now() > end) throw new Error(`no mail about ${name}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const mailsOf = (clientId: number) =>
  server.db
    .select({ id: mailOutbox.id, kind: mailOutbox.kind, changeRequestId: mailOutbox.changeRequestId })
    .from(mailOutbox)
    .innerJoin(clientChangeRequests, eq(clientChangeRequests.id, mailOutbox.changeRequestId))
    .where(and(eq(clientChangeRequests.clientId, clientId), eq(mailOutbox.kind, 'change_request')));

const fields = {
  billingName: 'Alfa <s.r.o.>',
  ico: '25596641',
  dic: 'CZ25596641',
  billingStreet: 'Nová 2',
  billingCity: 'Praha',
  billingPostalCode: '110 00',
  billingCountry: 'CZ',
  phone: '',
  vatPayer: 'on',
  note: 'Přestěhovali jsme se.',
};

describe("the staff mail of a client's change request", () => {
  it('arrives at once in Czech with each field current → requested, the note and the link to the client; a 400 sends nothing', async () => {
    const clientId = await invoiceClient(admin, { name: 'Dana Dvořáková', email: 'dana@example.cz' });
    const browser = await portalClientFor(server, clientId);

    const bad = await form(browser, '/en/portal/details', { ...fields, dic: 'CZ123' });
    expect(bad.status).toBe(400);
    expect(await server.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'change_request'))).toHaveLength(0);

    // Asked from the English portal: staff still read it in Czech.
    const ok = await form(browser, '/en/portal/details', fields);
    expect(ok.status).toBe(303);
    const mail = await mailAbout('Dana Dvořáková');
    expect(mail.subject).toBe('Žádost o změnu fakturačních údajů: Dana Dvořáková');
    expect(mail.to).toEqual([STAFF]);
    expect(mail.headers['reply-to']).toContain('dana@example.cz');
    expect(mail.text).toContain('Fakturační název: Pekárna Řehoř s.r.o. → Alfa <s.r.o.>');
    expect(mail.text).toContain('Ulice a číslo: Dlouhá 1 → Nová 2');
    expect(mail.text).toContain('Město: Brno → Praha');
    expect(mail.text).toContain('PSČ: 602 00 → 110 00');
    expect(mail.text).toContain('IČO: 25596641 (beze změny)');
    expect(mail.text).toContain('Plátce DPH: ano (beze změny)');
    expect(mail.text).toContain('Telefon: — (beze změny)');
    expect(mail.text).toMatch(/Poznámka klienta:\r?\nPřestěhovali jsme se\./);
    expect(mail.text).toContain(`${ORIGIN}/admin/clients/${clientId}`);
    expect(mail.html).toContain('Alfa &lt;s.r.o.&gt;');
    expect(mail.html).not.toContain('Alfa <s.r.o.>');
    expect(mail.html).toContain(`href="${ORIGIN}/admin/clients/${clientId}"`);

    const [request] = await server.db.select().from(clientChangeRequests).where(eq(clientChangeRequests.clientId, clientId));
    expect(await mailsOf(clientId)).toEqual([expect.objectContaining({ kind: 'change_request', changeRequestId: request!.id })]);
    expect(smtp.received.filter((m) => m.subject.includes('Dana Dvořáková'))).toHaveLength(1);
  });

  it("an erasure of the client deletes the mail (it holds the client's billing details)", async () => {
    const clientId = await invoiceClient(admin, { name: 'Emil Erben', email: 'emil@example.cz' });
    const browser = await portalClientFor(server, clientId);
    expect((await form(browser, '/portal/details', fields)).status).toBe(303);
    await mailAbout('Emil Erben');
    const [mail] = await mailsOf(clientId);
    expect(mail).toBeDefined();

    const erased = await admin.post(`/api/admin/clients/${clientId}/erase`, { confirm: true });
    expect(erased.status, erased.text).toBe(200);
    expect(erased.body.counts).toMatchObject({ changeRequestsDeleted: 1, mailsDeleted: 1 });
    expect(await server.db.select().from(mailOutbox).where(eq(mailOutbox.id, mail!.id))).toHaveLength(0);
  });
});
