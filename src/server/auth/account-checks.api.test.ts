/**
 * Issue 19, item 3: every code and password check of a signed-in user — two-factor confirm, new recovery codes,
 * two-factor off, change-password — is counted per account and IP (the sign-in numbers, counters of their own):
 * after the limit 429 with Retry-After, and even a right code or password is refused until the window ends.
 */
import { like, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '@/server/db/schema';
import { DEFAULT_RATE_LIMITS } from '@/server/security/rate-limit';
import { startTestServer, type TestClient, type TestResponse, type TestServer } from '@/server/test/test-server';
import { createUser } from '@/server/data/accounts/users';

/** Three wrong attempts per account and address per window (the sign-in setting, here lowered for the test). */
const LIMIT = 3;
const PASSWORD = 'correct-horse';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { rateLimits: { ...DEFAULT_RATE_LIMITS, loginPerAccountAndIp: LIMIT } } });
});
afterAll(() => server.close());

const currentCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 30_000) * 30 });

async function signedIn(username: string): Promise<TestClient> {
  await createUser(server.db, { username, password: PASSWORD, email: `${username}@example.cz`, name: username });
  const client = server.client();
  expect((await client.post('/api/login', { username, password: PASSWORD })).status).toBe(200);
  return client;
}

/** Signed in with two-factor sign-in set up: the client and its recovery codes. */
async function withTwoFactor(username: string): Promise<{ client: TestClient; recovery: string[] }> {
  const client = await signedIn(username);
  const setup = await client.post('/api/account/two-factor/setup');
  const confirmed = await client.post('/api/account/two-factor/confirm', { code: await currentCode(setup.body.secret) });
  expect(confirmed.status, confirmed.text).toBe(200);
  return { client, recovery: confirmed.body.recoveryCodes };
}

function expectRefused(res: TestResponse) {
  expect(res.status, res.text).toBe(429);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(14 * 60);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  expect(res.body.message).toMatch(/^Too many wrong codes or passwords\. Try again in 15 min\.$/);
}

/** The windows of the account-check counters end now (as if 15 minutes had passed). */
async function endWindows() {
  await server.db
    .update(rateLimits)
    .set({ windowStart: sql`${rateLimits.windowStart} - interval '16 minutes'` })
    .where(like(rateLimits.key, 'account-check:%'));
}

/** LIMIT wrong attempts answered 400 (naming the field), then 429 for a wrong and for a right one. */
async function reachLimit(send: (right: boolean) => Promise<TestResponse>, field: string) {
  for (let i = 0; i < LIMIT; i++) {
    const wrong = await send(false);
    expect(wrong.status, wrong.text).toBe(400);
    expect(wrong.body.field).toBe(field);
  }
  expectRefused(await send(false));
  expectRefused(await send(true));
}

describe('code and password checks once signed in are rate-limited per account and IP', () => {
  it('POST /api/account/two-factor/recovery-codes', async () => {
    const { client, recovery } = await withTwoFactor('rc');
    const send = (right: boolean) => client.post('/api/account/two-factor/recovery-codes', { code: right ? recovery[0] : '000000' });
    await reachLimit(send, 'code');
    await endWindows();
    const accepted = await send(true);
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body.recoveryCodes).toHaveLength(10);
  });

  it('POST /api/account/two-factor/disable (a wrong password or a wrong code counts)', async () => {
    const { client, recovery } = await withTwoFactor('off');
    let n = 0;
    const send = (right: boolean) =>
      client.post('/api/account/two-factor/disable', right ? { password: PASSWORD, code: recovery[0] } : { password: PASSWORD, code: `11111${n++}` });
    expect((await client.post('/api/account/two-factor/disable', { password: 'wrong-pass', code: recovery[0] })).body.field).toBe('password');
    for (let i = 1; i < LIMIT; i++) expect((await send(false)).body.field).toBe('code');
    expectRefused(await send(false));
    expectRefused(await send(true));
    await endWindows();
    expect((await send(true)).body).toEqual({ enabled: false });
  });

  it('POST /api/account/two-factor/confirm', async () => {
    const client = await signedIn('confirm');
    const setup = await client.post('/api/account/two-factor/setup');
    const send = async (right: boolean) =>
      client.post('/api/account/two-factor/confirm', { code: right ? await currentCode(setup.body.secret) : '000000' });
    await reachLimit(send, 'code');
    await endWindows();
    expect((await send(true)).status).toBe(200);
  });

  it('POST /api/change-password', async () => {
    const client = await signedIn('pw');
    const send = (right: boolean) =>
      client.post('/api/change-password', { currentPassword: right ? PASSWORD : 'not-my-password', newPassword: 'a-new-password' });
    await reachLimit(send, 'currentPassword');
    await endWindows();
    expect((await send(true)).status).toBe(200);
  });

  it('the counters are the account\'s own: another account on the same address is not limited, and sign-in is unaffected', async () => {
    const other = await signedIn('other');
    const res = await other.post('/api/change-password', { currentPassword: 'not-my-password', newPassword: 'a-new-password' });
    expect(res.status).toBe(400);
    expect((await server.client().post('/api/login', { username: 'pw', password: 'a-new-password' })).status).toBe(200);
  });
});
