/** Addresses that a browser would read as another site or as a script are refused by the routes: 400 naming the field. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from '@/shared/schemas/fields';
import { contentFingerprint } from '../security/content-fingerprint';
import { startTestServer, type TestClient, type TestResponse, type TestServer } from '../test/test-server';

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedInClient('address-admin');
});
afterAll(() => server.close());

function expectRefused(res: TestResponse, field: string, message: string): void {
  expect(res.status, res.text).toBe(400);
  expect(res.body.field).toBe(field);
  expect(res.body.fields?.[field]).toBe(message);
}

const SCRIPT_LINKS = ['java\tscript:alert(1)', '\x01javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'java\nscript:alert(1)', '\x7fjavascript:alert(1)'];
const FOREIGN_IMAGES = ['/\\evil.example/x.png', '/\t/evil.example/x.png', '\\\\evil.example/x.png', '//evil.example/x.png'];

describe('client website and contract link', () => {
  const base = { name: 'Pekárna Novák', email: 'info@pekarna.cz' };

  it.each(SCRIPT_LINKS)('refuses %j as website and as contract link, storing nothing', async (link) => {
    const before = await contentFingerprint(server.db);
    expectRefused(await admin.post('/api/admin/clients', { ...base, website: link }), 'website', FIELD_MESSAGES.webAddressInvalid);
    expectRefused(await admin.post('/api/admin/clients', { ...base, contractUrl: link }), 'contractUrl', FIELD_MESSAGES.webAddressInvalid);
    expect(await contentFingerprint(server.db)).toEqual(before);
  });

  it('refuses them on update too, and keeps accepting an address typed without a scheme', async () => {
    const created = await admin.post('/api/admin/clients', { ...base, website: 'pekarna.cz', contractUrl: 'https://drive.example.com/d/1' });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({ website: 'pekarna.cz', contractUrl: 'https://drive.example.com/d/1' });
    const res = await admin.put(`/api/admin/clients/${created.body.id}`, { ...base, website: 'java\tscript:alert(1)' });
    expectRefused(res, 'website', FIELD_MESSAGES.webAddressInvalid);
    expect((await admin.get(`/api/admin/clients/${created.body.id}`)).body.website).toBe('pekarna.cz');
  });
});

describe('blog and portfolio images, portfolio link', () => {
  const post = { title: 'Nový web', content: '<p>Text</p>' };
  const item = { title: 'E-shop', description: 'Popis', category: 'web' };

  it.each(FOREIGN_IMAGES)('refuses the image %j', async (imageUrl) => {
    expectRefused(await admin.post('/api/admin/blog', { ...post, imageUrl }), 'imageUrl', FIELD_MESSAGES.imageUrlInvalid);
    expectRefused(await admin.post('/api/admin/portfolio', { ...item, imageUrl }), 'imageUrl', FIELD_MESSAGES.imageUrlInvalid);
  });

  it.each(SCRIPT_LINKS)('refuses the portfolio link %j', async (link) => {
    const res = await admin.post('/api/admin/portfolio', { ...item, imageUrl: '/images/portfolio/a.svg', link });
    expectRefused(res, 'link', FIELD_MESSAGES.webAddressInvalid);
  });

  it('accepts a site path and an https image', async () => {
    expect((await admin.post('/api/admin/portfolio', { ...item, imageUrl: '/images/portfolio/a.svg' })).status).toBe(201);
    expect((await admin.post('/api/admin/blog', { ...post, imageUrl: 'https://cdn.example.com/a.png' })).status).toBe(201);
  });
});
