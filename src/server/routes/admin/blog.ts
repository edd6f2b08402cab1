import { blogPostSchema, blogPostUpdateSchema, blogPublishSchema } from '@/shared/schemas/blog-post';
import { signedInUser } from '@/server/auth/require-user';
import { BLOG_SORT_KEYS, blogData } from '@/server/data/blog-posts';
import type { Database } from '@/server/db/database';
import type { RouteDefinition } from '@/server/http/route-table';
import { parseInput } from '@/server/http/validate';
import { resourceRoutes } from './resource-routes';

/** The back office's blog: slugs, sanitising and publishing rules are in the data module (src/server/data/blog-posts.ts). */
export function blogRoutes(db: Database): RouteDefinition[] {
  const posts = blogData(db);
  return resourceRoutes({
    path: '/blog',
    notFound: 'Blog post not found',
    list: { sortKeys: BLOG_SORT_KEYS, load: (query) => posts.list(query) },
    get: (id) => posts.get(id),
    create: (req, res) => posts.create(parseInput(blogPostSchema, req.body), signedInUser(res).id),
    update: (id, req) => posts.update(id, parseInput(blogPostUpdateSchema, req.body)),
    patch: { '/:id/publish': (id, req) => posts.setPublished(id, parseInput(blogPublishSchema, req.body).published) },
    remove: (id) => posts.remove(id),
  });
}
