import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rolesForAdminPath } from '@/shared/access';
import { USER_ROLES } from '@/shared/constants';
import { createUser } from '@/server/data/accounts/users';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';
import { adminRouteTable } from './admin-routes';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Fills route parameters with a plausible value. */
const concrete = (path: string) => '/api/admin' + path.replace(/:[a-zA-Z]+/g, '1');

describe('every /api/admin route', () => {
  const table = adminRouteTable(null as never);

  it('has routes to walk', () => {
    expect(table.length).toBeGreaterThanOrEqual(8);
  });

  it.each(table.map((r) => [r.method.toUpperCase(), r.path] as const))('%s %s answers 401 without a session', async (method, path) => {
    const res = await server.client().request(method, concrete(path), method === 'GET' || method === 'DELETE' ? undefined : {});
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Not signed in');
  });

  // Every route of the table, walked for each role: never 401 or 403 where the access table allows the role, exactly
  // 403 where it does not (a route added later is walked here too, and is admins-only until the table says more).
  describe.each(USER_ROLES.map((role) => [role] as const))('signed in as %s', (role) => {
    let client: TestClient;
    beforeAll(async () => {
      const username = `walk-${role}`;
      await createUser(server.db, { username, password: 'correct-horse', email: `${username}@example.cz`, name: username, role });
      client = server.client();
      expect((await client.post('/api/login', { username, password: 'correct-horse' })).status).toBe(200);
    });

    it.each(table.map((r) => [r.method.toUpperCase(), r.path] as const))('%s %s', async (method, path) => {
      const res = await client.request(method, concrete(path), method === 'GET' || method === 'DELETE' ? undefined : {});
      if (rolesForAdminPath(path).includes(role)) {
        expect([401, 403], `${method} ${path}: ${res.text}`).not.toContain(res.status);
      } else {
        expect(res.status, `${method} ${path}: ${res.text}`).toBe(403);
        expect(res.body.message).toBe('Your role does not allow this');
      }
    });
  });

  it('an editor is refused the admin areas and reads the dashboard totals', async () => {
    await createUser(server.db, { username: 'ed-check', password: 'correct-horse', email: 'ed@example.cz', name: 'Ed', role: 'editor' });
    const editor = server.client();
    await editor.post('/api/login', { username: 'ed-check', password: 'correct-horse' });
    for (const path of ['/clients', '/projects', '/accounting', '/messages', '/team']) {
      expect((await editor.get(`/api/admin${path}`)).status, path).toBe(403);
    }
    expect((await editor.post('/api/admin/clients', { name: 'X', email: 'x@example.cz' })).status).toBe(403);
    const stats = await editor.get('/api/admin/stats');
    expect(stats.status).toBe(200);
    expect(stats.body).toMatchObject({ totalBlogPosts: expect.any(Number), unreadMessages: 0 });
    expect((await editor.get('/api/admin/blog')).status).toBe(200);
    expect((await editor.get('/api/admin/portfolio')).status).toBe(200);
    // /api/register creates admins: an editor may not use it.
    const register = await editor.post('/api/register', { username: 'sneaky', password: 'correct-horse', email: 's@example.cz', name: 'S' });
    expect(register.status).toBe(403);
  });

  it('unknown admin paths answer 401 too when signed out, and 404 when signed in', async () => {
    expect((await server.client().get('/api/admin/no-such-thing')).status).toBe(401);
    const admin = await server.signedInClient();
    expect((await admin.get('/api/admin/no-such-thing')).status).toBe(404);
  });

  it('a session cookie that was never issued is not accepted', async () => {
    const forged = server.client();
    forged.cookies.set('sid', 's%3Aforged.c2lnbmF0dXJl');
    expect((await forged.get('/api/admin/stats')).status).toBe(401);
  });
});
