/** The Team screen's API: staff with one-time passwords, roles, deactivation, the last active admin, require-2FA. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '@/server/db/schema';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';
import { expectFieldError, expectNoPasswordHash } from './api-test-helpers';

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedInClient('owner', 'owner-password');
});
afterAll(() => server.close());

let counter = 0;
async function addStaff(role: 'admin' | 'editor', password = 'one-time-1') {
  const username = `staff${++counter}`;
  const res = await admin.post('/api/admin/team', { username, password, name: `Staff ${counter}`, email: `${username}@example.cz`, role });
  expect(res.status, res.text).toBe(201);
  return { id: res.body.id as number, username, password };
}

async function signIn(username: string, password: string): Promise<TestClient> {
  const client = server.client();
  const res = await client.post('/api/login', { username, password });
  expect(res.status, res.text).toBe(200);
  return client;
}

describe('Team: staff accounts', () => {
  it('creates a colleague with a role and a one-time password they must change before anything else', async () => {
    const res = await admin.post('/api/admin/team', { username: 'jana', password: 'first-day', name: 'Jana', email: 'jana@example.cz', role: 'editor' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ username: 'jana', role: 'editor', active: true, mustChangePassword: true, twoFactorEnabled: false });
    expectNoPasswordHash(res);

    const list = await admin.get('/api/admin/team');
    expect(list.status).toBe(200);
    expect(list.body.map((u: { username: string }) => u.username)).toEqual(expect.arrayContaining(['owner', 'jana']));
    expectNoPasswordHash(list);

    const jana = await signIn('jana', 'first-day');
    expect((await jana.get('/api/user')).body).toMatchObject({ mustChangePassword: true });
    const blocked = await jana.get('/api/admin/blog');
    expect(blocked.status).toBe(403);
    expect(blocked.body.message).toBe('Change your one-time password first');
    expect((await jana.get('/api/admin/stats')).status).toBe(403);
    // Nor may an admin holding a one-time password create admins through /api/register.
    const boss = await addStaff('admin');
    const bossClient = await signIn(boss.username, boss.password);
    const register = await bossClient.post('/api/register', { username: 'via-register', password: 'whatever-1', email: 'v@example.cz', name: 'V' });
    expect(register.status).toBe(403);
    // Out of the way of the admin-count tests below.
    expect((await admin.patch(`/api/admin/team/${boss.id}/active`, { active: false })).status).toBe(200);

    const changed = await jana.post('/api/change-password', { currentPassword: 'first-day', newPassword: 'my-own-password' });
    expect(changed.status).toBe(200);
    expect((await jana.get('/api/user')).body.mustChangePassword).toBe(false);
    expect((await jana.get('/api/admin/blog')).status).toBe(200);
    // Still an editor: clients stay closed.
    expect((await jana.get('/api/admin/clients')).status).toBe(403);
  });

  it('refuses bad input with 400 naming the field, and a taken username with 409', async () => {
    const base = { username: 'petr', password: 'first-day', name: 'Petr', email: 'petr@example.cz', role: 'editor' };
    expectFieldError(await admin.post('/api/admin/team', { ...base, role: 'owner' }), 'role', 'Must be one of: admin, editor');
    expectFieldError(await admin.post('/api/admin/team', { ...base, password: '123' }), 'password', 'Password must be at least 6 characters');
    expectFieldError(await admin.post('/api/admin/team', { ...base, email: 'nope' }), 'email', 'Invalid email address');
    expect((await admin.post('/api/admin/team', { ...base, username: 'OWNER' })).status).toBe(409);
    expectFieldError(await admin.patch('/api/admin/team/1/role', { role: 'boss' }), 'role', 'Must be one of: admin, editor');
    expectFieldError(await admin.patch('/api/admin/team/1/active', { active: 'no' }), 'active', 'Must be true or false');
    expectFieldError(await admin.patch('/api/admin/team/abc/role', { role: 'admin' }), 'id', 'Must be a positive whole number');
    expect((await admin.patch('/api/admin/team/999999/role', { role: 'admin' })).status).toBe(404);
  });

  it('deactivation ends the sessions at once: the next request is 401, and sign-in is refused until reactivated', async () => {
    const staff = await addStaff('editor');
    const client = await signIn(staff.username, staff.password);
    await client.post('/api/change-password', { currentPassword: staff.password, newPassword: 'editor-password' });
    expect((await client.get('/api/admin/blog')).status).toBe(200);

    const off = await admin.patch(`/api/admin/team/${staff.id}/active`, { active: false });
    expect(off.status).toBe(200);
    expect(off.body.active).toBe(false);
    expect((await client.get('/api/admin/blog')).status).toBe(401);
    expect((await client.get('/api/user')).status).toBe(401);
    expect((await server.client().post('/api/login', { username: staff.username, password: 'editor-password' })).status).toBe(401);

    expect((await admin.patch(`/api/admin/team/${staff.id}/active`, { active: true })).status).toBe(200);
    await signIn(staff.username, 'editor-password');
  });

  it('never leaves zero active admins: the last one cannot be demoted or deactivated (409)', async () => {
    const [me] = await server.db.select().from(users).where(eq(users.username, 'owner'));
    const demote = await admin.patch(`/api/admin/team/${me!.id}/role`, { role: 'editor' });
    expect(demote.status).toBe(409);
    expect(demote.body.message).toBe('At least one active admin must remain');
    expect((await admin.patch(`/api/admin/team/${me!.id}/active`, { active: false })).status).toBe(409);
    expect((await admin.get('/api/user')).body.role).toBe('admin');

    // With a second active admin, one of them may step down; then the other is the last one again.
    const second = await addStaff('admin');
    expect((await admin.patch(`/api/admin/team/${second.id}/role`, { role: 'editor' })).body.role).toBe('editor');
    expect((await admin.patch(`/api/admin/team/${second.id}/role`, { role: 'admin' })).status).toBe(200);
    expect((await admin.patch(`/api/admin/team/${second.id}/active`, { active: false })).status).toBe(200);
    expect((await admin.patch(`/api/admin/team/${me!.id}/role`, { role: 'editor' })).status).toBe(409);
  });

  it('two admins demoting each other at the same time: exactly one succeeds and one active admin remains', async () => {
    const a = await addStaff('admin');
    const aClient = await signIn(a.username, a.password);
    await aClient.post('/api/change-password', { currentPassword: a.password, newPassword: 'admin-a-password' });
    const [me] = await server.db.select().from(users).where(eq(users.username, 'owner'));
    // The other admins of earlier tests are editors or inactive by now: owner and a are the active admins.
    const [one, two] = await Promise.all([
      admin.patch(`/api/admin/team/${a.id}/role`, { role: 'editor' }),
      aClient.patch(`/api/admin/team/${me!.id}/role`, { role: 'editor' }),
    ]);
    // The loser is refused either by the last-admin rule (409, when both checks overlap) or, when the winner's change
    // was committed first, because it is no longer an admin (403).
    const statuses = [one.status, two.status].sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const active = await server.db.select().from(users).where(and(eq(users.role, 'admin'), eq(users.active, true)));
    expect(active.length).toBe(1);
    // Whoever stayed admin puts things back for the next tests.
    const survivor = one.status === 200 ? admin : aClient;
    expect((await survivor.patch(`/api/admin/team/${one.status === 200 ? a.id : me!.id}/role`, { role: 'admin' })).status).toBe(200);
  });

  it('a new one-time password ends the colleague’s sessions and must be changed at the next sign-in', async () => {
    const staff = await addStaff('editor');
    const client = await signIn(staff.username, staff.password);
    await client.post('/api/change-password', { currentPassword: staff.password, newPassword: 'forgotten-one' });
    expectFieldError(await admin.post(`/api/admin/team/${staff.id}/one-time-password`, { password: 'x' }), 'password', 'Password must be at least 6 characters');
    const reset = await admin.post(`/api/admin/team/${staff.id}/one-time-password`, { password: 'temporary-2' });
    expect(reset.status).toBe(200);
    expect(reset.body.mustChangePassword).toBe(true);
    expect((await client.get('/api/user')).status).toBe(401);
    const again = await signIn(staff.username, 'temporary-2');
    expect((await again.get('/api/admin/blog')).status).toBe(403);
  });

  it('records staff changes in the audit log without passwords', async () => {
    const staff = await addStaff('editor', 'audit-secret-1');
    await admin.patch(`/api/admin/team/${staff.id}/role`, { role: 'admin' });
    await admin.patch(`/api/admin/team/${staff.id}/active`, { active: false });
    await admin.post(`/api/admin/team/${staff.id}/one-time-password`, { password: 'audit-secret-2' });
    const rows = await server.db.select().from(auditLog).where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(staff.id))));
    const actions = rows.map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['create', 'role', 'update', 'password']));
    expect(rows.find((r) => r.action === 'role')!.changes).toEqual({ role: { from: 'editor', to: 'admin' } });
    expect(rows.find((r) => r.action === 'update')!.changes).toEqual({ active: { from: true, to: false } });
    expect(rows.every((r) => r.actorName === 'Admin owner')).toBe(true);
    expect(JSON.stringify(rows)).not.toMatch(/audit-secret|scrypt\$/);
  });

  it('a refused change (last admin) leaves no audit entry', async () => {
    const [me] = await server.db.select().from(users).where(eq(users.username, 'owner'));
    const before = await server.db.select().from(auditLog).where(eq(auditLog.entityId, String(me!.id)));
    // Make owner the only active admin, then try to demote it.
    const admins = await server.db.select().from(users).where(and(eq(users.role, 'admin'), eq(users.active, true)));
    for (const other of admins.filter((u) => u.id !== me!.id)) await admin.patch(`/api/admin/team/${other.id}/active`, { active: false });
    expect((await admin.patch(`/api/admin/team/${me!.id}/role`, { role: 'editor' })).status).toBe(409);
    const after = await server.db.select().from(auditLog).where(eq(auditLog.entityId, String(me!.id)));
    expect(after.length).toBe(before.length);
  });
});

describe('Team: two-factor sign-in required for all staff', () => {
  it('sends staff without 2FA to set it up first, and records the change of the rule', async () => {
    const staff = await addStaff('editor');
    const client = await signIn(staff.username, staff.password);
    await client.post('/api/change-password', { currentPassword: staff.password, newPassword: 'editor-password' });

    expect((await admin.get('/api/admin/team/settings')).body).toEqual({ requireTwoFactor: false });
    expectFieldError(await admin.put('/api/admin/team/settings', { requireTwoFactor: 'yes' }), 'requireTwoFactor', 'Must be true or false');
    expect((await client.put('/api/admin/team/settings', { requireTwoFactor: false })).status).toBe(403);
    expect((await admin.put('/api/admin/team/settings', { requireTwoFactor: true })).body).toEqual({ requireTwoFactor: true });

    expect((await client.get('/api/user')).body.twoFactorSetupRequired).toBe(true);
    const blocked = await client.get('/api/admin/blog');
    expect(blocked.status).toBe(403);
    expect(blocked.body.message).toBe('Set up two-factor sign-in first');
    // The set-up itself stays open.
    expect((await client.post('/api/account/two-factor/setup')).status).toBe(200);

    const [entry] = await server.db.select().from(auditLog).where(eq(auditLog.action, 'two_factor'));
    expect(entry!.changes).toEqual({ requireTwoFactorForAllStaff: { from: false, to: true } });
    // The admin without 2FA is held too; it is the admin's own rule, so they set it up or turn the rule off.
    expect((await admin.get('/api/admin/team')).status).toBe(403);
  });
});
