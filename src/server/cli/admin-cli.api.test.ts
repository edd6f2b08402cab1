/**
 * Issue 19, item 10: the admin command line (`npm run admin -- create | reset-password`) writes audit entries whose
 * actor is the command line, on the embedded database and on PostgreSQL (TEST_DB=postgres).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMAND_LINE_ACTOR_NAME } from '@/shared/audit';
import { toAuditEntry } from '../data/activity';
import { openDatabase, type DatabaseLocation } from '../db/database';
import { auditLog, users } from '../db/schema';
import { projectRoot } from '../project-root';
import { lastingDatabase } from '../test/temporary-database';

let location: DatabaseLocation;
let env: Record<string, string>;
let cleanUp = async () => {};
beforeAll(async () => {
  const database = await lastingDatabase('admin_cli');
  location = database.location;
  env = location.kind === 'postgres' ? { DATABASE_URL: location.url } : { DATA_DIR: location.dataDir ?? '', DATABASE_URL: '' };
  cleanUp = database.drop;
});
afterAll(() => cleanUp());

function admin(args: string[], password: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const root = projectRoot();
    const child = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'src/server/cli/admin.ts'), ...args], {
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', ADMIN_PASSWORD: password, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('npm run admin', () => {
  // Two processes that each open the database (and migrate it): slow on a busy machine.
  it('create and reset-password are in the audit log, by the command line, without any password', { timeout: 240_000 }, async () => {
    const created = await admin(['create', 'jana', '--name', 'Jana Nováková', '--email', 'jana@example.cz'], 'first-pass-1');
    expect(created.code, created.output).toBe(0);
    const reset = await admin(['reset-password', 'jana'], 'second-pass-2');
    expect(reset.code, reset.output).toBe(0);

    const handle = await openDatabase(location);
    try {
      const [jana] = await handle.db.select().from(users).where(eq(users.username, 'jana'));
      const entries = await handle.db.select().from(auditLog).orderBy(asc(auditLog.id));
      expect(entries.map((e) => [e.action, e.entity, e.entityId, e.actorId, e.actorName, e.ip])).toEqual([
        ['create', 'user', String(jana!.id), null, COMMAND_LINE_ACTOR_NAME, null],
        ['password', 'user', String(jana!.id), null, COMMAND_LINE_ACTOR_NAME, null],
      ]);
      // The entry also stores the account's name (issue 20, item 7), which the API gives apart from the field changes.
      expect(toAuditEntry(entries[0]!).entityLabel).toBe('Jana Nováková');
      expect(toAuditEntry(entries[0]!).changes).toEqual({
        username: { from: null, to: 'jana' },
        name: { from: null, to: 'Jana Nováková' },
        email: { from: null, to: 'jana@example.cz' },
        role: { from: null, to: 'admin' },
      });
      expect(JSON.stringify(entries)).not.toMatch(/first-pass|second-pass|scrypt/);
      // The Activity screen gets them marked as the command line's (shown as such in Czech and English).
      expect(entries.map((e) => toAuditEntry(e).commandLine)).toEqual([true, true]);
    } finally {
      await handle.close();
    }
  });
});
