/** Blog posts in the back office (docs/product/api.md#blog: /api/admin/blog). */
import type { AdminBlogPost } from '@/shared/api-types';
import type { BlogPostInput, BlogPostUpdateInput } from '@/shared/schemas/blog-post';
import { apiJson, apiRequest } from '../lib/api-request';
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
};
