/**
 * Blog posts (SPEC §3, §7): written in the back office (HTML sanitised, slugs unique), published ones read by the public
 * blog, its API and the sitemap.
 */
import { and, asc, desc, eq, gt, like, ne, or, sql } from 'drizzle-orm';
import { AGENCY } from '@/shared/brand';
import { LANGUAGES, type Language } from '@/shared/constants';
import { STORED_POST_CATEGORY, STORED_POST_IMAGE, type PublicBlogPost } from '@/shared/public-blog-post';
import {
  BLOG_MESSAGES,
  type BlogPostInput,
  type BlogPostUpdateInput,
  type BlogTranslations,
} from '@/shared/schemas/blog-post';
import { slugFromTitle } from '@/shared/slug';
import { excerpt, isEmptyHtml, sanitizeBlogHtml } from '../content/blog-html';
import { auditChanges, recordAudit, type Actor } from '../audit/audit-log';
import type { Database } from '../db/database';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../db/pg-errors';
import { blogPosts, users, type BlogPostRow } from '../db/schema';
import { writePublicContent, type Transaction } from './content-version';
import { fieldError } from '../http/errors';
import { firstRow, listPage, searchColumns, sortKeys, type ListQuery, type ListSpec, type SortColumn } from './list-page';
import { PUBLIC_LIST_LIMIT } from './public-lists';

const SORTABLE = {
  createdAt: { column: blogPosts.createdAt },
  updatedAt: { column: blogPosts.updatedAt },
  publishedAt: { column: blogPosts.publishedAt },
  title: { column: blogPosts.title, text: true },
  slug: { column: blogPosts.slug },
  published: { column: blogPosts.published },
} satisfies Record<string, SortColumn>;
export type BlogSortKey = keyof typeof SORTABLE;
export const BLOG_SORT_KEYS = sortKeys(SORTABLE);

const LIST: ListSpec<BlogSortKey> = {
  table: blogPosts,
  id: blogPosts.id,
  sortable: SORTABLE,
  defaultSort: 'createdAt',
  /** SPEC §9: the admin blog is searched by title and slug. */
  search: (q) => searchColumns(q, [blogPosts.title, blogPosts.slug]),
};


/** First key of the transaction-scoped advisory locks on slugs (the second is the slug's hash). */
const SLUG_LOCK_CLASS = 727_002;

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

/** Until the transaction ends, no other transaction chooses or claims this slug (or slugs derived from it). */
async function lockSlug(tx: Transaction, slug: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(SLUG_LOCK_CLASS))}, hashtext(${slug}))`);
}

/** `base` if free, else base-2, base-3, … the first free one. */
async function freeSlug(tx: Transaction, base: string, excludeId: number | undefined): Promise<string> {
  // base holds only a–z, 0–9 and hyphens: no LIKE wildcards.
  const rows = await tx
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
}

async function isSlugTaken(tx: Transaction, slug: string, excludeId: number | undefined): Promise<boolean> {
  const rows = await tx
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), excludeId === undefined ? undefined : ne(blogPosts.id, excludeId)));
  return rows.length > 0;
}

/** A stored post joined with its author's name, as the public blog reads it. */
interface PublicBlogRow {
  id: number;
  title: string;
  slug: string;
  content: string;
  imageUrl: string | null;
  publishedAt: Date | null;
  createdAt: Date;
  translations: BlogTranslations;
  authorName: string | null;
}

/**
 * A stored post in one language: title, content and description from translations[lang] when present, else the
 * post's own (its description is then a plain-text excerpt of the content). The database keeps no category or tags:
 * the category is the fixed 'agency news' label and tags are empty; a post without an image shows the default one.
 */
export function toPublicBlogPost(row: PublicBlogRow, lang: Language): PublicBlogPost {
  const translation = row.translations[lang];
  const content = translation?.content ?? row.content;
  return {
    id: `post-${row.id}`,
    title: translation?.title ?? row.title,
    slug: row.slug,
    description: translation?.description || excerpt(content),
    content,
    author: row.authorName ?? AGENCY.name,
    category: STORED_POST_CATEGORY[lang],
    tags: [],
    imageUrl: row.imageUrl || STORED_POST_IMAGE,
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
  };
}

/**
 * Slugs are unique. Chosen behaviour:
 * - no slug given → derived from the title, and made unique by appending -2, -3, … (a title may repeat);
 * - an explicit slug that another post already uses → 409 with field `slug` (the admin asked for that exact URL,
 *   so it is not silently changed).
 * Under any concurrency: the slug is chosen and written in one transaction holding an advisory lock on the base slug,
 * so writes with one title take their turns and each sees the slugs the previous ones took.
 */
export function blogData(db: Database) {
  /**
   * Runs `write` in a transaction with the slug chosen as described above. A derived slug can still meet a slug
   * chosen under another lock (an explicit 'x-2', or another title whose base ends in -2); the unique index refuses
   * it, that row is committed by then, and the next round picks past it — however many rounds it takes.
   */
  const writeWithSlug = async (
    explicit: string | null,
    title: string,
    excludeId: number | undefined,
    write: (tx: Transaction, slug: string) => Promise<BlogPostRow | undefined>,
  ): Promise<BlogPostRow | undefined> => {
    for (;;) {
      try {
        return await writePublicContent(db, async (tx) => {
          const base = explicit ?? slugFromTitle(title);
          await lockSlug(tx, base);
          if (explicit && (await isSlugTaken(tx, explicit, excludeId))) throw fieldError('slug', BLOG_MESSAGES.slugTaken, 409);
          return write(tx, explicit ?? (await freeSlug(tx, base, excludeId)));
        });
      } catch (err) {
        if (pgErrorCode(err) !== PG_UNIQUE_VIOLATION) throw err;
        if (explicit) throw fieldError('slug', BLOG_MESSAGES.slugTaken, 409);
      }
    }
  };

  const get = async (id: number): Promise<BlogPostRow | undefined> =>
    firstRow(await db.select().from(blogPosts).where(eq(blogPosts.id, id)));

  return {
    list: (query: ListQuery<BlogSortKey>) => listPage(db, LIST, query, db.select().from(blogPosts).$dynamic()),
    get,
    /**
     * Created unpublished unless published: true is given; a published post always has a publishedAt. Every write
     * is recorded in the audit log in its transaction (publishing and unpublishing as their own actions).
     */
    create: async (input: BlogPostInput, actor: Actor): Promise<BlogPostRow> => {
      const content = cleanContent(input.content, 'content');
      const translations = cleanTranslations(input.translations);
      const publishedAt = input.publishedAt ?? (input.published ? new Date() : null);
      const post = await writeWithSlug(input.slug, input.title, undefined, async (tx, slug) => {
        const [row] = await tx
          .insert(blogPosts)
          .values({ ...input, slug, content, translations, publishedAt, authorId: actor.id })
          .returning();
        await recordAudit(tx, { actor, action: 'create', entity: 'blog_post', entityId: row!.id, changes: auditChanges(null, row) });
        return row;
      });
      return post!;
    },
    /** Undefined for an unknown id. A missing `published` or `publishedAt` keeps the current one. */
    update: async (id: number, input: BlogPostUpdateInput, actor: Actor): Promise<BlogPostRow | undefined> => {
      const existing = await get(id);
      if (!existing) return undefined;
      const content = cleanContent(input.content, 'content');
      const translations = cleanTranslations(input.translations);
      const published = input.published ?? existing.published;
      const publishedAt =
        (input.publishedAt === undefined ? existing.publishedAt : input.publishedAt) ?? (published ? new Date() : null);
      return writeWithSlug(input.slug, input.title, id, async (tx, slug) => {
        const before = firstRow(await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update'));
        if (!before) return undefined;
        const [after] = await tx
          .update(blogPosts)
          .set({ ...input, slug, content, translations, published, publishedAt, updatedAt: new Date() })
          .where(eq(blogPosts.id, id))
          .returning();
        await recordAudit(tx, { actor, action: 'update', entity: 'blog_post', entityId: id, changes: auditChanges(before, after) });
        return after;
      });
    },
    /** The first publish stamps publishedAt; unpublishing keeps it, so a re-publish keeps the original date. */
    setPublished: async (id: number, published: boolean, actor: Actor): Promise<BlogPostRow | undefined> =>
      writePublicContent(db, async (tx) => {
        const before = firstRow(await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update'));
        if (!before) return undefined;
        const publishedAt = before.publishedAt ?? (published ? new Date() : null);
        const [after] = await tx
          .update(blogPosts)
          .set({ published, publishedAt, updatedAt: new Date() })
          .where(eq(blogPosts.id, id))
          .returning();
        const action = published ? 'publish' : 'unpublish';
        await recordAudit(tx, { actor, action, entity: 'blog_post', entityId: id, changes: auditChanges(before, after) });
        return after;
      }),
    remove: async (id: number, actor: Actor): Promise<boolean> =>
      writePublicContent(db, async (tx) => {
        const [deleted] = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
        if (!deleted) return false;
        await recordAudit(tx, { actor, action: 'delete', entity: 'blog_post', entityId: id, changes: auditChanges(deleted, null) });
        return true;
      }),
    /**
     * The earliest publication time still ahead among published posts, or null: the cached pages that list posts are
     * rendered again at that moment (src/server/web/pages.ts), so a post scheduled for later appears when it is due.
     */
    nextPublicationAt: async (now: Date = new Date()): Promise<Date | null> => {
      const [row] = await db
        .select({ publishedAt: blogPosts.publishedAt })
        .from(blogPosts)
        .where(and(eq(blogPosts.published, true), gt(blogPosts.publishedAt, now)))
        .orderBy(asc(blogPosts.publishedAt))
        .limit(1);
      return row?.publishedAt ?? null;
    },
    /** Published posts in one language, newest first: GET /api/blog, the server-rendered /blog and the sitemap. */
    published: async (lang: Language): Promise<PublicBlogPost[]> => {
      const rows = await db
        .select({
          id: blogPosts.id,
          title: blogPosts.title,
          slug: blogPosts.slug,
          content: blogPosts.content,
          imageUrl: blogPosts.imageUrl,
          publishedAt: blogPosts.publishedAt,
          createdAt: blogPosts.createdAt,
          translations: blogPosts.translations,
          authorName: users.name,
        })
        .from(blogPosts)
        .leftJoin(users, eq(users.id, blogPosts.authorId))
        .where(eq(blogPosts.published, true))
        .orderBy(sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt}) desc`, desc(blogPosts.id))
        .limit(PUBLIC_LIST_LIMIT);
      return rows.map((row) => toPublicBlogPost(row, lang));
    },
  };
}
