/**
 * The accounts module (src/server/data/accounts/) is the only writer of `users`, `sessions` and `recovery_codes`:
 * no other server module inserts, updates or deletes their rows (issue 21, point 4). The lint keeps the table objects
 * out of every module but the data modules (eslint.config.js, `accountTables`); this test finds the writes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '@/server/project-root';

const SERVER = path.join(projectRoot(), 'src', 'server');
const OWNER = path.join(SERVER, 'data', 'accounts') + path.sep;

/** Files that name a write without making one, and why. */
const NOT_WRITES: Record<string, string> = {
  'startup-warnings.ts': 'tells the operator the UPDATE to run by hand',
};

const WRITES = [
  // Drizzle: db.insert(users), tx.update(sessions), tx.delete(schema.recoveryCodes)
  /\.(insert|update|delete)\(\s*(\w+\.)?(users|sessions|recoveryCodes)\s*\)/,
  // Raw SQL naming the table object: sql`insert into ${users} …`
  /\b(insert\s+into|update|delete\s+from)\s+\$\{\s*(\w+\.)?(users|sessions|recoveryCodes)\s*\}/i,
  // Raw SQL naming the table: update users set …, delete from "sessions" …
  /\b(insert\s+into|update|delete\s+from)\s+"?(users|sessions|recovery_codes)"?[\s(;`]/i,
];

function serverSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : serverSources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const writesIn = (text: string) => WRITES.filter((pattern) => pattern.test(text)).map(String);

describe('the account tables have one writer', () => {
  it('finds the writes it looks for', () => {
    expect(writesIn('await tx.update(users).set({ active: false })')).toHaveLength(1);
    expect(writesIn('db.delete(schema.sessions).where(x)')).toHaveLength(1);
    expect(writesIn('sql`insert into ${users} (username) values (1)`')).toHaveLength(1);
    expect(writesIn("sql`DELETE FROM sessions WHERE user_id = 1`")).toHaveLength(1);
    expect(writesIn('db.select().from(users); staffAccessCache.sessions.delete(idHash)')).toEqual([]);
  });

  it('no module outside src/server/data/accounts/ inserts, updates or deletes users, sessions or recovery codes', () => {
    const sources = serverSources(SERVER);
    const owned = sources.filter((file) => file.startsWith(OWNER));
    expect(owned.filter((file) => writesIn(readFileSync(file, 'utf8')).length > 0).length).toBeGreaterThan(0);
    const offenders = sources
      .filter((file) => !file.startsWith(OWNER) && !(path.relative(SERVER, file) in NOT_WRITES))
      .map((file) => ({ file: path.relative(SERVER, file), writes: writesIn(readFileSync(file, 'utf8')) }))
      .filter(({ writes }) => writes.length > 0);
    expect(offenders).toEqual([]);
  });
});
