/**
 * A library image's alt text reaches the posts that use it (issue 20, point 5): both languages, in the media
 * library's transaction, only where the post's alt is missing or still the library's previous text — an alt the writer
 * chose (another text, or decorative alt="") is kept — and the cached public page shows the new text at once.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminMediaItem } from '@/shared/media';
import { readContentVersion } from '@/server/data/content-version';
import { uploadMedia } from '@/server/test/media-upload';
import { rawRequest } from '@/server/test/raw-request';
import { sourcePages } from '@/server/test/source-pages';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer({ pages: (db) => sourcePages(db, { publicUrl: 'https://www.lipa.example' }) });
  admin = await server.signedInClient();
});
afterAll(() => server?.close());

const page = async (path: string) => (await rawRequest(server.url, path, {})).body.toString('utf8');
const post = async (id: number) => (await admin.get(`/api/admin/blog/${id}`)).body as { content: string; translations: Record<string, { content: string }> };

describe('PATCH /api/admin/media/:id reaches the posts using the image', () => {
  it('fills missing and previous-library alts in both languages, keeps chosen ones, and the cached page follows', async () => {
    const uploaded = await uploadMedia(server.url, admin, await sharp({ create: { width: 400, height: 300, channels: 3, background: '#2a6' } }).png().toBuffer(), 'office.png');
    expect(uploaded.status, uploaded.text).toBe(201);
    const item = uploaded.body as AdminMediaItem;
    const img = (alt: string | null) => `<img src="/media/${item.hash}-400.webp"${alt === null ? '' : ` alt="${alt}"`} width="400" height="300">`;

    const open = await admin.post('/api/admin/blog', {
      title: 'Kancelář bez popisku',
      content: `<p>Text</p>${img(null)}`,
      slug: 'kancelar-bez-popisku',
      published: true,
      translations: { cs: { title: 'Kancelář bez popisku', content: `<p>Text</p>${img(null)}` }, en: { title: 'Office without alt', content: `<p>Text</p>${img(null)}` } },
    });
    expect(open.status, open.text).toBe(201);
    const chosen = await admin.post('/api/admin/blog', {
      title: 'Kancelář s popiskem',
      content: `<p>Text</p>${img('Zvolený popisek')}`,
      published: true,
      translations: { cs: { title: 'Kancelář s popiskem', content: `<p>Text</p>${img('Zvolený popisek')}` }, en: { title: 'Decorative office', content: `<p>Text</p>${img('')}` } },
    });
    expect(chosen.status, chosen.text).toBe(201);
    const chosenBefore = await post(chosen.body.id);

    // The public pages are rendered (and cached) before the alt text exists.
    expect(await page('/blog/kancelar-bez-popisku')).not.toContain('Naše kancelář');
    expect(await page('/en/blog/office-without-alt')).not.toContain('Our office');
    const version = await readContentVersion(server.db);

    const set = await admin.patch(`/api/admin/media/${item.id}`, { translations: { cs: { alt: 'Naše kancelář' }, en: { alt: 'Our office & team' } } });
    expect(set.status, set.text).toBe(200);
    expect(await readContentVersion(server.db)).toBeGreaterThan(version);

    const filled = await post(open.body.id);
    expect(filled.translations.cs!.content).toContain('alt="Naše kancelář"');
    expect(filled.translations.en!.content).toContain('alt="Our office &amp; team"');
    expect(filled.content).toContain('alt="Naše kancelář"');
    expect(await post(chosen.body.id)).toEqual(chosenBefore);
    expect(await page('/blog/kancelar-bez-popisku')).toContain('alt="Naše kancelář"');
    expect(await page('/en/blog/office-without-alt')).toContain('alt="Our office &amp; team"');

    // A later library change follows where the post still has the library's text, not where the writer changed it.
    const edited = filled.translations.en!.content.replace('alt="Our office &amp; team"', 'alt="Written by hand"');
    const put = await admin.put(`/api/admin/blog/${open.body.id}`, {
      title: 'Kancelář bez popisku',
      slug: 'kancelar-bez-popisku',
      content: filled.content,
      translations: { cs: { title: 'Kancelář bez popisku', content: filled.translations.cs!.content }, en: { title: 'Office without alt', content: edited } },
    });
    expect(put.status, put.text).toBe(200);
    expect((await admin.patch(`/api/admin/media/${item.id}`, { translations: { cs: { alt: 'Kancelář v Brně' }, en: { alt: 'The Brno office' } } })).status).toBe(200);
    const again = await post(open.body.id);
    expect(again.translations.cs!.content).toContain('alt="Kancelář v Brně"');
    expect(again.translations.en!.content).toContain('alt="Written by hand"');
    expect(await post(chosen.body.id)).toEqual(chosenBefore);
    expect(await page('/blog/kancelar-bez-popisku')).toContain('alt="Kancelář v Brně"');
  });

  it('an image no post uses leaves the content version as it is', async () => {
    const uploaded = await uploadMedia(server.url, admin, await sharp({ create: { width: 300, height: 200, channels: 3, background: '#a62' } }).png().toBuffer(), 'unused.png');
    const version = await readContentVersion(server.db);
    expect((await admin.patch(`/api/admin/media/${uploaded.body.id}`, { translations: { cs: { alt: 'Nic' }, en: { alt: 'Nothing' } } })).status).toBe(200);
    expect(await readContentVersion(server.db)).toBe(version);
  });
});
