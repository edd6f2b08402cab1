/**
 * Migration 0023 on a database without pg_trgm (decision 033): an embedded database opened without the extension, or
 * a PostgreSQL database that refuses CREATE EXTENSION (as a managed one may) — the migrations still run to the end,
 * there are no trigram indexes, and the searches work without them (they scan their tables).
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { clientData } from '../data/clients';
import { invoiceDrafts } from '../data/invoices/invoice-drafts';
import { MIGRATIONS } from '../test/migration-steps';
import { createTemporaryPostgres, testDatabaseKind } from '../test/temporary-database';
import type { Database } from './database';
import * as schema from './schema';

interface Migrated {
  db: Database;
  query: (text: string) => Promise<Record<string, unknown>[]>;
  close: () => Promise<void>;
}

/** A database of the kind under test where pg_trgm cannot be created, with every migration run. */
async function migratedWithoutTrigrams(): Promise<Migrated> {
  if (testDatabaseKind() === 'pglite') {
    const client = new PGlite();
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS });
    return { db: db as unknown as Database, query: async (text) => (await client.query<Record<string, unknown>>(text)).rows, close: () => client.close() };
  }
  const { url, drop } = await createTemporaryPostgres();
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  // What a managed database without the right does: CREATE EXTENSION fails.
  await pool.query(`create function refuse_extensions() returns event_trigger language plpgsql as $$
    begin raise exception 'permission denied to create extension'; end $$`);
  await pool.query(`create event trigger refuse_extensions on ddl_command_start when tag in ('CREATE EXTENSION') execute function refuse_extensions()`);
  const db = drizzlePg(pool, { schema });
  await migratePg(db, { migrationsFolder: MIGRATIONS });
  return {
    db: db as unknown as Database,
    query: async (text) => (await pool.query<Record<string, unknown>>(text)).rows,
    close: async () => {
      await pool.end();
      await drop();
    },
  };
}

const query = (q: string) => ({ q, sort: undefined, dir: 'desc' as const, limit: 100, offset: 0 });

describe('the search indexes migration (0023) without pg_trgm', () => {
  it('runs to the end without the extension and its indexes; the searches scan their tables', async () => {
    const database = await migratedWithoutTrigrams();
    try {
      expect(await database.query(`select extname from pg_extension where extname = 'pg_trgm'`)).toEqual([]);
      expect(await database.query(`select indexname from pg_indexes where indexname like '%\\_search\\_idx'`)).toEqual([]);
      // The migration after it ran too.
      expect(await database.query(`select indexname from pg_indexes where indexname = 'clients_name_lower_idx'`)).toEqual([{ indexname: 'clients_name_lower_idx' }]);

      await database.query(`insert into clients (name, email, company) values ('Jana Nováková', 'jana@pekarna.cz', 'Pekárna Novák'), ('Petr Dvořák', 'petr@example.cz', null)`);
      await database.query(`insert into invoices (client_id, kind, vat_mode, currency, language, number, variable_symbol)
        select id, 'invoice', 'czech_vat', 'CZK', 'cs', '2026-0007', '20260007' from clients where name = 'Petr Dvořák'`);
      const clients = clientData(database.db);
      expect((await clients.list(query('PEKÁRNA'))).rows.map((c) => c.name)).toEqual(['Jana Nováková']);
      expect((await clients.list(query('example.cz'))).total).toBe(1);
      const invoices = invoiceDrafts(database.db);
      const all = { open: false, clientId: undefined, projectId: undefined };
      expect((await invoices.list(query('dvořák'), all)).total).toBe(1);
      expect((await invoices.list(query('260007'), all)).total).toBe(1);
      expect((await invoices.list(query('nováková'), all)).total).toBe(0);
    } finally {
      await database.close();
    }
  });
});
