/**
 * Blog posts (docs/product/records.md#blog-posts, docs/product/rules.md#slugs): written in the back office (HTML sanitised, slugs unique), published ones read by the public
 * blog, its API and the sitemap.
 */
import { and, asc, desc, eq, gt, isNull, like, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { LANGUAGES, type Language } from '@/shared/constants';
import { postLanguages, type PublicBlogPost } from '@/shared/public-blog-post';
import {
  BLOG_MESSAGES,
  type BlogPostInput,
  type BlogPostUpdateInput,
  type BlogTranslations,
} from '@/shared/schemas/blog-post';
import { parseMediaUrl } from '@/shared/media';
import { slugFromTitle } from '@/shared/slug';
import { isEmptyHtml, sanitizeBlogHtml } from '../content/blog-html';
import { keepStoredExtras, toPublicBlogPost } from './blog-public-post';
import { auditChanges, recordAudit, recordExport, type Actor } from '../audit/audit-log';
import type { Database } from '../db/database';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../db/pg-errors';
import { blogPosts, users, type BlogPostRow } from '../db/schema';
import { writePublicContent, type Transaction } from './content-version';
import { Conflict, Invalid } from '../domain/errors';
import { firstRow, listBatches, listPage, searchColumns, sortKeys, type ListQuery, type ListSpec, type SortColumn } from './list-page';
import { mediaData } from './media';
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
  /** docs/product/rules.md#search: the admin blog is searched by title and slug. */
  search: (q) => searchColumns(q, [blogPosts.title, blogPosts.slug]),
};

/** The columns of the blog CSV (what the list shows and the post's facts; not the HTML). */
export const BLOG_CSV_COLUMNS = [
  'id', 'title', 'slug', 'published', 'publishedAt', 'imageUrl', 'authorId', 'createdAt', 'updatedAt',
] as const satisfies readonly (keyof BlogPostRow)[];

/** First key of the transaction-scoped advisory locks on slugs (the second is the slug's hash). */
const SLUG_LOCK_CLASS = 727_002;

/** Sanitised HTML that must still show something; otherwise a 400 on that field. */
function cleanContent(html: string, field: string): string {
  const clean = sanitizeBlogHtml(html);
  if (isEmptyHtml(clean)) throw new Invalid(field, BLOG_MESSAGES.contentRequired);
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

/**
 * Public at `now`: published, and its publication time reached — a post scheduled for later (publishedAt ahead) is
 * not shown anywhere until that moment.
 */
function isPublicAt(now: Date): SQL | undefined {
  return and(eq(blogPosts.published, true), or(isNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, now)));
}

/** The post exists in `lang` (see postLanguages): it has that translation, or no translation at all. */
function existsIn(lang: Language): SQL {
  return sql`(${blogPosts.translations} -> ${lang} is not null or ${blogPosts.translations} = '{}'::jsonb)`;
}

/** What the public blog reads of a post. */
const PUBLIC_COLUMNS = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  content: blogPosts.content,
  imageUrl: blogPosts.imageUrl,
  publishedAt: blogPosts.publishedAt,
  createdAt: blogPosts.createdAt,
  translations: blogPosts.translations,
  authorName: users.name,
};

/** Posts whose cover is a media-library image get its original size (for <picture> with srcset, width, height). */
async function withCoverImagesOf(db: Database, posts: PublicBlogPost[]): Promise<PublicBlogPost[]> {
  const hashOf = (post: PublicBlogPost) => parseMediaUrl(post.imageUrl)?.hash;
  const refs = await mediaData(db).refs(posts.map(hashOf).filter((hash): hash is string => hash !== undefined));
  return refs.size ? posts.map((post) => ({ ...post, image: refs.get(hashOf(post) ?? '') ?? null })) : posts;
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
  const withCoverImages = (posts: PublicBlogPost[]) => withCoverImagesOf(db, posts);
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
          if (explicit && (await isSlugTaken(tx, explicit, excludeId))) throw Conflict.onField('slug', BLOG_MESSAGES.slugTaken);
          return write(tx, explicit ?? (await freeSlug(tx, base, excludeId)));
        });
      } catch (err) {
        if (pgErrorCode(err) !== PG_UNIQUE_VIOLATION) throw err;
        if (explicit) throw Conflict.onField('slug', BLOG_MESSAGES.slugTaken);
      }
    }
  };

  const get = async (id: number): Promise<BlogPostRow | undefined> =>
    firstRow(await db.select().from(blogPosts).where(eq(blogPosts.id, id)));

  return {
    list: (query: ListQuery<BlogSortKey>) => listPage(db, LIST, query, db.select().from(blogPosts).$dynamic()),
    /** Every post the list shows (search, sort), in batches; the export is recorded in the audit log first. */
    exportRows: async (query: ListQuery<BlogSortKey>, actor: Actor): Promise<AsyncIterable<BlogPostRow[]>> => {
      await recordExport(db, actor, 'blog_post', { q: query.q, sort: query.sort, dir: query.dir });
      return listBatches<BlogSortKey, BlogPostRow>(db, LIST, query, () => db.select().from(blogPosts).$dynamic());
    },
    get,
    /**
     * Created unpublished unless published: true is given; a published post always has a publishedAt. Every write
     * is recorded in the audit log in its transaction (publishing and unpublishing as their own actions).
     */
    create: async (input: BlogPostInput, actor: Actor): Promise<BlogPostRow> => {
      // The languages first: the form writes the post's own content from one of them, so a refusal names that field.
      const translations = cleanTranslations(input.translations);
      const content = cleanContent(input.content, 'content');
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
      // The languages first: the form writes the post's own content from one of them, so a refusal names that field.
      const translations = keepStoredExtras(cleanTranslations(input.translations), existing.translations);
      const content = cleanContent(input.content, 'content');
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
    /**
     * Public posts in one language (published, due, existing in that language), newest first: GET /api/blog, the
     * server-rendered /blog and post pages.
     */
    published: async (lang: Language, now: Date = new Date()): Promise<PublicBlogPost[]> => {
      const rows = await db
        .select(PUBLIC_COLUMNS)
        .from(blogPosts)
        .leftJoin(users, eq(users.id, blogPosts.authorId))
        .where(and(isPublicAt(now), existsIn(lang)))
        .orderBy(sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt}) desc`, desc(blogPosts.id))
        .limit(PUBLIC_LIST_LIMIT);
      return withCoverImages(rows.map((row) => toPublicBlogPost(row, lang)));
    },
    /** Every public post's page for the sitemap: slug, publication day and the languages it exists in. */
    publicPages: async (now: Date = new Date()): Promise<{ slug: string; publishedAt: string; languages: Language[] }[]> => {
      const rows = await db
        .select({ slug: blogPosts.slug, publishedAt: blogPosts.publishedAt, createdAt: blogPosts.createdAt, translations: blogPosts.translations })
        .from(blogPosts)
        .where(isPublicAt(now))
        .orderBy(sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt}) desc`, desc(blogPosts.id))
        .limit(PUBLIC_LIST_LIMIT);
      return rows.map((row) => ({
        slug: row.slug,
        publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
        languages: postLanguages(row.translations),
      }));
    },
    /** The languages the public post with this slug exists in, or null when no such post is public at `now`. */
    publicLanguages: async (slug: string, now: Date = new Date()): Promise<Language[] | null> => {
      const [row] = await db
        .select({ translations: blogPosts.translations })
        .from(blogPosts)
        .where(and(eq(blogPosts.slug, slug), isPublicAt(now)));
      return row ? postLanguages(row.translations) : null;
    },
    /**
     * Any post with this slug — draft, scheduled or public — as its page would show it in `lang` (a language it has
     * no translation for shows its own title and content): the staff preview.
     */
    preview: async (slug: string, lang: Language): Promise<PublicBlogPost | null> => {
      const [row] = await db
        .select(PUBLIC_COLUMNS)
        .from(blogPosts)
        .leftJoin(users, eq(users.id, blogPosts.authorId))
        .where(eq(blogPosts.slug, slug));
      return row ? ((await withCoverImages([toPublicBlogPost(row, lang)]))[0] ?? null) : null;
    },
  };
}
