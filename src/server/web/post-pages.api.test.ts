/**
 * Every post has its own page (issue 11): /blog/<slug> and /en/blog/<slug> rendered by the real server entry, through
 * the page cache, in the languages the post is written in; the sitemap lists them. Previews and scheduling:
 * post-page-previews.api.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourcePages } from '../test/source-pages';
import { startTestServer, type TestClient, type TestServer } from '../test/test-server';
import { get, jsonLd, links, ORIGIN, SAMPLE } from './post-pages-test-helpers';

let server: TestServer;
let staff: TestClient;
beforeAll(async () => {
  server = await startTestServer({ initialContent: true, pages: (db) => sourcePages(db, { publicUrl: ORIGIN }) });
  staff = await server.signedInClient('editor', 'editor-pass-1');
});
afterAll(() => server?.close());

describe('post pages', () => {
  it('a sample post has its own page in Czech and English: title, canonical, hreflang, social image, JSON-LD, breadcrumb', async () => {
    const cs = await get(server.url, `/blog/${SAMPLE}`);
    expect(cs.status).toBe(200);
    expect(cs.html).toContain('<title>Místní SEO');
    expect(links(cs.html, 'canonical')).toEqual([`${ORIGIN}/blog/${SAMPLE}`]);
    expect(links(cs.html, 'alternate')).toEqual([
      `cs ${ORIGIN}/blog/${SAMPLE}`,
      `en ${ORIGIN}/en/blog/${SAMPLE}`,
      `x-default ${ORIGIN}/blog/${SAMPLE}`,
    ]);
    expect(cs.html).toContain(`<meta property="og:image" content="${ORIGIN}/images/blog/${SAMPLE}.svg" />`);
    expect(cs.html).toContain(`<meta name="twitter:image" content="${ORIGIN}/images/blog/${SAMPLE}.svg" />`);
    expect(cs.html).toContain('<meta property="og:type" content="article" />');
    expect(cs.html).toContain('8. září 2026'); // the Czech date order
    expect(cs.html).toMatch(/\d+ min čtení/);
    const data = jsonLd(cs.html);
    expect(data.BlogPosting).toMatchObject({
      headline: expect.stringMatching(/^Místní SEO/),
      datePublished: '2026-09-08',
      author: { '@type': 'Person', name: 'Martin Dvořák' },
      image: `${ORIGIN}/images/blog/${SAMPLE}.svg`,
      url: `${ORIGIN}/blog/${SAMPLE}`,
      inLanguage: 'cs',
    });
    expect(data.BreadcrumbList).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Domů', item: `${ORIGIN}/` },
        { position: 2, name: 'Blog', item: `${ORIGIN}/blog` },
        { position: 3, item: `${ORIGIN}/blog/${SAMPLE}` },
      ],
    });
    expect(cs.html).toMatch(/<nav aria-label="Drobečková navigace">.*href="\/".*href="\/blog".*aria-current="page"/s);
    // Newest first: the previous post is the older one, the next the newer one.
    expect(cs.html).toContain('href="/blog/consistent-brand-identity" rel="prev"');
    expect(cs.html).toContain('href="/blog/preparing-for-a-new-website" rel="next"');

    const en = await get(server.url, `/en/blog/${SAMPLE}`);
    expect(en.status).toBe(200);
    expect(en.html).toContain('<title>Local SEO: how customers find you on Google in your town | Lipa Digital</title>');
    expect(links(en.html, 'canonical')).toEqual([`${ORIGIN}/en/blog/${SAMPLE}`]);
    expect(en.html).toContain('September 8, 2026');
    expect(en.html).toMatch(/\d+ min read/);
    expect(jsonLd(en.html).BlogPosting).toMatchObject({ inLanguage: 'en', url: `${ORIGIN}/en/blog/${SAMPLE}` });
    expect(en.html).toContain('href="/en/blog/consistent-brand-identity" rel="prev"');
    // Only the header island: the post page ships no JavaScript of its own.
    const islands = /<script id="page-islands" type="application\/json">(.*?)<\/script>/s.exec(en.html)?.[1];
    expect((JSON.parse(islands!) as { islands: { name: string }[] }).islands.map((i) => i.name)).toEqual(['site-header']);
  });

  it('a post from the back office: hreflang for the languages it is written in; sanitised HTML, external links noopener', async () => {
    const created = await staff.post('/api/admin/blog', {
      title: 'Only English',
      content: '<p>Base</p>',
      published: true,
      publishedAt: '2026-01-15T09:00:00Z',
      imageUrl: 'https://cdn.example.org/cover.jpg',
      translations: {
        en: {
          title: 'A post in English only',
          description: 'Written in English',
          content: '<p>Read <a href="https://example.org" target="_blank">this</a><script>alert(1)</script></p>',
        },
      },
    });
    expect(created.status).toBe(201);
    const slug = created.body.slug as string;
    const en = await get(server.url, `/en/blog/${slug}`);
    expect(en.status).toBe(200);
    expect(en.html).toContain('<title>A post in English only | Lipa Digital</title>');
    expect(en.html).toContain('<meta name="description" content="Written in English" />');
    expect(links(en.html, 'alternate')).toEqual([`en ${ORIGIN}/en/blog/${slug}`, `x-default ${ORIGIN}/en/blog/${slug}`]);
    expect(en.html).toContain('<meta property="og:image" content="https://cdn.example.org/cover.jpg" />');
    expect(jsonLd(en.html).BlogPosting).toMatchObject({
      author: { name: 'Admin editor' },
      datePublished: '2026-01-15T09:00:00.000Z',
      image: 'https://cdn.example.org/cover.jpg',
    });
    expect(en.html).toContain('<a target="_blank" rel="noopener noreferrer nofollow" href="https://example.org">this</a>');
    expect(en.html).not.toContain('alert(1)');
    // Not written in Czech: its Czech address answers 301 to the English page (issue 20 point 4; it was a 404).
    const cs = await get(server.url, `/blog/${slug}`);
    expect(cs.status).toBe(301);
    expect(cs.headers.location).toBe(`/en/blog/${slug}`);
  });

  it('a post written only in Czech is served at its Czech address to everyone, English browsers included, with a note in English', async () => {
    const created = await staff.post('/api/admin/blog', {
      title: 'Jen česky',
      content: '<p>Základ</p>',
      published: true,
      publishedAt: '2026-02-01T09:00:00Z',
      translations: { cs: { title: 'Článek jen v češtině', content: '<p>Český text článku</p>' } },
    });
    expect(created.status).toBe(201);
    const slug = created.body.slug as string;
    const english = { 'accept-language': 'en-US,en;q=0.9' };
    // Twice each: the first renders, the second is answered from the cache (before the Express stack).
    for (let i = 0; i < 2; i++) {
      for (const headers of [english, { cookie: 'lang=en' }, {}, { 'accept-language': 'cs' }] as Record<string, string>[]) {
        const page = await get(server.url, `/blog/${slug}`, headers);
        expect(page.status, JSON.stringify(headers)).toBe(200);
        expect(page.html).toContain('<html lang="cs">');
        expect(page.html).toContain('<title>Článek jen v češtině | Lipa Digital</title>');
        expect(page.html).toContain('Český text článku');
        expect(page.html).toMatch(/<p lang="en"[^>]*>This article is available in Czech only\.<\/p>/);
        expect(links(page.html, 'canonical')).toEqual([`${ORIGIN}/blog/${slug}`]);
        expect(links(page.html, 'alternate')).toEqual([`cs ${ORIGIN}/blog/${slug}`, `x-default ${ORIGIN}/blog/${slug}`]);
      }
      // Its English address (a link shared in English, the language menu) answers 301 to the Czech one.
      for (const headers of [english, {}] as Record<string, string>[]) {
        const moved = await get(server.url, `/en/blog/${slug}`, headers);
        expect(moved.status).toBe(301);
        expect(moved.headers.location).toBe(`/blog/${slug}`);
      }
    }
    // Not on the English blog: it has no English version.
    expect((await get(server.url, '/en/blog')).html).not.toContain(`/blog/${slug}"`);

    // A post in both languages keeps the language redirect, and no note.
    const sample = await get(server.url, `/blog/${SAMPLE}`, english);
    expect(sample.status).toBe(302);
    expect(sample.headers.location).toBe(`/en/blog/${SAMPLE}`);
    expect((await get(server.url, `/blog/${SAMPLE}`)).html).not.toContain('This article is available in Czech only.');
  });

  it('a post written only in English: its English page has a note in Czech, its Czech address answers 301 to it', async () => {
    const created = await staff.post('/api/admin/blog', {
      title: 'Jen anglicky',
      content: '<p>Base</p>',
      published: true,
      translations: { en: { title: 'English only article', content: '<p>English text</p>' } },
    });
    const slug = created.body.slug as string;
    for (let i = 0; i < 2; i++) {
      const en = await get(server.url, `/en/blog/${slug}`, { 'accept-language': 'cs' });
      expect(en.status).toBe(200);
      expect(en.html).toMatch(/<p lang="cs"[^>]*>Tento článek je k dispozici pouze v angličtině\.<\/p>/);
      expect(links(en.html, 'alternate')).toEqual([`en ${ORIGIN}/en/blog/${slug}`, `x-default ${ORIGIN}/en/blog/${slug}`]);
      for (const headers of [{ 'accept-language': 'cs' }, { 'accept-language': 'en' }]) {
        const cs = await get(server.url, `/blog/${slug}`, headers);
        expect([301, 302]).toContain(cs.status);
        expect(cs.headers.location).toBe(`/en/blog/${slug}`);
      }
    }
  });

  it('the canonical link of a post page asked for with a query string is the page without it', async () => {
    const page = await get(server.url, `/blog/${SAMPLE}?utm_source=newsletter&u=1`);
    expect(links(page.html, 'canonical')).toEqual([`${ORIGIN}/blog/${SAMPLE}`]);
  });

  it('/blog?post=<slug> answers 301 to the post page, in its language, other parameters kept', async () => {
    const cs = await get(server.url, `/blog?post=${SAMPLE}`);
    expect(cs.status).toBe(301);
    expect(cs.headers.location).toBe(`/blog/${SAMPLE}`);
    const en = await get(server.url, `/en/blog?utm_source=x&post=${SAMPLE}`);
    expect(en.status).toBe(301);
    expect(en.headers.location).toBe(`/en/blog/${SAMPLE}?utm_source=x`);
    expect((await get(server.url, '/blog')).status).toBe(200);
  });

  it('unknown, draft and unpublished slugs answer the 404 page with status 404', async () => {
    const unknown = await get(server.url, '/blog/no-such-post');
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('<meta name="robots" content="noindex" />');
    expect((await get(server.url, '/en/blog/no-such-post')).status).toBe(404);

    const draft = await staff.post('/api/admin/blog', { title: 'Rozepsaný článek', content: '<p>Koncept</p>' });
    expect((await get(server.url, `/blog/${draft.body.slug}`)).status).toBe(404);

    const withdrawn = await staff.post('/api/admin/blog', { title: 'Stažený článek', content: '<p>Obsah</p>', published: true });
    expect((await get(server.url, `/blog/${withdrawn.body.slug}`)).status).toBe(200);
    await staff.patch(`/api/admin/blog/${withdrawn.body.id}/publish`, { published: false });
    const gone = await get(server.url, `/blog/${withdrawn.body.slug}`);
    expect(gone.status).toBe(404);
    expect(gone.html).not.toContain('Stažený článek');
  });

  it('the sitemap lists every post page (samples and public stored posts) with hreflang for its languages', async () => {
    const both = await staff.post('/api/admin/blog', { title: 'Článek pro mapu webu', content: '<p>Obsah</p>', published: true });
    const draft = await staff.post('/api/admin/blog', { title: 'Koncept mimo mapu', content: '<p>Obsah</p>' });
    const sitemap = (await get(server.url, '/sitemap.xml')).html;
    expect(sitemap).toContain(
      `<url><loc>${ORIGIN}/blog/${SAMPLE}</loc><lastmod>2026-09-08</lastmod>` +
        `<xhtml:link rel="alternate" hreflang="cs" href="${ORIGIN}/blog/${SAMPLE}"/>` +
        `<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/en/blog/${SAMPLE}"/></url>`,
    );
    expect(sitemap).toContain(`<loc>${ORIGIN}/en/blog/${SAMPLE}</loc>`);
    expect(sitemap).toContain(`<loc>${ORIGIN}/blog/${both.body.slug}</loc>`);
    expect(sitemap).toContain(`<loc>${ORIGIN}/en/blog/${both.body.slug}</loc>`);
    expect(sitemap).not.toContain(draft.body.slug);
    expect(sitemap).not.toContain('?post=');
    // A post written only in English: its English page only.
    expect(sitemap).toMatch(/<loc>https:\/\/www\.lipa\.example\/en\/blog\/only-english<\/loc>/);
    expect(sitemap).not.toContain(`<loc>${ORIGIN}/blog/only-english</loc>`);
  });
});
