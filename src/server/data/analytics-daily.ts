/**
 * The once-a-day analytics work (decision 026), run without cron: every instance asks every minute, one claims it
 * per Prague day (one UPDATE on the `analytics_jobs` row, the outbox's kind of claim: `claimed_until`, fenced), and:
 *   1. rolls the raw events of the ended days up into `analytics_daily` (kept for ever);
 *   2. deletes raw events older than the retention (ANALYTICS_RETENTION_DAYS, 90);
 *   3. deletes the salts of ended days: a visitor hash of a past day can no longer be recomputed by anyone, and the
 *      distinct values of ended days (analytics-caps.ts: they only bound the day's writes).
 * A claim that expires (the instance died) lets another instance run it again; the rollup of a day replaces that
 * day's rows, so a second run counts nothing twice.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnalyticsDimension } from '@/shared/analytics';
import { addDays } from '@/shared/dates';
import type { Database } from '../db/database';

/** The job's row in analytics_jobs (written by migration 0019). */
export const DAILY_JOB = 'daily';
/** How long a claim holds before another instance may take the work over. */
export const DAILY_CLAIM_MS = 10 * 60_000;

/** The column each per-value dimension groups raw views by. */
const DIMENSION_COLUMN = {
  page: sql`path`,
  referrer: sql`referrer_host`,
  source: sql`utm_source`,
  medium: sql`utm_medium`,
  campaign: sql`utm_campaign`,
  language: sql`language`,
  device: sql`device`,
} satisfies Partial<Record<AnalyticsDimension, SQL>>;

/**
 * The daily figures computed from raw events for the days `from`..`to`, as rows (day, dimension, value, views,
 * visits, visitors) — what the rollup stores, and what the reports read for the days not rolled up yet.
 */
export function dailyFiguresSql(from: string, to: string, dimensions: readonly AnalyticsDimension[]): SQL {
  const within = sql`day between ${from}::date and ${to}::date`;
  const parts = dimensions.map((dimension) => {
    if (dimension === 'total')
      return sql`select day, 'total'::text as dimension, ''::text as value, (count(*) filter (where kind = 'view'))::int as views,
        (count(*) filter (where kind = 'view' and entry))::int as visits, (count(distinct visitor) filter (where kind = 'view'))::int as visitors
        from analytics_events where ${within} group by day`;
    if (dimension === 'event')
      return sql`select day, 'event'::text as dimension, kind::text as value, count(*)::int as views, 0 as visits, count(distinct visitor)::int as visitors
        from analytics_events where ${within} and kind <> 'view' group by day, kind`;
    const column = DIMENSION_COLUMN[dimension];
    return sql`select day, ${dimension}::text as dimension, ${column}::text as value, count(*)::int as views,
      (count(*) filter (where entry))::int as visits, count(distinct visitor)::int as visitors
      from analytics_events where ${within} and kind = 'view' and ${column} is not null group by day, ${column}`;
  });
  return sql.join(parts, sql` union all `);
}

const ALL_DIMENSIONS: readonly AnalyticsDimension[] = ['total', ...(Object.keys(DIMENSION_COLUMN) as AnalyticsDimension[]), 'event'];

export interface DailyRun {
  /** Whether this instance did the work (false: done today already, or another instance holds the claim). */
  ran: boolean;
  rolledUp?: { from: string; to: string } | null;
  purgedEvents?: number;
  deletedSalts?: number;
}

export function analyticsDailyData(db: Database) {
  const rows = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[]));
  return {
    /** The last day rolled up (null: none yet): the reports read raw events after it. */
    doneThrough: async (): Promise<string | null> => {
      const result = await db.execute(sql`select done_through::text as "doneThrough" from analytics_jobs where name = ${DAILY_JOB}`);
      return rows<{ doneThrough: string | null }>(result)[0]?.doneThrough ?? null;
    },

    /** The day's work if no instance has done it for `today` (a Prague day) and none holds the claim. */
    runDaily: async ({ today, retentionDays, claimMs = DAILY_CLAIM_MS }: { today: string; retentionDays: number; claimMs?: number }): Promise<DailyRun> => {
      await db.execute(sql`insert into analytics_jobs (name) values (${DAILY_JOB}) on conflict do nothing`);
      const claimed = rows<{ claim: string; doneThrough: string | null }>(
        await db.execute(sql`update analytics_jobs set claimed_until = now() + make_interval(secs => ${claimMs / 1000})
          where name = ${DAILY_JOB} and done_day is distinct from ${today}::date and (claimed_until is null or claimed_until < now())
          returning claimed_until::text as claim, done_through::text as "doneThrough"`),
      )[0];
      if (!claimed) return { ran: false };
      const yesterday = addDays(today, -1);
      let from = claimed.doneThrough ? addDays(claimed.doneThrough, 1) : null;
      if (!from) {
        const first = rows<{ first: string | null }>(await db.execute(sql`select min(day)::text as first from analytics_events where day < ${today}::date`))[0];
        from = first?.first ?? null;
      }
      const rolledUp = from && from <= yesterday ? { from, to: yesterday } : null;
      return db.transaction(async (tx) => {
        if (rolledUp) {
          await tx.execute(sql`delete from analytics_daily where day between ${rolledUp.from}::date and ${rolledUp.to}::date`);
          await tx.execute(
            sql`insert into analytics_daily (day, dimension, value, views, visits, visitors) ${dailyFiguresSql(rolledUp.from, rolledUp.to, ALL_DIMENSIONS)}`,
          );
        }
        const purged = rows<{ n: number }>(
          await tx.execute(sql`with gone as (delete from analytics_events where day < ${addDays(today, -retentionDays)}::date returning 1) select count(*)::int as n from gone`),
        )[0]!.n;
        const salts = rows<{ n: number }>(
          await tx.execute(sql`with gone as (delete from analytics_salts where day < ${today}::date returning 1) select count(*)::int as n from gone`),
        )[0]!.n;
        await tx.execute(sql`delete from analytics_day_values where day < ${today}::date`);
        const done = rows<{ name: string }>(
          await tx.execute(sql`update analytics_jobs set done_day = ${today}::date, claimed_until = null,
            done_through = greatest(done_through, ${rolledUp ? rolledUp.to : null}::date)
            where name = ${DAILY_JOB} and claimed_until = ${claimed.claim}::timestamptz returning name`),
        );
        // The claim expired and another instance took the work over meanwhile: leave it to that one.
        if (!done.length) throw new ClaimLost();
        return { ran: true, rolledUp, purgedEvents: purged, deletedSalts: salts };
      });
    },
  };
}

/** The claim expired during the work (another instance took it over): this run's writes are rolled back. */
export class ClaimLost extends Error {
  constructor() {
    super('the daily analytics claim expired during the work');
  }
}
