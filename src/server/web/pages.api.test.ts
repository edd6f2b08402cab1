/**
 * Public pages served from the in-memory cache, once per content version (docs/decisions/010): through the real app
 * (createApp) on a real database, with a small stand-in for the client's server renderer (the real one needs a build;
 * e2e/published-content.e2e.ts and e2e/own-server/scale-out.e2e.ts cover it).
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeHtml } from '@/shared/html-text';
import type { RenderPage } from '@/shared/page-rendering';
import type { Database } from '../db/database';
import { rawRequest as raw } from '../test/raw-request';
import { startTestServer, testDatabaseKind, type TestClient, type TestServer } from '../test/test-server';
import { countQueries } from '../test/count-queries';
import { CONTENT_VERSION_POLL_MS } from './content-version-watch';
import { cachedPageRoutes, type PageOptions } from './pages';

const TEMPLATE =
  '<!doctype html><html lang="cs"><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>';

/** Shows what the real renderer is given: the origin (in the canonical link) and the posts. */
const renderPage: RenderPage = async ({ url, origin, data }) => ({
  head: `<link rel="canonical" href="${escapeHtml(origin + url)}" />`,
  html: `<main>${('blogPosts' in data ? data.blogPosts : []).map((p) => `<h2>${escapeHtml(p.title)}</h2>`).join('')}${'<p>Lipa Digital</p>'.repeat(100)}</main>`,
  islandsJson: '[]',
  status: url.startsWith('/neexistuje') ? 404 : 200,
});

const pages = (options: PageOptions) => (db: Database) =>
  cachedPageRoutes({ template: async () => TEMPLATE, renderer: async () => renderPage }, db, options);



const text = async (url: string, path: string, headers: Record<string, string> = {}) =>
  (await raw(url, path, headers)).body.toString('utf8');

const newPost = (title: string) => ({ title, content: `<p>${title}</p>`, published: false });

describe('public pages, one render per content version', () => {
  let server: TestServer;
  let admin: TestClient;
  beforeAll(async () => {
    server = await startTestServer({ pages: pages({ publicUrl: 'https://www.lipa.example' }) });
    admin = await server.signedInClient();
  });
  afterAll(() => server.close());

  it('a published post is on the blog at once on the instance that published it; unpublishing removes it at once', async () => {
    const created = await admin.post('/api/admin/blog', newPost('Nový web pro vinotéku'));
    expect(created.status).toBe(201);
    expect(await text(server.url, '/blog')).not.toContain('Nový web pro vinotéku');
    expect(await text(server.url, '/blog')).not.toContain('Nový web pro vinotéku'); // now from the cache

    expect((await admin.patch(`/api/admin/blog/${created.body.id}/publish`, { published: true })).status).toBe(200);
    expect(await text(server.url, '/blog')).toContain('Nový web pro vinotéku');
    expect(await text(server.url, '/en/blog')).toContain('Nový web pro vinotéku');
    expect(await text(server.url, '/sitemap.xml')).toContain(`/blog/${created.body.slug}<`);

    expect((await admin.patch(`/api/admin/blog/${created.body.id}/publish`, { published: false })).status).toBe(200);
    expect(await text(server.url, '/blog')).not.toContain('Nový web pro vinotéku');
  });

  it('a cached page request sends no query to the database', async () => {
    await raw(server.url, '/blog');
    await raw(server.url, '/', { 'accept-encoding': 'br' });
    await raw(server.url, '/sitemap.xml');
    // The background version read (one per instance per CONTENT_VERSION_POLL_MS, on app_meta) is not a request's.
    const queries = countQueries(server.db, { ignore: /"app_meta"/ });
    for (let i = 0; i < 20; i++) {
      expect((await raw(server.url, '/blog')).status).toBe(200);
      expect((await raw(server.url, '/', { 'accept-encoding': 'br' })).status).toBe(200);
      expect((await raw(server.url, '/sitemap.xml')).status).toBe(200);
    }
    expect(queries.count).toBe(0);
    // …while the counter does see the database work of an API request.
    await admin.get('/api/admin/blog');
    expect(queries.count).toBeGreaterThan(1);
  });

  it('a cached page is answered before the Express stack: after its render, no request of it reaches the page routes', async () => {
    // The files handler runs first on the page routes (static files in production): it sees every request that
    // reaches them.
    const reached: string[] = [];
    const spied = await startTestServer({
      pages: (db) =>
        cachedPageRoutes({ template: async () => TEMPLATE, renderer: async () => renderPage }, db, {}, (req, _res, next) => {
          reached.push(req.originalUrl);
          next();
        }),
    });
    try {
      for (const path of ['/', '/sluzby', '/robots.txt', '/sitemap.xml']) {
        expect((await raw(spied.url, path)).status).toBe(200);
        for (let i = 0; i < 3; i++) {
          expect((await raw(spied.url, path, { 'accept-encoding': 'br, gzip' })).status).toBe(200);
          expect((await raw(spied.url, path, { 'accept-encoding': 'gzip' })).status).toBe(200);
        }
      }
      expect(reached).toEqual(['/', '/sluzby', '/robots.txt', '/sitemap.xml']);
    } finally {
      await spied.close();
    }
  });

  it('answers 304 to a matching If-None-Match, 200 with the page otherwise', async () => {
    const first = await raw(server.url, '/cenik');
    expect(first.status).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/); // strong
    const again = await raw(server.url, '/cenik', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect((await raw(server.url, '/cenik', { 'if-none-match': `"other", W/${etag}` })).status).toBe(304);
    const changed = await raw(server.url, '/cenik', { 'if-none-match': '"something-else"' });
    expect(changed.status).toBe(200);
    expect(changed.body.toString()).toBe(first.body.toString());
  });

  it('compares If-None-Match per RFC 9110 (weak form, lists, *), for GET and HEAD', async () => {
    const etag = String((await raw(server.url, '/cenik')).headers.etag);
    for (const header of [`W/${etag}`, `"a" ,W/"b",\t${etag}`, '*']) {
      expect((await raw(server.url, '/cenik', { 'if-none-match': header })).status, header).toBe(304);
      expect((await raw(server.url, '/cenik', { 'if-none-match': header }, { method: 'HEAD' })).status, header).toBe(304);
    }
    for (const header of ['W/"other"', `${etag.slice(0, -2)}"`]) {
      expect((await raw(server.url, '/cenik', { 'if-none-match': header })).status, header).toBe(200);
    }
  });

  it('serves the Brotli and gzip variants the client accepts, each decoding to the same page', async () => {
    const plain = await raw(server.url, '/o-nas');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await raw(server.url, '/o-nas', { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await raw(server.url, '/o-nas', { 'accept-encoding': 'gzip' });
    const gzPreferred = await raw(server.url, '/o-nas', { 'accept-encoding': 'br;q=0.5, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gzPreferred.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    // Each variant is its own representation: its own strong ETag, and caches keep them apart.
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
    for (const res of [plain, br, gz]) {
      expect(res.headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    }
    const sitemap = await raw(server.url, '/sitemap.xml', { 'accept-encoding': 'br' });
    expect(sitemap.headers['content-encoding']).toBe('br');
    expect(sitemap.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(sitemap.body).toString()).toContain('<urlset');
  });

  it('keeps the language redirect: English for a visitor who chose it or whose browser prefers it', async () => {
    await raw(server.url, '/sluzby'); // cached in Czech
    const chosen = await raw(server.url, '/sluzby?x=1', { cookie: 'lang=en' });
    const prefers = await raw(server.url, '/sluzby', { 'accept-language': 'en-GB,en;q=0.9,cs;q=0.5' });
    for (const res of [chosen, prefers]) {
      expect(res.status).toBe(302);
      expect(res.headers.location).toMatch(/^\/en\//);
      expect(res.headers.vary).toContain('Cookie, Accept-Language');
    }
    expect((await raw(server.url, '/sluzby', { 'accept-language': 'cs' })).status).toBe(200);
  });

  it('with PUBLIC_URL set, a forged Host header cannot change canonical links, the sitemap or robots.txt', async () => {
    const forged = { host: 'evil.example' };
    for (const headers of [forged, {}]) {
      const page = await text(server.url, '/kontakt', headers);
      expect(page).toContain('<link rel="canonical" href="https://www.lipa.example/kontakt" />');
      expect(page).not.toContain('evil.example');
      const sitemap = await text(server.url, '/sitemap.xml', headers);
      expect(sitemap).toContain('<loc>https://www.lipa.example/</loc>');
      expect(sitemap).not.toContain('evil.example');
      expect(await text(server.url, '/robots.txt', headers)).toContain('Sitemap: https://www.lipa.example/sitemap.xml');
    }
    // The first request of a page comes with the forged Host: what is cached still names the public origin.
    expect(await text(server.url, '/en/contact', forged)).toContain('href="https://www.lipa.example/en/contact"');
    expect(await text(server.url, '/en/contact')).toContain('href="https://www.lipa.example/en/contact"');
  });

  it('a page that lists posts is rendered again when a post scheduled for later comes due', async () => {
    const due = new Date(Date.now() + 1500);
    const res = await admin.post('/api/admin/blog', { ...newPost('Článek na později'), published: true, publishedAt: due.toISOString() });
    expect(res.status).toBe(201);
    await raw(server.url, '/blog');
    const queries = countQueries(server.db);
    await raw(server.url, '/blog');
    const beforeDue = queries.count;
    await new Promise((r) => setTimeout(r, due.getTime() - Date.now() + 50));
    await raw(server.url, '/blog');
    // The background version read may add one; rendering the blog again reads the posts.
    expect(queries.count - beforeDue).toBeGreaterThanOrEqual(2);
  });
});

describe('public pages without PUBLIC_URL (development)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ pages: pages({}) });
  });
  afterAll(() => server.close());

  it("use each request's origin, cached per origin: one Host cannot poison another's pages", async () => {
    expect(await text(server.url, '/cenik', { host: 'evil.example' })).toContain('href="http://evil.example/cenik"');
    expect(await text(server.url, '/cenik', { host: 'www.lipa.example' })).toContain('href="http://www.lipa.example/cenik"');
    expect(await text(server.url, '/sitemap.xml', { host: 'evil.example' })).toContain('http://evil.example/');
    const sitemap = await text(server.url, '/sitemap.xml', { host: 'www.lipa.example' });
    expect(sitemap).toContain('http://www.lipa.example/');
    expect(sitemap).not.toContain('evil.example');
  });
});

describe.skipIf(testDatabaseKind() !== 'postgres')('two instances on one PostgreSQL database', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startTestServer({ pages: pages({ publicUrl: 'https://www.lipa.example' }) });
    b = await startTestServer({ pages: pages({ publicUrl: 'https://www.lipa.example' }), location: a.location });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it(`a post published on A shows on A at once and on B within ${CONTENT_VERSION_POLL_MS} ms (plus one version read)`, async () => {
    const admin = await a.signedInClient();
    const title = 'Zveřejněno na instanci A';
    const created = await admin.post('/api/admin/blog', newPost(title));
    expect(await text(b.url, '/blog')).not.toContain(title); // B has the blog cached without it
    expect(await text(b.url, '/blog')).not.toContain(title);

    expect((await admin.patch(`/api/admin/blog/${created.body.id}/publish`, { published: true })).status).toBe(200);
    const published = Date.now();
    expect(await text(a.url, '/blog')).toContain(title);
    let seenAfter = -1;
    while (Date.now() - published < CONTENT_VERSION_POLL_MS * 3) {
      if ((await text(b.url, '/blog')).includes(title)) {
        seenAfter = Date.now() - published;
        break;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(seenAfter).toBeGreaterThanOrEqual(0);
    // The bound: one poll interval, plus the version read and the render (generous on a shared machine).
    expect(seenAfter).toBeLessThanOrEqual(CONTENT_VERSION_POLL_MS + 500);
  });
});
