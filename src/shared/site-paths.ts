/** Public pages and their language: Czech at the spec's paths, English under /en (docs/product/public-site.md#pages-and-languages, issue: real HTML per language). */
import { DEFAULT_LANGUAGE, PROJECT_SERVICE_TYPES, type Language } from './constants';

/**
 * Every public page, unprefixed: one service page per service type a project can have. Rendered on the server in both
 * languages and listed in sitemap.xml; the client's page table is typed Record<PublicPage, …>, so a page added here
 * without a component (or the other way round) fails the typecheck.
 */
export const PUBLIC_PAGES = [
  '/',
  ...PROJECT_SERVICE_TYPES.map((s) => `/services/${s}` as const),
  '/pricing',
  '/blog',
  '/about',
  '/contact',
] as const;
export type PublicPage = (typeof PUBLIC_PAGES)[number];

export const ENGLISH_PREFIX = '/en';

/** /blog?post=<slug>: the address a post had before it had a page of its own; answered 301 to /blog/<slug>. */
export const BLOG_POST_QUERY_PARAMETER = 'post';

/** /blog/<slug>?preview=1: signed-in staff see a draft or scheduled post as its page (never cached, noindex). */
export const PREVIEW_QUERY_PARAMETER = 'preview';

/** The page of a post, unprefixed: /blog/<slug> (Czech); pathInLanguage gives /en/blog/<slug>. */
export function blogPostPath(slug: string): string {
  return `/blog/${encodeURIComponent(slug)}`;
}

/** The slug of a post page's unprefixed path ('/blog/my-post' → 'my-post'), or null for any other path. */
export function postSlugOfPath(path: string): string | null {
  const match = /^\/blog\/([^/]+)\/?$/.exec(path);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

/** The language a path is in: /en and /en/... are English, everything else Czech. */
export function languageOfPath(pathname: string): Language {
  return pathname === ENGLISH_PREFIX || pathname.startsWith(ENGLISH_PREFIX + '/') ? 'en' : DEFAULT_LANGUAGE;
}

/** The path without its language prefix: /en/pricing → /pricing, /en → /. */
export function unprefixedPath(pathname: string): string {
  if (languageOfPath(pathname) !== 'en') return pathname;
  const rest = pathname.slice(ENGLISH_PREFIX.length);
  return rest === '' ? '/' : rest;
}

/** The same page in the given language: ('/pricing', 'en') → /en/pricing; ('/en/blog', 'cs') → /blog. */
export function pathInLanguage(pathname: string, lang: Language): string {
  const base = unprefixedPath(pathname);
  if (lang === DEFAULT_LANGUAGE) return base;
  return base === '/' ? ENGLISH_PREFIX : ENGLISH_PREFIX + base;
}

/** Back office and sign-in: client-rendered, never indexed, never language-prefixed. */
export function isPrivatePath(pathname: string): boolean {
  return /^\/(admin|auth)(\/|$)/.test(pathname);
}
