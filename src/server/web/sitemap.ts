/** sitemap.xml of the public site (cached like the pages: decision 010). */
import { LANGUAGES, type Language } from '@/shared/constants';
import { escapeHtml } from '@/shared/html-text';
import { blogPostPath, pathInLanguage, PUBLIC_PAGES } from '@/shared/site-paths';
import { officeDay } from '@/shared/dates';
import { sitePagesShownAt } from '@/shared/site-texts/site-pages';
import { readAgencyProfile } from '../data/agency-profile';
import { blogData } from '../data/blog-posts';
import { readPriceList } from '../data/price-list';
import { sitePagesUpdatedAt } from '../data/site-texts';
import type { Database } from '../db/database';
import { postsChangeAt } from './page-expiry';
import type { RenderedPage } from './rendered-pages';

export async function sitemapXml(db: Database, origin: string): Promise<string> {
  /**
   * One <url> per language the page exists in, each listing those languages as alternates; `page`: its unprefixed
   * path, or its path in each language (a post's slug per language, decision 021).
   */
  const entry = (page: string | ((l: Language) => string), lastmod?: string, languages: readonly Language[] = LANGUAGES) => {
    const href = (l: Language) => escapeHtml(origin + pathInLanguage(typeof page === 'string' ? page : page(l), l));
    const alternates = languages.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${href(l)}"/>`).join('');
    const modified = lastmod ? `<lastmod>${lastmod}</lastmod>` : '';
    return languages.map((l) => `<url><loc>${href(l)}</loc>${modified}${alternates}</url>`).join('\n');
  };
  // Every public post has a page, in the languages it exists in.
  const [posts, profile, prices, texts] = await Promise.all([blogData(db).publicPages(), readAgencyProfile(db), readPriceList(db), sitePagesUpdatedAt(db)]);
  // Every page shows the agency profile (header, footer, structured data) and its site texts (its own, the header's and
  // footer's…); the pricing page also the price list. Their last change is the page's (the day in Prague); never
  // saved: no lastmod, as before.
  const lastChanged = (...times: (string | null)[]) => {
    const latest = times.filter((t): t is string => t !== null).sort().at(-1);
    return latest ? officeDay(new Date(latest)) : undefined;
  };
  const urls = [
    ...PUBLIC_PAGES.map((page) => {
      const textsChanged = sitePagesShownAt(page).map((shown) => texts[shown] ?? null);
      return entry(page, lastChanged(profile.updatedAt, ...textsChanged, page === '/pricing' ? prices.publishedAt : null));
    }),
    ...posts.map((post) => entry((l) => blogPostPath(post.slugs[l]!), post.publishedAt.slice(0, 10), post.languages)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** sitemap.xml as cached: until the next post comes due (or a new year), or a write changes the content version. */
export async function sitemapFile(db: Database, origin: string, now: Date): Promise<RenderedPage> {
  const [body, expiresAt] = await Promise.all([sitemapXml(db, origin), postsChangeAt(db, now)]);
  return { status: 200, contentType: 'application/xml; charset=utf-8', vary: 'Accept-Encoding', body, expiresAt };
}
