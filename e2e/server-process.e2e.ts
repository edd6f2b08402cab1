/**
 * The production server as a process: start, serve, stop on SIGTERM with exit code 0, start again with the data
 * still there — on the embedded database and, when TEST_DATABASE_URL is set, on PostgreSQL.
 */
import { afterAll, describe, expect, inject, it } from 'vitest';
import { signIn, startServer } from '../src/server/test/server-process';
import { temporaryDataDir, temporaryPostgres } from '../src/server/test/temporary-database';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function databases(): Promise<{ label: string; env: Record<string, string> }[]> {
  const embedded = temporaryDataDir('agency-process');
  cleanups.push(() => embedded.remove());
  const list: { label: string; env: Record<string, string> }[] = [{ label: 'embedded PGlite', env: { DATA_DIR: embedded.dataDir } }];
  const db = await temporaryPostgres('agency_process');
  if (db) {
    cleanups.push(() => db.drop());
    const folder = temporaryDataDir('agency-process-pg');
    cleanups.push(() => folder.remove());
    list.push({ label: 'PostgreSQL', env: { DATABASE_URL: db.url, DATA_DIR: folder.dataDir } });
  }
  return list;
}

describe('server process', async () => {
  const dbs = await databases();

  it.each(dbs)('keeps acknowledged data across a SIGTERM restart ($label)', async ({ env }) => {
    // 12 messages from one address: above the default contact rate limit (5 per 10 minutes).
    const admin = { ADMIN_USERNAME: 'restart-admin', ADMIN_PASSWORD: 'restart-pass-1', DEMO_CONTENT: 'false', CONTACT_RATE_LIMIT: '100' };
    const first = await startServer({ ...env, ...admin });
    const sent = 12;
    for (let i = 0; i < sent; i++) {
      const res = await fetch(`${first.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Návštěvník ${i}`, email: `v${i}@example.cz`, message: `Zpráva číslo ${i} pro agenturu.` }),
      });
      expect(res.status).toBe(201);
    }
    expect(await first.stop()).toBe(0);

    const second = await startServer(env); // no ADMIN_* now: the admin from the first start must still exist
    const cookie = await signIn(second.url, admin.ADMIN_USERNAME, admin.ADMIN_PASSWORD);
    const list = (await (await fetch(`${second.url}/api/admin/messages`, { headers: { cookie } })).json()) as unknown[];
    expect(list).toHaveLength(sent);
    expect(await second.stop()).toBe(0);
  });

  it('serves hashed assets with a year of caching, compressed', async () => {
    const baseUrl = inject('baseUrl');
    const html = await (await fetch(baseUrl + '/')).text();
    const entry = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(entry).toBeDefined();
    // The entry is small (it loads the hydration code once the page has painted): its chunks are checked too.
    const entryText = await (await fetch(baseUrl + entry)).text();
    const chunks = [...new Set([...entryText.matchAll(/assets\/([\w.-]+\.js)/g)].map((m) => `/assets/${m[1]}`))];
    expect(chunks.length).toBeGreaterThan(0);
    let largest = 0;
    for (const asset of [entry!, ...chunks]) {
      const res = await fetch(baseUrl + asset, { headers: { 'accept-encoding': 'gzip' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toMatch(/max-age=31536000/);
      expect(res.headers.get('cache-control')).toMatch(/immutable/);
      const size = (await res.arrayBuffer()).byteLength;
      largest = Math.max(largest, size);
      // compression() leaves answers under 1 KB as they are.
      if (size >= 1024) expect(res.headers.get('content-encoding'), asset).toBe('gzip');
    }
    expect(largest).toBeGreaterThan(1024);
    const page = await fetch(baseUrl + '/', { headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-encoding')).toBe('gzip');
  });
});
