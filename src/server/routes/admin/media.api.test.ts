/**
 * The media library over real HTTP and a real database: every upload case (good and bad — nothing stored after a
 * refusal), metadata stripped, the public files' headers, roles, delete refused while in use, two instances.
 */
import { crc32, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_MESSAGES, mediaSources, type AdminMediaItem } from '@/shared/media';
import { createUser } from '@/server/data/accounts/users';
import { media, mediaTranslations, mediaVariants } from '@/server/db/schema';
import { uploadMedia } from '@/server/test/media-upload';
import { startTestServer, testDatabaseKind, type TestClient, type TestServer } from '@/server/test/test-server';

const LIMIT_MB = 0.5;
let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer({ config: { mediaMaxUploadMb: LIMIT_MB } });
  admin = await server.signedInClient();
});
afterAll(() => server.close());

const upload = (client: TestClient, bytes: Buffer, name: string, type?: string, baseUrl = server.url) => uploadMedia(baseUrl, client, bytes, name, type);

const solid = (width: number, height: number, background = '#c33') => sharp({ create: { width, height, channels: 3, background } });

async function rowCounts() {
  return { media: (await server.db.select().from(media)).length, variants: (await server.db.select({ id: mediaVariants.id }).from(mediaVariants)).length };
}

/** A PNG that says it is 30000 × 30000 px (900 MP) in a few KB: its IHDR, a small deflated IDAT, IEND. */
function pngBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(30000, 0);
  ihdr.writeUInt32BE(30000, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const rows = deflateSync(Buffer.alloc(30001 * 100), { level: 9 });
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]);
}

describe('POST /api/admin/media: good images', () => {
  it.each([
    ['jpeg', 'photo.jpg', 'image/jpeg'],
    ['png', 'graphic.png', 'image/png'],
    ['webp', 'banner.webp', 'image/webp'],
    ['avif', 'hero.avif', 'image/avif'],
    ['gif', 'logo.gif', 'image/gif'],
  ] as const)('stores a %s with AVIF and WebP variants, original size kept, never upscaled', async (format, name, mime) => {
    const bytes = await solid(1200, 700, format === 'gif' ? '#3c3' : `#${Math.floor(Math.random() * 0xffffff).toString(16).padStart(6, '0')}`)[format]().toBuffer();
    const res = await upload(admin, bytes, name);
    expect(res.status, res.text).toBe(201);
    const item = res.body as AdminMediaItem;
    expect(item).toMatchObject({ originalName: name, mime, width: 1200, height: 700, size: bytes.length, translations: {}, uses: [] });
    const variants = await server.db.select({ format: mediaVariants.format, width: mediaVariants.width }).from(mediaVariants).innerJoin(media, eq(media.id, mediaVariants.mediaId)).where(eq(media.id, item.id));
    expect(variants.map((v) => `${v.format}-${v.width}`).sort()).toEqual(['avif-1200', 'avif-480', 'avif-960', 'webp-1200', 'webp-480', 'webp-960']);
    // The public file is the real format at its width.
    const file = await fetch(`${server.url}${mediaSources(item).src}`);
    expect(file.status).toBe(200);
    const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 700 });
  });

  it('a small image gets one variant per format at its own width', async () => {
    const res = await upload(admin, await solid(300, 200, '#123456').png().toBuffer(), 'small.png');
    expect(res.status).toBe(201);
    expect(mediaSources(res.body).avif).toBe(`/media/${res.body.hash}-300.avif 300w`);
    expect((await fetch(`${server.url}/media/${res.body.hash}-300.avif`)).status).toBe(200);
    expect((await fetch(`${server.url}/media/${res.body.hash}-480.avif`)).status).toBe(404);
  });

  it('strips EXIF (camera, GPS) from every variant', async () => {
    const bytes = await solid(1000, 600, '#abcdef')
      .jpeg()
      .withExif({ IFD0: { Artist: 'ExifArtistMarker', Make: 'CameraMakeMarker' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '50/1 5/1 0/1' } })
      .toBuffer();
    const input = await sharp(bytes).metadata();
    expect(input.exif?.includes('ExifArtistMarker')).toBe(true);
    const res = await upload(admin, bytes, 'with-exif.jpg');
    expect(res.status).toBe(201);
    const rows = await server.db.select({ bytes: mediaVariants.bytes }).from(mediaVariants).innerJoin(media, eq(media.id, mediaVariants.mediaId)).where(eq(media.hash, res.body.hash));
    expect(rows.length).toBe(6);
    for (const row of rows) {
      const meta = await sharp(row.bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(row.bytes.includes('ExifArtistMarker')).toBe(false);
      expect(row.bytes.includes('CameraMakeMarker')).toBe(false);
    }
  });

  it('the same file again answers the stored image (200), nothing added', async () => {
    const bytes = await solid(500, 500, '#777777').png().toBuffer();
    const first = await upload(admin, bytes, 'one.png');
    expect(first.status).toBe(201);
    const before = await rowCounts();
    const again = await upload(admin, bytes, 'two.png');
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect(await rowCounts()).toEqual(before);
  });
});

describe('POST /api/admin/media: refused, nothing stored', () => {
  const refusals: [string, () => Promise<Buffer>, string, number, string][] = [
    ['a .png holding HTML', async () => Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'), 'page.png', 415, MEDIA_MESSAGES.notImage],
    ['an SVG with a script', async () => Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'icon.svg', 415, MEDIA_MESSAGES.svg],
    ['a truncated JPEG', async () => {
      const jpeg = await solid(800, 600, '#345678').jpeg().toBuffer();
      return jpeg.subarray(0, Math.floor(jpeg.length / 2));
    }, 'cut.jpg', 400, MEDIA_MESSAGES.broken],
    ['a 0-byte file', async () => Buffer.alloc(0), 'empty.jpg', 400, MEDIA_MESSAGES.empty],
    ['a file over the limit', async () => Buffer.concat([await solid(10, 10).png().toBuffer(), Buffer.alloc(LIMIT_MB * 1024 * 1024)]), 'huge.png', 413, MEDIA_MESSAGES.tooLarge(LIMIT_MB)],
    ['a 30000×30000 px PNG of a few KB', async () => pngBomb(), 'bomb.png', 413, MEDIA_MESSAGES.tooManyPixels],
  ];
  it.each(refusals)('%s', async (_case, make, name, status, message) => {
    const bytes = await make();
    if (name === 'bomb.png') expect(bytes.length).toBeLessThan(20_000);
    const before = await rowCounts();
    const res = await upload(admin, bytes, name, 'image/png');
    expect(res.status, res.text).toBe(status);
    expect(res.body).toMatchObject({ field: 'file', message: `file: ${message}` });
    expect(await rowCounts()).toEqual(before);
  });

  it('a request without a file, or not multipart, is a 400 naming file', async () => {
    const res = await admin.post('/api/admin/media', { file: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('file');
  });
});

describe('public files, alt texts, uses, roles', () => {
  let item: AdminMediaItem;
  beforeAll(async () => {
    item = (await upload(admin, await solid(1700, 900, '#246810').jpeg().toBuffer(), 'office.jpg')).body;
  });

  it('serves the variants immutable, with their type and nosniff, before any session', async () => {
    for (const [path, type] of [
      [`/media/${item.hash}-1600.avif`, 'image/avif'],
      [`/media/${item.hash}-960.webp`, 'image/webp'],
    ] as const) {
      const res = await fetch(server.url + path);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('content-type')).toBe(type);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('set-cookie')).toBeNull();
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta.format).toBe(type === 'image/avif' ? 'heif' : 'webp');
    }
    expect((await fetch(`${server.url}/media/${'0'.repeat(64)}-480.webp`)).status).toBe(404);
    expect((await fetch(`${server.url}/media/${item.hash}-480.png`)).status).toBe(404);
  });

  it('answers 304 to If-None-Match per RFC 9110: the tag, its weak form, a list holding it, *', async () => {
    const path = `/media/${item.hash}-480.webp`;
    const first = await fetch(server.url + path);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    for (const header of [etag, `W/${etag}`, `"other", W/${etag}`, ` "a",,${etag} `, '*']) {
      const res = await fetch(server.url + path, { headers: { 'if-none-match': header } });
      expect(res.status, header).toBe(304);
      expect(res.headers.get('etag')).toBe(etag);
      expect((await res.arrayBuffer()).byteLength).toBe(0);
    }
    for (const header of ['"other"', `W/"other", "${'0'.repeat(64)}"`, `${etag.slice(0, -2)}"`]) {
      const res = await fetch(server.url + path, { headers: { 'if-none-match': header } });
      expect(res.status, header).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(await first.clone().arrayBuffer()))).toBe(true);
    }
  });

  it('anonymous callers get 401 on every admin media route', async () => {
    const anonymous = server.client();
    expect((await anonymous.get('/api/admin/media')).status).toBe(401);
    expect((await anonymous.patch(`/api/admin/media/${item.id}`, { translations: { cs: { alt: 'a' } } })).status).toBe(401);
    expect((await anonymous.delete(`/api/admin/media/${item.id}`)).status).toBe(401);
    expect((await upload(anonymous, await solid(10, 10).png().toBuffer(), 'x.png')).status).toBe(401);
  });

  it('lists (search, paging) and sets alt texts per language, a field named when invalid', async () => {
    const res = await admin.patch(`/api/admin/media/${item.id}`, { translations: { cs: { alt: ' Naše kancelář ' }, en: { alt: 'Our office' } } });
    expect(res.status).toBe(200);
    expect(res.body.translations).toEqual({ cs: { alt: 'Naše kancelář' }, en: { alt: 'Our office' } });
    const bad = await admin.patch(`/api/admin/media/${item.id}`, { translations: { cs: { alt: 'x'.repeat(201) }, en: { alt: '' } } });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('translations.cs.alt');
    expect((await admin.patch(`/api/admin/media/${item.id}`, { altCs: 'Kancelář' })).body.field).toBe('translations');
    // Searched by the file name and by the alt text in either language.
    for (const q of ['kancel', 'OUR OFF', 'office.jp']) {
      const found = await admin.get(`/api/admin/media?q=${encodeURIComponent(q)}&limit=1`);
      expect(found.status).toBe(200);
      expect(found.headers.get('x-total-count'), q).toBe('1');
      expect(found.body[0].id).toBe(item.id);
    }
    // A blank language and a language left out have no alt text (no row) afterwards.
    const blank = await admin.patch(`/api/admin/media/${item.id}`, { translations: { cs: { alt: 'Kancelář' }, en: { alt: '  ' } } });
    expect(blank.body.translations).toEqual({ cs: { alt: 'Kancelář' } });
    expect((await admin.get(`/api/admin/media/${item.id}`)).body.translations).toEqual({ cs: { alt: 'Kancelář' } });
    expect((await admin.get('/api/admin/media?q=our%20off')).headers.get('x-total-count')).toBe('0');
    const english = await admin.patch(`/api/admin/media/${item.id}`, { translations: { en: { alt: 'Our office' } } });
    expect(english.body.translations).toEqual({ en: { alt: 'Our office' } });
    const rows = await server.db.select().from(mediaTranslations).where(eq(mediaTranslations.mediaId, item.id));
    expect(rows).toEqual([{ mediaId: item.id, language: 'en', alt: 'Our office' }]);
  });

  it('an editor may use the library', async () => {
    await createUser(server.db, { username: 'editor1', password: 'correct-horse', email: 'e@example.cz', name: 'Editor', role: 'editor' });
    const editor = server.client();
    expect((await editor.post('/api/login', { username: 'editor1', password: 'correct-horse' })).status).toBe(200);
    expect((await editor.get('/api/admin/media')).status).toBe(200);
    expect((await upload(editor, await solid(200, 100, '#999000').png().toBuffer(), 'editor.png')).status).toBe(201);
  });

  it('delete is refused (409, the uses named) while a post or a portfolio item uses the image, then allowed', async () => {
    const url = mediaSources(item).src;
    const post = await admin.post('/api/admin/blog', { title: 'Nová kancelář', content: `<p>Text</p><img src="/media/${item.hash}-960.webp" alt="">` });
    expect(post.status, post.text).toBe(201);
    const portfolio = await admin.post('/api/admin/portfolio', { title: 'Kancelář', description: 'Fotka', imageUrl: url, category: 'design' });
    expect(portfolio.status, portfolio.text).toBe(201);
    const listed = (await admin.get(`/api/admin/media/${item.id}`)).body as AdminMediaItem;
    expect(listed.uses).toEqual([
      { kind: 'blog_post', id: post.body.id, title: 'Nová kancelář' },
      { kind: 'portfolio_item', id: portfolio.body.id, title: 'Kancelář' },
    ]);
    const before = await rowCounts();
    const refused = await admin.delete(`/api/admin/media/${item.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('Nová kancelář');
    expect(refused.body.message).toContain('Kancelář');
    expect(await rowCounts()).toEqual(before);
    expect((await admin.delete(`/api/admin/blog/${post.body.id}`)).status).toBe(204);
    expect((await admin.delete(`/api/admin/portfolio/${portfolio.body.id}`)).status).toBe(204);
    expect((await admin.delete(`/api/admin/media/${item.id}`)).status).toBe(204);
    expect((await fetch(server.url + url)).status).toBe(404);
  });
});

describe.skipIf(testDatabaseKind() !== 'postgres')('two instances on one PostgreSQL database', () => {
  it('an image uploaded through one instance is served by the other', async () => {
    const second = await startTestServer({ location: server.location });
    try {
      const res = await upload(admin, await solid(640, 480, '#13579b').png().toBuffer(), 'shared.png');
      expect(res.status).toBe(201);
      const path = `/media/${res.body.hash}-640.avif`;
      const [one, two] = await Promise.all([fetch(server.url + path), fetch(second.url + path)]);
      expect(one.status).toBe(200);
      expect(two.status).toBe(200);
      expect(Buffer.from(await two.arrayBuffer()).equals(Buffer.from(await one.arrayBuffer()))).toBe(true);
    } finally {
      await second.close();
    }
  });
});
if (testDatabaseKind() !== 'postgres') {
  console.info('two-instance media test skipped: PGlite is one process’s embedded database (run with TEST_DB=postgres)');
}
