/** Session lifetime (12 h idle, 7 days absolute) and "sign out my other sessions". */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_ABSOLUTE_LIFETIME_MS, SESSION_IDLE_TIMEOUT_MS } from '../app';
import { sessions, users } from '../db/schema';
import { startTestServer, type TestClient, type TestServer } from '../test/test-server';
import { hashSessionId, SESSION_RENEWAL_INTERVAL_MS } from './session-store';
import { writeStaffAccess } from './staff-access-cache';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const HOUR = 60 * 60 * 1000;

/**
 * Moves a stored session as if time had passed. Written here as the app writes sessions (writeStaffAccess), so this
 * process forgets its copy at once: how a write made elsewhere reaches the cache through the notification is
 * staff-access-cache.api.test.ts's subject, and waiting for it here would make these tests race it.
 */
function storeDirectly<T>(write: () => Promise<T>): Promise<T> {
  return writeStaffAccess(server.db, write);
}

/** The stored row key of a client's session (the cookie holds s:<id>.<signature>; the table only its hash). */
function sessionKey(client: TestClient): string {
  const raw = decodeURIComponent(client.cookies.get('sid') ?? '');
  return hashSessionId(raw.slice(2, raw.lastIndexOf('.')));
}

async function signIn(username: string): Promise<TestClient> {
  const client = server.client();
  const res = await client.post('/api/login', { username, password: 'correct-horse' });
  expect(res.status).toBe(200);
  return client;
}

describe('session lifetime', () => {
  it('is 12 hours idle and 7 days at most', () => {
    expect(SESSION_IDLE_TIMEOUT_MS).toBe(12 * HOUR);
    expect(SESSION_ABSOLUTE_LIFETIME_MS).toBe(7 * 24 * HOUR);
  });

  it('every request moves the idle expiry 12 hours ahead (cookie and stored row)', async () => {
    const client = await server.signedInClient('idle1');
    await storeDirectly(() => server.db.update(sessions).set({ expiresAt: new Date(Date.now() + HOUR) }).where(eq(sessions.idHash, sessionKey(client))));
    const res = await client.get('/api/user');
    expect(res.status).toBe(200);
    const expires = Date.parse(/Expires=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1] ?? '');
    expect(Math.abs(expires - Date.now() - 12 * HOUR)).toBeLessThan(60_000);
    const [row] = await server.db.select().from(sessions).where(eq(sessions.idHash, sessionKey(client)));
    const ahead = row!.expiresAt.getTime() - Date.now();
    expect(ahead).toBeGreaterThan(12 * HOUR - 60_000);
    expect(ahead).toBeLessThanOrEqual(12 * HOUR + 1000);
  });

  it('a request within a minute of the last renewal reads its session and writes no session row', async () => {
    const client = await server.signedInClient('renew1');
    const key = sessionKey(client);
    // xmin is the transaction that last wrote the row: it changes with any update, even one to the same values.
    const rowVersion = async () => {
      const result = (await server.db.execute(sql`select xmin::text as v, expires_at as e from sessions where id_hash = ${key}`)) as unknown as {
        rows: { v: string; e: string }[];
      };
      return result.rows[0];
    };
    expect((await client.get('/api/user')).status).toBe(200);
    const before = await rowVersion();
    for (let i = 0; i < 5; i++) expect((await client.get('/api/user')).status).toBe(200);
    expect(await rowVersion()).toEqual(before);
    expect(SESSION_RENEWAL_INTERVAL_MS).toBe(60_000);
  });

  it('a request more than a minute after the last renewal moves the stored expiry again', async () => {
    const client = await server.signedInClient('renew2');
    const key = sessionKey(client);
    const renewedTwoMinutesAgo = new Date(Date.now() + 12 * HOUR - 2 * 60_000);
    await storeDirectly(() => server.db.update(sessions).set({ expiresAt: renewedTwoMinutesAgo }).where(eq(sessions.idHash, key)));
    expect((await client.get('/api/user')).status).toBe(200);
    const [row] = await server.db.select().from(sessions).where(eq(sessions.idHash, key));
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(12 * HOUR - 60_000);
  });

  it('ends a session idle for longer than 12 hours', async () => {
    const client = await server.signedInClient('idle2');
    // As if the last request was 12 h and 1 min ago.
    await storeDirectly(() => server.db.update(sessions).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(sessions.idHash, sessionKey(client))));
    expect((await client.get('/api/user')).status).toBe(401);
    expect((await client.get('/api/admin/stats')).status).toBe(401);
  });

  it('keeps an active session up to 7 days after sign-in, and ends it after that however active', async () => {
    const client = await server.signedInClient('absolute1');
    const key = sessionKey(client);
    const setSignedInAt = (ms: number) =>
      storeDirectly(() =>
        server.db.update(sessions).set({ data: sql`jsonb_set(${sessions.data}, '{signedInAt}', to_jsonb(${ms}::bigint))` }).where(eq(sessions.idHash, key)),
      );

    await setSignedInAt(Date.now() - SESSION_ABSOLUTE_LIFETIME_MS + HOUR);
    expect((await client.get('/api/user')).status).toBe(200);

    await setSignedInAt(Date.now() - SESSION_ABSOLUTE_LIFETIME_MS - 60_000);
    expect((await client.get('/api/user')).status).toBe(401);
    const [row] = await server.db.select().from(sessions).where(eq(sessions.idHash, key));
    expect(row).toBeUndefined();
  });
});

describe('POST /api/sessions/revoke-others', () => {
  it('answers 401 when signed out', async () => {
    expect((await server.client().post('/api/sessions/revoke-others')).status).toBe(401);
  });

  it('ends every other session of the user, keeps this one and other users’ sessions', async () => {
    const here = await server.signedInClient('revoker');
    const laptop = await signIn('revoker');
    const phone = await signIn('revoker');
    const colleague = await server.signedInClient('colleague');

    const res = await here.post('/api/sessions/revoke-others');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ revoked: 2 });

    expect((await here.get('/api/user')).status).toBe(200);
    expect((await laptop.get('/api/user')).status).toBe(401);
    expect((await phone.get('/api/user')).status).toBe(401);
    expect((await colleague.get('/api/user')).status).toBe(200);

    const [user] = await server.db.select().from(users).where(eq(users.username, 'revoker'));
    const left = await server.db.select().from(sessions).where(eq(sessions.userId, user!.id));
    expect(left).toHaveLength(1);

    expect((await here.post('/api/sessions/revoke-others')).body).toEqual({ revoked: 0 });
  });

  it('is refused from another site', async () => {
    const here = await server.signedInClient('revoker2');
    await signIn('revoker2');
    const res = await here.request('POST', '/api/sessions/revoke-others', undefined, { 'sec-fetch-site': 'cross-site' });
    expect(res.status).toBe(403);
  });
});
