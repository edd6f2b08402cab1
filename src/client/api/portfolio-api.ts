/** Portfolio items in the back office (docs/product/api.md#portfolio: /api/admin/portfolio). */
import type { AdminPortfolioItem } from '@/shared/api-types';
import type { PortfolioItemInput, PortfolioItemUpdateInput } from '@/shared/schemas/portfolio-item';
import type { Language } from '@/shared/constants';
import type { PortfolioRevisionContent, Revision, RevisionSummary, TranslationMark } from '@/shared/revisions';
import { apiGet, apiJson, apiRequest, type QueryContext } from '../lib/api-request';
import { listEndpoint } from './admin-list';

const PATH = '/api/admin/portfolio';

export const portfolioApi = {
  ...listEndpoint<AdminPortfolioItem>(PATH),
  /** Without `featured` a new item is not featured. */
  create: (input: Omit<PortfolioItemInput, 'featured'> & { featured?: boolean }) => apiJson<AdminPortfolioItem>('POST', PATH, input),
  update: (id: number, input: PortfolioItemUpdateInput) => apiJson<AdminPortfolioItem>('PUT', `${PATH}/${id}`, input),
  /** One place earlier (up) or later (down) on the home portfolio. */
  move: (id: number, direction: 'up' | 'down') => apiJson<AdminPortfolioItem>('PATCH', `${PATH}/${id}/move`, { direction }),
  setFeatured: (id: number, featured: boolean) => apiJson<AdminPortfolioItem>('PATCH', `${PATH}/${id}/featured`, { featured }),
  remove: async (id: number): Promise<void> => {
    await apiRequest('DELETE', `${PATH}/${id}`);
  },
  /** The item's revisions (docs/product/site-content.md#revisions), newest first. */
  revisions: (id: number, { signal }: QueryContext = {}) => apiGet<RevisionSummary[]>(`${PATH}/${id}/revisions`, signal),
  /** One revision with its content. */
  revision: (id: number, number: number, { signal }: QueryContext = {}) =>
    apiGet<Revision<PortfolioRevisionContent>>(`${PATH}/${id}/revisions/${number}`, signal),
  /** Puts a revision's content back (itself a new revision); answers the item as restored. */
  restoreRevision: (id: number, number: number) => apiJson<AdminPortfolioItem>('POST', `${PATH}/${id}/revisions/${number}/restore`),
  /** The item's texts left behind by a change of the other language (docs/product/site-content.md#translations-behind). */
  translationMarks: (id: number, { signal }: QueryContext = {}) => apiGet<TranslationMark[]>(`${PATH}/${id}/translation-marks`, signal),
  /** "Still valid": the text of `language` stays as it is and is no longer marked (404 when it was not marked). */
  clearTranslationMark: async (id: number, language: Language, field: string): Promise<void> => {
    await apiRequest('DELETE', `${PATH}/${id}/translation-marks/${language}/${encodeURIComponent(field)}`);
  },
};
