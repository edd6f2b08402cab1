/**
 * Leases on once-at-a-time work (issue 37, docs/product/czech-services.md#leases): a free lease is taken, a held one
 * is refused to another holder and renewed for its own, an expired one is taken over, a release frees it — and of
 * many instances asking at the same moment exactly one gets it. PGlite and PostgreSQL (the race on two servers'
 * connections on PostgreSQL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '@/server/test/test-server';
import { testDatabaseKind } from '@/server/test/temporary-database';
import { acquireLease, releaseLease, withLease } from './service-leases';

let server: TestServer;
let second: TestServer | undefined;
beforeAll(async () => {
  server = await startTestServer();
  // A second instance on the same PostgreSQL database (its own connections); PGlite has one connection per folder.
  if (testDatabaseKind() === 'postgres') second = await startTestServer({ location: server.location });
});
afterAll(async () => {
  await second?.close();
  await server?.close();
});

describe('service leases', () => {
  it('one holder at a time; the holder renews; a release frees it', async () => {
    const { db } = server;
    expect(await acquireLease(db, 'test-a', 60_000, 'one')).toBe(true);
    expect(await acquireLease(db, 'test-a', 60_000, 'two')).toBe(false);
    expect(await acquireLease(db, 'test-a', 60_000, 'one')).toBe(true);
    await releaseLease(db, 'test-a', 'two'); // not its own: nothing happens
    expect(await acquireLease(db, 'test-a', 60_000, 'two')).toBe(false);
    await releaseLease(db, 'test-a', 'one');
    expect(await acquireLease(db, 'test-a', 60_000, 'two')).toBe(true);
  });

  it('an expired lease (a holder that crashed) is taken over', async () => {
    const { db } = server;
    expect(await acquireLease(db, 'test-b', 60_000, 'crashed')).toBe(true);
    await db.execute(sql`update service_leases set leased_until = now() - interval '1 second' where name = 'test-b'`);
    expect(await acquireLease(db, 'test-b', 60_000, 'next')).toBe(true);
    expect(await acquireLease(db, 'test-b', 60_000, 'crashed')).toBe(false);
  });

  it('withLease runs the work only for the holder and releases it after, also when the work fails', async () => {
    const { db } = server;
    expect(await withLease(db, 'test-c', 60_000, async () => 'done', 'one')).toBe('done');
    expect(await acquireLease(db, 'test-c', 60_000, 'two')).toBe(true);
    expect(await withLease(db, 'test-c', 60_000, async () => 'never', 'one')).toBeNull();
    await releaseLease(db, 'test-c', 'two');
    await expect(withLease(db, 'test-c', 60_000, async () => Promise.reject(new Error('work failed')), 'one')).rejects.toThrow('work failed');
    expect(await acquireLease(db, 'test-c', 60_000, 'two')).toBe(true);
  });

  it('of twenty instances asking at once, exactly one gets the lease', async () => {
    const dbs = [server.db, second?.db ?? server.db];
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => acquireLease(dbs[i % 2]!, 'test-race', 60_000, `instance-${i}`)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});
