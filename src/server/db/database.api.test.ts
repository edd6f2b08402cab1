import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../test/test-server';
import { openDatabase, type DatabaseLocation } from './database';
import { clients, projects } from './schema';

async function location(): Promise<{ loc: DatabaseLocation; cleanup: () => Promise<void> }> {
  if (testDatabaseKind() === 'pglite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'agency-db-'));
    return { loc: { kind: 'pglite', dataDir: dir }, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const base = process.env.TEST_DATABASE_URL!;
  const name = `agency_restart_${randomBytes(5).toString('hex')}`;
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  await c.query(`create database ${name}`);
  await c.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    loc: { kind: 'postgres', url: url.toString() },
    cleanup: async () => {
      const d = new pg.Client({ connectionString: base });
      await d.connect();
      await d.query(`drop database if exists ${name} with (force)`);
      await d.end();
    },
  };
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
      expect(project).toMatchObject({ status: 'pending', serviceType: 'web-development', costOfService: 200 });
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
