/**
 * CSV import of clients (issue 14): a preview with per-row problems and line numbers that writes nothing; the confirmed
 * import writes every row in one transaction (and the audit entries with it), and a file with any problem changes
 * nothing — on the server, whatever the screen showed.
 */
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES } from '@/shared/schemas/client';
import { auditLog, clients } from '@/server/db/schema';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedInClient('importer', 'correct-horse');
});
afterAll(() => server.close());
afterEach(async () => {
  await server.db.execute(sql.raw('drop trigger if exists test_failure on audit_log'));
});

const counts = async () => ({ clients: await server.db.$count(clients), entries: await server.db.$count(auditLog) });

const GOOD = [
  'name,email,company,currentStatus,oneTimePrice,startDate',
  'Pekárna Nová,nova@pekarna.cz,Pekárna s.r.o.,active,12500.5,2026-03-01',
  '"Kavárna ""U Lípy""",lipa@kavarna.cz,,lead,0,',
  `'+Firma se vzorcem,vzorec@example.cz,'=SUM(A1),,,`,
].join('\r\n');

describe('POST /api/admin/clients/import/preview', () => {
  it('shows the rows and writes nothing', async () => {
    const before = await counts();
    const res = await admin.post('/api/admin/clients/import/preview', { csv: '\uFEFF' + GOOD });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ total: 3, valid: 3, issues: [] });
    expect(res.body.rows).toEqual([
      { line: 2, name: 'Pekárna Nová', email: 'nova@pekarna.cz', company: 'Pekárna s.r.o.', currentStatus: 'active' },
      { line: 3, name: 'Kavárna "U Lípy"', email: 'lipa@kavarna.cz', company: null, currentStatus: 'lead' },
      { line: 4, name: '+Firma se vzorcem', email: 'vzorec@example.cz', company: '=SUM(A1)', currentStatus: 'lead' },
    ]);
    expect(await counts()).toEqual(before);
  });

  it('names every problem with its line and field, using the client form’s rules', async () => {
    const csv = ['name,email,currentStatus,oneTimePrice', 'Dobrý,dobry@example.cz,lead,10', ',chybi-jmeno@example.cz,lead,', 'Špatný e-mail,neni-email,lead,', 'Stav,stav@example.cz,archived,-5'].join('\n');
    const res = await admin.post('/api/admin/clients/import/preview', { csv });
    expect(res.body).toMatchObject({ total: 4, valid: 1 });
    expect(res.body.issues).toEqual([
      { line: 3, field: 'name', message: CLIENT_MESSAGES.nameRequired },
      { line: 4, field: 'email', message: CLIENT_MESSAGES.emailInvalid },
      { line: 5, field: 'currentStatus', message: CLIENT_MESSAGES.currentStatusInvalid },
      { line: 5, field: 'oneTimePrice', message: 'Must be 0 or more' },
    ]);
  });

  it('refuses files that are not a clients CSV, saying why', async () => {
    const issue = async (csv: string) => (await admin.post('/api/admin/clients/import/preview', { csv })).body.issues;
    expect(await issue('name,email,password\nA,a@example.cz,x')).toEqual([
      { line: 1, field: null, code: 'unknownColumn', column: 'password', message: 'The file has a column that is not a client field: password' },
    ]);
    expect((await issue('name,company\nA,B'))[0]).toMatchObject({ code: 'missingColumn', column: 'email' });
    expect((await issue('name,email'))[0]).toMatchObject({ code: 'empty' });
    expect((await issue('name,email\n"A,a@example.cz\n'))[0]).toMatchObject({ code: 'unreadable' });
    expect(await issue('name,email\nA,a@example.cz,extra\nB,b@example.cz')).toEqual([
      { line: 2, field: null, code: 'cellCount', message: 'The row does not have as many cells as the header has columns' },
    ]);
    const missing = await admin.post('/api/admin/clients/import/preview', {});
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe('csv');
  });
});

describe('POST /api/admin/clients/import', () => {
  it('writes every row in one go, each recorded as created, and the import once', async () => {
    const before = await counts();
    const res = await admin.post('/api/admin/clients/import', { csv: GOOD });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toEqual({ imported: 3 });
    const after = await counts();
    expect(after.clients).toBe(before.clients + 3);
    expect(after.entries).toBe(before.entries + 4);
    const list = (await admin.get('/api/admin/clients?q=pekarna.cz')).body;
    // The file's 12500.5 Kč, in haléře.
    expect(list[0]).toMatchObject({ name: 'Pekárna Nová', oneTimePrice: 1_250_050, startDate: '2026-03-01T00:00:00.000Z', currentStatus: 'active' });
    const [entry] = (await admin.get('/api/admin/activity?action=import')).body;
    expect(entry).toMatchObject({ actorName: 'Admin importer', entity: 'client', changes: { rows: { from: null, to: 3 } } });
    expect((await admin.get(`/api/admin/activity?entity=client&entityId=${list[0].id}`)).body[0]).toMatchObject({ action: 'create' });
  });

  it('a file with one bad row writes nothing, and answers the problems', async () => {
    const before = await counts();
    const res = await admin.post('/api/admin/clients/import', { csv: 'name,email\nJedna,jedna@example.cz\nDva,spatny-email\nTři,tri@example.cz' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'csv', total: 3, valid: 2, issues: [{ line: 3, field: 'email', message: CLIENT_MESSAGES.emailInvalid }] });
    expect(await counts()).toEqual(before);
  });

  it('a failure while writing leaves no client and no entry', async () => {
    const before = await counts();
    await server.db.execute(sql.raw(`create or replace function test_failure() returns trigger language plpgsql as $$ begin raise exception 'storage refused the write'; end $$`));
    await server.db.execute(sql.raw(`create trigger test_failure before insert on audit_log for each row execute function test_failure()`));
    expect((await admin.post('/api/admin/clients/import', { csv: GOOD })).status).toBe(500);
    expect(await counts()).toEqual(before);
  });

  it('imports a file the clients export wrote (neutralised cells come back as they were)', async () => {
    await admin.post('/api/admin/clients', { name: '=Vzorec v exportu', email: 'export-import@example.cz', phone: '+420 111 222 333', monthlyPrice: 150_001 });
    const exported = await fetch(`${server.url}/api/admin/clients/export?q=export-import`, {
      headers: { cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    const csv = (await exported.text()).replace('export-import@example.cz', 'export-import-2@example.cz');
    expect((await admin.post('/api/admin/clients/import', { csv })).body).toEqual({ imported: 1 });
    const [copy] = (await admin.get('/api/admin/clients?q=export-import-2')).body;
    expect(copy).toMatchObject({ name: '=Vzorec v exportu', phone: '+420 111 222 333', monthlyPrice: 150_001 });
  });
});
