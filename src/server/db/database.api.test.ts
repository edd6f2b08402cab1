import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lastingDatabase, testDatabaseKind } from '../test/temporary-database';
import { openDatabase, type DatabaseLocation } from './database';
import { clients, projects } from './schema';

async function location(): Promise<{ loc: DatabaseLocation; cleanup: () => Promise<void> }> {
  const { location: loc, drop } = await lastingDatabase('agency_restart');
  return { loc, cleanup: drop };
}

describe(`database (${testDatabaseKind()})`, () => {
  it('keeps data across a close and reopen, and re-running migrations is harmless', async () => {
    const { loc, cleanup } = await location();
    try {
      const first = await openDatabase(loc);
      const [row] = await first.db.insert(clients).values({ name: 'Vydrží', email: 'v@example.cz' }).returning();
      await first.close();

      const second = await openDatabase(loc);
      const [again] = await second.db.select().from(clients).where(eq(clients.id, row!.id));
      expect(again?.name).toBe('Vydrží');
      await second.close();
    } finally {
      await cleanup();
    }
  });

  it.skipIf(testDatabaseKind() !== 'postgres')("PostgreSQL: the app's sessions plan without JIT and without parallel workers (decision 034)", async () => {
    const { loc, cleanup } = await location();
    try {
      const handle = await openDatabase(loc);
      try {
        // Every session of the pool: two at once, so that not only the first connection is looked at.
        const settings = await Promise.all(
          [1, 2].map(async () => {
            const result = await handle.db.execute(sql`select current_setting('jit') as jit, current_setting('max_parallel_workers_per_gather') as workers, pg_sleep(0.05)`);
            return (result as unknown as { rows: unknown[] }).rows[0];
          }),
        );
        for (const row of settings) expect(row).toMatchObject({ jit: 'off', workers: '0' });
      } finally {
        await handle.close();
      }
    } finally {
      await cleanup();
    }
  });

  it.skipIf(testDatabaseKind() !== 'pglite')('a data folder is opened by one holder at a time: a second opener is refused, naming the holder, and the data stays whole', async () => {
    const { loc, cleanup } = await location();
    try {
      const first = await openDatabase(loc);
      await first.db.insert(clients).values({ name: 'Jediný', email: 'j@example.cz' });
      await expect(openDatabase(loc)).rejects.toThrow(`is in use by pid ${process.pid}`);
      await first.db.insert(clients).values({ name: 'Druhý', email: 'd@example.cz' }); // the holder keeps working
      await first.close();
      const second = await openDatabase(loc);
      expect((await second.db.select().from(clients)).map((c) => c.name).sort()).toEqual(['Druhý', 'Jediný']);
      await second.close();
    } finally {
      await cleanup();
    }
  });

  it('enforces the schema: defaults, NOT NULL, foreign keys', async () => {
    const { loc, cleanup } = await location();
    const handle = await openDatabase(loc);
    try {
      const [client] = await handle.db.insert(clients).values({ name: 'A', email: 'a@a.cz' }).returning();
      expect(client).toMatchObject({ currentStatus: 'lead', paymentStatus: 'not_paid', oneTimePrice: 0, monthlyPrice: 0 });
      const [project] = await handle.db
        .insert(projects)
        .values({ clientId: client!.id, name: 'Web', description: 'Nový web' })
        .returning();
      // Cents: the spec's cost of service of 200 (decision 022).
      expect(project).toMatchObject({ status: 'pending', serviceType: 'web-development', costOfService: 20_000 });
      await expect(
        handle.db.insert(projects).values({ clientId: 999_999, name: 'X', description: 'Y' }),
      ).rejects.toThrow();
      await expect(handle.db.insert(clients).values({ name: null as never, email: 'x@x.cz' })).rejects.toThrow();
    } finally {
      await handle.close();
      await cleanup();
    }
  });
});
