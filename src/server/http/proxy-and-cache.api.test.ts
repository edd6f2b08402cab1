/**
 * API answers are never cached; X-Forwarded-* is believed only from the proxies TRUST_PROXY names (a hop count, or
 * 'loopback' / addresses / CIDR ranges).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '@/server/data/accounts/users';
import { loadConfig } from '../config';
import { rateLimits as rateLimitsTable } from '../db/schema';
import { DEFAULT_RATE_LIMITS } from '../security/rate-limit';
import { startTestServer, type TestServer } from '../test/test-server';

const PASSWORD = 'correct-horse';
const rateLimits = { ...DEFAULT_RATE_LIMITS, loginPerAccountAndIp: 3 };
/** The value the server would run with for this TRUST_PROXY, through the real configuration reader. */
const trustProxy = (text: string) => loadConfig({ SESSION_SECRET: 'x'.repeat(40), TRUST_PROXY: text }).trustProxy;

const login = (server: TestServer, forwardedFor: string, password = 'wrong-horse', proto?: string) =>
  server.client().request('POST', '/api/login', { username: 'jana', password }, {
    'x-forwarded-for': forwardedFor,
    ...(proto ? { 'x-forwarded-proto': proto } : {}),
  });

describe('Cache-Control: no-store on every API answer', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('success, client errors, not found, refused and server-side checks alike', async () => {
    const admin = await server.signedInClient('cache-admin');
    const c = server.client();
    const answers = [
      await c.get('/api/health'),
      await admin.get('/api/user'),
      await admin.get('/api/admin/clients'),
      await c.get('/api/user'), // 401
      await c.post('/api/login', {}), // 400
      await c.request('POST', '/api/login', '{"username":', { 'content-type': 'application/json' }), // malformed JSON
      await c.request('POST', '/api/contact', { name: 'A' }, { 'sec-fetch-site': 'cross-site' }), // 403
      await c.get('/api/no-such-thing'), // 404
      await c.post('/api/contact', { name: 'x'.repeat(200_000) }), // 413
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 401, 400, 400, 403, 404, 413]);
    for (const res of answers) expect(res.headers.get('cache-control'), `${res.status} ${res.text}`).toBe('no-store');
  });
});

describe('TRUST_PROXY=loopback (the proxy runs on this machine)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { trustProxy: trustProxy('loopback'), rateLimits } });
    await createUser(server.db, { username: 'jana', password: PASSWORD, email: 'jana@example.cz', name: 'Jana' });
  });
  afterAll(() => server.close());

  it("X-Forwarded-For from the loopback proxy is the client's address: limits are per client", async () => {
    for (let i = 0; i < 3; i++) expect((await login(server, '198.51.100.1')).status).toBe(401);
    expect((await login(server, '198.51.100.1')).status).toBe(429);
    // Another client behind the same proxy is not locked out.
    expect((await login(server, '198.51.100.2')).status).toBe(401);
  });

  it('X-Forwarded-Proto: https from the proxy makes the session cookie Secure', async () => {
    const res = await login(server, '198.51.100.3', PASSWORD, 'https');
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().join('\n')).toMatch(/;\s*Secure/i);
  });
});

describe('TRUST_PROXY naming a range this client is not in', () => {
  let server: TestServer;
  beforeAll(async () => {
    // The test client connects from 127.0.0.1: not a trusted proxy here.
    server = await startTestServer({ config: { trustProxy: trustProxy('10.0.0.0/8, fd00::/8'), rateLimits } });
    await createUser(server.db, { username: 'jana', password: PASSWORD, email: 'jana@example.cz', name: 'Jana' });
  });
  afterAll(() => server.close());

  it('a rotating X-Forwarded-For does not evade the sign-in limit', async () => {
    for (let i = 0; i < 3; i++) expect((await login(server, `203.0.113.${i + 1}`)).status).toBe(401);
    for (let i = 3; i < 25; i++) expect((await login(server, `203.0.113.${i + 1}`)).status).toBe(429);
  });

  it('a forged X-Forwarded-Proto is not believed', async () => {
    await server.db.delete(rateLimitsTable);
    const res = await login(server, '203.0.113.200', PASSWORD, 'https');
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().join('\n')).not.toMatch(/;\s*Secure/i);
  });
});
