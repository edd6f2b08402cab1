/**
 * Lead capture (issue 12), delivery: SMTP refusing or down loses nothing (attempts recorded, staff retry), without
 * SMTP mail waits as "not configured", and two instances on one PostgreSQL deliver each mail exactly once.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, messages } from '../db/schema';
import { startSmtpServer, type TestSmtpServer } from '../test/smtp-test-server';
import { startTestServer, testDatabaseKind, type TestServer } from '../test/test-server';
import { auditOf, contact, SECRET, STAFF, startWithSmtp, until } from './lead-capture-fixtures';

describe('with an SMTP server that refuses (5xx)', () => {
  let smtp: TestSmtpServer;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startSmtpServer('refuse');
    server = await startWithSmtp(smtp);
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('each attempt is recorded with the error, the mail is failed after the last one, and staff can retry it', async () => {
    const res = await server.client().post('/api/contact', contact({ name: 'Refused Mail' }));
    expect(res.status).toBe(201);
    const id = res.body.id as number;
    const failed = await until('failed after 3 attempts', async () => {
      const [m] = await server.db.select().from(mailOutbox).where(eq(mailOutbox.messageId, id));
      return m?.status === 'failed' ? m : undefined;
    });
    expect(failed.attempts).toBe(3);
    expect(failed.lastError).toContain('550');
    const admin = await server.signedInClient();
    const list = await admin.get('/api/admin/mail?status=failed');
    expect(list.headers.get('x-total-count')).toBe('1');
    expect(list.body[0]).toMatchObject({ id: failed.id, status: 'failed', attempts: 3, recipients: STAFF });

    smtp.mode = 'accept';
    const retried = await admin.patch(`/api/admin/mail/${failed.id}/retry`);
    expect(retried.status).toBe(200);
    expect((await auditOf(server, 'mail', failed.id))[0]).toMatchObject({ action: 'retry', changes: { status: { from: 'failed', to: 'pending' }, attempts: { from: 3, to: 0 } } });
    await until('sent after the retry', () => smtp.received.find((m) => m.text.includes(`open=${id}`)));
    await until('marked sent', async () => (await server.db.select().from(mailOutbox).where(eq(mailOutbox.id, failed.id)))[0]?.status === 'sent');
    expect((await admin.patch('/api/admin/mail/999999/retry')).status).toBe(404);
  });
});

describe('with an SMTP server that is down and comes back', () => {
  let smtp: TestSmtpServer;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startSmtpServer('accept');
    server = await startWithSmtp(smtp);
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('the visitor gets success, the enquiry is stored, and the mail arrives once SMTP is back', async () => {
    await smtp.down();
    const res = await server.client().post('/api/contact', contact({ name: 'Patient Visitor' }));
    expect(res.status).toBe(201);
    const id = res.body.id as number;
    expect((await server.db.select().from(messages).where(eq(messages.id, id)))[0]).toMatchObject({ status: 'unread' });
    const waiting = await until('an attempt failed', async () => {
      const [m] = await server.db.select().from(mailOutbox).where(eq(mailOutbox.messageId, id));
      return m && m.attempts >= 1 && m.status === 'pending' && m.lastError ? m : undefined;
    });
    expect(waiting.lastError).toMatch(/ECONNREFUSED|connect/i);
    await smtp.up();
    await until('delivered after SMTP came back', () => smtp.received.find((m) => m.text.includes(`open=${id}`)));
  });
});

describe('without SMTP configured', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { sessionSecret: SECRET } });
  });
  afterAll(() => server.close());

  it('mail stays in the outbox as "not sent: no SMTP configured", visible to staff; a retry says why it cannot send', async () => {
    const admin = await server.signedInClient('mailadmin');
    const res = await server.client().post('/api/contact', contact({ name: 'No Smtp' }));
    expect(res.status).toBe(201);
    const list = await admin.get('/api/admin/mail');
    expect(list.body).toEqual([
      expect.objectContaining({ kind: 'notification', status: 'not_configured', lastError: 'not sent: no SMTP configured', recipients: 'mailadmin@example.cz', attempts: 0 }),
    ]);
    const retry = await admin.patch(`/api/admin/mail/${list.body[0].id}/retry`);
    expect(retry.status).toBe(409);
    expect(retry.body.message).toContain('SMTP');
  });
});

describe.skipIf(testDatabaseKind() !== 'postgres')('two instances on one PostgreSQL database', () => {
  let smtp: TestSmtpServer;
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    smtp = await startSmtpServer('accept');
    first = await startWithSmtp(smtp);
    second = await startWithSmtp(smtp, { location: first.location });
  });
  afterEach(() => undefined);
  afterAll(async () => {
    await second.close();
    await first.close();
    await smtp.close();
  });

  it('deliver each mail exactly once', async () => {
    const sent = await Promise.all(
      Array.from({ length: 30 }, (_, i) => (i % 2 ? first : second).client().post('/api/contact', contact({ name: `Twin ${i}` }))),
    );
    const ids = sent.map((r) => r.body.id as number);
    await until('all sent', async () => {
      const rows = await first.db.select().from(mailOutbox);
      return rows.length === 30 && rows.every((r) => r.status === 'sent');
    }, 20_000);
    await new Promise((r) => setTimeout(r, 300));
    const perMessage = ids.map((id) => smtp.received.filter((m) => new RegExp(`open=${id}(?!\\d)`).test(m.text)).length);
    expect(perMessage).toEqual(ids.map(() => 1));
    expect(smtp.received.length).toBe(30);
  });
});
if (testDatabaseKind() !== 'postgres') console.log('lead-capture: the two-instance delivery test needs TEST_DB=postgres (PGlite is one process)');
