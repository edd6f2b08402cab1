import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from '@/shared/schemas/fields';
import { PORTFOLIO_MESSAGES } from '@/shared/schemas/portfolio-item';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';
import { expectFieldError, expectNoPasswordHash } from './api-test-helpers';

let server: TestServer;
let admin: TestClient;
let projectId: number;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedInClient();
  const clientId = (await admin.post('/api/admin/clients', { name: 'Vinotéka', email: 'v@v.cz' })).body.id;
  projectId = (await admin.post('/api/admin/projects', { clientId, name: 'Eshop', description: 'Víno' })).body.id;
});
afterAll(() => server.close());

const item = {
  title: 'Vinotéka U Sklípku',
  description: 'E-shop s vínem',
  imageUrl: '/images/portfolio/wine-shop.svg',
  category: 'web',
  link: 'https://example.com/vinoteka',
};

describe('POST /api/admin/portfolio', () => {
  it('creates an item (featured false by default, blanks null)', async () => {
    const res = await admin.post('/api/admin/portfolio', { ...item, projectId: String(projectId), extra: 'dropped' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ...item, id: expect.any(Number), projectId, featured: false, createdAt: expect.any(String) });
    expect(res.body).not.toHaveProperty('extra');
    expectNoPasswordHash(res);
    const plain = await admin.post('/api/admin/portfolio', { ...item, link: '', projectId: null, featured: true });
    expect(plain.body).toMatchObject({ link: null, projectId: null, featured: true });
    expect((await admin.get(`/api/admin/portfolio/${plain.body.id}`)).body).toEqual(plain.body);
  });

  it('refuses invalid input naming the field', async () => {
    expectFieldError(await admin.post('/api/admin/portfolio', { ...item, title: '' }), 'title', PORTFOLIO_MESSAGES.titleRequired);
    expectFieldError(await admin.post('/api/admin/portfolio', { ...item, description: undefined }), 'description', PORTFOLIO_MESSAGES.descriptionRequired);
    expectFieldError(await admin.post('/api/admin/portfolio', { ...item, imageUrl: '' }), 'imageUrl', PORTFOLIO_MESSAGES.imageUrlRequired);
    expectFieldError(await admin.post('/api/admin/portfolio', { ...item, imageUrl: 'javascript:alert(1)' }), 'imageUrl', FIELD_MESSAGES.imageUrlInvalid);
    expectFieldError(await admin.post('/api/admin/portfolio', { ...item, category: 'print' }), 'category', PORTFOLIO_MESSAGES.categoryInvalid);
    expectFieldError(await admin.post('/api/admin/portfolio', { ...item, link: 'ftp://example.com' }), 'link', FIELD_MESSAGES.webAddressInvalid);
    expectFieldError(await admin.post('/api/admin/portfolio', { ...item, link: 'javascript:alert(1)' }), 'link', FIELD_MESSAGES.webAddressInvalid);
    expectFieldError(await admin.post('/api/admin/portfolio', { ...item, projectId: 999999 }), 'projectId', PORTFOLIO_MESSAGES.projectNotFound);
    expectFieldError(await admin.post('/api/admin/portfolio', { ...item, projectId: 'abc' }), 'projectId', FIELD_MESSAGES.idInvalid);
    expectFieldError(await admin.post('/api/admin/portfolio', { ...item, featured: 1 }), 'featured', FIELD_MESSAGES.booleanInvalid);
    // The texts per language: the Czech ones given there are checked there (the top-level ones are then not read).
    const cs = { title: 'Vinotéka', description: 'E-shop' };
    expectFieldError(await admin.post('/api/admin/portfolio', { ...item, translations: { cs: { ...cs, title: ' ' } } }), 'translations.cs.title', PORTFOLIO_MESSAGES.titleRequired);
    expectFieldError(await admin.post('/api/admin/portfolio', { ...item, translations: { cs: { title: 'X' } } }), 'translations.cs.description', PORTFOLIO_MESSAGES.descriptionRequired);
    expectFieldError(await admin.post('/api/admin/portfolio', { ...item, translations: { cs, en: { title: 5 } } }), 'translations.en.title', FIELD_MESSAGES.textInvalid);
    expectFieldError(await admin.post('/api/admin/portfolio', { ...item, translations: { cs, en: { challenge: 'x'.repeat(2001) } } }), 'translations.en.challenge', FIELD_MESSAGES.textTooLong);
    expect((await admin.post('/api/admin/portfolio', { ...item, translations: 'cs' })).body.field).toBe('translations');
  });

  it('takes the Czech texts from translations.cs before the top-level title and description', async () => {
    const res = await admin.post('/api/admin/portfolio', { ...item, title: '', translations: { cs: { title: 'Vinotéka', description: 'E-shop', challenge: 'Výzva' } } });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Vinotéka',
      description: 'E-shop',
      translations: { cs: { title: 'Vinotéka', description: 'E-shop', challenge: 'Výzva', solution: '' }, en: { title: '', description: '', challenge: '', solution: '' } },
    });
  });
});

describe('PUT, PATCH featured and DELETE /api/admin/portfolio/:id', () => {
  it('PUT replaces fields and keeps featured when not sent', async () => {
    const { body: created } = await admin.post('/api/admin/portfolio', { ...item, featured: true, projectId });
    const res = await admin.put(`/api/admin/portfolio/${created.id}`, { title: 'Nový', description: 'Popis', imageUrl: 'https://cdn.example.com/a.png', category: 'design' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: created.id,
      title: 'Nový',
      category: 'design',
      imageUrl: 'https://cdn.example.com/a.png',
      link: null,
      projectId: null,
      featured: true,
      createdAt: created.createdAt,
    });
    expect((await admin.put(`/api/admin/portfolio/${created.id}`, { ...item, featured: false })).body.featured).toBe(false);
    expectFieldError(await admin.put(`/api/admin/portfolio/${created.id}`, { ...item, category: '' }), 'category', PORTFOLIO_MESSAGES.categoryInvalid);
    expectFieldError(await admin.put(`/api/admin/portfolio/${created.id}`, { ...item, projectId: 999999 }), 'projectId', PORTFOLIO_MESSAGES.projectNotFound);
    expect((await admin.put('/api/admin/portfolio/999999', item)).status).toBe(404);
    expectFieldError(await admin.put('/api/admin/portfolio/abc', item), 'id', FIELD_MESSAGES.idInvalid);
  });

  it('PATCH /featured toggles the star', async () => {
    const { body: created } = await admin.post('/api/admin/portfolio', item);
    const on = await admin.patch(`/api/admin/portfolio/${created.id}/featured`, { featured: true });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ id: created.id, featured: true, title: item.title });
    expect((await admin.patch(`/api/admin/portfolio/${created.id}/featured`, { featured: false })).body.featured).toBe(false);
    expectFieldError(await admin.patch(`/api/admin/portfolio/${created.id}/featured`, { featured: 'yes' }), 'featured', FIELD_MESSAGES.booleanInvalid);
    expect((await admin.patch('/api/admin/portfolio/999999/featured', { featured: true })).status).toBe(404);
    expectFieldError(await admin.patch('/api/admin/portfolio/0/featured', { featured: true }), 'id', FIELD_MESSAGES.idInvalid);
  });

  it('DELETE removes an item', async () => {
    const { body: created } = await admin.post('/api/admin/portfolio', item);
    expect((await admin.delete(`/api/admin/portfolio/${created.id}`)).status).toBe(204);
    expect((await admin.get(`/api/admin/portfolio/${created.id}`)).status).toBe(404);
    expect((await admin.delete(`/api/admin/portfolio/${created.id}`)).status).toBe(404);
    expectFieldError(await admin.delete('/api/admin/portfolio/abc'), 'id', FIELD_MESSAGES.idInvalid);
  });
});

describe('GET /api/admin/portfolio', () => {
  it('searches title, description, category; sorts and pages with X-Total-Count', async () => {
    const fresh = await startTestServer();
    try {
      const a = await fresh.signedInClient();
      await a.post('/api/admin/portfolio', { ...item, title: 'Pekárna', description: 'Objednávky dortů', category: 'web' });
      await a.post('/api/admin/portfolio', { ...item, title: 'Fotograf', description: 'Galerie', category: 'design', featured: true });
      await a.post('/api/admin/portfolio', { ...item, title: 'Móda', description: 'Instagram', category: 'social' });
      const titles = async (q: string) => {
        const res = await a.get('/api/admin/portfolio' + q);
        expect(res.status, res.text).toBe(200);
        return [res.body.map((p: { title: string }) => p.title), res.headers.get('x-total-count')];
      };
      expect(await titles('')).toEqual([['Móda', 'Fotograf', 'Pekárna'], '3']);
      expect(await titles('?q=GALER')).toEqual([['Fotograf'], '1']);
      expect(await titles('?q=social')).toEqual([['Móda'], '1']);
      expect(await titles('?q=pek')).toEqual([['Pekárna'], '1']);
      expect(await titles('?sort=category')).toEqual([['Fotograf', 'Móda', 'Pekárna'], '3']);
      expect(await titles('?sort=featured&dir=desc&limit=1')).toEqual([['Fotograf'], '3']);
      expect(await titles('?sort=title&limit=1&offset=2')).toEqual([['Pekárna'], '3']);
      expect((await a.get('/api/admin/portfolio?limit=-3')).body.field).toBe('limit');
    } finally {
      await fresh.close();
    }
  });
});
