import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, messages } from '@/server/db/schema';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedInClient();
});
afterAll(() => server.close());

describe('admin reads', () => {
  it('GET /stats counts what is in the database', async () => {
    await server.db.insert(clients).values([{ name: 'A', email: 'a@a.cz' }, { name: 'B', email: 'b@b.cz' }]);
    const res = await admin.get('/api/admin/stats');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ totalClients: 2, activeProjects: 0, totalBlogPosts: 0, totalPortfolioItems: 0, unreadMessages: 0 });
  });

  it('GET /clients lists clients with schema defaults; GET /clients/:id finds one or 404s', async () => {
    const list = await admin.get('/api/admin/clients');
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(2);
    const first = list.body[0];
    expect(first).toMatchObject({ currentStatus: 'lead', paymentStatus: 'not_paid', oneTimePrice: 0, monthlyPrice: 0 });
    expect((await admin.get(`/api/admin/clients/${first.id}`)).body.id).toBe(first.id);
    expect((await admin.get('/api/admin/clients/999999')).status).toBe(404);
    const bad = await admin.get('/api/admin/clients/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('id');
  });

  it('lists projects, blog posts and portfolio items', async () => {
    for (const path of ['/projects', '/blog', '/portfolio']) {
      const res = await admin.get('/api/admin' + path);
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body)).toBe(true);
    }
  });

  it('messages: list, mark read/unread, delete; bad status and unknown ids are refused', async () => {
    const [row] = await server.db
      .insert(messages)
      .values({ name: 'Jana', email: 'jana@example.cz', message: 'Potřebujeme nový web.' })
      .returning();
    const id = row!.id;
    const list = await admin.get('/api/admin/messages');
    expect(list.body.map((m: { id: number }) => m.id)).toContain(id);
    expect(list.body.find((m: { id: number }) => m.id === id).status).toBe('unread');

    const read = await admin.patch(`/api/admin/messages/${id}`, { status: 'read' });
    expect(read.status).toBe(200);
    expect(read.body.status).toBe('read');
    expect((await admin.patch(`/api/admin/messages/${id}`, { status: 'unread' })).body.status).toBe('unread');

    const bad = await admin.patch(`/api/admin/messages/${id}`, { status: 'archived' });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('status');
    expect((await admin.patch('/api/admin/messages/999999', { status: 'read' })).status).toBe(404);

    expect((await admin.delete(`/api/admin/messages/${id}`)).status).toBe(204);
    expect((await admin.delete(`/api/admin/messages/${id}`)).status).toBe(404);
  });

  it('GET /stats counts unread messages, and follows marking them read', async () => {
    const before = (await admin.get('/api/admin/stats')).body.unreadMessages as number;
    const rows = await server.db
      .insert(messages)
      .values([
        { name: 'Petr', email: 'petr@example.cz', message: 'Máte volnou kapacitu na e-shop?' },
        { name: 'Olga', email: 'olga@example.cz', message: 'Prosím o nabídku na logo.', status: 'read' },
      ])
      .returning();
    expect((await admin.get('/api/admin/stats')).body.unreadMessages).toBe(before + 1);
    await admin.patch(`/api/admin/messages/${rows[0]!.id}`, { status: 'read' });
    expect((await admin.get('/api/admin/stats')).body.unreadMessages).toBe(before);
  });
});
