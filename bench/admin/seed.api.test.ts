/**
 * The admin bench's seed (scripts/seed-large.ts, `npm run bench:admin`) on the schema it is written for: the migrations
 * up to the bench's baseline, a small scale, then every later migration on the seeded rows — as the bench does at
 * 100,000 records. The seed is code no other test runs: a data module it reads that moved on to a later schema broke
 * the bench once (the billing details read a column the baseline does not have).
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { seedLarge } from '../../scripts/seed-large';
import type { Database } from '../../src/server/db/database';
import { PGLITE_EXTENSIONS } from '../../src/server/db/pglite-extensions';
import * as schema from '../../src/server/db/schema';
import { migrationsThrough, MIGRATIONS } from '../../src/server/test/migration-steps';
import { testDatabaseKind } from '../../src/server/test/temporary-database';
import { BASELINE_MIGRATION } from './options';

describe('the admin bench seed', () => {
  it('seeds the baseline schema at a small scale, and every later migration applies to what it wrote', async (ctx) => {
    // The seed writes plain SQL and the same on both databases; once is enough (the bench runs it on both).
    ctx.skip(testDatabaseKind() === 'postgres', 'the embedded database covers it');
    const cut = migrationsThrough(BASELINE_MIGRATION);
    const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
    try {
      const db = drizzle(client, { schema });
      await migrate(db, { migrationsFolder: cut.folder });
      const timings = await seedLarge(db as unknown as Database, 100);
      expect(Object.keys(timings)).toContain('reminders');
      await migrate(db, { migrationsFolder: MIGRATIONS });
      const counted = await client.query<{ n: number }>('select count(*)::int as n from clients');
      expect(counted.rows[0]!.n).toBe(100);
    } finally {
      await client.close();
      cut.remove();
    }
  });
});
