/**
 * Scale-out: two server processes (same SESSION_SECRET, same PostgreSQL database, different ports), started at the
 * same moment on an empty database (migrations under the advisory lock). A session made on one works on the other,
 * logging out on one ends it on both, admin writes on one are read on the other, and the rate limits are shared.
 * Runs only when TEST_DATABASE_URL is set (the embedded database is one process's own).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startServer, type ServerProcess } from '../../src/server/test/server-process';
import { temporaryDataDir, temporaryPostgres } from '../../src/server/test/temporary-database';

/** Each instance reads the content version this often (src/server/web/content-version-watch.ts). */
const CONTENT_VERSION_POLL_MS = 1000;
/** An instance's copy of a session is read again once it is this old, notification or not (src/server/auth/staff-access-cache.ts). */
const STAFF_ACCESS_MAX_AGE_MS = 1000;
/** Time for a request to A on a busy 2-core machine, beyond that bound. */
const REQUEST_MARGIN_MS = 1000;

const enabled = Boolean(process.env.TEST_DATABASE_URL);
if (!enabled) {
  console.log('scale-out: SKIPPED — set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) to run two instances on PostgreSQL.');
}

const ADMIN = { username: 'scale-admin', password: 'scale-pass-1' };

describe.skipIf(!enabled)('two instances on one PostgreSQL database', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  const cleanups: (() => Promise<unknown> | void)[] = [];

  beforeAll(async () => {
    const db = (await temporaryPostgres('agency_scale'))!;
    cleanups.push(() => db.drop());
    const env = (name: string) => {
      const data = temporaryDataDir(`agency-scale-${name}`);
      cleanups.push(() => data.remove());
      return {
        DATABASE_URL: db.url,
        DATA_DIR: data.dataDir,
        SESSION_SECRET: sharedSecret,
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        LOGIN_RATE_LIMIT: '3',
        CONTACT_RATE_LIMIT: '2',
        PUBLIC_URL: 'https://www.lipa-digital.example',
      };
    };
    const sharedSecret = randomBytes(32).toString('hex');
    // Both at once on an empty database: the migrations and the first admin must not race.
    [a, b] = await Promise.all([startServer(env('a')), startServer(env('b'))]);
    cleanups.push(async () => {
      for (const s of [a, b]) {
        s.child.kill('SIGTERM');
        await s.exited;
      }
    });
  }, 120_000);

  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  const get = (server: ServerProcess, p: string, cookie: string) => fetch(server.url + p, { headers: { cookie } });
  const post = (server: ServerProcess, p: string, body: unknown, cookie = '') =>
    fetch(server.url + p, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: body === undefined ? undefined : JSON.stringify(body) });

  it('a session made on A works on B; writes on B are read on A; logout on B ends it on A', async () => {
    expect(a.url).not.toBe(b.url);
    const cookie = await signIn(a.url, ADMIN.username, ADMIN.password);
    const me = await get(b, '/api/user', cookie);
    expect(me.status).toBe(200);
    expect(((await me.json()) as { username: string }).username).toBe(ADMIN.username);

    const created = await post(b, '/api/admin/clients', { name: 'Klient z instance B', email: 'b@example.cz' }, cookie);
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const onA = await get(a, `/api/admin/clients/${id}`, cookie);
    expect(onA.status).toBe(200);
    expect(((await onA.json()) as { name: string }).name).toBe('Klient z instance B');

    expect((await post(b, '/api/logout', undefined, cookie)).status).toBe(200);
    const loggedOut = performance.now();
    // B forgot its copy at the commit; A forgets its copy when PostgreSQL's notification reaches it — at once on an idle
    // machine, later when its listening connection waits for a busy CPU — and reads the session again once its copy
    // is STAFF_ACCESS_MAX_AGE_MS old in any case (decision 017).
    expect((await get(b, '/api/user', cookie)).status).toBe(401);
    await expect
      .poll(async () => (await get(a, '/api/user', cookie)).status, { timeout: STAFF_ACCESS_MAX_AGE_MS + REQUEST_MARGIN_MS, interval: 20 })
      .toBe(401);
    const endedOnA = Math.round(performance.now() - loggedOut);
    console.log(`scale-out: session from A accepted by B, client written on B read on A (id ${id}), logout on B ended the session on A after ${endedOnA} ms`);
  });

  it('a post published on A is on A\'s blog at once and on B\'s within the poll interval (cached pages on both)', async () => {
    const cookie = await signIn(a.url, ADMIN.username, ADMIN.password);
    const title = 'Článek zveřejněný na instanci A';
    const created = await post(a, '/api/admin/blog', { title, content: '<p>Obsah</p>' }, cookie);
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const blog = async (server: ServerProcess) => (await fetch(`${server.url}/blog`, { headers: { 'accept-language': 'cs' } })).text();
    // Both have the blog rendered and cached without it.
    for (const s of [a, b]) for (let i = 0; i < 2; i++) expect(await blog(s)).not.toContain(title);

    const published = await fetch(`${a.url}/api/admin/blog/${id}/publish`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ published: true }),
    });
    expect(published.status).toBe(200);
    const at = Date.now();
    expect(await blog(a)).toContain(title);
    let seenOnB = -1;
    while (Date.now() - at < CONTENT_VERSION_POLL_MS * 5) {
      if ((await blog(b)).includes(title)) {
        seenOnB = Date.now() - at;
        break;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(seenOnB).toBeGreaterThanOrEqual(0);
    // One poll interval, plus the version read and the render of the page on a shared 2-core machine.
    expect(seenOnB).toBeLessThanOrEqual(CONTENT_VERSION_POLL_MS + 1000);
    console.log(`scale-out: post published on A shown on A at once and on B after ${seenOnB} ms`);
  });

  it('rate limits are shared: failures on A count on B', async () => {
    for (let i = 0; i < 3; i++) expect((await post(a, '/api/login', { username: ADMIN.username, password: `wrong-${i}` })).status).toBe(401);
    const refused = await post(b, '/api/login', { username: ADMIN.username, password: ADMIN.password });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    const note = { name: 'Eva Malá', email: 'eva@example.cz', message: 'Dobrý den, zkouška limitu.' };
    expect((await post(a, '/api/contact', note)).status).toBe(201);
    expect((await post(b, '/api/contact', note)).status).toBe(201);
    expect((await post(a, '/api/contact', note)).status).toBe(429);
    expect((await post(b, '/api/contact', note)).status).toBe(429);
    console.log('scale-out: 3 failed sign-ins on A → 429 on B; 2 messages (one per instance) → the third is 429 on both');
  });
});
