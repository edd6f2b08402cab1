/**
 * Blog posts (docs/product/records.md#blog-posts, docs/product/rules.md#slugs): written in the back office (HTML sanitised, slugs unique), published ones read by the public
 * blog, its API and the sitemap.
 */
import { and, eq, getTableColumns, like, ne, or, sql } from 'drizzle-orm';
import {
  BLOG_MESSAGES,
  type BlogPostInput,
  type BlogPostUpdateInput,
  type BlogTranslations,
} from '@/shared/schemas/blog-post';
import { languagesOf } from '@/shared/translations';
import { slugFromTitle } from '@/shared/slug';
import { isEmptyHtml, sanitizeBlogHtml } from '../content/blog-html';
import { auditChanges, recordAudit, recordExport, type Actor } from '../audit/audit-log';
import type { Database } from '../db/database';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../db/pg-errors';
import { blogPosts, type BlogPostRow } from '../db/schema';
import { writePublicContent, type Transaction } from './content-version';
import { Conflict, Invalid } from '../domain/errors';
import { listBatches, listPage, sortKeys, type ListQuery, type ListSpec, type SortColumn } from './list-page';
import {
  keepStoredExtras,
  OWN_TITLE,
  recordOf,
  searchTitleAndSlug,
  textsToStore,
  withTexts,
  writeTexts,
  type BlogPostRecord,
} from './blog-post-texts';
import { publicBlogReads } from './blog-public-post';

export type { BlogPostRecord };

const SORTABLE = {
  createdAt: { column: blogPosts.createdAt },
  updatedAt: { column: blogPosts.updatedAt },
  publishedAt: { column: blogPosts.publishedAt },
  title: { column: OWN_TITLE, text: true },
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
  search: searchTitleAndSlug,
};

/** The columns of the blog CSV (what the list shows and the post's facts; not the HTML). */
export const BLOG_CSV_COLUMNS = [
  'id', 'title', 'slug', 'published', 'publishedAt', 'imageUrl', 'authorId', 'createdAt', 'updatedAt',
] as const satisfies readonly (keyof BlogPostRecord)[];

/** What the admin list reads of a post: its row and own title (the sort key `title` of the CSV export's batches). */
const LIST_COLUMNS = { ...getTableColumns(blogPosts), title: OWN_TITLE };

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
  for (const lang of languagesOf(translations)) {
    const t = translations[lang]!;
    out[lang] = { ...t, content: cleanContent(t.content, `translations.${lang}.content`) };
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
    write: (tx: Transaction, slug: string) => Promise<BlogPostRecord | undefined>,
  ): Promise<BlogPostRecord | undefined> => {
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

  /** The post's row and texts rewritten in `tx`, recorded in the audit log against `before`. */
  const save = async (
    tx: Transaction,
    id: number,
    before: BlogPostRecord | null,
    action: 'create' | 'update',
    actor: Actor,
    translations: BlogTranslations,
  ): Promise<BlogPostRecord> => {
    await writeTexts(tx, id, translations);
    const after = (await recordOf(tx, id))!;
    await recordAudit(tx, { actor, action, entity: 'blog_post', entityId: id, changes: auditChanges(before, after) });
    return after;
  };

  return {
    list: async (query: ListQuery<BlogSortKey>) => {
      const page = await listPage(db, LIST, query, db.select().from(blogPosts).$dynamic());
      return { ...page, rows: await withTexts(db, page.rows) };
    },
    /** Every post the list shows (search, sort), in batches; the export is recorded in the audit log first. */
    exportRows: async (query: ListQuery<BlogSortKey>, actor: Actor): Promise<AsyncIterable<BlogPostRecord[]>> => {
      await recordExport(db, actor, 'blog_post', { q: query.q, sort: query.sort, dir: query.dir });
      const batches = listBatches<BlogSortKey, BlogPostRow>(db, LIST, query, () => db.select(LIST_COLUMNS).from(blogPosts).$dynamic());
      return (async function* () {
        for await (const batch of batches) yield await withTexts(db, batch);
      })();
    },
    get: (id: number): Promise<BlogPostRecord | undefined> => recordOf(db, id),
    /**
     * Created unpublished unless published: true is given; a published post always has a publishedAt. Every write
     * is recorded in the audit log in its transaction (publishing and unpublishing as their own actions).
     */
    create: async (input: BlogPostInput, actor: Actor): Promise<BlogPostRecord> => {
      // The languages first: the form writes the post's own content from one of them, so a refusal names that field.
      const cleaned = cleanTranslations(input.translations);
      const content = cleanContent(input.content, 'content');
      const { translations, allLanguages } = textsToStore({ title: input.title, content, translations: cleaned });
      const publishedAt = input.publishedAt ?? (input.published ? new Date() : null);
      const post = await writeWithSlug(input.slug, input.title, undefined, async (tx, slug) => {
        const { imageUrl, published } = input;
        const [row] = await tx.insert(blogPosts).values({ slug, imageUrl, published, publishedAt, allLanguages, authorId: actor.id }).returning();
        return save(tx, row!.id, null, 'create', actor, translations);
      });
      return post!;
    },
    /** Undefined for an unknown id. A missing `published` or `publishedAt` keeps the current one. */
    update: async (id: number, input: BlogPostUpdateInput, actor: Actor): Promise<BlogPostRecord | undefined> => {
      const existing = await recordOf(db, id);
      if (!existing) return undefined;
      // The languages first: the form writes the post's own content from one of them, so a refusal names that field.
      const cleaned = keepStoredExtras(cleanTranslations(input.translations), existing.translations);
      const content = cleanContent(input.content, 'content');
      const { translations, allLanguages } = textsToStore({ title: input.title, content, translations: cleaned });
      const published = input.published ?? existing.published;
      const publishedAt =
        (input.publishedAt === undefined ? existing.publishedAt : input.publishedAt) ?? (published ? new Date() : null);
      return writeWithSlug(input.slug, input.title, id, async (tx, slug) => {
        const before = await recordOf(tx, id, true);
        if (!before) return undefined;
        const { imageUrl } = input;
        await tx
          .update(blogPosts)
          .set({ slug, imageUrl, published, publishedAt, allLanguages, updatedAt: new Date() })
          .where(eq(blogPosts.id, id));
        return save(tx, id, before, 'update', actor, translations);
      });
    },
    /** The first publish stamps publishedAt; unpublishing keeps it, so a re-publish keeps the original date. */
    setPublished: async (id: number, published: boolean, actor: Actor): Promise<BlogPostRecord | undefined> =>
      writePublicContent(db, async (tx) => {
        const before = await recordOf(tx, id, true);
        if (!before) return undefined;
        const publishedAt = before.publishedAt ?? (published ? new Date() : null);
        await tx.update(blogPosts).set({ published, publishedAt, updatedAt: new Date() }).where(eq(blogPosts.id, id));
        const after = (await recordOf(tx, id))!;
        const action = published ? 'publish' : 'unpublish';
        await recordAudit(tx, { actor, action, entity: 'blog_post', entityId: id, changes: auditChanges(before, after) });
        return after;
      }),
    remove: async (id: number, actor: Actor): Promise<boolean> =>
      writePublicContent(db, async (tx) => {
        const before = await recordOf(tx, id, true);
        if (!before) return false;
        // Its texts go with it (on delete cascade).
        await tx.delete(blogPosts).where(eq(blogPosts.id, id));
        await recordAudit(tx, { actor, action: 'delete', entity: 'blog_post', entityId: id, changes: auditChanges(before, null) });
        return true;
      }),
    ...publicBlogReads(db),
  };
}
