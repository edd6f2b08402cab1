import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from '../test/test-server';
import { expectNoPasswordHash } from './admin/api-test-helpers';

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedInClient('editor', 'editor-pass-1');
});
afterAll(() => server.close());

describe('GET /api/blog (public)', () => {
  it('shows only published posts, newest first, in the requested language, without signing in', async () => {
    await admin.post('/api/admin/blog', {
      title: 'Older post',
      content: '<p>Older content</p>',
      published: true,
      publishedAt: '2025-01-10T09:00:00Z',
      imageUrl: '/images/blog/older.svg',
      translations: {
        cs: { title: 'Starší článek', content: '<p>Starší obsah</p>', description: 'Krátký popis' },
        en: { title: 'Older post (EN)', content: '<p>Older content (EN)</p>' },
      },
    });
    await admin.post('/api/admin/blog', {
      title: 'Newer post',
      content: '<p>' + 'Only in one language. '.repeat(20) + '</p>',
      published: true,
      publishedAt: '2025-02-10T09:00:00Z',
    });
    await admin.post('/api/admin/blog', { title: 'Draft', content: '<p>Secret draft</p>' });
    const unpublished = await admin.post('/api/admin/blog', { title: 'Withdrawn', content: 'x', published: true });
    await admin.patch(`/api/admin/blog/${unpublished.body.id}/publish`, { published: false });

    const anonymous = server.client();
    const cs = await anonymous.get('/api/blog?lang=cs');
    expect(cs.status).toBe(200);
    expectNoPasswordHash(cs);
    expect(cs.text).not.toContain('Secret draft');
    expect(cs.body.map((p: { slug: string }) => p.slug)).toEqual(['newer-post', 'older-post']);
    expect(cs.body[1]).toEqual({
      id: expect.stringMatching(/^post-\d+$/),
      title: 'Starší článek',
      slug: 'older-post',
      description: 'Krátký popis',
      content: '<p>Starší obsah</p>',
      author: 'Admin editor',
      category: 'Z agentury',
      tags: [],
      imageUrl: '/images/blog/older.svg',
      publishedAt: '2025-01-10T09:00:00.000Z',
    });
    // No Czech translation: the post's own title and content; the description is an excerpt of the content.
    expect(cs.body[0]).toMatchObject({ title: 'Newer post', imageUrl: '/images/blog/agency-news.svg' });
    expect(cs.body[0].description.length).toBeLessThanOrEqual(160);
    expect(cs.body[0].description).toMatch(/^Only in one language\. .*…$/);

    const en = await anonymous.get('/api/blog?lang=en');
    expect(en.body[1]).toMatchObject({ title: 'Older post (EN)', content: '<p>Older content (EN)</p>', description: 'Older content (EN)' });

    // Czech is the default; an unknown language is a 400 naming lang.
    expect((await anonymous.get('/api/blog')).body[1].title).toBe('Starší článek');
    const bad = await anonymous.get('/api/blog?lang=de');
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('lang');
  });
});

describe('GET /api/portfolio/featured (public)', () => {
  it('lists only featured items, without signing in', async () => {
    const base = { description: 'Popis', imageUrl: '/images/portfolio/a.svg', category: 'web' };
    await admin.post('/api/admin/portfolio', { ...base, title: 'Featured one', featured: true, link: 'https://example.com' });
    await admin.post('/api/admin/portfolio', { ...base, title: 'Not featured' });
    const res = await server.client().get('/api/portfolio/featured');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: expect.any(Number),
        title: 'Featured one',
        description: 'Popis',
        imageUrl: '/images/portfolio/a.svg',
        category: 'web',
        link: 'https://example.com',
        // Issue 11: the texts in both languages, the story, filter services, order, and the library image (none here).
        translations: {
          cs: { title: 'Featured one', description: 'Popis', challenge: '', solution: '' },
          en: { title: '', description: '', challenge: '', solution: '' },
        },
        services: ['web'],
        position: expect.any(Number),
        image: null,
        createdAt: expect.any(String),
      },
    ]);
  });
});
