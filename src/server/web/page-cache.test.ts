import { describe, expect, it } from 'vitest';
import { PageCache } from './page-cache';

describe('PageCache', () => {
  it('keys on the content the page was rendered with', () => {
    const base = { origin: 'https://lipadigital.cz', url: '/blog', lang: 'cs' };
    expect(PageCache.key({ ...base, dataJson: '{"posts":[]}' })).not.toBe(PageCache.key({ ...base, dataJson: '{"posts":[1]}' }));
    expect(PageCache.key({ ...base, dataJson: '{}' })).toBe(PageCache.key({ ...base, dataJson: '{}' }));
    expect(PageCache.key({ ...base, dataJson: '{}' })).not.toBe(PageCache.key({ ...base, lang: 'en', dataJson: '{}' }));
  });

  it('keeps at most the given number of pages, dropping the least recently used', () => {
    const cache = new PageCache(2);
    cache.set('a', { status: 200, body: 'A' });
    cache.set('b', { status: 200, body: 'B' });
    expect(cache.get('a')?.body).toBe('A'); // a is now the most recent
    cache.set('c', { status: 404, body: 'C' });
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.body).toBe('A');
    expect(cache.get('c')?.status).toBe(404);
  });
});
