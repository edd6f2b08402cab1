/**
 * The data modules (src/server/data/) are the only writers of their tables (docs/architecture.md): no other server
 * module — the seed of the initial and demo content included — inserts, updates or deletes rows of a table, except
 * the two tables whose writers live beside their callers, named here with the reason. The account tables have a
 * stricter test of their own (accounts/table-owners.test.ts: only data/accounts/ writes them).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '@/server/db/schema';
import { projectRoot } from '@/server/project-root';

const SERVER = path.join(projectRoot(), 'src', 'server');

/** Tables written outside data/, by the one folder that owns them. */
const OTHER_WRITERS: Record<string, string> = {
  // recordAudit(tx, …) runs in each write's transaction, wherever that write is (decision 011).
  auditLog: 'audit',
  // The rate limits count before any route or data module runs (security/rate-limit.ts, rate-limit-keys.ts).
  rateLimits: 'security',
};

/** Folders that are no server module: committed migrations, and the test harness (test code). */
const NOT_MODULES = new Set(['db/migrations', 'test']);

/** Files that name a write without making one, and why. */
const NOT_WRITES: Record<string, string> = {
  'startup-warnings.ts': 'tells the operator the UPDATE to run by hand',
  'logger.ts': 'describes a failed statement (verb and table) in a log line',
};

const TABLES = Object.entries(schema)
  .filter(([, value]) => is(value, PgTable))
  .map(([name, table]) => ({ name, sqlName: getTableName(table as PgTable) }));

const alternatives = (names: readonly string[]) => names.join('|');
const objects = alternatives(TABLES.map((t) => t.name));
const sqlNames = alternatives(TABLES.map((t) => t.sqlName));
const WRITES = [
  // Drizzle: db.insert(clients), tx.update(schema.projects), tx.delete(mediaVariants)
  new RegExp(`\\.(insert|update|delete)\\(\\s*(\\w+\\.)?(${objects})\\s*\\)`, 'g'),
  // Raw SQL naming the table object: sql`insert into ${clients} …`
  new RegExp(`\\b(insert\\s+into|update|delete\\s+from)\\s+\\$\\{\\s*(\\w+\\.)?(${objects})\\s*\\}`, 'gi'),
  // Raw SQL naming the table: update clients set …, delete from "messages" …
  new RegExp(`\\b(insert\\s+into|update|delete\\s+from)\\s+"?(${sqlNames})"?[\\s(;\`]`, 'gi'),
];

/** The table objects or names a text writes. */
function writtenTables(text: string): string[] {
  const bySqlName = new Map(TABLES.map((t) => [t.sqlName, t.name]));
  return WRITES.flatMap((pattern) => [...text.matchAll(pattern)].map((m) => m[3] ?? bySqlName.get(m[2]!.toLowerCase()) ?? m[2]!));
}

function serverSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return NOT_MODULES.has(path.relative(SERVER, full).split(path.sep).join('/')) ? [] : serverSources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('only the data modules write their tables', () => {
  it('knows every table of the schema and finds the writes it looks for', () => {
    expect(TABLES.length).toBeGreaterThan(30);
    expect(writtenTables('await tx.insert(clients).values(row)')).toEqual(['clients']);
    expect(writtenTables('db.delete(schema.mediaVariants).where(x); tx.update(appMeta).set(v)')).toEqual(['mediaVariants', 'appMeta']);
    expect(writtenTables('sql`insert into ${blogPosts} (slug) values (1)`')).toEqual(['blogPosts']);
    expect(writtenTables('sql`DELETE FROM portfolio_items WHERE id = 1`')).toEqual(['portfolioItems']);
    expect(writtenTables('db.select().from(clients); cache.delete(key); hash.update(data)')).toEqual([]);
  });

  it('no server module outside src/server/data/ writes a table, but the audit log and the rate limits in theirs', () => {
    const offenders = serverSources(SERVER)
      .map((file) => path.relative(SERVER, file).split(path.sep).join('/'))
      .filter((file) => !file.startsWith('data/') && !(path.basename(file) in NOT_WRITES && !file.includes('/')))
      .flatMap((file) =>
        writtenTables(readFileSync(path.join(SERVER, file), 'utf8'))
          .filter((table) => !(table in OTHER_WRITERS && file.startsWith(`${OTHER_WRITERS[table]}/`)))
          .map((table) => `${file}: ${table}`),
      );
    expect(offenders).toEqual([]);
  });

  it('the seed of the initial and demo content goes through the data modules', () => {
    const seed = readdirSync(path.join(SERVER, 'seed')).filter((name) => !/\.test\.ts$/.test(name));
    expect(seed.length).toBeGreaterThan(0);
    for (const name of seed) {
      const text = readFileSync(path.join(SERVER, 'seed', name), 'utf8');
      expect({ name, writes: writtenTables(text), importsTables: /from '\.\.\/db\/schema'/.test(text) }).toEqual({ name, writes: [], importsTables: false });
    }
  });
});
