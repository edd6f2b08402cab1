import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_MESSAGES } from '@/shared/schemas/blog-post';
import { FIELD_MESSAGES } from '@/shared/schemas/fields';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';
import { expectFieldError, expectNoPasswordHash } from './api-test-helpers';

let server: TestServer;
let admin: TestClient;
let adminId: number;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedInClient();
  adminId = (await admin.get('/api/user')).body.id;
});
afterAll(() => server.close());

describe('POST /api/admin/blog', () => {
  it('creates the spec dashboard post: unpublished, author = signed-in user', async () => {
    const now = new Date().toISOString();
    // docs/product/api.md#blog: title, content, slug, placeholder imageUrl, publishedAt (now), empty translations, published false.
    const res = await admin.post('/api/admin/blog', {
      title: 'Hello World',
      content: '<p>First post</p>',
      slug: 'hello-world',
      imageUrl: 'https://placehold.co/600x400',
      publishedAt: now,
      translations: {},
      published: false,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(Number),
      title: 'Hello World',
      content: '<p>First post</p>',
      slug: 'hello-world',
      imageUrl: 'https://placehold.co/600x400',
      publishedAt: now,
      translations: {},
      authorId: adminId,
      published: false,
    });
    expectNoPasswordHash(res);
    expect((await admin.get(`/api/admin/blog/${res.body.id}`)).body).toEqual(res.body);
  });

  it('derives a slug from the title and makes it unique with -2, -3', async () => {
    const post = (title: string) => admin.post('/api/admin/blog', { title, content: 'Text' });
    const a = await post('Nový web pro pekárnu');
    const b = await post('Nový web pro pekárnu');
    const c = await post('NOVÝ WEB — pro pekárnu!');
    expect([a.body.slug, b.body.slug, c.body.slug]).toEqual(['novy-web-pro-pekarnu', 'novy-web-pro-pekarnu-2', 'novy-web-pro-pekarnu-3']);
    expect((await post('!!!')).body.slug).toBe('post');
    expect(a.body).toMatchObject({ published: false, publishedAt: null, imageUrl: null, translations: {} });
  });

  it('normalises an explicit slug and answers 409 on an explicit duplicate', async () => {
    const first = await admin.post('/api/admin/blog', { title: 'X', content: 'Y', slug: ' Můj Článek ' });
    expect(first.body.slug).toBe('muj-clanek');
    expectFieldError(await admin.post('/api/admin/blog', { title: 'Z', content: 'Y', slug: 'muj-clanek' }), 'slug', BLOG_MESSAGES.slugTaken, 409);
  });

  it('published: true publishes at once and stamps publishedAt', async () => {
    const res = await admin.post('/api/admin/blog', { title: 'Live', content: 'Now', published: true });
    expect(res.body.published).toBe(true);
    expect(Date.parse(res.body.publishedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('keeps translations, drops blank ones and unknown languages', async () => {
    const res = await admin.post('/api/admin/blog', {
      title: 'Post',
      content: '<p>Obsah</p>',
      translations: {
        cs: { title: 'Článek', content: '<p>Česky</p>', description: 'Krátce' },
        en: { title: '', content: '', description: '' },
        de: { title: 'Artikel', content: 'Deutsch' },
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.translations).toEqual({ cs: { title: 'Článek', slug: expect.stringMatching(/^post(-\d+)?$/), content: '<p>Česky</p>', description: 'Krátce' } });
  });

  it('sanitises content and translation HTML', async () => {
    const dirty =
      '<h1>Big</h1><p onclick="steal()">Hi <script>alert(1)</script><strong style="color:red">bold</strong></p>' +
      '<img src="x" onerror="alert(1)"><img src="https://cdn.example.com/a.png" onerror="alert(2)" alt="A">' +
      '<a href="javascript:alert(1)">bad</a><a href="https://lipadigital.cz" target="_self" rel="opener">good</a>' +
      '<iframe src="https://evil.example"></iframe><style>p{}</style>';
    const res = await admin.post('/api/admin/blog', {
      title: 'Dirty',
      content: dirty,
      translations: { en: { title: 'Dirty', content: dirty } },
    });
    expect(res.status).toBe(201);
    for (const html of [res.body.content, res.body.translations.en.content]) {
      expect(html).not.toMatch(/<script|alert\(1\)|onerror|onclick|javascript:|style|iframe|<h1|target="_self"|opener"/i);
      expect(html).toContain('<strong>bold</strong>');
      expect(html).toContain('<img src="https://cdn.example.com/a.png" alt="A" />');
      // External links open in a new tab (the editor's links), never handing over the opener.
      expect(html).toContain('<a target="_blank" rel="noopener noreferrer nofollow" href="https://lipadigital.cz">good</a>');
      expect(html).toContain('<a rel="noopener noreferrer nofollow">bad</a>');
    }
    // Nothing visible left after sanitising: the content counts as missing.
    expectFieldError(await admin.post('/api/admin/blog', { title: 'T', content: '<script>alert(1)</script>' }), 'content', BLOG_MESSAGES.contentRequired);
  });

  it('refuses invalid input naming the field', async () => {
    expectFieldError(await admin.post('/api/admin/blog', { content: 'x' }), 'title', BLOG_MESSAGES.titleRequired);
    expectFieldError(await admin.post('/api/admin/blog', { title: 'x', content: ' ' }), 'content', BLOG_MESSAGES.contentRequired);
    expectFieldError(await admin.post('/api/admin/blog', { title: 'x', content: 'y', imageUrl: 'javascript:alert(1)' }), 'imageUrl', FIELD_MESSAGES.imageUrlInvalid);
    expectFieldError(await admin.post('/api/admin/blog', { title: 'x', content: 'y', published: 'yes' }), 'published', FIELD_MESSAGES.booleanInvalid);
    expectFieldError(await admin.post('/api/admin/blog', { title: 'x', content: 'y', publishedAt: 'yesterday' }), 'publishedAt', FIELD_MESSAGES.dateInvalid);
    expectFieldError(
      await admin.post('/api/admin/blog', { title: 'x', content: 'y', translations: { cs: { title: 'Jen nadpis' } } }),
      'translations.cs.content',
      BLOG_MESSAGES.contentRequired,
    );
    expectFieldError(await admin.post('/api/admin/blog', { title: 'x'.repeat(301), content: 'y' }), 'title', FIELD_MESSAGES.textTooLong);
  });

  it('accepts a long post with both translations (more than the general 100 kB body limit)', async () => {
    const long = '<p>' + 'Dlouhý odstavec textu článku. '.repeat(1500) + '</p>';
    const res = await admin.post('/api/admin/blog', {
      title: 'Long',
      content: long,
      translations: { cs: { title: 'Dlouhý', content: long }, en: { title: 'Long', content: long } },
    });
    expect(res.status).toBe(201);
  });
});

describe('slugs under concurrency', () => {
  it('40 posts created at once with one title all succeed, each with its own slug', async () => {
    const title = 'Souběžný článek';
    const results = await Promise.all(Array.from({ length: 40 }, () => admin.post('/api/admin/blog', { title, content: '<p>Text</p>' })));
    expect(results.map((r) => r.status)).toEqual(Array(40).fill(201));
    const slugs = results.map((r) => r.body.slug as string);
    expect(new Set(slugs).size).toBe(40);
    expect(slugs.every((s) => /^soubezny-clanek(-\d+)?$/.test(s))).toBe(true);
  });

  it('updates that derive one slug at once all succeed, each with its own slug', async () => {
    const created = await Promise.all(
      Array.from({ length: 20 }, (_, i) => admin.post('/api/admin/blog', { title: `Rename ${i}`, content: 'x' })),
    );
    const renamed = await Promise.all(
      created.map((c) => admin.put(`/api/admin/blog/${c.body.id}`, { title: 'Same new title', content: 'x' })),
    );
    expect(renamed.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(renamed.map((r) => r.body.slug)).size).toBe(20);
  });
});

describe('PUT, PATCH publish and DELETE /api/admin/blog/:id', () => {
  it('PUT updates, keeps published state, author and publishedAt when not sent, refreshes updatedAt', async () => {
    const { body: created } = await admin.post('/api/admin/blog', { title: 'Draft', content: 'One', published: true });
    await new Promise((r) => setTimeout(r, 20));
    const res = await admin.put(`/api/admin/blog/${created.id}`, { title: 'Draft 2', content: '<p>Two<script>x</script></p>', slug: created.slug });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: created.id,
      title: 'Draft 2',
      content: '<p>Two</p>',
      slug: created.slug,
      published: true,
      publishedAt: created.publishedAt,
      authorId: adminId,
      createdAt: created.createdAt,
    });
    expect(Date.parse(res.body.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));

    // Own slug is no conflict; another post's explicit slug is.
    const { body: other } = await admin.post('/api/admin/blog', { title: 'Other', content: 'x', slug: 'taken-slug' });
    expect(other.slug).toBe('taken-slug');
    expectFieldError(await admin.put(`/api/admin/blog/${created.id}`, { title: 'a', content: 'b', slug: 'taken-slug' }), 'slug', BLOG_MESSAGES.slugTaken, 409);
    // A blank slug is derived from the (new) title, unique.
    expect((await admin.put(`/api/admin/blog/${created.id}`, { title: 'Taken slug', content: 'b', slug: '' })).body.slug).toBe('taken-slug-2');

    expectFieldError(await admin.put(`/api/admin/blog/${created.id}`, { title: '', content: 'b' }), 'title', BLOG_MESSAGES.titleRequired);
    expect((await admin.put('/api/admin/blog/999999', { title: 'a', content: 'b' })).status).toBe(404);
    expectFieldError(await admin.put('/api/admin/blog/abc', { title: 'a', content: 'b' }), 'id', FIELD_MESSAGES.idInvalid);
  });

  it('PATCH /publish publishes (stamping publishedAt once) and unpublishes', async () => {
    const { body: created } = await admin.post('/api/admin/blog', { title: 'Toggle', content: 'x' });
    expect(created.publishedAt).toBeNull();
    const on = await admin.patch(`/api/admin/blog/${created.id}/publish`, { published: true });
    expect(on.status).toBe(200);
    expect(on.body.published).toBe(true);
    expect(Date.parse(on.body.publishedAt)).toBeGreaterThan(Date.now() - 60_000);
    const off = await admin.patch(`/api/admin/blog/${created.id}/publish`, { published: false });
    expect(off.body).toMatchObject({ published: false, publishedAt: on.body.publishedAt });
    await new Promise((r) => setTimeout(r, 20));
    const again = await admin.patch(`/api/admin/blog/${created.id}/publish`, { published: true });
    expect(again.body.publishedAt).toBe(on.body.publishedAt);

    expectFieldError(await admin.patch(`/api/admin/blog/${created.id}/publish`, { published: 'true' }), 'published', FIELD_MESSAGES.booleanInvalid);
    expectFieldError(await admin.patch(`/api/admin/blog/${created.id}/publish`, {}), 'published', FIELD_MESSAGES.booleanInvalid);
    expect((await admin.patch('/api/admin/blog/999999/publish', { published: true })).status).toBe(404);
    expectFieldError(await admin.patch('/api/admin/blog/1e3/publish', { published: true }), 'id', FIELD_MESSAGES.idInvalid);
  });

  it('DELETE removes a post', async () => {
    const { body: created } = await admin.post('/api/admin/blog', { title: 'Gone', content: 'x' });
    expect((await admin.delete(`/api/admin/blog/${created.id}`)).status).toBe(204);
    expect((await admin.get(`/api/admin/blog/${created.id}`)).status).toBe(404);
    expect((await admin.delete(`/api/admin/blog/${created.id}`)).status).toBe(404);
    expectFieldError(await admin.delete('/api/admin/blog/abc'), 'id', FIELD_MESSAGES.idInvalid);
  });
});

describe('GET /api/admin/blog', () => {
  it('searches title and slug, sorts and pages with X-Total-Count', async () => {
    const fresh = await startTestServer();
    try {
      const a = await fresh.signedInClient();
      await a.post('/api/admin/blog', { title: 'Alfa', content: 'x', slug: 'prvni' });
      await a.post('/api/admin/blog', { title: 'Beta', content: 'x', published: true });
      await a.post('/api/admin/blog', { title: 'Gama', content: 'x' });
      const titles = async (q: string) => {
        const res = await a.get('/api/admin/blog' + q);
        expect(res.status, res.text).toBe(200);
        return [res.body.map((p: { title: string }) => p.title), res.headers.get('x-total-count')];
      };
      expect(await titles('')).toEqual([['Gama', 'Beta', 'Alfa'], '3']);
      expect(await titles('?q=PRVNI')).toEqual([['Alfa'], '1']);
      expect(await titles('?q=gam')).toEqual([['Gama'], '1']);
      expect(await titles('?sort=title')).toEqual([['Alfa', 'Beta', 'Gama'], '3']);
      expect(await titles('?sort=published&dir=desc&limit=1')).toEqual([['Beta'], '3']);
      expect(await titles('?sort=title&dir=desc&offset=1&limit=1')).toEqual([['Beta'], '3']);
      expect((await a.get('/api/admin/blog?dir=sideways')).body.field).toBe('dir');
      // The title sort follows edits: Alfa renamed sorts last; a post left with only its English text sorts by it.
      const [alfa, , gama] = ((await a.get('/api/admin/blog?sort=title')).body as { id: number }[]).map((p) => p.id);
      expect((await a.put(`/api/admin/blog/${alfa}`, { title: 'Omega', content: 'x' })).status).toBe(200);
      const english = { en: { title: 'Aardvark', slug: 'aardvark', content: '<p>x</p>', description: null } };
      expect((await a.put(`/api/admin/blog/${gama}`, { title: 'Aardvark', content: '<p>x</p>', translations: english })).status).toBe(200);
      expect(await titles('?sort=title')).toEqual([['Aardvark', 'Beta', 'Omega'], '3']);
    } finally {
      await fresh.close();
    }
  });
});
