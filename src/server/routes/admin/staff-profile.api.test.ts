/**
 * Issue 20: staff change their own name and e-mail address (PUT /api/account/profile) and admins change a
 * colleague's (PUT /api/admin/team/:id/profile): validated by the shared schema (400 naming the field), audited, and
 * the new address is where enquiry notifications go.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '@/server/db/schema';
import { adminNotificationAddresses } from '@/server/data/staff';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';
import { expectFieldError } from './api-test-helpers';

let server: TestServer;
let admin: TestClient;
let adminId: number;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedInClient('profileowner', 'owner-password');
  adminId = (await server.db.select({ id: users.id }).from(users).where(eq(users.username, 'profileowner')))[0]!.id;
});
afterAll(() => server.close());

const auditOf = (id: number) =>
  server.db.select().from(auditLog).where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(id)))).orderBy(desc(auditLog.id));

describe('profile: name and e-mail address', () => {
  it('a staff member replaces the placeholder address with a real one, audited; notifications go there from now on', async () => {
    await server.db.update(users).set({ email: 'profileowner@admin.invalid' }).where(eq(users.id, adminId));
    expect(await adminNotificationAddresses(server.db)).not.toContain('profileowner@admin.invalid');
    const res = await admin.put('/api/account/profile', { name: 'Jana Nováková', email: 'jana@lipa-digital.cz' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ id: adminId, name: 'Jana Nováková', email: 'jana@lipa-digital.cz' });
    expect(res.body).not.toHaveProperty('passwordHash');
    expect((await admin.get('/api/user')).body).toMatchObject({ name: 'Jana Nováková', email: 'jana@lipa-digital.cz' });
    expect((await auditOf(adminId))[0]).toMatchObject({
      action: 'update',
      actorId: adminId,
      changes: { name: { from: 'Admin profileowner', to: 'Jana Nováková' }, email: { from: 'profileowner@admin.invalid', to: 'jana@lipa-digital.cz' } },
    });
    expect(await adminNotificationAddresses(server.db)).toContain('jana@lipa-digital.cz');
    // No SMTP server in this test: the screens' warning names that.
    expect((await admin.get('/api/admin/mail/delivery')).body).toMatchObject({ smtpConfigured: false, recipients: ['jana@lipa-digital.cz'] });
  });

  it('bad input is a 400 naming the field, and changes nothing', async () => {
    expectFieldError(await admin.put('/api/account/profile', { name: 'Jana', email: 'not-an-address' }), 'email', 'Invalid email address');
    expectFieldError(await admin.put('/api/account/profile', { name: '   ', email: 'jana@lipa-digital.cz' }), 'name', 'Name is required');
    expect((await admin.get('/api/user')).body).toMatchObject({ email: 'jana@lipa-digital.cz' });
    expect((await server.client().put('/api/account/profile', { name: 'X', email: 'x@lipa-digital.cz' })).status).toBe(401);
  });

  it('an admin edits a colleague on the Team screen; an editor may not; an unknown id is 404', async () => {
    const created = await admin.post('/api/admin/team', { username: 'petr', password: 'one-time-1', name: 'Petr', email: 'petr@admin.invalid', role: 'editor' });
    expect(created.status, created.text).toBe(201);
    const id = created.body.id as number;
    const res = await admin.put(`/api/admin/team/${id}/profile`, { name: 'Petr Svoboda', email: 'petr@lipa-digital.cz' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ id, name: 'Petr Svoboda', email: 'petr@lipa-digital.cz', role: 'editor' });
    expect((await auditOf(id))[0]).toMatchObject({ action: 'update', actorId: adminId, changes: { email: { from: 'petr@admin.invalid', to: 'petr@lipa-digital.cz' } } });
    expectFieldError(await admin.put(`/api/admin/team/${id}/profile`, { name: 'Petr', email: 'x' }), 'email', 'Invalid email address');
    expect((await admin.put('/api/admin/team/999999/profile', { name: 'Nobody', email: 'n@lipa-digital.cz' })).status).toBe(404);

    await server.db.update(users).set({ mustChangePassword: false }).where(eq(users.id, id));
    const editor = server.client();
    expect((await editor.post('/api/login', { username: 'petr', password: 'one-time-1' })).status).toBe(200);
    expect((await editor.put(`/api/admin/team/${adminId}/profile`, { name: 'Hacked', email: 'h@lipa-digital.cz' })).status).toBe(403);
    // Their own profile they may change.
    expect((await editor.put('/api/account/profile', { name: 'Petr S.', email: 'petr@lipa-digital.cz' })).status).toBe(200);
  });
});
