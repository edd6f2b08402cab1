/**
 * The public site's texts (issue 35 point 2; docs/product/api.md#site-texts): the editor's pages, a page's published
 * texts, publishing them, their revisions and translation marks, and the live preview — the real page rendered with
 * the editor's texts (POST <page path>?preview), answered as HTML.
 */
import type { Language } from '@/shared/constants';
import type { Revision, RevisionSummary, SitePageRevisionContent, TranslationMark } from '@/shared/revisions';
import type { SitePageInput } from '@/shared/schemas/site-texts';
import { pathInLanguage, PREVIEW_QUERY_PARAMETER } from '@/shared/site-paths';
import { SITE_PAGES, type SitePageKey, type SitePageRecord, type SitePageSummary } from '@/shared/site-texts/site-pages';
import { apiGet, apiJson, apiRequest, type QueryContext } from '../lib/api-request';

const PATH = '/api/admin/site-texts';
const pagePath = (page: SitePageKey) => `${PATH}/${page}`;

export const siteTextsApi = {
  key: [PATH] as const,
  pages: ({ signal }: QueryContext = {}) => apiGet<SitePageSummary[]>(PATH, signal),
  get: (page: SitePageKey, { signal }: QueryContext = {}) => apiGet<SitePageRecord>(pagePath(page), signal),
  publish: (page: SitePageKey, input: SitePageInput) => apiJson<SitePageRecord>('PUT', pagePath(page), input),
  revisions: (page: SitePageKey, { signal }: QueryContext = {}) => apiGet<RevisionSummary[]>(`${pagePath(page)}/revisions`, signal),
  revision: (page: SitePageKey, number: number, { signal }: QueryContext = {}) =>
    apiGet<Revision<SitePageRevisionContent>>(`${pagePath(page)}/revisions/${number}`, signal),
  restoreRevision: (page: SitePageKey, number: number) => apiJson<SitePageRecord>('POST', `${pagePath(page)}/revisions/${number}/restore`),
  translationMarks: (page: SitePageKey, { signal }: QueryContext = {}) => apiGet<TranslationMark[]>(`${pagePath(page)}/translation-marks`, signal),
  clearTranslationMark: async (page: SitePageKey, language: Language, field: string) => {
    await apiRequest('DELETE', `${pagePath(page)}/translation-marks/${language}/${encodeURIComponent(field)}`);
  },
  /** The page's HTML in `lang` with `input` in place of its published texts (staff only; never cached). */
  preview: async (page: SitePageKey, lang: Language, input: SitePageInput, signal?: AbortSignal): Promise<string> => {
    const res = await apiRequest('POST', `${pathInLanguage(SITE_PAGES[page].path, lang)}?${PREVIEW_QUERY_PARAMETER}`, { page, ...input }, signal);
    return res.text();
  },
};
