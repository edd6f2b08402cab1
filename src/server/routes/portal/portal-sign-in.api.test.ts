import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_COOKIE_NAME } from '@/shared/portal';
import { DEFAULT_RATE_LIMITS } from '@/server/security/rate-limit';
import { auditLog, mailOutbox, portalSessions, portalSignInLinks } from '@/server/db/schema';
import { grantPortalAccess } from '@/server/test/portal-session';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';

let server: TestServer;
let admin: TestClient;
let serial = 0;
const LIMITS = { ...DEFAULT_RATE_LIMITS, portalSignInPerAddress: 1000, portalSignInPerIp: 1000 };

beforeAll(async () => {
  server = await startTestServer({ config: { rateLimits: LIMITS } });
  admin = await server.signedInClient();
});
afterAll(async () => {
  await server.close();
});

const form = (client: TestClient, path: string, fields: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  client.request('POST', path, new URLSearchParams(fields).toString(), { 'content-type': 'application/x-www-form-urlencoded', ...headers });

/** A client (with portal access unless said otherwise) and its address. */
async function newClient(access = true): Promise<{ id: number; email: string }> {
  const email = `Klient${++serial}.${Date.now()}@Example.cz`;
  const res = await admin.post('/api/admin/clients', { name: `Klient ${serial}`, email, currentStatus: 'active' });
  expect(res.status, res.text).toBe(201);
  if (access) await grantPortalAccess(server.db, res.body.id as number);
  return { id: res.body.id as number, email };
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The sign-in mails sent to an address (newest first). */
const mailsTo = (email: string) =>
  server.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, 'portal_sign_in'), like(mailOutbox.recipients, `%${email}%`))).orderBy(desc(mailOutbox.id));

/** Asks for a link and returns the path of the link mailed (read from the outbox). */
async function requestLink(email: string, language: 'cs' | 'en' = 'cs', ask: TestClient = server.client()): Promise<string> {
  const before = (await mailsTo(email)).length;
  const res = await form(ask, language === 'cs' ? '/portal/sign-in' : '/en/portal/sign-in', { email: email.toUpperCase(), language });
  expect(res.status, res.text).toBe(200);
  const mail = await until('the sign-in mail', async () => {
    const all = await mailsTo(email);
    return all.length > before ? all[0] : undefined;
  });
  const link = /https?:\/\/\S+\/sign-in\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeDefined();
  return new URL(link!).pathname;
}

describe('portal sign-in by e-mail link', () => {
  it('GET /portal signed out shows the form: a label, autocomplete and inputmode e-mail, the language, no script', async () => {
    for (const [path, language] of [
      ['/portal', 'cs'],
      ['/en/portal', 'en'],
    ] as const) {
      const res = await server.client().get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.text).toContain('<label for="email">');
      expect(res.text).toMatch(/<input id="email" name="email" type="email" autocomplete="email" inputmode="email"/);
      expect(res.text).toContain(`<input type="hidden" name="language" value="${language}">`);
      expect(res.text).not.toMatch(/<script/i);
    }
  });

  it('mails a working single-use link; the GET only shows a button, the POST signs in with the cookie and an audit entry', async () => {
    const client = await newClient();
    const path = await requestLink(client.email, 'en');
    expect(path).toMatch(/^\/en\/portal\/sign-in\//);
    const [mail] = await mailsTo(client.email);
    expect(mail!.text).toContain('15 minutes');
    expect(mail!.text).toContain('ignore');

    const browser = server.client();
    // A mail scanner opening the link uses nothing.
    const page = await browser.get(path);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`<form method="post" action="${path}">`);
    // The other language's link is the same page: the link still works from there.
    expect(page.text).toContain(`<a href="${path.replace(/^\/en\/portal/, '/portal')}" hreflang="cs"`);
    expect(browser.cookies.size).toBe(0);
    expect(await browser.get(path)).toMatchObject({ status: 200 });

    const signedIn = await form(browser, path);
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get('location')).toBe('/en/portal');
    const cookie = signedIn.headers.getSetCookie().find((c) => c.startsWith(`${PORTAL_COOKIE_NAME}=`));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Expires=/i);
    expect(browser.cookies.get(PORTAL_COOKIE_NAME)).toBeTruthy();
    // Signed in: the sign-in form is not shown (the overview is the pages' router).
    expect((await browser.get('/en/portal')).text).not.toContain('<label for="email">');

    const audits = await server.db.select().from(auditLog).where(and(eq(auditLog.action, 'sign_in'), eq(auditLog.entity, 'client'), eq(auditLog.entityId, String(client.id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.actorId).toBeNull();
    expect(audits[0]!.actorName).toContain('client:');

    // Used once: the link is gone, on GET and POST.
    const again = server.client();
    expect((await again.get(path)).status).toBe(410);
    const reuse = await form(again, path);
    expect(reuse.status).toBe(410);
    expect(reuse.text).toContain('href="/en/portal"');
    expect(again.cookies.size).toBe(0);
  });

  it('an expired link and an unknown token are refused with a link to ask again', async () => {
    const client = await newClient();
    const path = await requestLink(client.email);
    await server.db.update(portalSignInLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(portalSignInLinks.clientId, client.id));
    expect((await server.client().get(path)).status).toBe(410);
    const res = await form(server.client(), path);
    expect(res.status).toBe(410);
    expect(res.text).toContain('href="/portal"');
    const unknown = await form(server.client(), `/portal/sign-in/${'A'.repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect((await server.client().get('/portal/sign-in/short')).status).toBe(404);
  });

  it('two concurrent uses of one link make one session', async () => {
    const client = await newClient();
    const path = await requestLink(client.email);
    const results = await Promise.all([form(server.client(), path), form(server.client(), path), form(server.client(), path)]);
    expect(results.map((r) => r.status).sort()).toEqual([303, 410, 410]);
    expect(await server.db.select().from(portalSessions).where(eq(portalSessions.clientId, client.id))).toHaveLength(1);
  });

  it('an address without portal access, or unknown, gets the same answer in a similar time, and no mail', async () => {
    const known = await newClient();
    const without = await newClient(false);
    await requestLink(known.email);
    const answer = async (email: string) => {
      const started = performance.now();
      const res = await form(server.client(), '/portal/sign-in', { email, language: 'cs' });
      return { status: res.status, text: res.text, ms: performance.now() - started };
    };
    const a = await answer(known.email);
    const b = await answer('nobody-here@example.cz');
    const c = await answer(without.email);
    expect(b).toMatchObject({ status: a.status, text: a.text });
    expect(c).toMatchObject({ status: a.status, text: a.text });

    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < 10; i++) {
      knownTimes.push((await answer(known.email)).ms);
      unknownTimes.push((await answer(`unknown${i}@example.cz`)).ms);
    }
    const [k, u] = [median(knownTimes), median(unknownTimes)];
    expect(k, `known ${k} ms, unknown ${u} ms`).toBeLessThan(1000);
    expect(u).toBeLessThan(1000);
    expect(Math.max(k, u) / Math.max(1, Math.min(k, u))).toBeLessThan(3);

    expect(await mailsTo('nobody-here@example.cz')).toHaveLength(0);
    expect(await mailsTo(without.email)).toHaveLength(0);
    expect(await server.db.select().from(portalSignInLinks).where(eq(portalSignInLinks.clientId, without.id))).toHaveLength(0);
  });

  it('a bad address shows the form again with 400 naming the field', async () => {
    const res = await form(server.client(), '/en/portal/sign-in', { email: 'not an address<script>', language: 'en' });
    expect(res.status).toBe(400);
    expect(res.text).toContain('E-mail:');
    expect(res.text).toContain('aria-invalid="true"');
    expect(res.text).not.toContain('<script>');
    expect((await form(server.client(), '/portal/sign-in', {})).status).toBe(400);
  });

  it('signs out: the session ends, the cookie is cleared, 303 to the sign-in page (also without a session)', async () => {
    const client = await newClient();
    const browser = server.client();
    await form(browser, await requestLink(client.email));
    expect(browser.cookies.get(PORTAL_COOKIE_NAME)).toBeTruthy();
    const out = await form(browser, '/portal/sign-out');
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/portal');
    expect(browser.cookies.has(PORTAL_COOKIE_NAME)).toBe(false);
    expect(await server.db.select().from(portalSessions).where(eq(portalSessions.clientId, client.id))).toHaveLength(0);
    expect(await server.db.select().from(auditLog).where(and(eq(auditLog.action, 'sign_out'), eq(auditLog.entityId, String(client.id))))).toHaveLength(1);
    expect((await form(server.client(), '/en/portal/sign-out')).headers.get('location')).toBe('/en/portal');
  });

  it('sessions end when staff turn access off or end the sessions: the cookie then gets the sign-in form', async () => {
    const client = await newClient();
    const browser = server.client();
    await form(browser, await requestLink(client.email));
    expect((await browser.get('/portal')).text).not.toContain('<label for="email">');
    expect((await admin.post(`/api/admin/clients/${client.id}/portal/end-sessions`)).body).toEqual({ ended: 1 });
    expect((await browser.get('/portal')).text).toContain('<label for="email">');

    const second = server.client();
    await form(second, await requestLink(client.email));
    const unused = await requestLink(client.email);
    expect((await second.get('/portal')).text).not.toContain('<label for="email">');
    expect((await admin.put(`/api/admin/clients/${client.id}/portal`, { enabled: false })).status).toBe(200);
    expect((await second.get('/portal')).text).toContain('<label for="email">');
    // The unused link went with the access; and turned on again, no old link comes back to life.
    await admin.put(`/api/admin/clients/${client.id}/portal`, { enabled: true });
    expect((await form(server.client(), unused)).status).toBe(404);
  });

  it('a staff session opens nothing in the portal, and a portal session nothing under /api/admin', async () => {
    // The staff cookie is not a portal session: the sign-in form.
    const staffPage = await admin.get('/portal');
    expect(staffPage.text).toContain('<label for="email">');
    const client = await newClient();
    const browser = server.client();
    await form(browser, await requestLink(client.email));
    expect((await browser.get('/api/admin/clients')).status).toBe(401);
  });
});

describe('portal sign-in rate limits', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ config: { rateLimits: { ...DEFAULT_RATE_LIMITS, portalSignInPerAddress: 2, portalSignInPerIp: 4 } } });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('per address (any address alike) and per IP: 429 with Retry-After', async () => {
    const ask = (email: string) => form(limited.client(), '/portal/sign-in', { email, language: 'cs' });
    expect((await ask('a@example.cz')).status).toBe(200);
    expect((await ask('A@example.cz')).status).toBe(200);
    const third = await ask('a@example.cz');
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(third.text).toContain('Příliš mnoho');
    // Per IP: 4 requests in the window (the refused one above counted on the IP too).
    expect((await ask('b@example.cz')).status).toBe(200);
    const overIp = await ask('c@example.cz');
    expect(overIp.status).toBe(429);
    expect(overIp.headers.get('retry-after')).toBeTruthy();
  });
});
