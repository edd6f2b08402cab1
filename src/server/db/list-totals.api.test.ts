/**
 * Migration 0037: the rows of the back-office lists' large tables, kept as changes in `list_total_changes` by statement
 * triggers — filled from the rows a database already has, following inserts of one row and of many, deletes, a write
 * rolled back and a truncate, folded as they accumulate, and read by the lists as the total of an unsearched,
 * unfiltered list (data/list-page.ts tableTotal).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientData } from '../data/clients';
import { messageData } from '../data/messages';
import { projectData } from '../data/projects';
import { LIST_TOTAL_CHANGES_KEPT } from '../data/list-page';
import { recordStatements } from '../test/count-queries';
import { emptyDatabase, migrationsBefore, MIGRATIONS } from '../test/migration-steps';
import { lastingDatabase } from '../test/temporary-database';
import { openDatabase, resultRows, type Database, type DatabaseHandle } from './database';
import { createMailer } from '@/server/mail/mailer';
import { MAIL_NOT_CONFIGURED } from '@/server/mail/mail-service';

/** The large lists' tables (the others, 5,000 rows and fewer, are counted). */
const LIST_TABLES = ['clients', 'invoices', 'messages', 'projects', 'proposals'];

let handle: DatabaseHandle;
let drop: () => Promise<void>;
let db: Database;
beforeAll(async () => {
  const lasting = await lastingDatabase('agency-list-totals');
  drop = lasting.drop;
  handle = await openDatabase(lasting.location);
  db = handle.db;
});
afterAll(async () => {
  await handle.close();
  await drop();
});

/** Each list table's kept total and its count of rows. */
async function keptAndCounted(): Promise<{ table: string; kept: number; counted: number }[]> {
  const kept = new Map(
    resultRows<{ table_name: string; total: string | number }>(await db.execute(sql`select table_name, sum(change) as total from list_total_changes group by table_name`)).map((r) => [
      r.table_name,
      Number(r.total),
    ]),
  );
  const result = [];
  for (const table of LIST_TABLES) {
    const [row] = resultRows<{ n: string | number }>(await db.execute(sql`select count(*) as n from ${sql.identifier(table)}`));
    result.push({ table, kept: kept.get(table) ?? Number.NaN, counted: Number(row!.n) });
  }
  return result;
}

const QUERY = { q: undefined, sort: undefined, dir: 'desc' as const, limit: 5, offset: 0 };
const clientsTotal = async () => (await clientData(db).list(QUERY)).total;

describe('the kept list totals (migration 0037)', () => {
  it('keeps a total for every list table, equal to its rows', async () => {
    for (const row of await keptAndCounted()) expect(row.kept, row.table).toBe(row.counted);
  });

  it('follows inserts of one row and of many, deletes, a write rolled back and a truncate; the list reads it', async () => {
    const start = await clientsTotal();
    await db.execute(sql`insert into clients (name, email) values ('Jedna', 'jedna@example.cz')`);
    await db.execute(sql`insert into clients (name, email) select 'Klient ' || n, 'k' || n || '@example.cz' from generate_series(1, 40) as n`);
    expect(await clientsTotal()).toBe(start + 41);
    await db.execute(sql`delete from clients where name like 'Klient 1%'`); // 1, 10–19: 11 rows
    expect(await clientsTotal()).toBe(start + 30);
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into clients (name, email) values ('Zrušený', 'zruseny@example.cz')`);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await clientsTotal()).toBe(start + 30);
    await db.execute(sql`insert into messages (name, email, message) values ('Eva', 'eva@example.cz', 'Dobrý den')`);
    for (const row of await keptAndCounted()) expect(row.kept, row.table).toBe(row.counted);
    await db.execute(sql`truncate messages cascade`);
    expect((await messageData(db).list(QUERY)).total).toBe(0);
    for (const row of await keptAndCounted()) expect(row.kept, row.table).toBe(row.counted);
  });

  it("an unfiltered list reads the kept total instead of counting its rows; a search or a filter is counted", async () => {
    const recorder = recordStatements(db);
    const counts = () => recorder.take().filter((s) => /count\(\*\)/i.test(s.text) && /from "clients"/i.test(s.text));
    const all = await clientsTotal();
    expect(counts()).toEqual([]);
    const found = await clientData(db).list({ ...QUERY, q: 'jedna@example' });
    expect(found.total).toBe(1);
    const active = await clientData(db).list(QUERY, { status: 'active' });
    const activeCount = resultRows<{ n: string | number }>(await db.execute(sql`select count(*) as n from clients where current_status = 'active'`)).map((r) => Number(r.n))[0];
    expect(counts()).toHaveLength(2);
    expect(active.total).toBe(activeCount);
    expect(all).toBeGreaterThan(1);
  });

  it('folds a table\'s changes into one row once they pass LIST_TOTAL_CHANGES_KEPT, the total unchanged', async () => {
    const changes = async () =>
      resultRows<{ n: string | number }>(await db.execute(sql`select count(*) as n from list_total_changes where table_name = 'projects'`)).map((r) => Number(r.n))[0]!;
    const [client] = resultRows<{ id: number }>(await db.execute(sql`insert into clients (name, email) values ('Projekty', 'p@example.cz') returning id`));
    const before = (await projectData(db, { queue: createMailer({ service: MAIL_NOT_CONFIGURED, origin: 'http://localhost' }).queue }).list(QUERY, null)).total;
    for (let i = 0; i <= LIST_TOTAL_CHANGES_KEPT; i++) await db.execute(sql`insert into projects (client_id, name, description) values (${client!.id}, ${`Projekt ${i}`}, '')`);
    expect(await changes()).toBeGreaterThan(LIST_TOTAL_CHANGES_KEPT);
    expect((await projectData(db, { queue: createMailer({ service: MAIL_NOT_CONFIGURED, origin: 'http://localhost' }).queue }).list(QUERY, null)).total).toBe(before + LIST_TOTAL_CHANGES_KEPT + 1);
    expect(await changes()).toBe(1);
    expect((await projectData(db, { queue: createMailer({ service: MAIL_NOT_CONFIGURED, origin: 'http://localhost' }).queue }).list(QUERY, null)).total).toBe(before + LIST_TOTAL_CHANGES_KEPT + 1);
    for (const row of await keptAndCounted()) expect(row.kept, row.table).toBe(row.counted);
  });

  it('is filled from the rows a database had before the migration', async () => {
    const database = await emptyDatabase();
    const before = migrationsBefore('0037_list_totals');
    try {
      await database.migrate(before.folder);
      await database.query(`insert into clients (name, email) values ('A', 'a@example.cz'), ('B', 'b@example.cz')`);
      await database.query(`insert into messages (name, email, message) values ('C', 'c@example.cz', 'Dobrý den')`);
      await database.migrate(MIGRATIONS);
      const kept = await database.query(`select table_name, sum(change)::int as total from list_total_changes group by table_name order by table_name`);
      expect(kept).toEqual(LIST_TABLES.map((table) => ({ table_name: table, total: table === 'clients' ? 2 : table === 'messages' ? 1 : 0 })));
      await database.query(`insert into clients (name, email) values ('D', 'd@example.cz')`);
      expect(await database.query(`select sum(change)::int as total from list_total_changes where table_name = 'clients'`)).toEqual([{ total: 3 }]);
    } finally {
      before.remove();
      await database.close();
    }
  });
});
