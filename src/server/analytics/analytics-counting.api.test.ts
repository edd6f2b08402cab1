/**
 * Cookieless counting (issue 24, decision 026) through the real app on a real database: views of cached and rendered
 * pages, bots and prefetches left out, one visitor per day, daily salts, nothing personal stored, batches written on
 * a clean stop, the day's work done once across two instances.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@/shared/dates';
import { analyticsDaily, analyticsEvents, analyticsSalts } from '../db/schema';
import { countQueries } from '../test/count-queries';
import { startTestServer, testDatabaseKind, type TestServer } from '../test/test-server';
import { everyAnalyticsRow, FIREFOX, GOOGLEBOT, IPHONE, startCountingServer, storedViews, visit } from './analytics-fixtures';
import { DAILY_GRACE_MS } from './recorder';
import { pragueDay } from './visit-facts';

const EVA = { ip: '203.0.113.77', ua: FIREFOX };
const PETR = { ip: '198.51.100.23', ua: IPHONE };

describe('counting views', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startCountingServer();
  });
  afterAll(() => server.close());

  it('counts a rendered and a cached page; not bots, prefetches, Do Not Track, Global Privacy Control, 404s or HEAD', async () => {
    expect((await visit(server, '/pricing', EVA)).status).toBe(200); // rendered, then cached
    expect((await visit(server, '/pricing', EVA)).status).toBe(200); // from the cache, before Express
    await visit(server, '/pricing', { ip: '192.0.2.1', ua: GOOGLEBOT });
    await visit(server, '/pricing', { ip: '192.0.2.2', ua: '' });
    await visit(server, '/pricing', PETR, { 'sec-purpose': 'prefetch' });
    await visit(server, '/pricing', PETR, { purpose: 'prefetch' });
    await visit(server, '/pricing', PETR, { dnt: '1' });
    await visit(server, '/pricing', PETR, { 'sec-gpc': '1' });
    expect((await visit(server, '/neexistuje', PETR)).status).toBe(404);
    await server.analytics.flush();
    const views = await storedViews(server.db);
    expect(views.map((v) => [v.path, v.device, v.language])).toEqual([
      ['/pricing', 'desktop', 'cs'],
      ['/pricing', 'desktop', 'cs'],
    ]);
  });

  it('no database query while views are noted: only the batch writes', async () => {
    const before = (await storedViews(server.db)).length;
    await visit(server, '/about', PETR); // rendered: its queries are the page's
    await server.analytics.flush();
    const queries = countQueries(server.db);
    for (let i = 0; i < 20; i++) await visit(server, '/about', PETR);
    expect(server.analytics.buffered).toBe(20);
    // The background content-version read (one a second) may fall in this window; the views add none.
    expect(queries.count).toBeLessThanOrEqual(1);
    expect((await storedViews(server.db)).length).toBe(before + 1);
    await server.analytics.flush();
    expect((await storedViews(server.db)).length).toBe(before + 21);
  });

  it('the same visitor is one visitor a day; another address or browser is another visitor', async () => {
    await server.db.delete(analyticsEvents);
    await visit(server, '/en', EVA, { referer: 'https://www.google.com/search?q=lipa' });
    await visit(server, '/en/pricing', EVA, { referer: 'https://www.lipa.example/en' });
    await visit(server, '/en', { ...EVA, ip: '203.0.113.78' });
    await visit(server, '/en', { ...EVA, ua: IPHONE });
    await server.analytics.flush();
    const views = await storedViews(server.db);
    expect(new Set(views.map((v) => v.visitor)).size).toBe(3);
    expect(views[0]).toMatchObject({ path: '/en', language: 'en', referrerHost: 'google.com', entry: true });
    // A page reached from another page of the site is a view, not a new visit.
    expect(views[1]).toMatchObject({ path: '/en/pricing', referrerHost: null, entry: false });
    expect(views[0]!.visitor).toBe(views[1]!.visitor);
    expect(views[3]!.device).toBe('mobile');
  });

  it('stores no IP address and no user agent, in any analytics table', async () => {
    await visit(server, '/?utm_source=Newsletter&utm_campaign=jaro', EVA);
    await server.analytics.flush();
    await server.analytics.runDaily();
    const stored = await everyAnalyticsRow(server.db);
    expect(stored).toContain('newsletter'); // the rows are there…
    for (const secret of [EVA.ip, PETR.ip, '203.0.113.78', FIREFOX, IPHONE, 'Firefox', 'iPhone OS', 'Gecko']) expect(stored).not.toContain(secret);
  });
});

describe('daily salts', () => {
  it('each Prague day has its own salt: the next day the same visitor has another hash, and the ended day’s salt is deleted', async () => {
    let now = Date.parse('2026-11-10T10:00:00Z');
    const server = await startCountingServer({ analytics: { now: () => now, flushMs: 0, dailyEveryMs: 0 } });
    try {
      await visit(server, '/', EVA);
      await server.analytics.flush();
      now = Date.parse('2026-11-11T10:00:00Z');
      await visit(server, '/', EVA);
      await server.analytics.flush();
      const views = await storedViews(server.db);
      expect(views.map((v) => v.day)).toEqual(['2026-11-10', '2026-11-11']);
      expect(views[0]!.visitor).not.toBe(views[1]!.visitor);
      const salts = async () => (await server.db.select().from(analyticsSalts)).map((s) => s.day).sort();
      expect(await salts()).toContain('2026-11-10');
      expect(await server.analytics.runDaily()).toMatchObject({ ran: true });
      expect(await salts()).toEqual(['2026-11-11']);
      // The ended day's figures were rolled up before its salt went.
      const [total] = await server.db.select().from(analyticsDaily).where(sql`${analyticsDaily.day} = '2026-11-10' and ${analyticsDaily.dimension} = 'total'`);
      expect(total).toMatchObject({ views: 1, visitors: 1 });
    } finally {
      await server.close();
    }
  });

  it('just after midnight the day’s work waits (the last views of the ended day may still be buffered elsewhere)', async () => {
    let now = Date.parse('2026-11-11T23:00:30Z'); // 00:00:30 in Prague (CET)
    const server = await startTestServer({ analytics: { now: () => now } });
    try {
      expect(pragueDay(now)).toBe('2026-11-12');
      await server.db.insert(analyticsSalts).values({ day: '2026-11-11', salt: 'the ended day' }).onConflictDoNothing();
      expect(await server.analytics.runDaily()).toMatchObject({ ran: true, deletedSalts: 0 });
      now += DAILY_GRACE_MS;
      expect(await server.analytics.runDaily()).toMatchObject({ ran: true, deletedSalts: 1 });
      expect((await server.db.select().from(analyticsSalts)).map((s) => s.day)).toEqual(['2026-11-12']);
    } finally {
      await server.close();
    }
  });
});

describe('batches and instances', () => {
  it('a clean stop writes every buffered view', async () => {
    const server = await startCountingServer();
    const second = await startCountingServer({ sameDatabaseAs: server, analytics: { flushMs: 60_000 } });
    try {
      for (const path of ['/', '/pricing', '/about', '/blog']) await visit(second, path, PETR);
      expect(second.analytics.buffered).toBe(4);
      expect(await storedViews(server.db)).toHaveLength(0);
    } finally {
      await second.close();
    }
    try {
      expect((await storedViews(server.db)).map((v) => v.path)).toEqual(['/', '/pricing', '/about', '/blog']);
    } finally {
      await server.close();
    }
  });

  it('the rollup and the purge run once across two instances, and keep the retention', async () => {
    const today = pragueDay(Date.now() - DAILY_GRACE_MS);
    const first = await startCountingServer();
    // PostgreSQL: a second instance with its own connections; PGlite is one process's database.
    const second = await startCountingServer(testDatabaseKind() === 'postgres' ? { location: first.location } : { sameDatabaseAs: first });
    try {
      const row = (day: string, path: string) => ({ day, at: new Date(`${day}T12:00:00Z`), kind: 'view' as const, visitor: `v-${path}`, path, language: 'cs' as const, entry: true, device: 'desktop' as const });
      await first.db.insert(analyticsEvents).values([row(addDays(today, -91), '/old'), row(addDays(today, -90), '/kept'), row(addDays(today, -1), '/yesterday')]);
      const runs = await Promise.all([first.analytics.runDaily(), second.analytics.runDaily(), first.analytics.runDaily(), second.analytics.runDaily()]);
      expect(runs.filter((r) => r.ran)).toHaveLength(1);
      expect(runs.find((r) => r.ran)).toMatchObject({ purgedEvents: 1, rolledUp: { from: addDays(today, -91), to: addDays(today, -1) } });
      expect((await storedViews(first.db)).map((v) => v.path).sort()).toEqual(['/kept', '/yesterday']);
      const pages = await first.db.select().from(analyticsDaily).where(sql`${analyticsDaily.dimension} = 'page'`);
      expect(pages.map((p) => [p.value, p.views]).sort()).toEqual([['/kept', 1], ['/old', 1], ['/yesterday', 1]]);
      // Done for today: asking again does nothing, on either instance.
      expect(await second.analytics.runDaily()).toEqual({ ran: false });
    } finally {
      await second.close();
      await first.close();
    }
  });
});
