import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PageCache, preparePage, type PageEntry } from './page-cache';

const page = (body: string, over: Partial<PageEntry> = {}): PageEntry => ({
  status: 200,
  contentType: 'text/html; charset=utf-8',
  vary: 'Accept-Encoding',
  etags: { identity: '"x"', br: '"x-br"', gzip: '"x-gz"' },
  identity: Buffer.from(body),
  br: Buffer.alloc(0),
  gzip: Buffer.alloc(0),
  version: 1,
  expiresAt: Infinity,
  languages: ['cs', 'en'],
  heads: { identity: { full: [], notModified: [] }, br: { full: [], notModified: [] }, gzip: { full: [], notModified: [] } },
  ...over,
});

describe('PageCache', () => {
  it('answers only for the content version the page was rendered at', () => {
    const cache = new PageCache();
    cache.set('/blog', page('v1', { version: 1 }));
    expect(cache.get('/blog', 1)?.identity.toString()).toBe('v1');
    expect(cache.get('/blog', 2)).toBeUndefined();
    // A miss for a newer version drops the old page.
    expect(cache.get('/blog', 1)).toBeUndefined();
  });

  it('lets a page go at the moment it would change on its own (a post coming due, a new year)', () => {
    const cache = new PageCache();
    cache.set('/blog', page('B', { expiresAt: 10_000 }));
    expect(cache.get('/blog', 1, 9_999)?.identity.toString()).toBe('B');
    expect(cache.get('/blog', 1, 10_000)).toBeUndefined();
  });

  it('keeps at most the given number of pages, dropping the least recently used', () => {
    const cache = new PageCache(2);
    cache.set('a', page('A'));
    cache.set('b', page('B'));
    expect(cache.get('a', 1)?.identity.toString()).toBe('A'); // a is now the most recent
    cache.set('c', page('C', { status: 404 }));
    expect(cache.size).toBe(2);
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)?.identity.toString()).toBe('A');
    expect(cache.get('c', 1)?.status).toBe(404);
  });
});

describe('preparePage', () => {
  it('stores Brotli and gzip variants that decode to the same bytes, and a strong ETag of the content', async () => {
    const body = `<!doctype html><title>Č</title>${'<p>Lipa Digital</p>'.repeat(200)}`;
    const base = { status: 200, contentType: 'text/html; charset=utf-8', vary: 'Accept-Encoding', version: 3, expiresAt: Infinity };
    const entry = await preparePage({ ...base, body });
    expect(entry.identity.toString('utf8')).toBe(body);
    expect(brotliDecompressSync(entry.br).toString('utf8')).toBe(body);
    expect(gunzipSync(entry.gzip).toString('utf8')).toBe(body);
    expect(entry.br.length).toBeLessThan(entry.identity.length / 10);
    expect(entry.etags.identity).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(entry.etags.br).toBe(entry.etags.identity.replace(/"$/, '-br"'));
    expect(entry.etags.gzip).toBe(entry.etags.identity.replace(/"$/, '-gz"'));
    expect((await preparePage({ ...base, body })).etags).toEqual(entry.etags);
    expect((await preparePage({ ...base, body: body + ' ' })).etags.identity).not.toBe(entry.etags.identity);
  });
});
