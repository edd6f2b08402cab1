/**
 * GET /api/user answered from memory before the Express stack (decision 018): the same answer as the route's, never
 * for a cookie whose signature is wrong, never when the session is due a renewal, and logged like the route's answer.
 * An answer from memory is told apart by what it leaves out: the route (express-session, rolling) re-sends the
 * session cookie on every answer, the early answer does not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_IDLE_TIMEOUT_MS } from '../app';
import { createLogger } from '../logger';
import { rawRequest } from '../test/raw-request';
import { startTestServer, type TestClient, type TestResponse, type TestServer } from '../test/test-server';
import { hashSessionId } from './session-store';
import { staffAccessCache } from './staff-access-cache';

const logLines: string[] = [];
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ logger: createLogger('info', { write: (line: string) => void logLines.push(line) }) });
});
afterAll(() => server.close());

/**
 * GET /api/user until one is answered from memory: the first of a pair fills the cache, the second reads it — unless
 * the machine is so slow that the copies aged past their bound (1 s) in between; then the pair is tried again.
 */
async function answerFromMemory(client: TestClient): Promise<TestResponse> {
  for (let attempt = 0; attempt < 10; attempt++) {
    await client.get('/api/user');
    const res = await client.get('/api/user');
    if (res.headers.get('set-cookie') === null) return res;
  }
  throw new Error('no GET /api/user was answered from memory');
}

/** The session id inside a client's signed cookie (s:<id>.<signature>). */
function sessionId(client: TestClient): string {
  const raw = decodeURIComponent(client.cookies.get('sid') ?? '');
  return raw.slice(2, raw.lastIndexOf('.'));
}

describe('GET /api/user from memory', () => {
  it("answers with the route's body, content type, ETag and headers", async () => {
    const client = await server.signedInClient('memory1');
    // Right after sign-in nothing is cached (the sign-in's write emptied the cache): the route answers.
    const fromRoute = await client.get('/api/user');
    expect(fromRoute.headers.get('set-cookie')).toMatch(/^sid=/);
    const fromMemory = await answerFromMemory(client);
    expect(fromMemory.status).toBe(200);
    expect(fromMemory.body).toEqual(fromRoute.body);
    expect(fromMemory.body).toMatchObject({ username: 'memory1', twoFactorSetupRequired: false });
    for (const header of ['content-type', 'etag', 'cache-control', 'content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy']) {
      expect(fromMemory.headers.get(header), header).toBe(fromRoute.headers.get(header));
    }
    expect(fromMemory.headers.get('cache-control')).toBe('no-store');
    // Express's freshness check works on it as on the route: a matching ETag gets 304 (node:http, since fetch adds
    // Cache-Control: no-cache to a conditional request).
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const conditional = await rawRequest(server.url, '/api/user', { cookie, 'if-none-match': fromMemory.headers.get('etag')! });
    expect(conditional.status).toBe(304);
    expect(conditional.headers['set-cookie']).toBeUndefined();
  });

  it('gives nothing to a cookie with a wrong or missing signature, even for a session held in memory', async () => {
    const client = await server.signedInClient('memory2');
    await answerFromMemory(client);
    const sid = sessionId(client);
    const forged = [`s:${sid}.${'A'.repeat(43)}`, `s:${sid}`, sid, `s:${sid}.`];
    for (const value of forged) {
      const res = await server.client().request('GET', '/api/user', undefined, { cookie: `sid=${encodeURIComponent(value)}` });
      expect(res.status, value).toBe(401);
    }
    // The real cookie still works.
    expect((await client.get('/api/user')).status).toBe(200);
  });

  it('steps aside when the session is due a renewal: the route renews it and re-sends the cookie', async () => {
    const client = await server.signedInClient('memory3');
    await answerFromMemory(client);
    // As if the last renewal was two minutes ago (the copy's expiry moved back, nothing written).
    staffAccessCache(server.db).renewed(hashSessionId(sessionId(client)), Date.now() + SESSION_IDLE_TIMEOUT_MS - 2 * 60_000);
    const res = await client.get('/api/user');
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/^sid=/);
  });

  it('is logged like the route’s answer (access log at info)', async () => {
    const client = await server.signedInClient('memory4');
    logLines.length = 0;
    await answerFromMemory(client);
    await expect
      .poll(() =>
        logLines
          .map((line) => JSON.parse(line) as { req?: { url?: string }; res?: { statusCode?: number }; msg?: string })
          .filter((e) => e.req?.url === '/api/user' && e.res?.statusCode === 200).length,
      )
      .toBeGreaterThanOrEqual(2);
    const entries = logLines.map((line) => JSON.parse(line) as { req?: { url?: string }; responseTime?: number });
    for (const entry of entries.filter((e) => e.req?.url === '/api/user')) expect(entry.responseTime).toBeTypeOf('number');
  });
});
