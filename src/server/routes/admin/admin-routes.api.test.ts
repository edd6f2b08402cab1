import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@/server/test/test-server';
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
