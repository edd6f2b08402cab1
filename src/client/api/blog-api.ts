/** Blog posts in the back office (docs/product/api.md#blog: /api/admin/blog). */
import type { AdminBlogPost } from '@/shared/api-types';
import type { BlogPostInput, BlogPostUpdateInput } from '@/shared/schemas/blog-post';
import type { Language } from '@/shared/constants';
import type { BlogRevisionContent, Revision, RevisionSummary, TranslationMark } from '@/shared/revisions';
import { apiGet, apiJson, apiRequest, type QueryContext } from '../lib/api-request';
import { listEndpoint } from './admin-list';

const PATH = '/api/admin/blog';

export const blogApi = {
  ...listEndpoint<AdminBlogPost>(PATH),
  create: (input: BlogPostInput) => apiJson<AdminBlogPost>('POST', PATH, input),
  /** Without published/publishedAt the post keeps its publication state. */
  update: (id: number, input: BlogPostUpdateInput) =>
    apiJson<AdminBlogPost>('PUT', `${PATH}/${id}`, input),
  setPublished: (id: number, published: boolean) => apiJson<AdminBlogPost>('PATCH', `${PATH}/${id}/publish`, { published }),
  remove: async (id: number): Promise<void> => {
    await apiRequest('DELETE', `${PATH}/${id}`);
  },
  /** The post's revisions (docs/product/site-content.md#revisions), newest first. */
  revisions: (id: number, { signal }: QueryContext = {}) => apiGet<RevisionSummary[]>(`${PATH}/${id}/revisions`, signal),
  /** One revision with its content. */
  revision: (id: number, number: number, { signal }: QueryContext = {}) =>
    apiGet<Revision<BlogRevisionContent>>(`${PATH}/${id}/revisions/${number}`, signal),
  /** Puts a revision's content back (itself a new revision); answers the post as restored. */
  restoreRevision: (id: number, number: number) => apiJson<AdminBlogPost>('POST', `${PATH}/${id}/revisions/${number}/restore`),
  /** The post's texts left behind by a change of the other language (docs/product/site-content.md#translations-behind). */
  translationMarks: (id: number, { signal }: QueryContext = {}) => apiGet<TranslationMark[]>(`${PATH}/${id}/translation-marks`, signal),
  /** "Still valid": the text of `language` stays as it is and is no longer marked (404 when it was not marked). */
  clearTranslationMark: async (id: number, language: Language, field: string): Promise<void> => {
    await apiRequest('DELETE', `${PATH}/${id}/translation-marks/${language}/${encodeURIComponent(field)}`);
  },
};
