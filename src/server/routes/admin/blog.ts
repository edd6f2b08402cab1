import { blogPostSchema, blogPostUpdateSchema, blogPublishSchema } from '@/shared/schemas/blog-post';
import { BLOG_CSV_COLUMNS, BLOG_SORT_KEYS, blogData } from '@/server/data/blog-posts';
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
    create: (req, actor) => posts.create(parseInput(blogPostSchema, req.body), actor),
    update: (id, req, actor) => posts.update(id, parseInput(blogPostUpdateSchema, req.body), actor),
    patch: { '/:id/publish': (id, req, actor) => posts.setPublished(id, parseInput(blogPublishSchema, req.body).published, actor) },
    remove: (id, actor) => posts.remove(id, actor),
    revisions: posts.revisions,
    translationMarks: posts.translationMarks,
    csv: { name: 'blog-posts', columns: BLOG_CSV_COLUMNS, rows: (query, _req, actor) => posts.exportRows(query, actor) },
  });
}
