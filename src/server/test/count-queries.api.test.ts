/** The query counter the page-cache tests rely on: an ignored statement is not counted, whatever the pool does for it. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { countQueries } from './count-queries';
import { lastingDatabase } from './temporary-database';

// A database alone, without an app: nothing in the background sends statements.
let handle: DatabaseHandle;
let drop: () => Promise<void>;
beforeAll(async () => {
  const database = await lastingDatabase('agency_count_queries');
  drop = database.drop;
  handle = await openDatabase(database.location);
});
afterAll(async () => {
  await handle?.close();
  await drop?.();
});

it('an ignored statement counts nothing, also when the pool opens connections for it; others count once each', async () => {
  const counter = countQueries(handle.db, { ignore: /"app_meta"/ });
  // Several at once: on PostgreSQL the pool opens connections for them, through its own connect.
  await Promise.all(Array.from({ length: 4 }, () => handle.db.execute(sql`select count(*) from "app_meta"`)));
  expect(counter.count).toBe(0);
  await handle.db.execute(sql`select 1`);
  expect(counter.count).toBe(1);
});
