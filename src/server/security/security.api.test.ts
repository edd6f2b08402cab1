/** Cross-site write refusal (CSRF), security headers, request-size and input hygiene, GETs that change nothing. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, messages } from '../db/schema';
import { adminRouteTable } from '../routes/admin/admin-routes';
import { startTestServer, type TestClient, type TestServer } from '../test/test-server';
import { contentFingerprint } from './content-fingerprint';
import { CROSS_SITE_MESSAGE } from './cross-site';
import { HSTS, PERMISSIONS_POLICY } from './headers';
import { NUL_MESSAGE } from './input-guard';
import { DEFAULT_RATE_LIMITS } from './rate-limit';

let server: TestServer;
let admin: TestClient;
let clientId: number;
beforeAll(async () => {
  // Many contact messages from one address here: the contact limit is raised (rate-limit.api.test.ts tests it).
  server = await startTestServer({ config: { rateLimits: { ...DEFAULT_RATE_LIMITS, contactPerIp: 1000 } } });
  admin = await server.signedInClient('sec-admin');
  const created = await admin.post('/api/admin/clients', { name: 'Pekárna Novák', email: 'info@pekarna.cz' });
  clientId = created.body.id;
});
afterAll(() => server.close());

const note = { name: 'Eva Malá', email: 'eva@example.cz', message: 'Dobrý den, máme zájem o web.' };

describe('cross-site writes are refused (CSRF)', () => {
  const contactWith = (headers: Record<string, string>) => server.client().request('POST', '/api/contact', note, headers);

  it('refuses Sec-Fetch-Site: cross-site with 403 and stores nothing', async () => {
    const before = await contentFingerprint(server.db);
    const res = await contactWith({ 'sec-fetch-site': 'cross-site' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(CROSS_SITE_MESSAGE);
    expect(await contentFingerprint(server.db)).toEqual(before);
  });

  it('refuses a foreign Origin, and Origin: null', async () => {
    expect((await contactWith({ origin: 'https://evil.example' })).status).toBe(403);
    expect((await contactWith({ origin: 'null' })).status).toBe(403);
    // Same host, other port or scheme: another origin.
    expect((await contactWith({ origin: server.url.replace(/:\d+$/, ':1') })).status).toBe(403);
    expect((await contactWith({ origin: server.url.replace('http:', 'https:') })).status).toBe(403);
    // Same-site by Sec-Fetch-Site, but another origin: refused by the Origin check.
    expect((await contactWith({ 'sec-fetch-site': 'same-site', origin: 'http://other.127.0.0.1.nip.io' })).status).toBe(403);
  });

  it('accepts same-origin and same-site requests, and requests without either header', async () => {
    expect((await contactWith({ 'sec-fetch-site': 'same-origin', origin: server.url })).status).toBe(201);
    expect((await contactWith({ origin: server.url })).status).toBe(201);
    expect((await contactWith({ 'sec-fetch-site': 'same-site' })).status).toBe(201);
    expect((await contactWith({ 'sec-fetch-site': 'none' })).status).toBe(201);
    expect((await contactWith({})).status).toBe(201);
  });

  it('protects every signed-in write: DELETE, PUT, PATCH and POST from another site change nothing', async () => {
    const cross = { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' };
    const before = await contentFingerprint(server.db);
    expect((await admin.request('DELETE', `/api/admin/clients/${clientId}`, undefined, cross)).status).toBe(403);
    expect((await admin.request('PUT', `/api/admin/clients/${clientId}`, { name: 'Hacked', email: 'x@evil.example' }, cross)).status).toBe(403);
    expect((await admin.request('POST', '/api/admin/clients', { name: 'Evil', email: 'x@evil.example' }, cross)).status).toBe(403);
    expect((await admin.request('POST', '/api/change-password', { currentPassword: 'correct-horse', newPassword: 'owned-1' }, cross)).status).toBe(403);
    expect((await admin.request('POST', '/api/logout', undefined, { origin: 'https://evil.example' })).status).toBe(403);
    expect(await contentFingerprint(server.db)).toEqual(before);
    expect((await admin.get('/api/user')).status).toBe(200);
  });

  it('refuses login CSRF', async () => {
    const res = await server.client().request('POST', '/api/login', { username: 'sec-admin', password: 'correct-horse' }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('lets cross-site reads through (they change nothing; the browser keeps the answer from the other site)', async () => {
    expect((await admin.request('GET', '/api/user', undefined, { 'sec-fetch-site': 'cross-site' })).status).toBe(200);
  });

  it('behind a trusted proxy compares with the public origin (X-Forwarded-Proto/Host)', async () => {
    const proxied = await startTestServer({ config: { trustProxy: 1 } });
    try {
      const via = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.lipadigital.cz' };
      const ok = await proxied.client().request('POST', '/api/contact', note, { ...via, origin: 'https://www.lipadigital.cz', 'sec-fetch-site': 'same-origin' });
      expect(ok.status).toBe(201);
      const bad = await proxied.client().request('POST', '/api/contact', note, { ...via, origin: 'http://www.lipadigital.cz' });
      expect(bad.status).toBe(403);
    } finally {
      await proxied.close();
    }
  });
});

describe('no state change through GET', () => {
  it('every GET route (admin, auth, public) leaves the content unchanged', async () => {
    await admin.post('/api/admin/projects', { clientId, name: 'Web', description: 'Nový web pekárny' });
    await server.client().post('/api/contact', note);
    const before = await contentFingerprint(server.db);
    const gets = [
      ...adminRouteTable(server.db)
        .filter((r) => r.method === 'get')
        .map((r) => '/api/admin' + r.path.replace(/:id/g, String(clientId))),
      '/api/user',
      '/api/health',
      '/api/blog',
      '/api/blog?lang=en',
      '/api/portfolio/featured',
      // Write routes answer GET with 404: no route reacts to GET by writing.
      '/api/logout',
      '/api/contact?name=Eva&email=eva@example.cz&message=Dobry%20den%20vsem',
      '/api/sessions/revoke-others',
    ];
    for (const path of gets) {
      const signedIn = await admin.get(path);
      const anonymous = await server.client().get(path);
      expect(signedIn.status, path).toBeLessThan(500);
      expect(anonymous.status, path).toBeLessThan(500);
    }
    expect(gets.length).toBeGreaterThan(15);
    expect(await contentFingerprint(server.db)).toEqual(before);
    expect((await admin.get('/api/user')).status).toBe(200);
  });
});

describe('security headers', () => {
  it('every answer carries the CSP and the other headers; no HSTS outside production', async () => {
    for (const res of [await server.client().get('/api/health'), await server.client().get('/api/nope'), await admin.get('/api/admin/stats')]) {
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "form-action 'self'", "connect-src 'self'"]) {
        expect(csp).toContain(directive);
      }
      expect(csp).toMatch(/img-src 'self' data:/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
      expect(res.headers.get('strict-transport-security')).toBeNull();
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
  });

  it('production: HSTS, and the session cookie is __Host-sid (Secure, Path=/, no Domain) by default', async () => {
    const prod = await startTestServer({ config: { env: 'production', cookieSecure: 'always', trustProxy: 1 } });
    try {
      const health = await prod.client().get('/api/health');
      expect(health.headers.get('strict-transport-security')).toBe(HSTS);
      await prod.signedInClient('prod-admin').catch(() => undefined); // creates the user; plain http gets no cookie
      const client = prod.client();
      const res = await client.request('POST', '/api/login', { username: 'prod-admin', password: 'correct-horse' }, { 'x-forwarded-proto': 'https' });
      expect(res.status).toBe(200);
      const cookie = res.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^__Host-sid=/);
      expect(cookie).toMatch(/; Path=\//);
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).not.toMatch(/Domain=/i);
      const me = await client.request('GET', '/api/user', undefined, { 'x-forwarded-proto': 'https' });
      expect(me.status).toBe(200);
      const out = await client.request('POST', '/api/logout', undefined, { 'x-forwarded-proto': 'https' });
      expect(out.headers.get('set-cookie')).toMatch(/^__Host-sid=;.*Secure/);
    } finally {
      await prod.close();
    }
  });
});

describe('input', () => {
  it('limits JSON bodies to 100 KB (413), blog writes to 1 MB', async () => {
    const big = 'x'.repeat(150_000);
    expect((await server.client().post('/api/contact', { ...note, message: big })).status).toBe(413);
    expect((await admin.post('/api/admin/clients', { name: 'A', email: 'a@b.cz', internalNotes: big })).status).toBe(413);
    const longPost = { title: 'Dlouhý článek', content: `<p>${'slovo '.repeat(16_000)}</p>`, translations: { en: { title: 'Long', content: `<p>${'word '.repeat(19_000)}</p>` } } };
    expect(JSON.stringify(longPost).length).toBeGreaterThan(150_000);
    expect((await admin.post('/api/admin/blog', longPost)).status).toBe(201);
    expect((await admin.post('/api/admin/blog', { ...longPost, content: 'x'.repeat(1_100_000) })).status).toBe(413);
  });

  it('answers malformed JSON with 400 on every kind of route', async () => {
    for (const [method, path, client] of [
      ['POST', '/api/contact', server.client()],
      ['POST', '/api/login', server.client()],
      ['POST', '/api/admin/clients', admin],
      ['PUT', `/api/admin/clients/${clientId}`, admin],
      ['POST', '/api/admin/blog', admin],
    ] as const) {
      const res = await client.request(method, path, '{"name": "Eva", ', { 'content-type': 'application/json' });
      expect(res.status, path).toBe(400);
      expect(res.body.message).toBe('Malformed JSON body');
    }
  });

  it('refuses the NUL character (PostgreSQL cannot store it) with a 400 naming the field', async () => {
    const res = await server.client().post('/api/contact', { ...note, message: 'Dobrý den\u0000, web' });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('message');
    expect(res.body.fields.message).toBe(NUL_MESSAGE);
    const nested = await admin.post('/api/admin/blog', { title: 'T', content: '<p>x</p>', translations: { en: { title: 'A\u0000', content: '<p>y</p>' } } });
    expect(nested.status).toBe(400);
    expect(nested.body.field).toBe('translations.en.title');
    expect((await admin.get('/api/admin/clients?q=%00')).status).toBe(400);
  });

  it('an undecodable %-escape in a path is a 400, not a 500', async () => {
    const res = await admin.get('/api/admin/clients/%E0%A4%A');
    expect(res.status).toBe(400);
  });

  it('unknown fields are stripped and never stored', async () => {
    const res = await admin.post('/api/admin/clients', { name: 'Nový', email: 'novy@example.cz', id: 424242, createdAt: '2000-01-01T00:00:00Z', isAdmin: true });
    expect(res.status).toBe(201);
    expect(res.body.id).not.toBe(424242);
    expect(res.body).not.toHaveProperty('isAdmin');
    const [row] = await server.db.select().from(clients).where(eq(clients.id, res.body.id));
    expect(row!.createdAt.getFullYear()).toBeGreaterThan(2020);
    const msg = await server.client().post('/api/contact', { ...note, status: 'read', id: 777, createdAt: '1999-01-01' });
    expect(msg.status).toBe(201);
    const [stored] = await server.db.select().from(messages).where(eq(messages.id, msg.body.id));
    expect(stored).toMatchObject({ status: 'unread' });
    expect(stored!.id).not.toBe(777);
  });
});
