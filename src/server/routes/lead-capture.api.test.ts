/**
 * Lead capture (issue 12) over real HTTP, a real database and a real SMTP server in this process: enquiries and
 * quote requests are stored with their mail in one transaction and delivered by the outbox sender; spam is kept
 * apart without mail; SMTP refusing or down loses nothing; staff triage the inbox and turn a quote into a client.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { calculatePlanPrice } from '@/shared/pricing';
import { and, desc } from 'drizzle-orm';
import { auditLog, mailOutbox, messages, clients } from '../db/schema';
import { issueFormToken } from '../mail/form-token';
import { createMailService } from '../mail/mail-service';
import { startSmtpServer, type TestSmtpServer } from '../test/smtp-test-server';
import { startTestServer, testDatabaseKind, type TestClient, type TestServer } from '../test/test-server';

const SECRET = randomBytes(32).toString('hex');
const STAFF = 'staff@lipa-digital.cz';
const FROM = 'Lipa Digital <web@lipa-digital.cz>';
const silent = pino({ level: 'silent' });
/** A token issued ten seconds ago: a person's pace. */
const token = () => issueFormToken(SECRET, Date.now() - 10_000);

/** The audit entries (issue 14) of one record, newest first. */
async function auditOf(server: TestServer, entity: 'message' | 'client' | 'mail' | 'setting', entityId: number | string) {
  return server.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.id));
}

function startWithSmtp(smtp: TestSmtpServer, extra: { location?: TestServer['location'] } = {}) {
  return startTestServer({
    ...extra,
    config: { sessionSecret: SECRET, publicUrl: 'https://www.lipa-digital.cz', rateLimits: { ...LIMITS } },
    mail: (db) =>
      createMailService({ smtpUrl: smtp.url, from: FROM, notifyTo: [STAFF] }, db, silent, {
        pollMs: 50,
        firstRetryDelayMs: 50,
        maxAttempts: 3,
      }),
  });
}

const LIMITS = {
  loginPerAccountAndIp: 100,
  loginPerIp: 100,
  loginPerAccount: 100,
  loginWindowMs: 60_000,
  contactPerIp: 1000,
  contactWindowMs: 60_000,
};

async function until<T>(what: string, check: () => Promise<T | undefined | false> | T | undefined | false, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for: ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const contact = (over: Record<string, unknown> = {}) => ({
  name: 'Jana Nováková',
  email: 'jana@pekarna.cz',
  message: 'Dobrý den, potřebujeme nový web pro naši pekárnu <b>rychle</b>.',
  page: '/contact',
  lang: 'cs',
  website: '',
  formToken: token(),
  ...over,
});

const quote = (over: Record<string, unknown> = {}) => ({
  name: 'John Baker',
  email: 'john@bakery.example.com',
  phone: '+420 777 123 456',
  note: 'We would like to start in March.',
  plan: 'standard',
  paymentMode: 'monthlyFocused',
  services: ['webDevelopment', 'design'],
  shownPrice: { setup: 1, monthly: 1, firstYearTotal: 13 },
  page: '/en/pricing',
  lang: 'en',
  formToken: token(),
  ...over,
});

describe('with an SMTP server that accepts', () => {
  let smtp: TestSmtpServer;
  let server: TestServer;
  let admin: TestClient;
  beforeAll(async () => {
    smtp = await startSmtpServer('accept');
    server = await startWithSmtp(smtp);
    admin = await server.signedInClient();
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('a contact enquiry is stored unread with page and language, and staff get a notification with every field', async () => {
    const res = await server.client().post('/api/contact', contact());
    expect(res.status).toBe(201);
    const id = res.body.id as number;
    const [row] = await server.db.select().from(messages).where(eq(messages.id, id));
    expect(row).toMatchObject({ status: 'unread', kind: 'contact', pagePath: '/contact', language: 'cs', spamReason: null });

    const mail = await until('the notification', () => smtp.received.find((m) => m.text.includes(`open=${id}`)));
    expect(mail.to).toEqual([STAFF]);
    expect(mail.headers['reply-to']).toContain('jana@pekarna.cz');
    expect(mail.subject).toBe('Nová zpráva z webu: Jana Nováková');
    for (const field of ['Jana Nováková', 'jana@pekarna.cz', '/contact', 'čeština', 'pekárnu <b>rychle</b>']) expect(mail.text).toContain(field);
    expect(mail.text).toContain(`https://www.lipa-digital.cz/admin/messages?open=${id}`);
    // The visitor's markup is escaped in the HTML part.
    expect(mail.html).toContain('pekárnu &lt;b&gt;rychle&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>rychle</b>');
    await until('marked sent', async () => (await server.db.select().from(mailOutbox).where(eq(mailOutbox.messageId, id)))[0]?.status === 'sent');
  });

  it('a quote request stores the server-computed prices (a tampered price is ignored) and is notified with its configuration', async () => {
    const res = await server.client().post('/api/quote', quote());
    expect(res.status).toBe(201);
    const id = res.body.id as number;
    const expected = calculatePlanPrice('standard', ['webDevelopment', 'design'], 'monthlyFocused');
    const [row] = await server.db.select().from(messages).where(eq(messages.id, id));
    expect(row).toMatchObject({ kind: 'quote', status: 'unread', phone: '+420 777 123 456', message: 'We would like to start in March.', pagePath: '/en/pricing', language: 'en' });
    expect(row!.quote).toEqual({
      plan: 'standard',
      paymentMode: 'monthlyFocused',
      services: ['webDevelopment', 'design'],
      priceCzk: expected,
      priceUsd: {
        setup: Math.round(expected.setup * 0.043),
        monthly: Math.round(expected.monthly * 0.043),
        firstYearTotal: Math.round(expected.firstYearTotal * 0.043),
      },
    });
    expect(row!.quote!.priceCzk.setup).not.toBe(1);

    const mail = await until('the quote notification', () => smtp.received.find((m) => m.text.includes(`open=${id}`)));
    expect(mail.subject).toBe('Nová poptávka z ceníku: John Baker');
    for (const field of ['John Baker', 'john@bakery.example.com', '+420 777 123 456', '/en/pricing', 'angličtina', 'Standard', 'Důraz na měsíční platby', 'Vývoj webu, Design', 'We would like to start in March.', `$${Math.round(expected.monthly * 0.043)}`]) {
      expect(mail.text).toContain(field);
    }
    expect(mail.text).toContain(`${expected.firstYearTotal.toLocaleString('cs-CZ')} Kč`);
  });

  it('honeypot, too-fast and forged submissions land in spam with no mail', async () => {
    const before = smtp.received.length;
    const honeypot = await server.client().post('/api/contact', contact({ name: 'Bot One', website: 'http://spam.example' }));
    const tooFast = await server.client().post('/api/contact', contact({ name: 'Bot Two', formToken: issueFormToken(SECRET) }));
    const forged = await server.client().post('/api/quote', quote({ name: 'Bot Three', formToken: issueFormToken('another-secret-another-secret-xx', Date.now() - 60_000) }));
    for (const res of [honeypot, tooFast, forged]) expect(res.status).toBe(201);
    const rows = await server.db.select().from(messages);
    expect(rows.find((r) => r.name === 'Bot One')).toMatchObject({ status: 'spam', spamReason: 'honeypot' });
    expect(rows.find((r) => r.name === 'Bot Two')).toMatchObject({ status: 'spam', spamReason: 'too_fast' });
    expect(rows.find((r) => r.name === 'Bot Three')).toMatchObject({ status: 'spam', spamReason: 'form_token' });
    const spamIds = [honeypot, tooFast, forged].map((r) => r.body.id as number);
    const mails = await server.db.select().from(mailOutbox);
    expect(mails.filter((m) => spamIds.includes(m.messageId ?? -1))).toEqual([]);
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.received.length).toBe(before);

    // Staff: the Spam filter lists them; "not spam" queues the notification then.
    const spam = await admin.get('/api/admin/messages?status=spam');
    expect((spam.body as { name: string }[]).map((m) => m.name).sort()).toEqual(['Bot One', 'Bot Three', 'Bot Two']);
    const notSpam = await admin.patch(`/api/admin/messages/${honeypot.body.id}`, { status: 'unread' });
    expect(notSpam.status).toBe(200);
    expect(notSpam.body).toMatchObject({ status: 'unread', spamReason: null });
    await until('the late notification', () => smtp.received.find((m) => m.text.includes(`open=${honeypot.body.id}`)));
    // Marking spam again and not spam again does not notify twice.
    await admin.patch(`/api/admin/messages/${honeypot.body.id}`, { status: 'spam' });
    expect((await admin.get(`/api/admin/messages/${honeypot.body.id}`)).body).toMatchObject({ status: 'spam', spamReason: 'staff' });
    await admin.patch(`/api/admin/messages/${honeypot.body.id}`, { status: 'read' });
    expect((await server.db.select().from(mailOutbox).where(eq(mailOutbox.messageId, honeypot.body.id as number))).length).toBe(1);
    // Each staff change is in the audit log: not spam, spam, read.
    const entries = await auditOf(server, 'message', honeypot.body.id as number);
    expect(entries.map((e) => [e.action, e.changes.status])).toEqual([
      ['status', { from: 'spam', to: 'read' }],
      ['status', { from: 'unread', to: 'spam' }],
      ['status', { from: 'spam', to: 'unread' }],
    ]);
    expect(entries[0]!.actorName).toMatch(/^Admin /);
  });

  it('the auto-reply, when switched on, goes to the visitor in the page language', async () => {
    expect((await admin.get('/api/admin/settings')).body).toEqual({ autoReply: false });
    expect((await admin.put('/api/admin/settings', { autoReply: true })).body).toEqual({ autoReply: true });
    expect((await auditOf(server, 'setting', 'auto-reply'))[0]).toMatchObject({ action: 'update', changes: { autoReply: { from: false, to: true } } });
    const res = await server.client().post('/api/contact', contact({ name: 'Anna Smith', email: 'anna@shop.example.com', page: '/en/contact', lang: 'en' }));
    const reply = await until('the auto-reply', () => smtp.received.find((m) => m.to.includes('anna@shop.example.com')));
    expect(reply.subject).toContain('Thank you for your message');
    // A fixed text since issue 19: the visitor's name is not repeated to an unverified address.
    expect(reply.text).toContain('Hello,');
    const rows = await server.db.select().from(mailOutbox).where(eq(mailOutbox.messageId, res.body.id as number));
    expect(rows.map((r) => r.kind).sort()).toEqual(['auto_reply', 'notification']);
    await admin.put('/api/admin/settings', { autoReply: false });
  });

  it('a classic form post (no JavaScript) is stored and answered with a page', async () => {
    const res = await server.client().request(
      'POST',
      '/api/contact',
      new URLSearchParams({ name: 'Karel Bez Skriptu', email: 'karel@example.cz', message: 'Píšu bez JavaScriptu, ozvěte se.', page: '/contact', lang: 'cs', website: '' }).toString(),
      { 'content-type': 'application/x-www-form-urlencoded' },
    );
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.text).toContain('Zpráva odeslána');
    const [row] = await server.db.select().from(messages).where(eq(messages.name, 'Karel Bez Skriptu'));
    expect(row).toMatchObject({ status: 'unread', language: 'cs' });
    const bad = await server.client().request('POST', '/api/contact', 'name=K&email=x&message=short&lang=en', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('Name must be at least 2 characters.');
  });

  it('inbox filters, bulk read / unread / delete, and the unread count follow', async () => {
    const a = await server.client().post('/api/contact', contact({ name: 'Bulk A' }));
    const b = await server.client().post('/api/quote', quote({ name: 'Bulk B' }));
    const ids = [a.body.id as number, b.body.id as number];
    const quotes = await admin.get('/api/admin/messages?kind=quote');
    expect((quotes.body as { kind: string }[]).every((m) => m.kind === 'quote')).toBe(true);
    expect((quotes.body as { name: string }[]).some((m) => m.name === 'Bulk B')).toBe(true);
    const unreadBefore = (await admin.get('/api/admin/stats')).body.unreadMessages as number;

    expect((await admin.post('/api/admin/messages/bulk', { action: 'read', ids })).body).toEqual({ action: 'read', ids: expect.arrayContaining(ids) });
    expect((await admin.get('/api/admin/stats')).body.unreadMessages).toBe(unreadBefore - 2);
    const read = (await admin.get('/api/admin/messages?status=read&q=Bulk')).body as { name: string; status: string }[];
    expect(read.map((m) => m.name).sort()).toEqual(['Bulk A', 'Bulk B']);
    await admin.post('/api/admin/messages/bulk', { action: 'unread', ids });
    expect((await admin.get('/api/admin/stats')).body.unreadMessages).toBe(unreadBefore);
    expect((await admin.get('/api/admin/messages?status=unread&kind=contact&q=Bulk')).body).toEqual([expect.objectContaining({ name: 'Bulk A' })]);

    expect((await auditOf(server, 'message', ids[0]!)).map((e) => e.changes.status)).toEqual([
      { from: 'read', to: 'unread' },
      { from: 'unread', to: 'read' },
    ]);
    const del = await admin.post('/api/admin/messages/bulk', { action: 'delete', ids });
    expect(del.body.ids.sort()).toEqual([...ids].sort());
    for (const id of ids) expect((await auditOf(server, 'message', id))[0]).toMatchObject({ action: 'delete' });
    expect((await admin.get('/api/admin/messages?q=Bulk')).body).toEqual([]);
  });

  it('"Create client" from a quote makes a lead client linked to the message, in one request', async () => {
    const q = await server.client().post('/api/quote', quote({ name: 'Lead Client' }));
    const id = q.body.id as number;
    const msg = (await admin.get(`/api/admin/messages/${id}`)).body as { quote: { priceCzk: { setup: number; monthly: number } } };
    const res = await admin.post(`/api/admin/messages/${id}/client`, {
      name: 'Lead Client',
      email: 'john@bakery.example.com',
      phone: '+420 777 123 456',
      servicesRequired: 'multiple',
      internalNotes: 'We would like to start in March.',
      currentStatus: 'lead',
      oneTimePrice: msg.quote.priceCzk.setup,
      monthlyPrice: msg.quote.priceCzk.monthly,
    });
    expect(res.status).toBe(201);
    expect(res.body.client).toMatchObject({ name: 'Lead Client', currentStatus: 'lead', oneTimePrice: msg.quote.priceCzk.setup, servicesRequired: 'multiple' });
    expect(res.body.message).toMatchObject({ id, clientId: res.body.client.id, clientName: 'Lead Client' });
    const [client] = await server.db.select().from(clients).where(eq(clients.id, res.body.client.id as number));
    expect(client).toBeDefined();
    expect((await auditOf(server, 'client', client!.id))[0]).toMatchObject({ action: 'create', changes: { name: { from: null, to: 'Lead Client' } } });
    expect((await auditOf(server, 'message', id))[0]).toMatchObject({ action: 'update', changes: { clientId: { from: null, to: client!.id } } });
    // The client's communication tab lists its messages.
    const forClient = await admin.get(`/api/admin/messages?clientId=${res.body.client.id}`);
    expect(forClient.body).toEqual([expect.objectContaining({ id, clientName: 'Lead Client' })]);
    // Bad client data: 400 naming the field, nothing created.
    const bad = await admin.post(`/api/admin/messages/${id}/client`, { name: '', email: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('name');
    expect((await admin.post('/api/admin/messages/999999/client', { name: 'X', email: 'x@example.cz' })).status).toBe(404);
  });

  it('a mail whose claim expired (the process died while sending) is sent again: at least once', async () => {
    const [row] = await server.db
      .insert(mailOutbox)
      .values({
        kind: 'notification',
        messageId: null,
        recipients: STAFF,
        replyTo: null,
        subject: 'Left mid-send',
        text: 'claimed by a process that died (mail-claim-expired)',
        html: '<p>claimed by a process that died</p>',
        status: 'sending',
        attempts: 1,
        claimedUntil: new Date(Date.now() - 1000),
      })
      .returning();
    await until('sent again', () => smtp.received.find((m) => m.text.includes('mail-claim-expired')));
    await until('marked sent', async () => (await server.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id)))[0]?.status === 'sent');
    expect((await server.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id)))[0]!.attempts).toBe(2);
  });

  it('bad input is a 400 naming the field', async () => {
    const cases: [string, string, unknown, string][] = [
      ['POST', '/api/quote', quote({ plan: 'gold' }), 'plan'],
      ['POST', '/api/quote', quote({ services: ['cooking'] }), 'services.0'],
      ['POST', '/api/quote', quote({ phone: 'call me' }), 'phone'],
      ['POST', '/api/contact', contact({ page: 'https://evil.example' }), 'page'],
      ['POST', '/api/contact', contact({ lang: 'de' }), 'lang'],
    ];
    for (const [method, path, body, field] of cases) {
      const res = await server.client().request(method, path, body);
      expect(res.status, `${path} ${field}`).toBe(400);
      expect(res.body.field).toBe(field);
    }
    const adminCases: [string, string, unknown, string][] = [
      ['POST', '/api/admin/messages/bulk', { action: 'read', ids: [] }, 'ids'],
      ['POST', '/api/admin/messages/bulk', { action: 'archive', ids: [1] }, 'action'],
      ['PUT', '/api/admin/settings', { autoReply: 'yes' }, 'autoReply'],
      ['GET', '/api/admin/messages?status=junk', undefined, 'status'],
      ['GET', '/api/admin/messages?kind=letter', undefined, 'kind'],
      ['GET', '/api/admin/mail?status=lost', undefined, 'status'],
      ['PATCH', '/api/admin/messages/1', { status: 'archived' }, 'status'],
    ];
    for (const [method, path, body, field] of adminCases) {
      const res = await admin.request(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(res.body.field).toBe(field);
    }
  });
});

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
