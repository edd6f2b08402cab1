/**
 * Post pages of drafts and scheduled posts (issue 11): staff previews and their gates; posts scheduled for later
 * appearing when due (same instance, and on PostgreSQL a second instance) on /blog, their page and the sitemap.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sourcePages } from '../test/source-pages';
import { startTestServer, testDatabaseKind, type TestClient, type TestServer } from '../test/test-server';
import { writeSecuritySettings } from '../data/staff';
import { CONTENT_VERSION_POLL_MS } from './content-version-watch';
import { get, ORIGIN } from './post-pages-test-helpers';

let server: TestServer;
let staff: TestClient;
beforeAll(async () => {
  server = await startTestServer({ initialContent: true, pages: (db) => sourcePages(db, { publicUrl: ORIGIN }) });
  staff = await server.signedInClient('editor', 'editor-pass-1');
});
afterAll(() => server?.close());

describe('post page previews', () => {
  it('staff preview a draft as its page (banner, noindex, private no-store); anonymous visitors get 404; the public cache is untouched', async () => {
    const draft = await staff.post('/api/admin/blog', {
      title: 'Koncept k náhledu',
      content: '<p>Text konceptu</p>',
      translations: {
        cs: { title: 'Koncept k náhledu', content: '<p>Text konceptu</p>' },
        en: { title: 'Draft to preview', content: '<p>Draft text</p>' },
      },
    });
    const slug = draft.body.slug as string;
    // The public page first (a 404, now cached), then the preview.
    expect((await get(server.url, `/blog/${slug}`)).status).toBe(404);

    const preview = await staff.get(`/blog/${slug}?preview=1`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('cache-control')).toBe('private, no-store');
    expect(preview.text).toContain('<meta name="robots" content="noindex" />');
    expect(preview.text).not.toContain('rel="canonical"');
    expect(preview.text).toContain('Náhled: takto bude článek vypadat po zveřejnění.');
    expect(preview.text).toContain('Text konceptu');
    const previewEn = await staff.get(`/en/blog/${slug}?preview=1`);
    expect(previewEn.status).toBe(200);
    expect(previewEn.text).toContain('Draft text');

    for (const path of [`/blog/${slug}?preview=1`, `/blog/${slug}`, `/en/blog/${slug}?preview=1`]) {
      const anonymous = await get(server.url, path);
      expect(anonymous.status, path).toBe(404);
      expect(anonymous.html, path).not.toContain('Text konceptu');
      expect(anonymous.html, path).not.toContain('Draft text');
    }
    expect((await get(server.url, `/blog/${slug}?preview=1`)).headers['cache-control']).toBe('private, no-store');
    // A signed-in request for the public address gets the public (cached) page, not the preview.
    expect((await staff.get(`/blog/${slug}`)).status).toBe(404);
  });

  // Issue 19, item 9: the preview passes exactly the back office's gates.
  it('no preview for an editor who must still change the one-time password or set up required two-factor sign-in', async () => {
    const draft = await staff.post('/api/admin/blog', { title: 'Koncept za branou', content: '<p>Tajný koncept</p>' });
    const slug = draft.body.slug as string;
    const created = await staff.post('/api/admin/team', { username: 'new-editor', password: 'one-time-1', name: 'Nová', email: 'nova@example.cz', role: 'editor' });
    expect(created.status, created.text).toBe(201);
    const editor = server.client();
    expect((await editor.post('/api/login', { username: 'new-editor', password: 'one-time-1' })).status).toBe(200);
    const previewAs = async (client: TestClient) => {
      const res = await client.get(`/blog/${slug}?preview=1`);
      return { status: res.status, shown: res.text.includes('Tajný koncept') };
    };

    // A one-time password still to change: 403 in the back office, and no draft here.
    expect((await editor.get('/api/admin/blog')).status).toBe(403);
    expect(await previewAs(editor)).toEqual({ status: 404, shown: false });
    expect((await editor.post('/api/change-password', { currentPassword: 'one-time-1', newPassword: 'editors-own-1' })).status).toBe(200);
    expect(await previewAs(editor)).toEqual({ status: 200, shown: true });

    // Admins require two-factor sign-in, which the editor has not set up: 403 in the back office, and no draft here.
    await writeSecuritySettings(server.db, { requireTwoFactor: true }, { id: null, name: 'test', ip: null });
    try {
      expect((await editor.get('/api/admin/blog')).status).toBe(403);
      expect(await previewAs(editor)).toEqual({ status: 404, shown: false });
    } finally {
      await writeSecuritySettings(server.db, { requireTwoFactor: false }, { id: null, name: 'test', ip: null });
    }
    expect(await previewAs(editor)).toEqual({ status: 200, shown: true });
  });
});

/**
 * The server runs in this process: the scheduled-post tests move its clock (Date only — timers, the database and HTTP
 * run as usual) from before a post's time to just after it, so that what is checked "before" is before it however
 * slowly this machine answers.
 */
function clockAt(time: number): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(time);
}
afterEach(() => vi.useRealTimers());

describe('scheduled posts', () => {
  it('a post scheduled a few seconds ahead is on /blog, its page and the sitemap from that moment, not before', async () => {
    clockAt(Date.now());
    const due = Date.now() + 3000;
    const title = 'Naplánovaný článek';
    const created = await staff.post('/api/admin/blog', {
      title,
      content: '<p>Vyjde za chvíli</p>',
      published: true,
      publishedAt: new Date(due).toISOString(),
    });
    expect(created.status).toBe(201);
    const slug = created.body.slug as string;
    const state = async (url: string) => ({
      blog: (await get(url, '/blog')).html.includes(title),
      page: (await get(url, `/blog/${slug}`)).status,
      sitemap: (await get(url, '/sitemap.xml')).html.includes(`/blog/${slug}<`),
      api: JSON.stringify((await server.client().get('/api/blog')).body).includes(slug),
    });
    // Twice: the second answers come from the cache.
    expect(await state(server.url)).toEqual({ blog: false, page: 404, sitemap: false, api: false });
    expect(await state(server.url)).toEqual({ blog: false, page: 404, sitemap: false, api: false });
    clockAt(due + 50);
    expect(await state(server.url)).toEqual({ blog: true, page: 200, sitemap: true, api: true });
  });
});

describe.skipIf(testDatabaseKind() !== 'postgres')('a scheduled post on a second instance of one PostgreSQL database', () => {
  let second: TestServer;
  beforeAll(async () => {
    second = await startTestServer({ pages: (db) => sourcePages(db, { publicUrl: ORIGIN }), location: server.location });
  });
  afterAll(() => second?.close());

  it(`appears on the other instance at its time too (no later than one version read, ${CONTENT_VERSION_POLL_MS} ms)`, async () => {
    clockAt(Date.now());
    const due = Date.now() + 4000;
    const title = 'Naplánováno pro obě instance';
    const created = await staff.post('/api/admin/blog', {
      title,
      content: '<p>Obě instance</p>',
      published: true,
      publishedAt: new Date(due).toISOString(),
    });
    const slug = created.body.slug as string;
    // Let the second instance learn of the write, then cache its pages without the post.
    await new Promise((resolve) => setTimeout(resolve, CONTENT_VERSION_POLL_MS + 500));
    expect((await get(second.url, '/blog')).html).not.toContain(title);
    expect((await get(second.url, `/blog/${slug}`)).status).toBe(404);
    expect((await get(second.url, '/sitemap.xml')).html).not.toContain(`/blog/${slug}<`);
    clockAt(due + 50);
    // No write happened since: the cached pages expire at the publication time itself.
    expect((await get(second.url, '/blog')).html).toContain(title);
    expect((await get(second.url, `/blog/${slug}`)).status).toBe(200);
    expect((await get(second.url, '/sitemap.xml')).html).toContain(`/blog/${slug}<`);
  });
});
