/**
 * Issue 20: the back-office language a staff member picks is stored on their user (PATCH /api/account/language),
 * answered by GET /api/user and the sign-in, so that it follows them to any device; bad input is a 400 naming
 * `language`.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema';
import { expectFieldError } from '../routes/admin/api-test-helpers';
import { startTestServer, type TestClient, type TestServer } from '../test/test-server';

let server: TestServer;
let staff: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  staff = await server.signedInClient('polyglot', 'polyglot-pass');
});
afterAll(() => server.close());

describe('back-office language per user', () => {
  it('is null until picked; the pick is answered by GET /api/user at once and by a sign-in on another device', async () => {
    expect((await staff.get('/api/user')).body).toMatchObject({ username: 'polyglot', language: null });
    const res = await staff.patch('/api/account/language', { language: 'en' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ language: 'en' });
    expect((await staff.get('/api/user')).body.language).toBe('en');
    const [row] = await server.db.select({ language: users.language }).from(users).where(eq(users.username, 'polyglot'));
    expect(row!.language).toBe('en');

    const otherDevice = server.client();
    const signIn = await otherDevice.post('/api/login', { username: 'polyglot', password: 'polyglot-pass' });
    expect(signIn.status, signIn.text).toBe(200);
    expect(signIn.body.language).toBe('en');
    expect((await otherDevice.patch('/api/account/language', { language: 'cs' })).status).toBe(200);
    expect((await staff.get('/api/user')).body.language).toBe('cs');
  });

  it('refuses anything but cs or en naming `language`, and changes nothing; signed out is 401', async () => {
    for (const body of [{ language: 'de' }, { language: '' }, { language: null }, {}, { language: ['cs'] }]) {
      expectFieldError(await staff.patch('/api/account/language', body), 'language', 'Must be one of: cs, en');
    }
    expect((await staff.get('/api/user')).body.language).toBe('cs');
    expect((await server.client().patch('/api/account/language', { language: 'en' })).status).toBe(401);
  });

  it('another user keeps their own language', async () => {
    const colleague = await server.signedInClient();
    expect((await colleague.get('/api/user')).body.language).toBeNull();
  });
});
