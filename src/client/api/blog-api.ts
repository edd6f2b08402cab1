/** Blog posts in the back office (docs/product/api.md#blog: /api/admin/blog). */
import type { AdminBlogPost } from '@/shared/api-types';
import type { BlogPostInput, BlogPostUpdateInput } from '@/shared/schemas/blog-post';
import type { BlogRevisionContent, Revision, RevisionSummary } from '@/shared/revisions';
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
};
