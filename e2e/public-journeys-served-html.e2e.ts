/**
 * Public-site journeys, part 4 (docs/product/public-site.md#pages-and-languages): the HTML the production build serves,
 * read without a browser — canonical and hreflang links, social cards, JSON-LD, sitemap.xml, robots.txt, noindex.
 */
import { describe, expect, inject, it } from 'vitest';
import { pricing as csPricing } from '../src/shared/site-texts/cs/pricing';
import { pricing as enPricing } from '../src/shared/site-texts/en/pricing';
import { PUBLIC_PAGES } from '../src/shared/site-paths';
import { PRICE_LIST_DEFAULTS } from '../src/shared/schemas/price-list';
import { pageUrl } from './support/public-site';

const baseUrl = inject('baseUrl');

describe('served HTML (no browser)', () => {
  async function get(path: string) {
    const res = await fetch(baseUrl + path, { redirect: 'manual' });
    return { status: res.status, headers: res.headers, text: await res.text() };
  }

  function jsonLd(html: string): { '@type': string; blogPost?: { '@type': string }[] }[] {
    return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));
  }

  it.each(['cs', 'en'] as const)('/pricing in %s: canonical, hreflang, social cards, lang and the content', async (lang) => {
    const path = pageUrl('', '/pricing', lang);
    const { status, text } = await get(path);
    expect(status).toBe(200);
    const texts = lang === 'cs' ? csPricing : enPricing;
    expect(text).toContain(`<html lang="${lang}">`);
    expect(text).toContain(`<link rel="canonical" href="${baseUrl}${path}" />`);
    expect(text).toContain(`<link rel="alternate" hreflang="cs" href="${baseUrl}/pricing" />`);
    expect(text).toContain(`<link rel="alternate" hreflang="en" href="${baseUrl}/en/pricing" />`);
    expect(text).toContain(`<link rel="alternate" hreflang="x-default" href="${baseUrl}/pricing" />`);
    expect(text).toMatch(new RegExp(`<meta property="og:title" content="${texts.metaTitle} \\| Lipa Digital" />`));
    expect(text).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(text).toMatch(new RegExp(`<h1[^>]*>${texts.heading}</h1>`));
    expect(text).toContain(texts.intro);
    for (const plan of ['basic', 'standard', 'premium'] as const) expect(text).toContain(PRICE_LIST_DEFAULTS.plans[plan].translations[lang].name);
  });

  it("every class a public page uses that the back office's stylesheet styles, its own inlined stylesheet styles too", async () => {
    // The public stylesheet (src/client/public-styles.css) is built from the public pages' folders only: a class
    // written elsewhere would render unstyled on a public page.
    const shell = (await get('/admin')).text;
    const appCss = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"/.exec(shell)?.[1];
    expect(appCss).toBeDefined();
    const backOffice = (await get(appCss!)).text;
    const selector = (name: string) => '.' + name.replace(/[^a-zA-Z0-9_-]/g, (c) => '\\' + c);
    const unstyled: string[] = [];
    let checked = 0;
    for (const page of PUBLIC_PAGES) {
      for (const lang of ['cs', 'en'] as const) {
        const html = (await get(pageUrl('', page, lang))).text;
        const inlined = [...html.matchAll(/<style>(.*?)<\/style>/gs)].map((m) => m[1]).join('');
        expect(inlined.length, page).toBeGreaterThan(0);
        const body = html.replace(/<style>.*?<\/style>/gs, '');
        const names = new Set([...body.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]!.replaceAll('&amp;', '&').split(/\s+/).filter(Boolean)));
        for (const name of names) {
          if (!backOffice.includes(selector(name))) continue;
          checked += 1;
          if (!inlined.includes(selector(name))) unstyled.push(`${pageUrl('', page, lang)}: ${name}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(unstyled).toEqual([]);
  });

  it('the home page carries the agency and the blog page the posts as JSON-LD', async () => {
    for (const path of ['/', '/en']) {
      const types = jsonLd((await get(path)).text).map((d) => d['@type']);
      expect(types.some((t) => t === 'LocalBusiness' || t === 'ProfessionalService'), `${path}: ${types}`).toBe(true);
    }
    for (const lang of ['cs', 'en'] as const) {
      const path = pageUrl('', '/blog', lang);
      const blog = jsonLd((await get(path)).text).find((d) => d['@type'] === 'Blog');
      expect(blog, path).toBeDefined();
      // Every post the blog lists, however many other journeys of this shared server have added or deleted meanwhile.
      const listed = (await (await fetch(`${baseUrl}/api/blog?lang=${lang}`)).json()) as unknown[];
      expect(listed.length).toBeGreaterThan(0);
      expect(blog?.blogPost?.length, path).toBe(listed.length);
      expect(blog?.blogPost?.every((p) => p['@type'] === 'BlogPosting')).toBe(true);
    }
  });

  it('sitemap.xml lists every public page in both languages; robots.txt keeps crawlers out of /admin', async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    for (const path of PUBLIC_PAGES) {
      expect(sitemap.text).toContain(`<loc>${pageUrl(baseUrl, path, 'cs')}</loc>`);
      expect(sitemap.text).toContain(`<loc>${pageUrl(baseUrl, path, 'en')}</loc>`);
    }
    const robots = await get('/robots.txt');
    expect(robots.text).toMatch(/^Disallow: \/admin$/m);
    expect(robots.text).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
  });

  it.each(['/admin', '/auth'])('%s is marked noindex', async (path) => {
    const { status, text, headers } = await get(path);
    expect(status).toBe(200);
    expect(text).toMatch(/<meta name="robots" content="noindex[^"]*" \/>/);
    expect(headers.get('x-robots-tag')).toContain('noindex');
  });
});
