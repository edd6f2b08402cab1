import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@/shared/schemas/auth';
import { auditLog, sessions, users } from '../db/schema';
import { startTestServer, type TestServer } from '../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ADMIN = { username: 'petra', password: 'first-pass-1', email: 'petra@lipadigital.cz', name: 'Petra Nová' };

function expectNoHash(text: string) {
  expect(text).not.toMatch(/"password(Hash|_hash)?"\s*:/i);
  expect(text).not.toContain('scrypt$');
}

describe('auth on an empty database', () => {
  it('GET /api/user answers 401 when signed out', async () => {
    const res = await server.client().get('/api/user');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Not signed in');
  });

  it('POST /api/register validates fields and names the field', async () => {
    const res = await server.client().post('/api/register', { ...ADMIN, password: '123', email: 'nope' });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('password');
    expect(res.body.message).toBe(`password: ${AUTH_MESSAGES.passwordMin}`);
    expect(res.body.fields.email).toBe(AUTH_MESSAGES.emailInvalid);
  });

  it('POST /api/register creates the first admin, signs them in and never returns the hash', async () => {
    const client = server.client();
    const res = await client.post('/api/register', ADMIN);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ username: 'petra', name: 'Petra Nová', email: ADMIN.email, role: 'admin' });
    expectNoHash(res.text);
    const me = await client.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body.username).toBe('petra');
    expectNoHash(me.text);
  });

  it('POST /api/register is refused (403) for anonymous callers once an admin exists', async () => {
    const res = await server.client().post('/api/register', { ...ADMIN, username: 'intruder' });
    expect(res.status).toBe(403);
    const [row] = await server.db.select().from(users).where(eq(users.username, 'intruder'));
    expect(row).toBeUndefined();
  });

  it('the first admin\'s registration is in the audit log, by the new admin', async () => {
    const [petra] = await server.db.select().from(users).where(eq(users.username, 'petra'));
    const entries = await server.db.select().from(auditLog).where(eq(auditLog.entityId, String(petra!.id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'create', entity: 'user', actorId: petra!.id, actorName: 'Petra Nová' });
    expect(entries[0]!.changes).toMatchObject({ username: { from: null, to: 'petra' }, role: { from: null, to: 'admin' } });
    expect(JSON.stringify(entries[0]!.changes)).not.toMatch(/password|scrypt/i);
  });

  // Issue 19, item 2: staff are created only on the Team screen (audited, behind the back office's gates).
  it('POST /api/register is refused (403) for a signed-in admin too, naming the Team screen; nothing is created or logged', async () => {
    const client = server.client();
    expect((await client.post('/api/login', { username: ADMIN.username, password: ADMIN.password })).status).toBe(200);
    const entriesBefore = await server.db.$count(auditLog);
    const res = await client.post('/api/register', { ...ADMIN, username: 'karel', email: 'karel@lipadigital.cz' });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/only creates the very first admin.*Team screen/);
    const [row] = await server.db.select().from(users).where(eq(users.username, 'karel'));
    expect(row).toBeUndefined();
    // Whatever the body: no validation oracle, no 409 about taken usernames.
    expect((await client.post('/api/register', { ...ADMIN, email: 'x@lipadigital.cz' })).status).toBe(403);
    expect((await client.post('/api/register', {})).status).toBe(403);
    // Sign-ins are logged; no account was created.
    const created = await server.db.select().from(auditLog).where(eq(auditLog.action, 'create'));
    expect(created).toHaveLength(1);
    expect(await server.db.$count(auditLog)).toBe(entriesBefore);
    expect((await client.get('/api/user')).body.username).toBe('petra');
  });
});

describe('login and logout', () => {
  it('rejects missing fields with the spec messages', async () => {
    const res = await server.client().post('/api/login', { username: '', password: '' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      username: AUTH_MESSAGES.usernameRequired,
      password: AUTH_MESSAGES.passwordRequired,
    });
  });

  it('rejects malformed JSON with 400, not 500', async () => {
    const res = await server.client().request('POST', '/api/login', '{"username":', { 'content-type': 'application/json' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Malformed JSON body');
  });

  it('gives one generic answer for unknown user and wrong password', async () => {
    const unknown = await server.client().post('/api/login', { username: 'nobody', password: 'whatever1' });
    const wrong = await server.client().post('/api/login', { username: ADMIN.username, password: 'wrong-pass' });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body.message).toBe(AUTH_MESSAGES.loginFailed);
    expect(wrong.headers.get('set-cookie')).toBeNull();
  });

  it('sets an HttpOnly SameSite=Lax cookie, not Secure over plain http, with a fresh id on each login', async () => {
    const client = server.client();
    await client.post('/api/contact', { name: 'Jan', email: 'jan@example.cz', message: 'Hello there, agency!' });
    const first = await client.post('/api/login', { username: ADMIN.username, password: ADMIN.password });
    const cookie = first.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^sid=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    const firstSid = client.cookies.get('sid');
    await client.post('/api/login', { username: ADMIN.username, password: ADMIN.password });
    expect(client.cookies.get('sid')).not.toBe(firstSid);
  });

  it('marks the cookie Secure behind an HTTPS proxy only when the proxy is trusted', async () => {
    const client = server.client();
    const res = await client.request('POST', '/api/login', { username: ADMIN.username, password: ADMIN.password }, {
      'x-forwarded-proto': 'https',
    });
    // trustProxy is 0 in tests: a spoofed header must not change anything.
    expect(res.headers.get('set-cookie')).not.toMatch(/Secure/);
  });

  it('logout deletes the session server-side: the old cookie no longer works', async () => {
    const client = server.client();
    await client.post('/api/login', { username: ADMIN.username, password: ADMIN.password });
    const stolen = new Map(client.cookies);
    const out = await client.post('/api/logout');
    expect(out.status).toBe(200);
    expect((await client.get('/api/user')).status).toBe(401);
    const replay = server.client();
    for (const [k, v] of stolen) replay.cookies.set(k, v);
    expect((await replay.get('/api/user')).status).toBe(401);
  });

  it('logout without a session is harmless', async () => {
    expect((await server.client().post('/api/logout')).status).toBe(200);
  });

  it('stores only a hash of the session id', async () => {
    const client = server.client();
    await client.post('/api/login', { username: ADMIN.username, password: ADMIN.password });
    const raw = decodeURIComponent(client.cookies.get('sid') ?? '');
    const sid = raw.slice(2, raw.lastIndexOf('.'));
    const rows = await server.db.select({ idHash: sessions.idHash }).from(sessions);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.idHash === sid)).toBe(false);
  });
});

describe('change password', () => {
  it('answers 401 when signed out', async () => {
    const res = await server.client().post('/api/change-password', { currentPassword: 'x', newPassword: 'yyyyyy' });
    expect(res.status).toBe(401);
  });

  it('validates with the spec messages', async () => {
    const client = await server.signedInClient('val');
    const res = await client.post('/api/change-password', { currentPassword: '', newPassword: '123' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      currentPassword: AUTH_MESSAGES.currentPasswordRequired,
      newPassword: AUTH_MESSAGES.newPasswordMin,
    });
  });

  it('refuses a wrong current password on the currentPassword field', async () => {
    const client = await server.signedInClient('wrongcur');
    const res = await client.post('/api/change-password', { currentPassword: 'not-it', newPassword: 'brand-new-1' });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('currentPassword');
  });

  it('changes the password, keeps this session and ends the other ones', async () => {
    const here = await server.signedInClient('changer', 'old-password');
    const elsewhere = server.client();
    await elsewhere.post('/api/login', { username: 'changer', password: 'old-password' });
    expect((await elsewhere.get('/api/user')).status).toBe(200);

    const res = await here.post('/api/change-password', { currentPassword: 'old-password', newPassword: 'new-password' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(AUTH_MESSAGES.passwordUpdated);
    expectNoHash(res.text);

    expect((await here.get('/api/user')).status).toBe(200);
    expect((await elsewhere.get('/api/user')).status).toBe(401);
    expect((await server.client().post('/api/login', { username: 'changer', password: 'old-password' })).status).toBe(401);
    expect((await server.client().post('/api/login', { username: 'changer', password: 'new-password' })).status).toBe(200);
  });
});
