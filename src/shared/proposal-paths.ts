/**
 * The client's page of a sent proposal (docs/product/proposals.md#the-clients-page): /nabidka/<token> in Czech,
 * /en/proposal/<token> in English. Not a public page of the site (never cached, never in the sitemap, noindex).
 */
import type { Language } from './constants';

export const PROPOSAL_PAGE_PREFIX: Readonly<Record<Language, string>> = { cs: '/nabidka', en: '/en/proposal' };

/** The page of a token in a language. */
export function proposalPagePath(language: Language, token: string): string {
  return `${PROPOSAL_PAGE_PREFIX[language]}/${encodeURIComponent(token)}`;
}

/** The route patterns of the page (Express), per language. */
export const PROPOSAL_PAGE_ROUTES: Readonly<Record<Language, string>> = { cs: '/nabidka/:token', en: '/en/proposal/:token' };

/**
 * The newest version of the deal, reached through an earlier version's link (that version accepted, then superseded:
 * its page keeps showing what was accepted and links here). Appended to a page's path.
 */
export const NEWEST_VERSION_SUFFIX = '/newest';

/**
 * A deal's own name from a proposal's title: a leading "Nabídka" / "Proposal" followed by ':' or a dash is taken off
 * ("Nabídka: Standardní" → "Standardní"), as the mail subject, the page heading and the project already name the
 * document. A title that would be left empty is kept.
 */
export function dealTitle(title: string): string {
  const rest = title.replace(/^\s*(nabídka|nabidka|proposal)\s*[:\-–—]\s*/iu, '').trim();
  return rest === '' ? title.trim() : rest;
}
