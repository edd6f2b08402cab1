/**
 * Issue 36's time and costs at the bench's scale: 20 colleagues, each with a cost per hour from five years ago and a
 * raise two years ago; 10·S time entries (1,000,000 at S = 100,000) over the last five years, spread over every seeded
 * project and the default activities, and 10,000 more on the first project (the unbilled-time preview's); 0.2·S
 * received invoices (20,000) over the same five years, nine in ten on a project, some in EUR — written in one
 * statement each, after the later migrations (the time tables are 0044's, the received invoices 0047's; the rates
 * first, so the project costs the triggers keep are summed once, when the entries arrive). A kept database that has
 * them already is left as it is.
 */
import { sql } from 'drizzle-orm';
import { createUser } from '../../src/server/data/accounts/users';
import { openDatabase, resultRows, type DatabaseLocation } from '../../src/server/db/database';
import { ADMIN } from './options';

export const TIME_STAFF = 20;
export const timeEntriesAt = (scale: number) => 10 * Math.max(1, Math.round(scale));
export const receivedInvoicesAt = (scale: number) => Math.max(1, Math.round(scale / 5));
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
      // 400–780 Kč an hour from five years ago, 50 Kč more from two years ago.
      await tx.execute(sql`
        insert into staff_cost_rates (user_id, valid_from, hourly_cost_czk)
        select u.id, current_date - r.days, 40000 + (u.id % ${TIME_STAFF}) * 2000 + r.raise
        from users u, (values (1830, 0), (730, 5000)) r(days, raise)
        where u.username like ${`${TIME_STAFF_PREFIX}%`}`);
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
      // Received invoices: one in ten without a project, one in eight in EUR, each with a 21 % amount and every third
      // also a 12 % one (VAT of the base, rounded as the recap).
      await tx.execute(sql`
        with counts as (select count(*)::int as projects from projects)
        insert into received_invoices (supplier_name, supplier_ico, number, issued_on, taxable_supply_on, currency, exchange_rate_thousandths,
                                       project_id, description, vat_reclaimable)
        select 'Dodavatel ' || (g % 400), null, 'FP-' || g, current_date - (g % 1825), current_date - (g % 1825),
               case when g % 8 = 0 then 'EUR' else 'CZK' end, case when g % 8 = 0 then 25000 end,
               case when g % 10 = 0 then null else 1 + ((g::bigint * 104729) % counts.projects)::int end, 'Licence a služby', true
        from generate_series(1, ${receivedInvoicesAt(scale)}) g, counts`);
      await tx.execute(sql`
        insert into received_invoice_amounts (received_invoice_id, vat_percent, base_minor, vat_minor)
        select id, 21, 100000 + (id % 97) * 13700, round((100000 + (id % 97) * 13700) * 0.21) from received_invoices
        union all
        select id, 12, 50000 + (id % 13) * 1100, round((50000 + (id % 13) * 1100) * 0.12) from received_invoices where id % 3 = 0`);
    });
    await db.execute(sql`analyze time_entries`);
    await db.execute(sql`analyze received_invoices`);
    await db.execute(sql`analyze project_costs`);
    return { ms: performance.now() - started, colleagueId: await firstColleague(), bigProjectId };
  } finally {
    await handle.close();
  }
}
