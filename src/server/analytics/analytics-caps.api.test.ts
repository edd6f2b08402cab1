/**
 * Bounded analytics storage of anonymous traffic (issue 33, item 14) through the real app on a real database: at most
 * ANALYTICS_DISTINCT_VALUES_PER_DAY distinct values per day and dimension, across two instances, the rest as "other",
 * kept by the daily rollup; and at most ANALYTICS_VIEWS_PER_VISITOR_PER_MINUTE views counted per visitor and minute.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_DISTINCT_VALUES_PER_DAY, ANALYTICS_OTHER_VALUE, ANALYTICS_VIEWS_PER_VISITOR_PER_MINUTE } from '@/shared/analytics';
import { analyticsDaily, analyticsDayValues, analyticsEvents } from '../db/schema';
import { testDatabaseKind, type TestServer } from '../test/test-server';
import { FIREFOX, startCountingServer, storedViews, visit } from './analytics-fixtures';

const N = ANALYTICS_DISTINCT_VALUES_PER_DAY;
const VIEWS = 4000;
const DAY = '2026-11-10';

describe('distinct values per day', () => {
  let now = Date.parse(`${DAY}T10:00:00Z`);
  const clock = { now: () => now, flushMs: 0, dailyEveryMs: 0 };
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    first = await startCountingServer({ analytics: clock });
    // PostgreSQL: a second instance with its own connections; PGlite is one process's database.
    second = await startCountingServer({ ...(testDatabaseKind() === 'postgres' ? { location: first.location } : { sameDatabaseAs: first }), analytics: clock });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  const distinct = async (column: 'utmCampaign' | 'utmSource' | 'utmMedium' | 'referrerHost') =>
    new Set((await storedViews(first.db)).map((v) => v[column])).size;

  it(`${VIEWS} views with random UTM values and referrers on two instances store ${N} distinct values of each, the rest as other`, async () => {
    const random = () => Math.random().toString(36).slice(2, 10);
    for (let start = 0; start < VIEWS; start += 50) {
      await Promise.all(
        Array.from({ length: 50 }, (_, j) => {
          const i = start + j;
          const path = `/?utm_source=s${random()}&utm_medium=m${random()}&utm_campaign=c${random()}`;
          return visit(i % 2 ? first : second, path, { ip: `10.${i >> 8}.${i & 255}.7`, ua: FIREFOX }, { referer: `https://${random()}.example/x` });
        }),
      );
      // Both instances write their batches at the same time, as they would every few seconds.
      if (start % 1000 === 950) await Promise.all([first.analytics.flush(), second.analytics.flush()]);
    }
    await Promise.all([first.analytics.flush(), second.analytics.flush()]);
    const views = await storedViews(first.db);
    expect(views).toHaveLength(VIEWS);
    for (const column of ['utmCampaign', 'utmSource', 'utmMedium', 'referrerHost'] as const) {
      expect(await distinct(column)).toBe(N + 1);
      expect(views.filter((v) => v[column] === ANALYTICS_OTHER_VALUE)).toHaveLength(VIEWS - N);
    }
    // A value already stored that day is still stored as itself.
    const kept = views.find((v) => v.utmCampaign !== ANALYTICS_OTHER_VALUE)!.utmCampaign!;
    await visit(first, `/?utm_campaign=${kept}`, { ip: '192.0.2.200', ua: FIREFOX });
    await first.analytics.flush();
    expect(await first.db.select().from(analyticsEvents).where(eq(analyticsEvents.utmCampaign, kept))).toHaveLength(2);
  });

  it('the daily rollup keeps the cap, the rest under other, and the day’s values are deleted once it has ended', async () => {
    now = Date.parse(`${DAY}T23:30:00Z`); // the next Prague day, past the grace minutes
    expect(await first.analytics.runDaily()).toMatchObject({ ran: true, rolledUp: { from: DAY, to: DAY } });
    const rolled = (dimension: 'campaign' | 'referrer' | 'source' | 'medium') =>
      first.db.select().from(analyticsDaily).where(and(eq(analyticsDaily.day, DAY), eq(analyticsDaily.dimension, dimension)));
    for (const dimension of ['campaign', 'referrer', 'source', 'medium'] as const) {
      const rows = await rolled(dimension);
      expect(rows).toHaveLength(N + 1);
      expect(rows.find((r) => r.value === ANALYTICS_OTHER_VALUE)).toMatchObject({ views: VIEWS - N });
      expect(rows.reduce((sum, r) => sum + r.views, 0)).toBe(VIEWS + (dimension === 'campaign' ? 1 : 0));
    }
    expect(await first.db.select({ n: sql<number>`count(*)::int` }).from(analyticsDayValues)).toEqual([{ n: 0 }]);
  });
});

describe('views per visitor', () => {
  let now = Date.parse(`${DAY}T10:00:10Z`);
  let server: TestServer;
  beforeAll(async () => {
    server = await startCountingServer({ analytics: { now: () => now, flushMs: 0, dailyEveryMs: 0 } });
  });
  afterAll(() => server.close());

  it(`counts at most ${ANALYTICS_VIEWS_PER_VISITOR_PER_MINUTE} views of one visitor a minute; the pages are served all the same`, async () => {
    const hammer = { ip: '198.51.100.99', ua: FIREFOX };
    const calm = { ip: '198.51.100.100', ua: FIREFOX };
    const statuses = [];
    for (let i = 0; i < 40; i++) {
      statuses.push((await visit(server, `/p${i % 3}`, hammer)).status);
      if (i === 20) await server.analytics.flush(); // the limit counts what earlier batches stored
    }
    await visit(server, '/', calm);
    expect(statuses).toEqual(Array(40).fill(200));
    await server.analytics.flush();
    const views = await storedViews(server.db);
    const visitors = [...new Set(views.map((v) => v.visitor))];
    expect(visitors).toHaveLength(2);
    expect(views.filter((v) => v.visitor === visitors[0])).toHaveLength(ANALYTICS_VIEWS_PER_VISITOR_PER_MINUTE);
    expect(views.filter((v) => v.visitor === visitors[1])).toHaveLength(1);
    // The next minute counts again.
    now += 60_000;
    await visit(server, '/', hammer);
    await server.analytics.flush();
    expect((await storedViews(server.db)).filter((v) => v.visitor === visitors[0])).toHaveLength(ANALYTICS_VIEWS_PER_VISITOR_PER_MINUTE + 1);
  });
});
