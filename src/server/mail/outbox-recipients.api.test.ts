/**
 * Issue 20: a notification reaches a person once somebody can receive it. With no NOTIFY_TO and only the placeholder
 * admin address (`…@admin.invalid`), a notification waits as no_recipient — never counted as an attempt, never failed —
 * and goes out as soon as an admin has a real address; *Retry* resolves the recipients afresh at sending time (it used
 * to send to the empty list stored with the mail: `EENVELOPE: No recipients defined`, then failed).
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientChangeRequests, mailOutbox, users } from '../db/schema';
import { issueFormToken } from './form-token';
import { createMailService } from './mail-service';
import { invoiceClient } from '../test/invoice-fixtures';
import { portalClientFor } from '../test/portal-session';
import { startSmtpServer, type TestSmtpServer } from '../test/smtp-test-server';
import { startTestServer, type TestClient, type TestServer } from '../test/test-server';

const SECRET = randomBytes(32).toString('hex');
const FROM = 'Lipa Digital <web@lipa-digital.cz>';
const silent = pino({ level: 'silent' });
const LIMITS = { loginPerAccountAndIp: 100, loginPerIp: 100, loginPerAccount: 100, loginWindowMs: 60_000, contactPerIp: 1000, contactWindowMs: 60_000 };

async function until<T>(what: string, check: () => Promise<T | undefined | false>, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for: ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const contact = (name: string) => ({
  name,
  email: 'jana@pekarna.cz',
  message: 'Dobrý den, potřebujeme nový web pro naši pekárnu.',
  page: '/contact',
  lang: 'cs',
  website: '',
  formToken: issueFormToken(SECRET, Date.now() - 10_000),
});

let smtp: TestSmtpServer;
let server: TestServer;
let admin: TestClient;
let adminId: number;

const mailOf = async (messageId: number) => (await server.db.select().from(mailOutbox).where(eq(mailOutbox.messageId, messageId)))[0];
const setAdminEmail = (email: string) => server.db.update(users).set({ email }).where(eq(users.id, adminId));

beforeAll(async () => {
  smtp = await startSmtpServer('accept');
  server = await startTestServer({
    config: { sessionSecret: SECRET, publicUrl: 'https://www.lipa-digital.cz', rateLimits: LIMITS },
    // No NOTIFY_TO: the admins' addresses are the recipients.
    mail: (db) => createMailService({ smtpUrl: smtp.url, from: FROM, notifyTo: undefined }, db, silent, { pollMs: 50, firstRetryDelayMs: 50, maxAttempts: 3 }),
  });
  admin = await server.signedInClient('quickstart');
  adminId = (await server.db.select({ id: users.id }).from(users).where(eq(users.username, 'quickstart')))[0]!.id;
});

afterAll(async () => {
  await server.close();
  await smtp.close();
});

describe('a notification with nobody to send it to', () => {
  it('waits as no_recipient (no attempt counted, never failed) and is sent once an admin has a real address', async () => {
    await setAdminEmail('quickstart@admin.invalid');
    const res = await server.client().post('/api/contact', contact('Waiting Lead'));
    expect(res.status).toBe(201);
    const id = res.body.id as number;
    expect(await mailOf(id)).toMatchObject({ status: 'no_recipient', attempts: 0, recipients: '' });
    // Several polls of the sender later it still waits, with no attempt counted and nothing sent.
    await new Promise((r) => setTimeout(r, 400));
    expect(await mailOf(id)).toMatchObject({ status: 'no_recipient', attempts: 0 });
    expect(smtp.received.filter((m) => m.text.includes(`open=${id}`))).toHaveLength(0);
    const listed = await admin.get('/api/admin/mail?status=no_recipient');
    expect(listed.body).toEqual([expect.objectContaining({ status: 'no_recipient', lastError: expect.stringContaining('NOTIFY_TO') })]);

    await setAdminEmail('jana@lipa-digital.cz');
    const mail = await until('the waiting notification is delivered', async () => smtp.received.find((m) => m.text.includes(`open=${id}`)));
    expect(mail.to).toEqual(['jana@lipa-digital.cz']);
    await until('marked sent', async () => (await mailOf(id))?.status === 'sent');
    expect(await mailOf(id)).toMatchObject({ status: 'sent', attempts: 1, recipients: 'jana@lipa-digital.cz', lastError: null });
  });

  it("a client's change request made while nobody has an address waits as no_recipient and goes out once an admin has one", async () => {
    await setAdminEmail('quickstart@admin.invalid');
    const clientId = await invoiceClient(admin, { name: 'Dana Dvořáková', email: 'dana@example.cz' });
    const browser = await portalClientFor(server, clientId);
    const fields = { billingName: 'Alfa s.r.o.', billingStreet: 'Nová 2', billingCity: 'Praha', billingPostalCode: '110 00', billingCountry: 'CZ', note: 'Přestěhovali jsme se.' };
    const asked = await browser.request('POST', '/portal/details', new URLSearchParams(fields).toString(), { 'content-type': 'application/x-www-form-urlencoded' });
    expect(asked.status, asked.text).toBe(303);
    const mailOfRequest = async () =>
      (
        await server.db
          .select({ status: mailOutbox.status, attempts: mailOutbox.attempts, recipients: mailOutbox.recipients })
          .from(mailOutbox)
          .innerJoin(clientChangeRequests, eq(clientChangeRequests.id, mailOutbox.changeRequestId))
          .where(eq(clientChangeRequests.clientId, clientId))
      )[0];
    expect(await mailOfRequest()).toMatchObject({ status: 'no_recipient', attempts: 0, recipients: '' });

    await setAdminEmail('jana@lipa-digital.cz');
    const mail = await until('the waiting change request is delivered', async () => smtp.received.find((m) => m.subject.endsWith(': Dana Dvořáková')));
    expect(mail.to).toEqual(['jana@lipa-digital.cz']);
    await until('marked sent', async () => (await mailOfRequest())?.status === 'sent');
    expect(await mailOfRequest()).toMatchObject({ status: 'sent', recipients: 'jana@lipa-digital.cz' });
  });

  it('a notification taken by the sender while nobody has an address goes back to waiting, its attempt not counted', async () => {
    await setAdminEmail('quickstart@admin.invalid');
    // Queued while an address existed (pending, with that address), sent after it was replaced by a placeholder.
    const [row] = await server.db
      .insert(mailOutbox)
      .values({ kind: 'notification', messageId: null, recipients: 'gone@lipa-digital.cz', subject: 'Queued earlier', text: 'queued earlier', html: '<p>queued earlier</p>', status: 'pending', attempts: 1 })
      .returning();
    const waiting = await until('back to waiting', async () => {
      const [r] = await server.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id));
      return r?.status === 'no_recipient' ? r : undefined;
    });
    expect(waiting).toMatchObject({ attempts: 1, recipients: '' });
    expect(smtp.received.filter((m) => m.text.includes('queued earlier'))).toHaveLength(0);
  });

  it('Retry of a failed notification with no stored recipient sends it to the recipients of now', async () => {
    await setAdminEmail('petr@lipa-digital.cz');
    // A mail failed by the code before issue 20: stored without recipients, walked to failed by EENVELOPE.
    const [row] = await server.db
      .insert(mailOutbox)
      .values({
        kind: 'notification',
        messageId: null,
        recipients: '',
        subject: 'Old failed notification',
        text: 'old failed notification',
        html: '<p>old failed notification</p>',
        status: 'failed',
        attempts: 3,
        lastError: 'EENVELOPE: No recipients defined',
      })
      .returning();
    const retried = await admin.patch(`/api/admin/mail/${row!.id}/retry`);
    expect(retried.status).toBe(200);
    const mail = await until('the retried notification is delivered', async () => smtp.received.find((m) => m.text.includes('old failed notification')));
    expect(mail.to).toEqual(['petr@lipa-digital.cz']);
    await until('marked sent', async () => (await server.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id)))[0]?.status === 'sent');
    const [after] = await server.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id));
    expect(after).toMatchObject({ status: 'sent', attempts: 1, recipients: 'petr@lipa-digital.cz' });
  });

  it('GET /api/admin/mail/delivery says whether notifications reach anybody now (the screens warn when not)', async () => {
    await setAdminEmail('quickstart@admin.invalid');
    expect((await admin.get('/api/admin/mail/delivery')).body).toEqual({ smtpConfigured: true, recipients: [], fromNotifyTo: false });
    await setAdminEmail('jana@lipa-digital.cz');
    expect((await admin.get('/api/admin/mail/delivery')).body).toEqual({ smtpConfigured: true, recipients: ['jana@lipa-digital.cz'], fromNotifyTo: false });
    expect((await server.client().get('/api/admin/mail/delivery')).status).toBe(401);
  });

  it('an auto-reply keeps its own recipient (the visitor), whatever the staff addresses', async () => {
    await setAdminEmail('quickstart@admin.invalid');
    const [row] = await server.db
      .insert(mailOutbox)
      .values({ kind: 'auto_reply', messageId: null, recipients: 'visitor@pekarna.cz', subject: 'Thanks', text: 'auto reply text', html: '<p>auto reply text</p>', status: 'pending' })
      .returning();
    const mail = await until('the auto-reply', async () => smtp.received.find((m) => m.text.includes('auto reply text')));
    expect(mail.to).toEqual(['visitor@pekarna.cz']);
    await until('marked sent', async () => (await server.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id)))[0]?.status === 'sent');
    const [after] = await server.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id));
    expect(after).toMatchObject({ status: 'sent', recipients: 'visitor@pekarna.cz' });
  });
});
