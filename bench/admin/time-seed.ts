/**
 * Issue 36's time at the bench's scale: 20 colleagues and 10·S time entries (1,000,000 at S = 100,000) over the last
 * five years, spread over every seeded project and the default activities, and 10,000 more on the first project (the
 * unbilled-time preview's) — written in one statement each, after the later migrations (the time tables are 0044's).
 * A kept database that has them already is left as it is.
 */
import { sql } from 'drizzle-orm';
import { createUser } from '../../src/server/data/accounts/users';
import { openDatabase, resultRows, type DatabaseLocation } from '../../src/server/db/database';
import { ADMIN } from './options';

export const TIME_STAFF = 20;
export const timeEntriesAt = (scale: number) => 10 * Math.max(1, Math.round(scale));
/** The colleagues' usernames: `seed-time-1` … `seed-time-20`. */
export const TIME_STAFF_PREFIX = 'seed-time-';
/** The unbilled-time preview's project (issue 36: "a project with 10,000 entries"): the first project gets as many more. */
export const BIG_PROJECT_ENTRIES = 10_000;

/**
 * Seeds the time: the milliseconds taken (null when the database has it already), and the first colleague's id (whose
 * week the bench reads).
 */
export async function seedTime(location: DatabaseLocation, scale: number): Promise<{ ms: number | null; colleagueId: number; bigProjectId: number }> {
  const handle = await openDatabase(location);
  try {
    const { db } = handle;
    // The bench's admin first: the server creates it only while there is no user at all, and the colleagues are users.
    const [admin] = resultRows<{ n: number }>(await db.execute(sql`select count(*)::int as n from users where username = ${ADMIN.username}`));
    if (!admin?.n) await createUser(db, { ...ADMIN, email: 'bench-admin@example.invalid', name: 'Bench admin', role: 'admin' });
    const firstColleague = async () => {
      const [row] = resultRows<{ id: number }>(await db.execute(sql`select min(id)::int as id from users where username like ${`${TIME_STAFF_PREFIX}%`}`));
      return row!.id;
    };
    const [big] = resultRows<{ id: number }>(await db.execute(sql`select min(id)::int as id from projects`));
    const bigProjectId = big!.id;
    const [have] = resultRows<{ n: number }>(await db.execute(sql`select count(*)::int as n from time_entries`));
    if ((have?.n ?? 0) > 0) return { ms: null, colleagueId: await firstColleague(), bigProjectId };
    const started = performance.now();
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into users (username, password_hash, email, name, role)
        select ${TIME_STAFF_PREFIX} || g, 'not-a-password', ${TIME_STAFF_PREFIX} || g || '@example.invalid', 'Kolega ' || g, 'editor'
        from generate_series(1, ${TIME_STAFF}) g
        on conflict do nothing`);
      // Ids of one insert are consecutive: the first colleague's id + 0..19.
      await tx.execute(sql`
        with staff as (select min(id) as first from users where username like ${`${TIME_STAFF_PREFIX}%`}),
             counts as (select count(*)::int as projects from projects),
             acts as (select min(id) as first, count(*)::int as n from time_activities)
        insert into time_entries (user_id, project_id, activity_id, date, minutes, note, billable)
        select staff.first + g % ${TIME_STAFF}, 1 + ((g::bigint * 7919) % counts.projects)::int, acts.first + g % acts.n,
               current_date - (g % 1825), 15 * (1 + g % 32), '', g % 5 <> 0
        from generate_series(0, ${timeEntriesAt(scale) - 1}) g, staff, counts, acts`);
      // The big project: 10,000 more entries, billable and on no invoice, of every colleague and activity.
      await tx.execute(sql`
        with staff as (select min(id) as first from users where username like ${`${TIME_STAFF_PREFIX}%`}),
             acts as (select min(id) as first, count(*)::int as n from time_activities where billable)
        insert into time_entries (user_id, project_id, activity_id, date, minutes, note, billable)
        select staff.first + g % ${TIME_STAFF}, ${bigProjectId}, acts.first + g % acts.n, current_date - (g % 1825), 15 * (1 + g % 32), '', true
        from generate_series(0, ${BIG_PROJECT_ENTRIES - 1}) g, staff, acts`);
    });
    await db.execute(sql`analyze time_entries`);
    return { ms: performance.now() - started, colleagueId: await firstColleague(), bigProjectId };
  } finally {
    await handle.close();
  }
}
