/** <head> tags of a server-rendered public page: SEO, language alternates, social cards, structured data. */
import { escapeHtml, jsonForScript } from '@/shared/html-text';
import { LANGUAGES, type Language } from '@/shared/constants';
import { pathInLanguage } from '@/shared/site-paths';
import type { PageMeta } from '../lib/page-meta';
import { fullTitle } from '../lib/page-meta';

const OG_LOCALE: Record<Language, string> = { cs: 'cs_CZ', en: 'en_US' };
export const SOCIAL_IMAGE_PATH = '/social-card.png';

/** A site path on this origin, or an absolute http(s) URL as it is. */
export function absoluteUrl(pathOrUrl: string, origin: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : origin + pathOrUrl;
}

/** `agencyName`: the agency profile's name (the title's suffix and og:site_name). */
export function headTags(meta: PageMeta, options: { pathname: string; lang: Language; origin: string; agencyName: string }): string {
  const { pathname, lang, origin, agencyName } = options;
  const title = escapeHtml(fullTitle(meta.title, agencyName));
  const description = meta.description ? escapeHtml(meta.description) : '';
  const canonical = origin + pathInLanguage(pathname, lang);
  const tags = [`<title>${title}</title>`];
  if (description) tags.push(`<meta name="description" content="${description}" />`);
  if (meta.status === 404 || meta.noindex) {
    tags.push('<meta name="robots" content="noindex" />');
  } else {
    const languages = LANGUAGES.filter((l) => !meta.languages || meta.languages.includes(l));
    // Each language's own address (a post's slug in that language), else this path in that language.
    const hrefIn = (l: Language) => escapeHtml(origin + pathInLanguage(meta.addresses?.[l] ?? pathname, l));
    tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}" />`);
    for (const alt of languages) tags.push(`<link rel="alternate" hreflang="${alt}" href="${hrefIn(alt)}" />`);
    const fallback = languages.includes('cs') ? 'cs' : (languages[0] ?? lang);
    tags.push(`<link rel="alternate" hreflang="x-default" href="${hrefIn(fallback)}" />`);
  }
  const image = absoluteUrl(meta.image ?? SOCIAL_IMAGE_PATH, origin);
  tags.push(
    `<meta property="og:type" content="${meta.ogType ?? 'website'}" />`,
    `<meta property="og:site_name" content="${escapeHtml(agencyName)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    `<meta property="og:locale" content="${OG_LOCALE[lang]}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:image" content="${escapeHtml(image)}" />`,
  );
  if (description) {
    tags.push(`<meta property="og:description" content="${description}" />`, `<meta name="twitter:description" content="${description}" />`);
  }
  for (const data of meta.jsonLd ?? []) {
    tags.push(`<script type="application/ld+json">${jsonForScript(typeof data === 'function' ? data(origin) : data)}</script>`);
  }
  return tags.join('\n    ');
}
