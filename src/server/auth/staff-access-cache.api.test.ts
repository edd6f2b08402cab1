/**
 * Signed-in requests read their session, user and security settings from memory (decision 017), and still see every
 * change at once: made by this process, written to the database past its code (another instance, the admin CLI), on
 * another instance behind the same load balancer, and while the listening connection is down.
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { countQueries } from '../test/count-queries';
import { startTestServer, testDatabaseKind, TestClient, type TestServer } from '../test/test-server';
import { staffData } from '../data/staff';
import { STAFF_ACCESS_MAX_AGE_MS, staffAccessCache } from './staff-access-cache';

/** Well under the cache's maximum age: a change seen within this was seen through the notification. */
const NOTIFIED_WITHIN_MS = STAFF_ACCESS_MAX_AGE_MS * 0.8;

let server: TestServer;
let queries: { readonly count: number };
beforeAll(async () => {
  server = await startTestServer();
  queries = countQueries(server.db);
});
afterAll(async () => {
  await server?.close();
});

/** Statements one GET /api/user sent to the database, and its status. */
async function userRequest(client: TestClient): Promise<{ status: number; statements: number }> {
  const before = queries.count;
  const res = await client.get('/api/user');
  return { status: res.status, statements: queries.count - before };
}

let counter = 0;
async function signedIn(): Promise<{ client: TestClient; username: string }> {
  const username = `cached${++counter}`;
  return { client: await server.signedInClient(username), username };
}

describe('signed-in requests and the staff-access cache', () => {
  it('GET /api/user sends no statement to the database once this process has the session and the user', async () => {
    const { client } = await signedIn();
    await expect.poll(() => userRequest(client), { timeout: 5000 }).toEqual({ status: 200, statements: 0 });
    // And keeps answering from memory.
    expect(await userRequest(client)).toEqual({ status: 200, statements: 0 });
  });

  it('a deactivation through the API ends the session on the very next request', async () => {
    const { client, username } = await signedIn();
    const admin = (await signedIn()).client;
    await expect.poll(() => userRequest(client), { timeout: 5000 }).toEqual({ status: 200, statements: 0 });
    const { body: staff } = await admin.get('/api/admin/team');
    const id = (staff as { id: number; username: string }[]).find((u) => u.username === username)!.id;
    expect((await admin.patch(`/api/admin/team/${id}/active`, { active: false })).status).toBe(200);
    expect((await client.get('/api/user')).status).toBe(401);
  });

  it("a profile change drops this process's copy of the user at its commit, not only once the notification arrives", async () => {
    const { username } = await signedIn();
    const [user] = await server.db.select().from(users).where(eq(users.username, username));
    // A handle on the same database that never hears a notification — as if this commit's notification were late,
    // as it can be on a busy machine — with a cache told that it does: only the write's own drop can empty it.
    const db = Object.create(server.db) as typeof server.db;
    const cache = staffAccessCache(db);
    cache.ready();
    const load = async () => (await db.select().from(users).where(eq(users.id, user!.id)))[0];
    await cache.user(user!.id, load);
    expect(cache.peekUser(user!.id)?.name).toBe(user!.name);
    await staffData(db).setProfile({ id: user!.id, name: user!.name, ip: null }, user!.id, { name: 'Jana Nováková', email: `${username}@lipa-digital.cz` });
    expect(cache.peekUser(user!.id)).toBeUndefined();
    expect((await cache.user(user!.id, load))?.name).toBe('Jana Nováková');
  });

  it('a change written to the database past this process (another instance, the admin CLI) is seen through the notification', async () => {
    const { client, username } = await signedIn();
    await expect.poll(() => userRequest(client), { timeout: 5000 }).toEqual({ status: 200, statements: 0 });
    // Straight to the database: this process's code is not told, only the trigger's notification tells it.
    await server.db.update(users).set({ active: false }).where(eq(users.username, username));
    await expect.poll(async () => (await client.get('/api/user')).status, { timeout: NOTIFIED_WITHIN_MS, interval: 20 }).toBe(401);
  });

  it('a session ended past this process is seen through the notification', async () => {
    const { client, username } = await signedIn();
    await expect.poll(() => userRequest(client), { timeout: 5000 }).toEqual({ status: 200, statements: 0 });
    await server.db.execute(sql`delete from sessions where user_id = (select id from users where username = ${username})`);
    await expect.poll(async () => (await client.get('/api/user')).status, { timeout: NOTIFIED_WITHIN_MS, interval: 20 }).toBe(401);
  });

  it('the security settings changed past this process are seen through the notification', async () => {
    const { client } = await signedIn();
    await expect.poll(() => userRequest(client), { timeout: 5000 }).toEqual({ status: 200, statements: 0 });
    expect((await client.get('/api/user')).body.twoFactorSetupRequired).toBe(false);
    await server.db.execute(sql`insert into app_meta (key, value) values ('require_two_factor', 'true') on conflict (key) do update set value = 'true'`);
    try {
      await expect
        .poll(async () => (await client.get('/api/user')).body.twoFactorSetupRequired, { timeout: NOTIFIED_WITHIN_MS, interval: 20 })
        .toBe(true);
    } finally {
      await server.db.execute(sql`update app_meta set value = 'false' where key = 'require_two_factor'`);
    }
  });
});

describe.skipIf(testDatabaseKind() !== 'postgres')('staff-access cache on PostgreSQL', () => {
  it('two instances: a sign-out on one ends the session on the other at once', async () => {
    // One session secret for both, as behind a load balancer.
    const config = { sessionSecret: randomBytes(32).toString('hex') };
    const one = await startTestServer({ config });
    const other = await startTestServer({ location: one.location, config });
    try {
      const client = await one.signedInClient('on-two-instances');
      const there = new TestClient(other.url);
      for (const [name, value] of client.cookies) there.cookies.set(name, value);
      const otherQueries = countQueries(other.db);
      await expect
        .poll(
          async () => {
            const before = otherQueries.count;
            const res = await there.get('/api/user');
            return { status: res.status, statements: otherQueries.count - before };
          },
          { timeout: 5000 },
        )
        .toEqual({ status: 200, statements: 0 });
      expect((await client.post('/api/logout')).status).toBeLessThan(300);
      await expect.poll(async () => (await there.get('/api/user')).status, { timeout: NOTIFIED_WITHIN_MS, interval: 20 }).toBe(401);
    } finally {
      await other.close();
      await one.close();
    }
  });

  it('while the listening connection is down nothing is kept; once it is back, requests are answered from memory again', async () => {
    const { client, username } = await signedIn();
    await expect.poll(() => userRequest(client), { timeout: 5000 }).toEqual({ status: 200, statements: 0 });
    await server.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen %'`,
    );
    // Noticed at once (the connection reports its end): every request reads the database.
    await expect.poll(async () => (await userRequest(client)).statements > 0, { timeout: NOTIFIED_WITHIN_MS, interval: 20 }).toBe(true);
    await server.db.update(users).set({ active: false }).where(eq(users.username, username));
    expect((await client.get('/api/user')).status).toBe(401);
    await server.db.update(users).set({ active: true }).where(eq(users.username, username));
    // Listening again after the reconnection delay: from memory again.
    await expect.poll(() => userRequest(client), { timeout: 5000 }).toEqual({ status: 200, statements: 0 });
  });
});
