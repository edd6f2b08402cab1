/**
 * The site's initial content (decision 019): written once into a new database and into one from before it was stored,
 * shown by the public pages as rows, edited and deleted by staff like any other row, never written twice — not by a
 * restart on the same database, not by two instances starting together.
 */
import { asc, count } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { INITIAL_PORTFOLIO_ITEMS, INITIAL_POSTS } from '@/shared/initial-content';
import { openDatabase, type Database } from '../db/database';
import { blogPosts, portfolioItems } from '../db/schema';
import { rawRequest } from '../test/raw-request';
import { sourcePages } from '../test/source-pages';
import { lastingDatabase } from '../test/temporary-database';
import { startTestServer, type TestServer } from '../test/test-server';
import { writeInitialContentOnce } from './initial-content';

const ORIGIN = 'https://www.lipa.example';
const SLUGS = INITIAL_POSTS.cs.map((post) => post.slug);
const PROJECTS = INITIAL_PORTFOLIO_ITEMS.map((item) => item.translations.cs.title);

const html = async (url: string, page: string) => {
  const res = await rawRequest(url, page);
  return { status: res.status, body: res.body.toString('utf8') };
};

async function counts(db: Database) {
  const [posts] = await db.select({ n: count() }).from(blogPosts);
  const [items] = await db.select({ n: count() }).from(portfolioItems);
  return { posts: posts!.n, items: items!.n };
}

/** Each test starts servers (and renders pages from source): generous, as the machine may be busy. */
const SLOW = { timeout: 180_000 };

const servers: TestServer[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe('initial content', () => {
  it('a new database has the four posts and six projects as rows, and the public pages show them', SLOW, async () => {
    const server = await startTestServer({ initialContent: true, pages: (db) => sourcePages(db, { publicUrl: ORIGIN }) });
    servers.push(server);
    expect(await counts(server.db)).toEqual({ posts: 4, items: 6 });

    // Staff see them in the back office, like any post or item.
    const staff = await server.signedInClient();
    const adminPosts = await staff.get('/api/admin/blog?sort=publishedAt&dir=desc');
    expect((adminPosts.body as { slug: string; published: boolean }[]).map((p) => [p.slug, p.published])).toEqual(
      SLUGS.map((slug) => [slug, true]),
    );
    const featured = await server.client().get('/api/portfolio/featured');
    expect((featured.body as { title: string }[]).map((item) => item.title)).toEqual(PROJECTS);

    // The blog in both languages, newest first; each post's page with its author, category and tags.
    const blog = await html(server.url, '/blog');
    expect(blog.status).toBe(200);
    const positions = INITIAL_POSTS.cs.map((post) => blog.body.indexOf(post.title));
    expect(positions.every((at) => at > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    for (const lang of ['cs', 'en'] as const) {
      for (const post of INITIAL_POSTS[lang]) {
        const page = await html(server.url, `${lang === 'en' ? '/en' : ''}/blog/${post.slug}`);
        expect(page.status).toBe(200);
        expect(page.body).toContain(`<title>${post.title} | Lipa Digital</title>`);
        expect(page.body).toContain(post.author);
        expect(page.body).toContain(post.category);
        for (const tag of post.tags) expect(page.body).toContain(tag);
      }
    }
    // The home portfolio: the six projects in order, their English texts on /en.
    const home = await html(server.url, '/en');
    const cards = PROJECTS.map((name) => home.body.indexOf(`>${name.replaceAll('&', '&amp;')}</h3>`));
    expect(cards.every((at) => at > 0)).toBe(true);
    expect([...cards].sort((a, b) => a - b)).toEqual(cards);
    expect(home.body).toContain(INITIAL_PORTFOLIO_ITEMS[0]!.translations.en.description);
    const sitemap = await html(server.url, '/sitemap.xml');
    for (const slug of SLUGS) expect(sitemap.body).toContain(`<loc>${ORIGIN}/en/blog/${slug}</loc>`);
  });

  it('staff edit a former initial post (author, category and tags kept) and delete it; a new start does not bring it back', SLOW, async () => {
    const { location, drop } = await lastingDatabase('initial_content');
    cleanups.push(drop);
    const first = await startTestServer({ location, initialContent: true });
    const staff = await first.signedInClient();
    const slug = 'local-seo-google-business-profile';
    const [post] = (await staff.get(`/api/admin/blog?q=${slug}`)).body as { id: number; title: string; content: string; translations: Record<string, { title: string; content: string; description: string }> }[];
    const { cs, en } = post!.translations;
    const edited = await staff.put(`/api/admin/blog/${post!.id}`, {
      title: 'Místní SEO, nově',
      content: cs!.content,
      slug,
      translations: { cs: { title: 'Místní SEO, nově', content: cs!.content, description: cs!.description }, en },
    });
    expect(edited.status).toBe(200);
    const shown = (await first.client().get('/api/blog?lang=cs')).body as { slug: string; title: string; author: string; category: string; tags: string[] }[];
    expect(shown.find((p) => p.slug === slug)).toMatchObject({
      title: 'Místní SEO, nově',
      author: 'Martin Dvořák',
      category: 'Marketing',
      tags: ['SEO', 'Google', 'Místní firmy'],
    });
    expect((await staff.delete(`/api/admin/blog/${post!.id}`)).status).toBe(204);
    const [item] = await first.db.select().from(portfolioItems).orderBy(asc(portfolioItems.position)).limit(1);
    expect((await staff.delete(`/api/admin/portfolio/${item!.id}`)).status).toBe(204);
    await first.close();

    const second = await startTestServer({ location, initialContent: true });
    servers.push(second);
    expect(await counts(second.db)).toEqual({ posts: 3, items: 5 });
    const slugs = ((await second.client().get('/api/blog?lang=cs')).body as { slug: string }[]).map((p) => p.slug);
    expect(slugs).toEqual(SLUGS.filter((s) => s !== slug));
    const featured = (await second.client().get('/api/portfolio/featured')).body as { title: string }[];
    expect(featured.map((i) => i.title)).toEqual(PROJECTS.slice(1));
  });

  it('two instances starting together on one database write it once between them', SLOW, async () => {
    const server = await startTestServer();
    servers.push(server);
    // PostgreSQL: a second connection pool, as a second instance has; PGlite: one process, one handle.
    const other = server.location.kind === 'postgres' ? await openDatabase(server.location) : null;
    try {
      const results = await Promise.all([writeInitialContentOnce(server.db), writeInitialContentOnce(other?.db ?? server.db)]);
      expect(results.sort()).toEqual([false, true]);
    } finally {
      await other?.close();
    }
    expect(await counts(server.db)).toEqual({ posts: 4, items: 6 });
    await expect(writeInitialContentOnce(server.db)).resolves.toBe(false);
    expect(await counts(server.db)).toEqual({ posts: 4, items: 6 });
  });

  it('a database from before gets it once on upgrade: its own posts and items kept, a post with an initial slug kept', SLOW, async () => {
    const server = await startTestServer();
    servers.push(server);
    const staff = await server.signedInClient();
    const own = await staff.post('/api/admin/blog', { title: 'Náš vlastní', content: '<p>Text</p>', slug: SLUGS[0], published: true });
    expect(own.status).toBe(201);
    const item = await staff.post('/api/admin/portfolio', {
      title: 'Pekárna U Mlýna',
      description: 'Web pekárny',
      imageUrl: '/images/showcase/bistro-na-kopecku.svg',
      category: 'web',
      featured: true,
    });
    expect(item.status).toBe(201);

    await expect(writeInitialContentOnce(server.db)).resolves.toBe(true);
    expect(await counts(server.db)).toEqual({ posts: 4, items: 7 });
    const posts = (await server.client().get('/api/blog?lang=cs')).body as { slug: string; title: string }[];
    expect(posts.find((p) => p.slug === SLUGS[0])?.title).toBe('Náš vlastní');
    expect(posts.map((p) => p.slug).sort()).toEqual([...SLUGS].sort());
    // The projects the site showed first come first again, before the staff's own item.
    const featured = (await server.client().get('/api/portfolio/featured')).body as { title: string }[];
    expect(featured.map((i) => i.title)).toEqual([...PROJECTS, 'Pekárna U Mlýna']);
  });
});
