/**
 * A big client import (issue 19, item 11) lets other requests through while it runs, and is still all or nothing.
 * Before, a 5,000-row import on the embedded database ran as one synchronous stretch: every request waited for it,
 * cached pages included. The file is now parsed, checked and written in chunks with the event loop let through
 * between them. The assertions are about order (answered before the import's answer), never about durations.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RenderPage } from '@/shared/page-rendering';
import { CLIENT_IMPORT_MAX_ROWS } from '@/shared/client-import';
import { databaseStats } from '@/server/db/database';
import { auditLog, clients } from '@/server/db/schema';
import { projectRoot } from '@/server/project-root';
import { yieldToEventLoop } from '@/server/runtime/yield';
import { startTestServer, testDatabaseKind, type TestClient, type TestServer } from '@/server/test/test-server';
import { cachedPageRoutes } from '@/server/web/pages';

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  const renderPage: RenderPage = async () => ({ status: 200, head: '', html: '<main>page</main>', islandsJson: '[]' });
  const templates = {
    site: readFileSync(path.join(projectRoot(), 'site.html'), 'utf8'),
    app: readFileSync(path.join(projectRoot(), 'index.html'), 'utf8'),
  };
  server = await startTestServer({
    pages: (db) => cachedPageRoutes({ template: async (name) => templates[name], renderer: async () => renderPage }, db, {}),
  });
  admin = await server.signedInClient('big-importer', 'correct-horse');
});
afterAll(() => server.close());
afterEach(async () => {
  await server.db.execute(sql.raw('drop trigger if exists test_failure on clients'));
});

const counts = async () => ({ clients: await server.db.$count(clients), entries: await server.db.$count(auditLog) });

function bigCsv(prefix: string): string {
  const lines = ['name,email,company,phone,currentStatus,oneTimePrice,startDate,internalNotes'];
  for (let i = 0; i < CLIENT_IMPORT_MAX_ROWS; i++) {
    lines.push(`Klient ${i},${prefix}${i}@example.cz,Firma ${i} s.r.o.,+420 600 ${String(i).padStart(6, '0')},active,${i * 10},2026-03-01,Poznámka č. ${i}`);
  }
  return lines.join('\r\n');
}

/** True while an import transaction is writing clients (a statement of it running, or between two of them). */
async function importWriting(): Promise<boolean> {
  const stats = databaseStats(server.db);
  if (stats?.kind === 'pglite') return stats.inFlight > 0;
  if (server.location.kind !== 'postgres') throw new Error('unknown database');
  const observer = new pg.Client({ connectionString: server.location.url });
  await observer.connect();
  try {
    const { rows } = await observer.query<{ n: number }>(`
      select count(*)::int as n from pg_locks l join pg_class c on c.oid = l.relation
      where c.relname = 'clients' and l.mode = 'RowExclusiveLock'`);
    return (rows[0]?.n ?? 0) > 0;
  } finally {
    await observer.end();
  }
}

describe('a 5,000-row client import', () => {
  it('answers other requests while it writes, then imports every row', async () => {
    // Warm: the page is rendered and cached (then answered from memory, decision 018).
    const visitor = server.client();
    expect((await visitor.get('/')).status).toBe(200);
    const before = await counts();

    const order: string[] = [];
    let settled = false;
    const importing = admin.post('/api/admin/clients/import', { csv: bigCsv('velky-import-') }).finally(() => {
      settled = true;
      order.push('import');
    });
    while (!(await importWriting())) {
      if (settled) throw new Error('the import finished before any other request could be answered during its writing');
      await yieldToEventLoop();
    }
    const page = await visitor.get('/');
    order.push('cached page');
    // On PostgreSQL requests that need the database go on other pooled connections; the embedded database runs one
    // transaction at a time, so there they wait for the import's commit (docs/architecture.md, "Long writes").
    if (testDatabaseKind() === 'postgres') {
      expect((await admin.get('/api/health')).status).toBe(200);
      order.push('health');
    }
    const res = await importing;

    expect(page.status).toBe(200);
    expect(order).toEqual(['cached page', ...(testDatabaseKind() === 'postgres' ? ['health'] : []), 'import']);
    expect(res.status, res.text).toBe(201);
    expect(res.body).toEqual({ imported: CLIENT_IMPORT_MAX_ROWS });
    expect(await counts()).toEqual({ clients: before.clients + CLIENT_IMPORT_MAX_ROWS, entries: before.entries + CLIENT_IMPORT_MAX_ROWS + 1 });
    // A bound for a machine busy with other test files (5,000 rows took 22–27 s at load 10), not a speed.
  }, 90_000);

  it('writes nothing when its last row fails in the database', async () => {
    const before = await counts();
    const last = `posledni-radek-${CLIENT_IMPORT_MAX_ROWS - 1}@example.cz`;
    await server.db.execute(sql.raw(`create or replace function test_failure() returns trigger language plpgsql as $$
      begin if new.email = '${last}' then raise exception 'storage refused the write'; end if; return new; end $$`));
    await server.db.execute(sql.raw('create trigger test_failure before insert on clients for each row execute function test_failure()'));
    expect((await admin.post('/api/admin/clients/import', { csv: bigCsv('posledni-radek-') })).status).toBe(500);
    expect(await counts()).toEqual(before);
  });
});
