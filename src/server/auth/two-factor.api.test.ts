/** Two-factor sign-in (TOTP): set-up, the code step, wrong / reused / recovery codes, the API-only bypass, turning off. */
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, recoveryCodes, users } from '@/server/db/schema';
import { adminRouteTable } from '@/server/routes/admin/admin-routes';
import { DEFAULT_RATE_LIMITS } from '@/server/security/rate-limit';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';
import { createUser } from '@/server/data/accounts/users';

let server: TestServer;
beforeAll(async () => {
  // Three failures per account and address, so the test can reach the limit.
  server = await startTestServer({ config: { rateLimits: { ...DEFAULT_RATE_LIMITS, loginPerAccountAndIp: 3 } } });
});
afterAll(() => server.close());

const PASSWORD = 'correct-horse';
/** The authenticator app's code for the 30-second step `step`. */
const codeAt = (secret: string, step: number) => generate({ secret, epoch: step * 30 });
const currentStep = () => Math.floor(Date.now() / 30_000);

async function passwordStep(username: string, password = PASSWORD): Promise<TestClient> {
  const client = server.client();
  const res = await client.post('/api/login', { username, password });
  expect(res.status, res.text).toBe(200);
  return client;
}

/** A user with two-factor sign-in on: its secret, the step of the code that confirmed it, its recovery codes. */
async function userWithTwoFactor(username: string, role: 'admin' | 'editor' = 'admin') {
  await createUser(server.db, { username, password: PASSWORD, email: `${username}@example.cz`, name: username, role });
  const client = await passwordStep(username);
  const setup = await client.post('/api/account/two-factor/setup');
  expect(setup.status, setup.text).toBe(200);
  const secret: string = setup.body.secret;
  expect(setup.body.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
  expect(setup.body.otpauthUrl).toContain(`secret=${secret}`);
  const step = currentStep();
  const confirmed = await client.post('/api/account/two-factor/confirm', { code: await codeAt(secret, step) });
  expect(confirmed.status, confirmed.text).toBe(200);
  return { client, secret, step, recovery: confirmed.body.recoveryCodes as string[] };
}

describe('two-factor sign-in', () => {
  it('set-up: the secret is stored encrypted, the first code confirms it, ten recovery codes are stored hashed', async () => {
    await createUser(server.db, { username: 'setup', password: PASSWORD, email: 's@example.cz', name: 'S' });
    const client = await passwordStep('setup');
    const setup = await client.post('/api/account/two-factor/setup');
    const [row] = await server.db.select().from(users).where(eq(users.username, 'setup'));
    expect(row!.totpSecret).toMatch(/^v1\./);
    expect(row!.totpSecret).not.toContain(setup.body.secret);
    expect(row!.totpEnabled).toBe(false);

    const wrong = await client.post('/api/account/two-factor/confirm', { code: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.field).toBe('code');
    const empty = await client.post('/api/account/two-factor/confirm', {});
    expect(empty.status).toBe(400);
    expect(empty.body.field).toBe('code');

    const ok = await client.post('/api/account/two-factor/confirm', { code: await codeAt(setup.body.secret, currentStep()) });
    expect(ok.status).toBe(200);
    expect(ok.body.recoveryCodes).toHaveLength(10);
    expect(new Set(ok.body.recoveryCodes).size).toBe(10);
    const stored = await server.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, row!.id));
    expect(stored).toHaveLength(10);
    for (const code of ok.body.recoveryCodes as string[]) expect(JSON.stringify(stored)).not.toContain(code.replace(/-/g, ''));
    expect((await client.get('/api/user')).body.twoFactorEnabled).toBe(true);
    expect((await client.post('/api/account/two-factor/setup')).status).toBe(409);
    expect((await client.get('/api/account/two-factor')).body).toEqual({ enabled: true, recoveryCodesLeft: 10 });
  });

  it('after the password step nothing is granted: every admin route, /api/user and the account calls answer 401', async () => {
    await userWithTwoFactor('bypass');
    const client = await passwordStep('bypass');
    const login = await client.post('/api/login', { username: 'bypass', password: PASSWORD });
    expect(login.body).toEqual({ twoFactorRequired: true });
    expect((await client.get('/api/user')).status).toBe(401);
    for (const route of adminRouteTable(null as never)) {
      const method = route.method.toUpperCase();
      const res = await client.request(method, '/api/admin' + route.path.replace(/:[a-zA-Z]+/g, '1'), method === 'GET' || method === 'DELETE' ? undefined : {});
      expect(res.status, `${method} ${route.path}`).toBe(401);
    }
    expect((await client.post('/api/change-password', { currentPassword: PASSWORD, newPassword: 'something-else' })).status).toBe(401);
    expect((await client.post('/api/account/two-factor/disable', { password: PASSWORD, code: '123456' })).status).toBe(401);
    expect((await client.post('/api/sessions/revoke-others')).status).toBe(401);
    // A code step without a password step first is refused too.
    expect((await server.client().post('/api/login/two-factor', { code: '123456' })).status).toBe(401);
  });

  it('a correct code signs in; the same code cannot be used again', async () => {
    const { secret, step } = await userWithTwoFactor('alice');
    // The confirming code's step is spent: the code of the next step (within the accepted drift) signs in.
    const spentAtSetUp = await passwordStep('alice');
    expect((await spentAtSetUp.post('/api/login/two-factor', { code: await codeAt(secret, step) })).status).toBe(400);

    const client = await passwordStep('alice');
    const code = await codeAt(secret, step + 1);
    const ok = await client.post('/api/login/two-factor', { code });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body).toMatchObject({ username: 'alice', twoFactorEnabled: true });
    expect((await client.get('/api/admin/stats')).status).toBe(200);

    const replay = await passwordStep('alice');
    const reused = await replay.post('/api/login/two-factor', { code });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe('code: The code is wrong or was already used');
    expect((await replay.get('/api/user')).status).toBe(401);

    const entries = await server.db.select().from(auditLog).where(eq(auditLog.actorName, 'alice'));
    expect(entries.map((e) => e.action)).toEqual(expect.arrayContaining(['two_factor', 'sign_in', 'sign_in_failed']));
    expect(JSON.stringify(entries)).not.toContain(code);
  });

  it('wrong codes count toward the sign-in limits, and a right password does not reset them', async () => {
    await userWithTwoFactor('mallory');
    const client = await passwordStep('mallory');
    for (let i = 0; i < 3; i++) expect((await client.post('/api/login/two-factor', { code: '000000' })).status).toBe(400);
    expect((await client.post('/api/login/two-factor', { code: '000000' })).status).toBe(429);
    // The password again (right) does not buy new guesses: the password step itself is now refused.
    expect((await server.client().post('/api/login', { username: 'mallory', password: PASSWORD })).status).toBe(429);
  });

  it('a recovery code signs in once', async () => {
    const { recovery } = await userWithTwoFactor('bob');
    const client = await passwordStep('bob');
    const ok = await client.post('/api/login/two-factor', { code: recovery[0]!.toLowerCase() });
    expect(ok.status, ok.text).toBe(200);
    expect((await client.get('/api/account/two-factor')).body.recoveryCodesLeft).toBe(9);
    const again = await passwordStep('bob');
    expect((await again.post('/api/login/two-factor', { code: recovery[0] })).status).toBe(400);
    const [used] = await server.db.select().from(auditLog).where(eq(auditLog.actorName, 'bob'));
    expect(used).toBeDefined();
  });

  it('turning it off needs the password and a code; recovery codes can be replaced with a code', async () => {
    const { client, recovery } = await userWithTwoFactor('carol');
    const wrongPassword = await client.post('/api/account/two-factor/disable', { password: 'nope-nope', code: recovery[0] });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.field).toBe('password');
    expect((await client.post('/api/account/two-factor/disable', { password: PASSWORD, code: '000000' })).status).toBe(400);
    expect((await client.post('/api/account/two-factor/disable', { password: PASSWORD })).body.field).toBe('code');

    const replaced = await client.post('/api/account/two-factor/recovery-codes', { code: recovery[1] });
    expect(replaced.status).toBe(200);
    expect(replaced.body.recoveryCodes).toHaveLength(10);
    // The old codes are gone.
    expect((await client.post('/api/account/two-factor/disable', { password: PASSWORD, code: recovery[2] })).status).toBe(400);

    const off = await client.post('/api/account/two-factor/disable', { password: PASSWORD, code: replaced.body.recoveryCodes[0] });
    expect(off.status, off.text).toBe(200);
    const [row] = await server.db.select().from(users).where(eq(users.username, 'carol'));
    expect(row).toMatchObject({ totpEnabled: false, totpSecret: null });
    // Signing in asks for no code now.
    const plain = await server.client().post('/api/login', { username: 'carol', password: PASSWORD });
    expect(plain.body.username).toBe('carol');
  });

  it('an admin turns off a colleague’s two-factor sign-in (lost phone): their sessions end, and no code is asked', async () => {
    const { client } = await userWithTwoFactor('dave', 'editor');
    const admin = await server.signedInClient('dave-boss');
    const [dave] = await server.db.select().from(users).where(eq(users.username, 'dave'));
    expect((await client.post(`/api/admin/team/${dave!.id}/two-factor/disable`)).status).toBe(403);
    const off = await admin.post(`/api/admin/team/${dave!.id}/two-factor/disable`);
    expect(off.status, off.text).toBe(200);
    expect(off.body.twoFactorEnabled).toBe(false);
    expect((await client.get('/api/user')).status).toBe(401);
    expect(await server.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, dave!.id))).toEqual([]);
    expect((await server.client().post('/api/login', { username: 'dave', password: PASSWORD })).body.username).toBe('dave');
    const [entry] = await server.db.select().from(auditLog).where(eq(auditLog.entityId, String(dave!.id))).orderBy(auditLog.id);
    expect(entry).toBeDefined();
    expect((await admin.post('/api/admin/team/999999/two-factor/disable')).status).toBe(404);
    const [boss] = await server.db.select().from(users).where(eq(users.username, 'dave-boss'));
    expect((await admin.post(`/api/admin/team/${boss!.id}/two-factor/disable`)).status).toBe(409);
  });
});
