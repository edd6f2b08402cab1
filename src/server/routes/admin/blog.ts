import { and, count, eq, like, ne, or } from 'drizzle-orm';
import type { Response } from 'express';
import { LANGUAGES } from '../../../shared/constants';
import {
  BLOG_MESSAGES,
  blogPostSchema,
  blogPostUpdateSchema,
  blogPublishSchema,
  type BlogTranslations,
} from '../../../shared/schemas/blog-post';
import { slugFromTitle } from '../../../shared/slug';
import { signedInUser } from '../../auth/require-user';
import { isEmptyHtml, sanitizeBlogHtml } from '../../content/blog-html';
import type { Database } from '../../db/database';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../db/pg-errors';
import { blogPosts, type BlogPostRow } from '../../db/schema';
import { fieldError, HttpError } from '../../http/errors';
import type { RouteDefinition } from '../../http/route-table';
import { parseInput } from '../../http/validate';
import { idParam } from '../id-param';
import { orderBy, parseListQuery, searchCondition, sendPage, type SortColumn } from './list-query';

const SORTABLE = {
  createdAt: { column: blogPosts.createdAt },
  updatedAt: { column: blogPosts.updatedAt },
  publishedAt: { column: blogPosts.publishedAt },
  title: { column: blogPosts.title, text: true },
  slug: { column: blogPosts.slug },
  published: { column: blogPosts.published },
} satisfies Record<string, SortColumn>;
const SORT_KEYS = Object.keys(SORTABLE) as [keyof typeof SORTABLE, ...(keyof typeof SORTABLE)[]];
/** SPEC §9: the admin blog is searched by title and slug. */
const SEARCH = [blogPosts.title, blogPosts.slug];

/** Sanitised HTML that must still show something; otherwise a 400 on that field. */
function cleanContent(html: string, field: string): string {
  const clean = sanitizeBlogHtml(html);
  if (isEmptyHtml(clean)) throw fieldError(field, BLOG_MESSAGES.contentRequired);
  return clean;
}

function cleanTranslations(translations: BlogTranslations): BlogTranslations {
  const out: BlogTranslations = {};
  for (const lang of LANGUAGES) {
    const t = translations[lang];
    if (t) out[lang] = { ...t, content: cleanContent(t.content, `translations.${lang}.content`) };
  }
  return out;
}

/**
 * Slugs are unique. Chosen behaviour:
 * - no slug given → derived from the title, and made unique by appending -2, -3, … (a title may repeat);
 * - an explicit slug that another post already uses → 409 with field `slug` (the admin asked for that exact URL,
 *   so it is not silently changed).
 */
export function blogRoutes(db: Database): RouteDefinition[] {
  const findPost = async (id: number) => (await db.select().from(blogPosts).where(eq(blogPosts.id, id)))[0];

  const uniqueSlug = async (base: string, excludeId: number | undefined) => {
    // base holds only a–z, 0–9 and hyphens: no LIKE wildcards.
    const rows = await db
      .select({ slug: blogPosts.slug })
      .from(blogPosts)
      .where(
        and(
          or(eq(blogPosts.slug, base), like(blogPosts.slug, `${base}-%`)),
          excludeId === undefined ? undefined : ne(blogPosts.id, excludeId),
        ),
      );
    const taken = new Set(rows.map((r) => r.slug));
    if (!taken.has(base)) return base;
    let n = 2;
    while (taken.has(`${base}-${n}`)) n++;
    return `${base}-${n}`;
  };

  const assertSlugFree = async (slug: string, excludeId: number | undefined) => {
    const [other] = await db
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(and(eq(blogPosts.slug, slug), excludeId === undefined ? undefined : ne(blogPosts.id, excludeId)));
    if (other) throw fieldError('slug', BLOG_MESSAGES.slugTaken, 409);
  };

  /**
   * Runs a write with a slug chosen as described above. Two simultaneous writes can still pick the same slug; the
   * unique index then refuses one: an explicit slug answers 409, a derived one is chosen again.
   */
  const writeWithSlug = async (
    explicit: string | null,
    title: string,
    excludeId: number | undefined,
    write: (slug: string) => Promise<BlogPostRow | undefined>,
  ) => {
    for (let attempt = 0; ; attempt++) {
      let slug: string;
      if (explicit) {
        await assertSlugFree(explicit, excludeId);
        slug = explicit;
      } else {
        slug = await uniqueSlug(slugFromTitle(title), excludeId);
      }
      try {
        return await write(slug);
      } catch (err) {
        if (pgErrorCode(err) !== PG_UNIQUE_VIOLATION) throw err;
        if (explicit || attempt >= 3) throw fieldError('slug', BLOG_MESSAGES.slugTaken, 409);
      }
    }
  };

  const sendPost = (res: Response, post: BlogPostRow | undefined, status = 200) => {
    if (!post) throw new HttpError(404, 'Blog post not found');
    res.status(status).json(post);
  };

  return [
    {
      method: 'get',
      path: '/blog',
      handler: async (req, res) => {
        const query = parseListQuery(req, SORT_KEYS);
        const where = searchCondition(query.q, SEARCH);
        const [rows, [total]] = await Promise.all([
          db
            .select()
            .from(blogPosts)
            .where(where)
            .orderBy(...orderBy(SORTABLE[query.sort ?? 'createdAt'], query.dir, blogPosts.id))
            .limit(query.limit)
            .offset(query.offset),
          db.select({ n: count() }).from(blogPosts).where(where),
        ]);
        sendPage(res, rows, total?.n ?? 0);
      },
    },
    {
      method: 'get',
      path: '/blog/:id',
      handler: async (req, res) => sendPost(res, await findPost(idParam(req))),
    },
    {
      method: 'post',
      path: '/blog',
      handler: async (req, res) => {
        const input = parseInput(blogPostSchema, req.body);
        const content = cleanContent(input.content, 'content');
        const translations = cleanTranslations(input.translations);
        const authorId = signedInUser(res).id;
        // Created unpublished unless published: true is given; a published post always has a publishedAt.
        const publishedAt = input.publishedAt ?? (input.published ? new Date() : null);
        const post = await writeWithSlug(input.slug, input.title, undefined, async (slug) => {
          const [row] = await db
            .insert(blogPosts)
            .values({ ...input, slug, content, translations, publishedAt, authorId })
            .returning();
          return row;
        });
        sendPost(res, post, 201);
      },
    },
    {
      method: 'put',
      path: '/blog/:id',
      handler: async (req, res) => {
        const id = idParam(req);
        const input = parseInput(blogPostUpdateSchema, req.body);
        const existing = await findPost(id);
        if (!existing) throw new HttpError(404, 'Blog post not found');
        const content = cleanContent(input.content, 'content');
        const translations = cleanTranslations(input.translations);
        const published = input.published ?? existing.published;
        const publishedAt =
          (input.publishedAt === undefined ? existing.publishedAt : input.publishedAt) ?? (published ? new Date() : null);
        const post = await writeWithSlug(input.slug, input.title, id, async (slug) => {
          const [row] = await db
            .update(blogPosts)
            .set({ ...input, slug, content, translations, published, publishedAt, updatedAt: new Date() })
            .where(eq(blogPosts.id, id))
            .returning();
          return row;
        });
        sendPost(res, post);
      },
    },
    {
      method: 'patch',
      path: '/blog/:id/publish',
      handler: async (req, res) => {
        const id = idParam(req);
        const { published } = parseInput(blogPublishSchema, req.body);
        const existing = await findPost(id);
        if (!existing) throw new HttpError(404, 'Blog post not found');
        // The first publish stamps publishedAt; unpublishing keeps it, so a re-publish keeps the original date.
        const publishedAt = existing.publishedAt ?? (published ? new Date() : null);
        const [post] = await db
          .update(blogPosts)
          .set({ published, publishedAt, updatedAt: new Date() })
          .where(eq(blogPosts.id, id))
          .returning();
        sendPost(res, post);
      },
    },
    {
      method: 'delete',
      path: '/blog/:id',
      handler: async (req, res) => {
        const [deleted] = await db.delete(blogPosts).where(eq(blogPosts.id, idParam(req))).returning({ id: blogPosts.id });
        if (!deleted) throw new HttpError(404, 'Blog post not found');
        res.status(204).end();
      },
    },
  ];
}
