/**
 * Portfolio items like the initial six (issue 11 point 5): bilingual texts, filter services, a library image, an
 * order staff change; featured items on the server-rendered home page after the six initial projects, in that
 * order, their library image as <picture> with AVIF and WebP srcset, width, height and lazy loading.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaSources } from '@/shared/media';
import { uploadMedia } from '@/server/test/media-upload';
import { rawRequest as raw } from '@/server/test/raw-request';
import { sourcePages } from '@/server/test/source-pages';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';
import { CONTENT_VERSION_POLL_MS } from '@/server/web/content-version-watch';
import { writeInitialContentOnce } from '@/server/seed/initial-content';

let server: TestServer;
let staff: TestClient;
beforeAll(async () => {
  server = await startTestServer({ pages: (db) => sourcePages(db, { publicUrl: 'https://www.lipa.example' }) });
  staff = await server.signedInClient();
});
afterAll(() => server?.close());

/** The six initial projects of the home portfolio (docs/product/records.md#initial-content; src/shared/initial-content), as the HTML spells them. */
const BUILT_IN = ['Bistro Na Kopečku', 'Tereza Málková Fotografie', 'Vlna &amp; Len', 'Hanácký kotel', 'Ostrá břitva Barbershop', 'Lipa Digital'];

const base = { description: 'Popis', imageUrl: '/images/showcase/bistro-na-kopecku.svg', category: 'web', featured: true };
/** Czech and English titles, the description in Czech only (English shows the Czech one). */
const texts = (cs: string, en: string) => ({ cs: { title: cs, description: base.description }, en: { title: en } });

describe('portfolio items in both languages, with services and an order', () => {
  it('creates and updates the bilingual fields and services; none chosen → the category', async () => {
    const created = await staff.post('/api/admin/portfolio', {
      ...base,
      translations: {
        cs: { title: 'Pekárna', description: 'Popis', challenge: 'Výzva', solution: 'Řešení' },
        en: { title: 'Bakery', description: 'Description', challenge: 'Challenge', solution: 'Solution' },
      },
      services: ['design', 'social', 'design'],
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({
      title: 'Pekárna',
      description: 'Popis',
      translations: { cs: { title: 'Pekárna', challenge: 'Výzva' }, en: { title: 'Bakery', solution: 'Solution' } },
      services: ['design', 'social'],
    });
    const plain = await staff.post('/api/admin/portfolio', { ...base, title: 'Bez služeb', category: 'marketing' });
    expect(plain.body).toMatchObject({ translations: { en: { title: '' } }, services: ['marketing'] });
    const updated = await staff.put(`/api/admin/portfolio/${created.body.id}`, {
      ...base,
      translations: { cs: { title: 'Pekárna', description: 'Popis' }, en: { title: 'The bakery' } },
      services: ['web'],
    });
    expect(updated.body).toMatchObject({ translations: { cs: { challenge: '' }, en: { title: 'The bakery' } }, services: ['web'] });
    const bad = await staff.post('/api/admin/portfolio', { ...base, title: 'X', services: ['print'] });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('services.0');
    const badMove = await staff.patch(`/api/admin/portfolio/${created.body.id}/move`, { direction: 'left' });
    expect(badMove.status).toBe(400);
    expect(badMove.body.field).toBe('direction');
    for (const id of [created.body.id, plain.body.id]) await staff.delete(`/api/admin/portfolio/${id}`);
  });

  it('featured items follow the six built-in projects on the home page, in the order staff set', async () => {
    const image = await uploadMedia(server.url, staff, await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#2a6' } }).jpeg().toBuffer(), 'cafe.jpg');
    expect(image.status).toBe(201);
    const url = mediaSources(image.body).src;
    const first = (await staff.post('/api/admin/portfolio', { ...base, translations: texts('Kavárna Alfa', 'Alpha Café'), imageUrl: url, services: ['design'] })).body;
    const second = (await staff.post('/api/admin/portfolio', { ...base, translations: texts('Kavárna Beta', 'Beta Café') })).body;
    expect(second.position).toBeGreaterThan(first.position);
    // Beta moves up, before Alpha; up again at the top changes nothing.
    const moved = await staff.patch(`/api/admin/portfolio/${second.id}/move`, { direction: 'up' });
    expect(moved.status).toBe(200);
    expect(moved.body.position).toBe(first.position);
    expect((await staff.patch(`/api/admin/portfolio/${second.id}/move`, { direction: 'up' })).body.position).toBe(first.position);
    const listed = await staff.get('/api/admin/portfolio?sort=position');
    expect(listed.body.map((i: { id: number }) => i.id)).toEqual([second.id, first.id]);
    // The six initial projects (decision 019), written as on a database from before them: ahead of the featured items.
    await writeInitialContentOnce(server.db);
    await new Promise((resolve) => setTimeout(resolve, CONTENT_VERSION_POLL_MS + 50));

    for (const [path, names] of [
      ['/', ['Kavárna Beta', 'Kavárna Alfa']],
      ['/en', ['Beta Café', 'Alpha Café']],
    ] as const) {
      const res = await raw(server.url, path);
      expect(res.status).toBe(200);
      const html = res.body.toString('utf8');
      const at = (name: string) => html.indexOf(`>${name}<`);
      const lastBuiltIn = Math.max(...BUILT_IN.map(at));
      expect(lastBuiltIn).toBeGreaterThan(0);
      expect(at(names[0])).toBeGreaterThan(lastBuiltIn);
      expect(at(names[1])).toBeGreaterThan(at(names[0]));
      // The library image: <picture> with AVIF and WebP srcset, size and lazy loading.
      const sources = mediaSources(image.body);
      expect(html).toContain(`<source type="image/avif" srcSet="${sources.avif}"`);
      expect(html).toContain(`<source type="image/webp" srcSet="${sources.webp}"`);
      expect(html).toMatch(new RegExp(`<img src="${sources.src}"[^>]*width="1600" height="1000" loading="lazy"`));
    }
  });
});
