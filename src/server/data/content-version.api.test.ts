/** The content version moves with every public-content write, in its transaction, and only then. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from '../test/test-server';
import { readContentVersion } from './content-version';

const item = { title: 'Vinotéka', description: 'E-shop', imageUrl: '/images/portfolio/wine-shop.svg', category: 'web' };

describe('content version', () => {
  let server: TestServer;
  let admin: TestClient;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.signedInClient();
  });
  afterAll(() => server.close());

  const version = () => readContentVersion(server.db);

  it('moves with each write of posts and portfolio items', async () => {
    let v = await version();
    const expectMoved = async () => {
      const now = await version();
      expect(now).toBeGreaterThan(v);
      v = now;
    };
    const post = await admin.post('/api/admin/blog', { title: 'Verze', content: '<p>Text</p>', slug: 'verze' });
    expect(post.status).toBe(201);
    await expectMoved();
    expect((await admin.put(`/api/admin/blog/${post.body.id}`, { title: 'Verze 2', content: '<p>Text</p>' })).status).toBe(200);
    await expectMoved();
    expect((await admin.patch(`/api/admin/blog/${post.body.id}/publish`, { published: true })).status).toBe(200);
    await expectMoved();
    expect((await admin.delete(`/api/admin/blog/${post.body.id}`)).status).toBe(204);
    await expectMoved();

    const created = await admin.post('/api/admin/portfolio', item);
    expect(created.status).toBe(201);
    await expectMoved();
    expect((await admin.put(`/api/admin/portfolio/${created.body.id}`, { ...item, title: 'Vinotéka 2' })).status).toBe(200);
    await expectMoved();
    expect((await admin.patch(`/api/admin/portfolio/${created.body.id}/featured`, { featured: true })).status).toBe(200);
    await expectMoved();
    expect((await admin.delete(`/api/admin/portfolio/${created.body.id}`)).status).toBe(204);
    await expectMoved();
  });

  it('stays when nothing was written: unknown ids, refused input, a rolled-back write', async () => {
    const v = await version();
    expect((await admin.delete('/api/admin/blog/999999')).status).toBe(404);
    expect((await admin.delete('/api/admin/portfolio/999999')).status).toBe(404);
    expect((await admin.patch('/api/admin/blog/999999/publish', { published: true })).status).toBe(404);
    expect((await admin.post('/api/admin/portfolio', { ...item, projectId: 999999 })).status).toBe(400);
    await admin.post('/api/admin/blog', { title: 'Obsazený', content: '<p>Text</p>', slug: 'obsazeny' });
    const v2 = await version();
    expect(v2).toBe(v + 1);
    // The slug is taken: the transaction ends with a 409 and takes its bump with it.
    expect((await admin.post('/api/admin/blog', { title: 'Jiný', content: '<p>Text</p>', slug: 'obsazeny' })).status).toBe(409);
    expect(await version()).toBe(v2);
  });
});
