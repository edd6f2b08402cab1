/**
 * Issue 19 item 8: links in e-mails come from PUBLIC_URL (in development without it, http://localhost:<PORT>), never
 * from the request's Host — checked on what the SMTP server received; and /api applies the pages' Host rule.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../db/schema';
import { rawRequest } from '../test/raw-request';
import { startSmtpServer, type TestSmtpServer } from '../test/smtp-test-server';
import { smtpMailService } from '../test/smtp-mail-service';
import { startTestServer, type TestClient, type TestServer } from '../test/test-server';

const STAFF = 'staff@lipa-digital.cz';
const LIMITS = { loginPerAccountAndIp: 100, loginPerIp: 100, loginPerAccount: 100, loginWindowMs: 60_000, contactPerIp: 1000, contactWindowMs: 60_000 };

let smtp: TestSmtpServer;
/** Development: no PUBLIC_URL. */
let dev: TestServer;
/** PUBLIC_URL set. */
let site: TestServer;

function start(publicUrl?: string) {
  return startTestServer({
    config: { sessionSecret: randomBytes(32).toString('hex'), rateLimits: LIMITS, ...(publicUrl ? { publicUrl } : {}) },
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

/** A JSON request with this exact Host header (and the client's cookies, if any). */
async function withHost(server: TestServer, method: string, path: string, host: string, body?: unknown, client?: TestClient) {
  const headers: Record<string, string> = { host };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (client?.cookies.size) headers.cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await rawRequest(server.url, path, headers, { method, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
  const text = res.body.toString('utf8');
  let json: { id?: number; message?: string } | undefined;
  try {
    json = JSON.parse(text) as typeof json;
  } catch {
    json = undefined;
  }
  return { status: res.status, text, json };
}

const enquiry = (name: string, extra: Record<string, unknown> = {}) => ({ name, email: 'jana@pekarna.cz', message: 'Dobrý den, máme zájem o nový web.', ...extra });
/** The two servers have a database each (message ids repeat): a notification is found by the enquirer's name. */
const notificationOf = (name: string) => until(`the notification of ${name}`, () => smtp.received.find((m) => m.to.includes(STAFF) && m.subject.endsWith(`: ${name}`)));

beforeAll(async () => {
  smtp = await startSmtpServer('accept');
  dev = await start();
  site = await start('https://www.lipa-digital.cz');
});

afterAll(async () => {
  await site.close();
  await dev.close();
  await smtp.close();
});

describe('links in e-mails', () => {
  it('with PUBLIC_URL: a forged Host does not reach the staff notification', async () => {
    const res = await withHost(site, 'POST', '/api/contact', 'evil.example', enquiry('Forged Host'));
    expect(res.status).toBe(201);
    const mail = await notificationOf('Forged Host');
    expect(mail.text).toContain(`https://www.lipa-digital.cz/admin/messages?open=${res.json!.id}`);
    expect(mail.raw).not.toContain('evil.example');
  });

  it('without PUBLIC_URL (development): http://localhost:<PORT>, never the Host — also for "not spam" in the back office', async () => {
    const res = await withHost(dev, 'POST', '/api/contact', 'evil.example', enquiry('Dev Forged Host'));
    expect(res.status).toBe(201);
    const mail = await notificationOf('Dev Forged Host');
    expect(mail.text).toContain(`http://localhost:5000/admin/messages?open=${res.json!.id}`);
    expect(mail.raw).not.toContain('evil.example');

    // Spam (honeypot) sends nothing; staff taking it out of spam queue the notification then — from the back office,
    // whose request carries a Host too.
    const spam = await withHost(dev, 'POST', '/api/contact', 'evil.example', enquiry('Dev Not Spam', { website: 'http://bot.example' }));
    const admin = await dev.signedInClient('links-admin');
    const patched = await withHost(dev, 'PATCH', `/api/admin/messages/${spam.json!.id}`, 'attacker.example:8080', { status: 'unread' }, admin);
    expect(patched.status).toBe(200);
    const late = await notificationOf('Dev Not Spam');
    expect(late.text).toContain(`http://localhost:5000/admin/messages?open=${spam.json!.id}`);
    expect(late.raw).not.toContain('attacker.example');
  });
});

describe('the Host header of /api requests', () => {
  const BAD_HOSTS = ['"><script>alert(1)</script>', 'example.cz/evil', 'user@example.cz', 'example.cz:99999', '999.1.1.1'];

  it.each(BAD_HOSTS)('refuses %j with a JSON 400, like the pages — the from-memory /api/user answer included', async (host) => {
    const admin = await dev.signedInClient();
    // Signed in and asked once: the staff-access cache now holds the session, so /api/user could be answered early.
    expect((await admin.get('/api/user')).status).toBe(200);
    const before = smtp.received.length;
    for (const [method, path, body, client] of [
      ['GET', '/api/health', undefined, undefined],
      ['POST', '/api/contact', enquiry('Bad Host'), undefined],
      ['GET', '/api/user', undefined, admin],
      ['GET', '/api/admin/messages', undefined, admin],
      ['GET', '/api/nope', undefined, undefined],
    ] as const) {
      const res = await withHost(dev, method, path, host, body, client);
      expect(res.status, `${method} ${path} with Host ${host}`).toBe(400);
      expect(res.json?.message).toBe('Bad request: invalid Host header');
      expect(res.text).not.toContain('<script');
    }
    expect((await dev.db.select().from(messages)).some((m) => m.name === 'Bad Host')).toBe(false);
    expect(smtp.received.length).toBe(before);
  });

  it('serves a well-formed Host as before', async () => {
    for (const host of ['localhost:5000', 'www.lipa-digital.cz', '[::1]:5000', 'evil.example']) {
      expect((await withHost(dev, 'GET', '/api/health', host)).status, host).toBe(200);
    }
  });
});
