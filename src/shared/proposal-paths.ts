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
