/**
 * Issue 19 item 6: the enquiry forms as a spammer's tool. A form token counts once, on every instance (the database
 * decides); the auto-reply goes to an address nobody verified, so it is a fixed text that repeats nothing the visitor
 * typed, marked `Auto-Submitted: auto-replied` — checked on what the real SMTP server received.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formTokenData } from '../data/form-tokens';
import { formTokensUsed, mailOutbox, messages } from '../db/schema';
import { FORM_TOKEN_MAX_AGE_MS, issueFormToken } from '../mail/form-token';
import { startSmtpServer, type TestSmtpServer } from '../test/smtp-test-server';
import { smtpMailService } from '../test/smtp-mail-service';
import { startTestServer, testDatabaseKind, type TestServer } from '../test/test-server';

const SECRET = randomBytes(32).toString('hex');
const STAFF = 'staff@lipa-digital.cz';
const LIMITS = { loginPerAccountAndIp: 100, loginPerIp: 100, loginPerAccount: 100, loginWindowMs: 60_000, contactPerIp: 1000, contactWindowMs: 60_000 };

let smtp: TestSmtpServer;
let server: TestServer;
/** The second instance: on PostgreSQL another app on the same database; on PGlite (one process) the same app. */
let other: TestServer;

function start(location?: TestServer['location']) {
  return startTestServer({
    ...(location ? { location } : {}),
    config: { sessionSecret: SECRET, publicUrl: 'https://www.lipa-digital.cz', rateLimits: LIMITS },
    mail: smtpMailService(smtp, [STAFF]),
  });
}

async function until<T>(what: string, check: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for: ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

beforeAll(async () => {
  smtp = await startSmtpServer('accept');
  server = await start();
  other = testDatabaseKind() === 'postgres' ? await start(server.location) : server;
});

afterAll(async () => {
  if (other !== server) await other.close();
  await server.close();
  await smtp.close();
});

describe('form tokens are single-use', () => {
  it('the first enquiry uses a token up; reused on any instance it is judged as none, and the enquiry is still taken', async () => {
    const token = issueFormToken(SECRET, Date.now() - 10_000);
    const enquiry = (i: number) => ({ name: `Reuse ${i}`, email: `reuse${i}@pekarna.cz`, message: 'Dobrý den, máme zájem o nový web.', formToken: token });
    const first = await server.client().post('/api/contact', enquiry(0));
    expect(first.status).toBe(201);
    expect(await formTokenData(server.db).wasUsed(token)).toBe(true);
    // Three reuses, on both instances: answered like any enquiry without a token (stored, not spam, no trace of the token).
    for (const i of [1, 2, 3]) expect((await (i % 2 ? other : server).client().post('/api/contact', enquiry(i))).status).toBe(201);
    const rows = await server.db.select().from(messages);
    expect(rows.filter((r) => r.name.startsWith('Reuse ')).map((r) => [r.name, r.status]).sort()).toEqual([0, 1, 2, 3].map((i) => [`Reuse ${i}`, 'unread']));
    expect(await server.db.select().from(formTokensUsed).where(eq(formTokensUsed.token, token))).toHaveLength(1);
    // Used once, on any instance: never again.
    expect(await formTokenData(other.db).useOnce({ token, expiresAt: new Date(Date.now() + FORM_TOKEN_MAX_AGE_MS) })).toBe(false);
  });

  it('a token sent from many requests at once on two instances is used exactly once', async () => {
    const token = issueFormToken(SECRET, Date.now() - 5_000);
    const expiresAt = new Date(Date.now() + FORM_TOKEN_MAX_AGE_MS);
    const firstUses = await Promise.all(Array.from({ length: 12 }, (_, i) => formTokenData(i % 2 ? other.db : server.db).useOnce({ token, expiresAt })));
    expect(firstUses.filter(Boolean)).toHaveLength(1);
  });

  it('rows of expired tokens are deleted, so the table cannot grow for ever', async () => {
    const old = issueFormToken(SECRET, Date.now() - FORM_TOKEN_MAX_AGE_MS - 60_000);
    await server.db.insert(formTokensUsed).values({ token: old, expiresAt: new Date(Date.now() - 60_000) });
    const live = issueFormToken(SECRET, Date.now() - 1000);
    // A new process (a fresh data module) cleans up with its first use.
    expect(await formTokenData(server.db).useOnce({ token: live, expiresAt: new Date(Date.now() + FORM_TOKEN_MAX_AGE_MS) })).toBe(true);
    expect(await formTokenData(server.db).wasUsed(old)).toBe(false);
    expect(await formTokenData(server.db).wasUsed(live)).toBe(true);
  });
});

describe('the auto-reply', () => {
  it('repeats nothing the visitor typed to the unverified address, and is marked Auto-Submitted', async () => {
    const admin = await server.signedInClient('relay-admin');
    expect((await admin.put('/api/admin/settings', { autoReply: true })).status).toBe(200);
    const spam = 'Buy cheap pills at http://pills.example/now';
    const res = await server.client().post('/api/contact', { name: 'Cheap Pills Shop', email: 'victim@target-mailbox.cz', message: spam, lang: 'en', page: '/en/contact' });
    expect(res.status).toBe(201);
    const reply = await until('the auto-reply', () => smtp.received.find((m) => m.to.includes('victim@target-mailbox.cz')));
    const notification = await until('the notification', () => smtp.received.find((m) => m.to.includes(STAFF) && m.text.includes(`open=${res.body.id}`)));
    // Nothing of the enquiry, anywhere in the mail the SMTP server received (headers, text, HTML).
    for (const part of [reply.raw, reply.subject, reply.text, reply.html, JSON.stringify(reply.headers)]) expect(part).not.toMatch(/pills|Cheap/i);
    expect(reply.subject).toContain('Thank you for your message');
    expect(reply.text).toContain('Hello,');
    expect(reply.headers['auto-submitted']).toBe('auto-replied');
    // Staff still read the whole enquiry.
    expect(notification.text).toContain(spam);
    expect(notification.headers['auto-submitted']).toBeUndefined();
    const mails = await server.db.select().from(mailOutbox).where(eq(mailOutbox.messageId, res.body.id as number));
    expect(mails.map((m) => m.kind).sort()).toEqual(['auto_reply', 'notification']);
    await admin.put('/api/admin/settings', { autoReply: false });
  });
});
