/**
 * What the page routes and the early cache answer read of a public page request: its origin, the language redirect,
 * the staff preview, the old post address, and the address its rendering is cached under.
 *
 * The query parameters public pages read — all of them, exactly:
 * - `post` on /blog (and /en/blog): the old address of a post, answered 301 to its page before any render;
 * - `preview` on a post page: a signed-in staff preview, rendered for that request only, never cached;
 * - `section=portfolio` on the home page: read by the browser only (it scrolls to the portfolio); the HTML is the same.
 * So no rendered page depends on its query string: a page is rendered and cached by its path alone, and any other
 * query (`?utm_source=…`, `?u=<random>`) is served the same cached bytes — it never causes a render or a cache entry.
 */
import type { Request } from 'express';
import type { Language } from '@/shared/constants';
import {
  BLOG_POST_QUERY_PARAMETER,
  blogPostPath,
  languageOfPath,
  pathInLanguage,
  postSlugOfPath,
  PREVIEW_QUERY_PARAMETER,
  unprefixedPath,
} from '@/shared/site-paths';
import { preferredLanguage } from './language-choice';

/** An unprefixed URL is Czech, unless the visitor chose English or their browser prefers it. */
export const PAGE_VARY = 'Cookie, Accept-Language';

export function requestOrigin(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

/** The request's query string with its '?', or ''. */
export function queryOf(req: Request): string {
  return req.originalUrl.slice(req.path.length);
}

/** A Czech address asked for by a visitor who chose English or whose browser prefers it. */
export function prefersEnglishVersion(req: Request): boolean {
  return (
    languageOfPath(req.path) === 'cs' && preferredLanguage(req.headers.cookie, req.headers['accept-language']) === 'en'
  );
}

/**
 * Whether this request is redirected to the English version of its page: it prefers English, and the page exists in
 * English (`languages`: the languages the page exists in — every language, except for a post written in one only).
 */
export function redirectsToEnglish(req: Request, languages: readonly Language[]): boolean {
  return prefersEnglishVersion(req) && languages.includes('en');
}

/** A request for a post page as a staff preview (/blog/<slug>?preview=1): only signed-in staff get one. */
export function isPreview(req: Request): boolean {
  return req.query[PREVIEW_QUERY_PARAMETER] !== undefined && postSlugOfPath(unprefixedPath(req.path)) !== null;
}

/** /blog?post=<slug>: where that post's page is now (the other query parameters kept), else null. */
export function oldPostAddress(req: Request): string | null {
  const slug = req.query[BLOG_POST_QUERY_PARAMETER];
  if (typeof slug !== 'string' || slug === '' || unprefixedPath(req.path) !== '/blog') return null;
  const rest = new URLSearchParams(queryOf(req).replace(/^\?/, ''));
  rest.delete(BLOG_POST_QUERY_PARAMETER);
  const query = rest.toString();
  return pathInLanguage(blogPostPath(slug), languageOfPath(req.path)) + (query ? `?${query}` : '');
}

/**
 * The address a page is rendered for and cached under: its path without the query (see above). Canonical and
 * hreflang links are built from the path too, so they are the same whatever query the request carried.
 */
export function renderedAddress(req: Request): string {
  return req.path;
}
