/**
 * Rendered public pages, kept in memory. The key includes the page's database content (a hash of the data it was
 * rendered with), so a published post or a newly featured item changes the key: nothing needs clearing, and
 * several instances never serve each other's stale pages. Bounded: the least recently used page goes first.
 */
import { createHash } from 'node:crypto';

export interface CachedPage {
  status: number;
  body: string;
}

export const PAGE_CACHE_ENTRIES = 300;

export class PageCache {
  private readonly pages = new Map<string, CachedPage>();

  constructor(private readonly maxEntries = PAGE_CACHE_ENTRIES) {}

  static key(parts: { origin: string; url: string; lang: string; dataJson: string }): string {
    const dataHash = createHash('sha256').update(parts.dataJson).digest('base64url');
    return `${parts.lang} ${parts.origin}${parts.url} ${dataHash}`;
  }

  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (page) {
      // Most recently used goes to the end.
      this.pages.delete(key);
      this.pages.set(key, page);
    }
    return page;
  }

  set(key: string, page: CachedPage): void {
    this.pages.delete(key);
    this.pages.set(key, page);
    while (this.pages.size > this.maxEntries) {
      const oldest = this.pages.keys().next().value;
      if (oldest === undefined) break;
      this.pages.delete(oldest);
    }
  }

  get size(): number {
    return this.pages.size;
  }
}
