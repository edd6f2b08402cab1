/**
 * What bounds the analytics storage of anonymous traffic (issue 33, docs/product/analytics.md#bounded-storage), applied
 * to each batch of views in its writing transaction — never on the request path:
 *   - per visitor hash, at most ANALYTICS_VIEWS_PER_VISITOR_PER_MINUTE views per clock minute are stored; further
 *     views are dropped (the page was served all the same);
 *   - per Prague day and visitor-given dimension (path, referrer host, UTM source, medium, campaign), at most
 *     ANALYTICS_DISTINCT_VALUES_PER_DAY distinct values are stored; a further new value is stored as
 *     ANALYTICS_OTHER_VALUE ("other"). The day's values are rows of analytics_day_values (this module is their only
 *     writer; the daily work deletes those of ended days).
 * Both count what the database holds, under one transaction-scoped advisory lock taken by every batch writer, so they
 * hold across instances sharing one database. The cost per batch: the lock, one indexed read of the batch's visitors'
 * views of their minutes, and per day one read and one insert of the batch's values.
 */
import { sql } from 'drizzle-orm';
import {
  ANALYTICS_CAPPED_DIMENSIONS,
  ANALYTICS_DISTINCT_VALUES_PER_DAY,
  ANALYTICS_OTHER_VALUE,
  ANALYTICS_VIEWS_PER_VISITOR_PER_MINUTE,
  type AnalyticsCappedDimension,
} from '@/shared/analytics';
import { resultRows } from '../db/database';
import type { analyticsEvents } from '../db/schema';
import type { Transaction } from './content-version';

type EventValues = typeof analyticsEvents.$inferInsert;

/** The column of each capped dimension in a row of analytics_events. */
const FIELD = {
  page: 'path',
  referrer: 'referrerHost',
  source: 'utmSource',
  medium: 'utmMedium',
  campaign: 'utmCampaign',
} as const satisfies Record<AnalyticsCappedDimension, keyof EventValues>;

export interface AnalyticsCaps {
  viewsPerVisitorPerMinute: number;
  distinctValuesPerDay: number;
}

export const ANALYTICS_CAPS: AnalyticsCaps = {
  viewsPerVisitorPerMinute: ANALYTICS_VIEWS_PER_VISITOR_PER_MINUTE,
  distinctValuesPerDay: ANALYTICS_DISTINCT_VALUES_PER_DAY,
};

const minuteOf = (at: Date) => Math.floor(at.getTime() / 60_000);

/** The batch as it may be stored: over-limit views left out, values past a day's cap as "other". Call inside the batch's transaction. */
export async function capEvents(tx: Transaction, rows: readonly EventValues[], caps: AnalyticsCaps = ANALYTICS_CAPS): Promise<EventValues[]> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('analytics_events.caps'))`);
  const counted = await withinVisitorLimit(tx, rows, caps.viewsPerVisitorPerMinute);
  const byDay = new Map<string, EventValues[]>();
  for (const row of counted) byDay.set(row.day, [...(byDay.get(row.day) ?? []), row]);
  const capped: EventValues[] = [];
  for (const [day, dayRows] of byDay) capped.push(...(await withinDayValues(tx, day, dayRows, caps.distinctValuesPerDay)));
  return capped;
}

/** The rows without the views past `limit` per visitor and clock minute (counting the views already stored). */
async function withinVisitorLimit(tx: Transaction, rows: readonly EventValues[], limit: number): Promise<EventValues[]> {
  const views = rows.filter((r) => r.kind === 'view');
  if (!views.length) return [...rows];
  // A batch may hold up to the recorder's 100,000 buffered views: no spread into Math.min.
  const from = new Date(views.reduce((min, r) => Math.min(min, minuteOf(r.at)), Infinity) * 60_000);
  const stored = resultRows<{ visitor: string; minute: string; n: number }>(
    await tx.execute(sql`select visitor, floor(extract(epoch from at) / 60)::bigint::text as minute, count(*)::int as n
      from analytics_events
      where kind = 'view' and day = any(${sql.param([...new Set(views.map((r) => r.day))])}::date[])
        and visitor = any(${sql.param([...new Set(views.map((r) => r.visitor))])}::text[]) and at >= ${from.toISOString()}::timestamptz
      group by 1, 2`),
  );
  const seen = new Map(stored.map((s) => [`${s.visitor}|${s.minute}`, s.n]));
  return rows.filter((row) => {
    if (row.kind !== 'view') return true;
    const key = `${row.visitor}|${minuteOf(row.at)}`;
    const n = seen.get(key) ?? 0;
    seen.set(key, n + 1);
    return n < limit;
  });
}

/** The rows of one day with each capped dimension's values past the day's `limit` distinct values as "other". */
async function withinDayValues(tx: Transaction, day: string, rows: readonly EventValues[], limit: number): Promise<EventValues[]> {
  const given: { dimension: AnalyticsCappedDimension; value: string }[] = [];
  for (const dimension of ANALYTICS_CAPPED_DIMENSIONS) {
    const values = new Set(rows.map((r) => r[FIELD[dimension]]).filter((v): v is string => typeof v === 'string' && v !== ANALYTICS_OTHER_VALUE));
    for (const value of values) given.push({ dimension, value });
  }
  if (!given.length) return [...rows];
  const dimensions = sql.param(given.map((g) => g.dimension));
  const values = sql.param(given.map((g) => g.value));
  const known = new Set(
    resultRows<{ dimension: string; value: string }>(
      await tx.execute(sql`select dimension, value from analytics_day_values
        where day = ${day}::date and (dimension, value) in (select * from unnest(${dimensions}::text[], ${values}::text[]))`),
    ).map((k) => `${k.dimension}|${k.value}`),
  );
  const count = new Map(
    resultRows<{ dimension: string; n: number }>(
      await tx.execute(sql`select dimension, count(*)::int as n from analytics_day_values where day = ${day}::date group by dimension`),
    ).map((c) => [c.dimension, c.n]),
  );
  const admitted: typeof given = [];
  for (const g of given) {
    if (known.has(`${g.dimension}|${g.value}`)) continue;
    const n = count.get(g.dimension) ?? 0;
    if (n >= limit) continue;
    count.set(g.dimension, n + 1);
    known.add(`${g.dimension}|${g.value}`);
    admitted.push(g);
  }
  if (admitted.length)
    await tx.execute(sql`insert into analytics_day_values (day, dimension, value)
      select ${day}::date, * from unnest(${sql.param(admitted.map((a) => a.dimension))}::text[], ${sql.param(admitted.map((a) => a.value))}::text[])
      on conflict do nothing`);
  return rows.map((row) => {
    const out = { ...row };
    for (const dimension of ANALYTICS_CAPPED_DIMENSIONS) {
      const value = row[FIELD[dimension]];
      if (typeof value === 'string' && !known.has(`${dimension}|${value}`)) out[FIELD[dimension]] = ANALYTICS_OTHER_VALUE;
    }
    return out;
  });
}
