/**
 * The audit log (issue 14): each kind of change writes its entry in the same transaction (a failed change leaves none,
 * a failed entry leaves no change), the Activity API filters and pages, and no route edits or deletes an entry.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, clients, messages } from '@/server/db/schema';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';
import { expectFieldError } from './api-test-helpers';

let server: TestServer;
let admin: TestClient;
let me: { id: number; name: string };
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedInClient('auditor', 'correct-horse');
  me = (await admin.get('/api/user')).body;
});
afterAll(() => server.close());
afterEach(async () => {
  await server.db.execute(sql.raw('drop trigger if exists test_failure on clients'));
  await server.db.execute(sql.raw('drop trigger if exists test_failure on audit_log'));
});

/** The entries of one record, newest first, as the record's history shows them. */
async function history(entity: string, entityId: number | string) {
  const res = await admin.get(`/api/admin/activity?entity=${entity}&entityId=${entityId}`);
  expect(res.status, res.text).toBe(200);
  return res.body as { action: string; actorId: number | null; actorName: string; changes: Record<string, { from: unknown; to: unknown }> }[];
}

/** Makes every write of a kind on a table fail inside the database, after (or before) the row is written. */
async function failWrites(table: 'clients' | 'audit_log', timing: 'before' | 'after', on: 'insert' | 'update or delete'): Promise<void> {
  await server.db.execute(sql.raw(`create or replace function test_failure() returns trigger language plpgsql as $$ begin raise exception 'storage refused the write'; end $$`));
  await server.db.execute(sql.raw(`create trigger test_failure ${timing} ${on} on ${table} for each row execute function test_failure()`));
}

const countEntries = async () => server.db.$count(auditLog);

describe('every kind of change is recorded, with who and which fields changed', () => {
  it('clients: create, update (from → to), delete', async () => {
    const created = await admin.post('/api/admin/clients', { name: 'Pekárna Novák', email: 'novak@pekarna.cz', oneTimePrice: 1000 });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    await admin.put(`/api/admin/clients/${id}`, { ...created.body, oneTimePrice: 1500, currentStatus: 'active' });
    let entries = await history('client', id);
    expect(entries.map((e) => e.action)).toEqual(['update', 'create']);
    expect(entries[0]).toMatchObject({ actorId: me.id, actorName: me.name });
    expect(entries[0]!.changes).toEqual({ oneTimePrice: { from: 1000, to: 1500 }, currentStatus: { from: 'lead', to: 'active' } });
    expect(entries[1]!.changes).toMatchObject({ name: { from: null, to: 'Pekárna Novák' }, oneTimePrice: { from: null, to: 1000 } });
    expect(entries[1]!.changes).not.toHaveProperty('id');

    expect((await admin.delete(`/api/admin/clients/${id}`)).status).toBe(204);
    entries = await history('client', id);
    expect(entries[0]).toMatchObject({ action: 'delete', changes: { name: { from: 'Pekárna Novák', to: null } } });
  });

  it('an update that changes nothing leaves no entry (the history lists real changes only); an unknown id leaves none', async () => {
    const { body } = await admin.post('/api/admin/clients', { name: 'Stejný', email: 'stejny@example.cz' });
    expect((await admin.put(`/api/admin/clients/${body.id}`, body)).status).toBe(200);
    expect((await history('client', body.id)).map((e) => e.action)).toEqual(['create']);
    await admin.put(`/api/admin/clients/${body.id}`, { ...body, phone: '+420 777 000 111' });
    expect((await history('client', body.id)).map((e) => e.action)).toEqual(['update', 'create']);
    const before = await countEntries();
    expect((await admin.put('/api/admin/clients/999999', body)).status).toBe(404);
    expect((await admin.delete('/api/admin/clients/999999')).status).toBe(404);
    expect(await countEntries()).toBe(before);
  });

  it('projects: create, update, status, delete', async () => {
    const client = (await admin.post('/api/admin/clients', { name: 'Klient', email: 'k@example.cz' })).body;
    const p = (await admin.post('/api/admin/projects', { clientId: client.id, name: 'Web', description: 'Nový web', budget: 100 })).body;
    await admin.put(`/api/admin/projects/${p.id}`, { clientId: client.id, name: 'Web 2', description: 'Nový web', budget: 200 });
    await admin.patch(`/api/admin/projects/${p.id}/status`, { status: 'completed' });
    await admin.delete(`/api/admin/projects/${p.id}`);
    const entries = await history('project', p.id);
    expect(entries.map((e) => e.action)).toEqual(['delete', 'status', 'update', 'create']);
    expect(entries[1]!.changes).toEqual({ status: { from: 'pending', to: 'completed' } });
    expect(entries[2]!.changes).toEqual({ name: { from: 'Web', to: 'Web 2' }, budget: { from: 100, to: 200 } });
  });

  it('blog: create, update, publish and unpublish as their own actions, delete', async () => {
    const post = (await admin.post('/api/admin/blog', { title: 'Článek', content: '<p>Text</p>' })).body;
    await admin.put(`/api/admin/blog/${post.id}`, { title: 'Článek 2', content: '<p>Text</p>', slug: post.slug });
    await admin.patch(`/api/admin/blog/${post.id}/publish`, { published: true });
    await admin.patch(`/api/admin/blog/${post.id}/publish`, { published: false });
    await admin.delete(`/api/admin/blog/${post.id}`);
    const entries = await history('blog_post', post.id);
    expect(entries.map((e) => e.action)).toEqual(['delete', 'unpublish', 'publish', 'update', 'create']);
    expect(entries[2]!.changes.published).toEqual({ from: false, to: true });
    expect(entries[2]!.changes.publishedAt!.to).toEqual(expect.any(String));
    expect(entries[3]!.changes).toEqual({ title: { from: 'Článek', to: 'Článek 2' } });
  });

  it('portfolio: create, update, featured, delete', async () => {
    const item = (
      await admin.post('/api/admin/portfolio', { title: 'Logo', description: 'Nové logo', imageUrl: 'https://cdn.example.com/a.png', category: 'design' })
    ).body;
    const renamed = await admin.put(`/api/admin/portfolio/${item.id}`, { ...item, translations: { ...item.translations, cs: { ...item.translations.cs, title: 'Logo 2' } } });
    expect(renamed.status, renamed.text).toBe(200);
    await admin.patch(`/api/admin/portfolio/${item.id}/featured`, { featured: true });
    await admin.delete(`/api/admin/portfolio/${item.id}`);
    const entries = await history('portfolio_item', item.id);
    expect(entries.map((e) => e.action)).toEqual(['delete', 'update', 'update', 'create']);
    expect(entries[1]!.changes).toEqual({ featured: { from: false, to: true } });
    expect(JSON.stringify(entries[2]!.changes)).toContain('Logo 2');
  });

  it('messages: status change and delete', async () => {
    const [row] = await server.db.insert(messages).values({ name: 'Jana', email: 'jana@example.cz', message: 'Dobrý den' }).returning();
    await admin.patch(`/api/admin/messages/${row!.id}`, { status: 'read' });
    await admin.delete(`/api/admin/messages/${row!.id}`);
    const entries = await history('message', row!.id);
    expect(entries.map((e) => e.action)).toEqual(['delete', 'status']);
    expect(entries[1]!.changes).toEqual({ status: { from: 'unread', to: 'read' } });
  });

  it('sign-in, failed sign-in and password change — never a password or its hash', async () => {
    const user = await server.signedInClient('signer', 'first-password-1');
    const id = (await user.get('/api/user')).body.id as number;
    expect((await server.client().post('/api/login', { username: 'signer', password: 'wrong-password-9' })).status).toBe(401);
    expect((await server.client().post('/api/login', { username: 'nobody-here', password: 'wrong-password-9' })).status).toBe(401);
    expect((await user.post('/api/change-password', { currentPassword: 'first-password-1', newPassword: 'second-password-2' })).status).toBe(200);
    const entries = await history('user', id);
    expect(entries.map((e) => e.action)).toEqual(['password', 'sign_in_failed', 'sign_in']);
    expect(entries.every((e) => e.actorId === id)).toBe(true);
    const unknown = (await admin.get('/api/admin/activity?action=sign_in_failed')).body as { actorId: number | null; actorName: string; entityId: string | null }[];
    expect(unknown.find((e) => e.actorName === 'nobody-here')).toMatchObject({ actorId: null, entityId: null });
    const all = await admin.get('/api/admin/activity?limit=200');
    expect(all.text).not.toMatch(/password-[129]|scrypt\$|passwordHash/);
  });
});

describe('an entry is written together with its change, or not at all', () => {
  it('a change that fails after being written leaves no entry (and no change)', async () => {
    const { body } = await admin.post('/api/admin/clients', { name: 'Beze změny', email: 'beze@example.cz', monthlyPrice: 10 });
    const before = await countEntries();
    await failWrites('clients', 'after', 'update or delete');
    expect((await admin.put(`/api/admin/clients/${body.id}`, { ...body, monthlyPrice: 99 })).status).toBe(500);
    expect((await admin.delete(`/api/admin/clients/${body.id}`)).status).toBe(500);
    expect(await countEntries()).toBe(before);
    const [row] = await server.db.select().from(clients).where(eq(clients.id, body.id));
    expect(row?.monthlyPrice).toBe(10);
  });

  it('an entry that cannot be written undoes its change', async () => {
    const { body } = await admin.post('/api/admin/clients', { name: 'Nezměněný', email: 'nezmeneny@example.cz', monthlyPrice: 10 });
    await failWrites('audit_log', 'before', 'insert');
    expect((await admin.put(`/api/admin/clients/${body.id}`, { ...body, monthlyPrice: 99 })).status).toBe(500);
    expect((await admin.post('/api/admin/clients', { name: 'Nový', email: 'novy@example.cz' })).status).toBe(500);
    expect((await admin.patch(`/api/admin/blog/1/publish`, { published: true })).status).not.toBe(200);
    const [row] = await server.db.select().from(clients).where(eq(clients.id, body.id));
    expect(row?.monthlyPrice).toBe(10);
    expect(await server.db.$count(clients, eq(clients.name, 'Nový'))).toBe(0);
  });
});

describe('GET /api/admin/activity', () => {
  it('pages newest first with X-Total-Count, and filters by person, entity, action and time range', async () => {
    const other = await server.signedInClient('colleague', 'correct-horse');
    const otherId = (await other.get('/api/user')).body.id as number;
    for (let i = 0; i < 5; i++) await other.post('/api/admin/clients', { name: `Kolega ${i}`, email: `k${i}@example.cz` });

    const byOther = await admin.get(`/api/admin/activity?actorId=${otherId}&limit=2`);
    expect(byOther.headers.get('x-total-count')).toBe('6'); // five clients and the sign-in
    expect(byOther.body).toHaveLength(2);
    expect(byOther.body.map((e: { action: string }) => e.action)).toEqual(['create', 'create']);
    expect(byOther.body[0].changes.name.to).toBe('Kolega 4');
    const page2 = await admin.get(`/api/admin/activity?actorId=${otherId}&limit=2&offset=2`);
    expect(page2.body[0].changes.name.to).toBe('Kolega 2');

    const creates = await admin.get(`/api/admin/activity?actorId=${otherId}&entity=client&action=create`);
    expect(creates.headers.get('x-total-count')).toBe('5');
    const signIns = await admin.get(`/api/admin/activity?actorId=${otherId}&action=sign_in`);
    expect(signIns.body).toHaveLength(1);

    const now = Date.now();
    const inRange = await admin.get(`/api/admin/activity?actorId=${otherId}&from=${new Date(now - 60_000).toISOString()}&to=${new Date(now + 60_000).toISOString()}`);
    expect(inRange.headers.get('x-total-count')).toBe('6');
    const past = await admin.get(`/api/admin/activity?actorId=${otherId}&from=2020-01-01&to=2020-01-02`);
    expect(past.headers.get('x-total-count')).toBe('0');

    const people = (await admin.get('/api/admin/activity/people')).body as { id: number; name: string }[];
    expect(people).toContainEqual({ id: otherId, name: 'Admin colleague' });
  });

  it('keeps the name of a staff member whose account was deleted', async () => {
    const gone = await server.signedInClient('leaver', 'correct-horse');
    const id = (await gone.get('/api/user')).body.id as number;
    await gone.post('/api/admin/clients', { name: 'Od odcházejícího', email: 'o@example.cz' });
    await server.db.execute(sql`delete from users where id = ${id}`);
    const entries = (await admin.get('/api/admin/activity?entity=client&action=create&limit=1')).body;
    expect(entries[0]).toMatchObject({ actorId: null, actorName: 'Admin leaver' });
  });

  it('refuses bad filters naming the field', async () => {
    expectFieldError(
      await admin.get('/api/admin/activity?entity=invoices'),
      'entity',
      'Must be one of: client, project, blog_post, portfolio_item, message, user, mail, setting, media, proposal, invoice, bank_statement, bank_transaction, change_request, site_text, time_entry, time_activity, cost_rate, received_invoice, bank_feed',
    );
    expect((await admin.get('/api/admin/activity?action=hack')).body.field).toBe('action');
    expect((await admin.get('/api/admin/activity?actorId=abc')).body.field).toBe('actorId');
    expect((await admin.get('/api/admin/activity?from=yesterday')).body.field).toBe('from');
    expect((await admin.get('/api/admin/activity?from=2026-02-02&to=2026-02-01')).body.field).toBe('to');
    expect((await admin.get('/api/admin/activity?limit=0')).body.field).toBe('limit');
    expect((await admin.get('/api/admin/activity?limit=1000')).status).toBe(400);
  });

  it('offers no way to edit or delete an entry', async () => {
    const [entry] = (await admin.get('/api/admin/activity?limit=1')).body;
    const before = await countEntries();
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST']) {
      for (const path of ['/api/admin/activity', `/api/admin/activity/${entry.id}`]) {
        const res = await admin.request(method, path, method === 'DELETE' ? undefined : { action: 'create' });
        expect([404, 405], `${method} ${path}`).toContain(res.status);
      }
    }
    expect(await countEntries()).toBe(before);
    expect((await admin.get(`/api/admin/activity?limit=1`)).body[0]).toEqual(entry);
  });
});
