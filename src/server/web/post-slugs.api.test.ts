/**
 * A post's address in each language (decision 021): per-language slugs written through the admin API (chosen from
 * each language's title, unique per language), the old address of a changed slug answering 301 to the current one in
 * its language (through the page cache), hreflang links and the sitemap pointing at each language's own slug.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_MESSAGES } from '@/shared/schemas/blog-post';
import { expectFieldError } from '../routes/admin/api-test-helpers';
import { sourcePages } from '../test/source-pages';
import { startTestServer, type TestClient, type TestServer } from '../test/test-server';
import { get, links, ORIGIN } from './post-pages-test-helpers';

let server: TestServer;
let staff: TestClient;
beforeAll(async () => {
  server = await startTestServer({ pages: (db) => sourcePages(db, { publicUrl: ORIGIN }) });
  staff = await server.signedInClient('editor', 'editor-pass-1');
});
afterAll(() => server?.close());

const texts = (title: string, slug?: string) => ({ title, content: `<p>${title}</p>`, ...(slug === undefined ? {} : { slug }) });
const bilingual = (cs: string, en: string, slugs: { cs?: string; en?: string } = {}, extra: Record<string, unknown> = {}) =>
  staff.post('/api/admin/blog', { title: cs, content: `<p>${cs}</p>`, published: true, translations: { cs: texts(cs, slugs.cs), en: texts(en, slugs.en) }, ...extra });

describe('per-language slugs in the admin API', () => {
  it("each language's slug comes from its own title; the post's slug is its first language's", async () => {
    const res = await bilingual('Příprava na nový web', 'Preparing for a new website');
    expect(res.status).toBe(201);
    expect(res.body.slug).toBe('priprava-na-novy-web');
    expect(res.body.translations.cs.slug).toBe('priprava-na-novy-web');
    expect(res.body.translations.en.slug).toBe('preparing-for-a-new-website');
    expect((await staff.get(`/api/admin/blog/${res.body.id}`)).body).toEqual(res.body);
    // An English-only post's own slug is its English one.
    const english = await staff.post('/api/admin/blog', { title: 'Only English', content: '<p>x</p>', translations: { en: texts('Only English', ' My English Post ') } });
    expect(english.body).toMatchObject({ slug: 'my-english-post', translations: { en: { slug: 'my-english-post' } } });
  });

  it('slugs are unique per language: a derived one gets a suffix in its language, the other language may share it', async () => {
    const first = await bilingual('Sdílený titulek', 'Shared title');
    const second = await bilingual('Sdílený titulek', 'Shared title');
    expect(second.body.translations.cs.slug).toBe('sdileny-titulek-2');
    expect(second.body.translations.en.slug).toBe('shared-title-2');
    // The Czech slug of one post may be the English slug of another.
    const crossed = await bilingual('Jiný článek', 'Other post', { cs: 'shared-title', en: 'sdileny-titulek' });
    expect(crossed.status).toBe(201);
    expect(crossed.body.translations).toMatchObject({ cs: { slug: 'shared-title' }, en: { slug: 'sdileny-titulek' } });
    expect(first.body.translations.en.slug).toBe('shared-title');
  });

  it('a slug the writer gave that another post uses in that language is a 409 naming its field', async () => {
    await bilingual('Obsazený', 'Taken', { cs: 'obsazeny', en: 'taken' });
    expectFieldError(await bilingual('Nový', 'New', { en: 'taken' }), 'translations.en.slug', BLOG_MESSAGES.slugTaken, 409);
    expectFieldError(await bilingual('Nový', 'New', { cs: 'obsazeny' }), 'translations.cs.slug', BLOG_MESSAGES.slugTaken, 409);
    // The post's own slug gives the first language's.
    expectFieldError(await bilingual('Nový', 'New', {}, { slug: 'obsazeny' }), 'slug', BLOG_MESSAGES.slugTaken, 409);
    // The same post keeps its slugs on an update.
    const own = await bilingual('Vlastní', 'Own', { cs: 'vlastni', en: 'own' });
    const again = await staff.put(`/api/admin/blog/${own.body.id}`, { title: 'Vlastní', content: '<p>x</p>', translations: { cs: texts('Vlastní', 'vlastni'), en: texts('Own', 'own') } });
    expect(again.status).toBe(200);
    expect(again.body.translations).toMatchObject({ cs: { slug: 'vlastni' }, en: { slug: 'own' } });
  });
});

describe('post pages at per-language slugs', () => {
  it('each language answers at its own slug; the other language\'s slug under a prefix answers 301 to it', async () => {
    const post = await bilingual('Stránka o kavárně', 'A page about a cafe', { cs: 'kavarna', en: 'cafe' });
    expect(post.status).toBe(201);
    const cs = await get(server.url, '/blog/kavarna');
    expect(cs.status).toBe(200);
    expect(links(cs.html, 'canonical')).toEqual([`${ORIGIN}/blog/kavarna`]);
    expect(links(cs.html, 'alternate')).toEqual([`cs ${ORIGIN}/blog/kavarna`, `en ${ORIGIN}/en/blog/cafe`, `x-default ${ORIGIN}/blog/kavarna`]);
    const en = await get(server.url, '/en/blog/cafe');
    expect(en.status).toBe(200);
    expect(links(en.html, 'alternate')).toEqual([`cs ${ORIGIN}/blog/kavarna`, `en ${ORIGIN}/en/blog/cafe`, `x-default ${ORIGIN}/blog/kavarna`]);
    expect(en.html).toContain('<title>A page about a cafe | Lipa Digital</title>');
    for (let i = 0; i < 2; i++) {
      expect(await get(server.url, '/en/blog/kavarna')).toMatchObject({ status: 301, headers: { location: '/en/blog/cafe' } });
      expect(await get(server.url, '/blog/cafe')).toMatchObject({ status: 301, headers: { location: '/blog/kavarna' } });
    }
    // An English-preferring visitor of the Czech address reaches the English slug.
    const chosen = await get(server.url, '/blog/kavarna', { 'accept-language': 'en' });
    expect(chosen.status).toBe(302);
    expect(await get(server.url, String(chosen.headers.location))).toMatchObject({ status: 301, headers: { location: '/en/blog/cafe' } });
    // The lists link each language's slug.
    const listed = async (lang: string, title: string) =>
      ((await server.client().get(`/api/blog?lang=${lang}`)).body as { slug: string; title: string }[]).find((p) => p.title === title);
    expect((await listed('cs', 'Stránka o kavárně'))?.slug).toBe('kavarna');
    expect((await listed('en', 'A page about a cafe'))?.slug).toBe('cafe');
    // The English blog's posts (its island's data) carry the English slug.
    const blog = (await get(server.url, '/en/blog')).html;
    expect(blog).toContain('"slug":"cafe"');
    expect(blog).not.toContain('"slug":"kavarna"');
  });

  it('a changed slug answers 301 from the old address to the current one, in each language, also once cached', async () => {
    const post = await bilingual('Starý název', 'Old name', { cs: 'stary-nazev', en: 'old-name' });
    expect((await get(server.url, '/blog/stary-nazev')).status).toBe(200);
    expect((await get(server.url, '/en/blog/old-name')).status).toBe(200);
    const changed = await staff.put(`/api/admin/blog/${post.body.id}`, {
      title: 'Nový název',
      content: '<p>x</p>',
      translations: { cs: texts('Nový název', 'novy-nazev'), en: texts('New name', 'new-name') },
    });
    expect(changed.status).toBe(200);
    for (let i = 0; i < 2; i++) {
      expect(await get(server.url, '/blog/stary-nazev')).toMatchObject({ status: 301, headers: { location: '/blog/novy-nazev' } });
      expect(await get(server.url, '/en/blog/old-name')).toMatchObject({ status: 301, headers: { location: '/en/blog/new-name' } });
    }
    expect((await get(server.url, '/blog/novy-nazev')).status).toBe(200);
    // Changed again: the first old address goes straight to the newest one (no chain).
    await staff.put(`/api/admin/blog/${post.body.id}`, { title: 'Třetí', content: '<p>x</p>', translations: { cs: texts('Třetí', 'treti'), en: texts('New name', 'new-name') } });
    expect(await get(server.url, '/blog/stary-nazev')).toMatchObject({ status: 301, headers: { location: '/blog/treti' } });
    expect(await get(server.url, '/blog/novy-nazev')).toMatchObject({ status: 301, headers: { location: '/blog/treti' } });

    // An old slug taken by a new post: the new post wins.
    const taker = await bilingual('Starý název znovu', 'Old name again', { cs: 'stary-nazev' });
    expect(taker.status).toBe(201);
    const page = await get(server.url, '/blog/stary-nazev');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<title>Starý název znovu | Lipa Digital</title>');
    expect(await get(server.url, '/en/blog/old-name')).toMatchObject({ status: 301, headers: { location: '/en/blog/new-name' } });

    // Deleting the post removes its old addresses.
    expect((await staff.delete(`/api/admin/blog/${post.body.id}`)).status).toBe(204);
    expect((await get(server.url, '/en/blog/old-name')).status).toBe(404);
    expect((await get(server.url, '/blog/novy-nazev')).status).toBe(404);
  });

  it('a post in one language: hreflang for that language only; its old slug answers 301 to its page', async () => {
    const post = await staff.post('/api/admin/blog', { title: 'Jen česky', content: '<p>x</p>', published: true, translations: { cs: texts('Jen česky', 'jen-cesky-puvodni') } });
    await staff.put(`/api/admin/blog/${post.body.id}`, { title: 'Jen česky', content: '<p>x</p>', translations: { cs: texts('Jen česky', 'jen-cesky') } });
    const cs = await get(server.url, '/blog/jen-cesky', { 'accept-language': 'en' });
    expect(cs.status).toBe(200);
    expect(links(cs.html, 'alternate')).toEqual([`cs ${ORIGIN}/blog/jen-cesky`, `x-default ${ORIGIN}/blog/jen-cesky`]);
    expect(await get(server.url, '/blog/jen-cesky-puvodni')).toMatchObject({ status: 301, headers: { location: '/blog/jen-cesky' } });
    expect(await get(server.url, '/en/blog/jen-cesky-puvodni')).toMatchObject({ status: 301, headers: { location: '/blog/jen-cesky' } });
    expect(await get(server.url, '/en/blog/jen-cesky')).toMatchObject({ status: 301, headers: { location: '/blog/jen-cesky' } });
  });

  it("the sitemap lists each language's page at its own slug, with alternates", async () => {
    await bilingual('Mapa webu česky', 'Sitemap in English', { cs: 'mapa-webu', en: 'sitemap-post' });
    const sitemap = (await get(server.url, '/sitemap.xml')).html;
    const alternates =
      `<xhtml:link rel="alternate" hreflang="cs" href="${ORIGIN}/blog/mapa-webu"/>` +
      `<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/en/blog/sitemap-post"/>`;
    expect(sitemap).toMatch(new RegExp(`<url><loc>${ORIGIN}/blog/mapa-webu</loc><lastmod>[0-9-]+</lastmod>${alternates}</url>`));
    expect(sitemap).toMatch(new RegExp(`<url><loc>${ORIGIN}/en/blog/sitemap-post</loc><lastmod>[0-9-]+</lastmod>${alternates}</url>`));
    expect(sitemap).not.toContain(`${ORIGIN}/en/blog/mapa-webu`);
  });
});
