/**
 * Blog posts (docs/product/records.md#blog-posts, docs/product/rules.md#slugs): written in the back office (HTML sanitised, slugs unique), published ones read by the public
 * blog, its API and the sitemap.
 */
import { REVISION_MESSAGES, type BlogRevisionContent } from '@/shared/revisions';
import { deleteRevisions, recordRevision, revisionHistory } from './revisions';
import { translationMarkActions } from './translation-marks';
import { eq } from 'drizzle-orm';
import { LANGUAGES } from '@/shared/constants';
import {
  BLOG_MESSAGES,
  blogPostUpdateSchema,
  type BlogPostInput,
  type BlogPostUpdateInput,
  type BlogTranslations,
  type StoredBlogTranslations,
} from '@/shared/schemas/blog-post';
import { languagesOf, textsFor } from '@/shared/translations';
import { isEmptyHtml, sanitizeBlogHtml } from '../content/blog-html';
import { auditChanges, recordAudit, recordExport, type Actor } from '../audit/audit-log';
import type { Database } from '../db/database';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../db/pg-errors';
import { blogPosts, blogPostTranslations, type BlogPostRow } from '../db/schema';
import { writePublicContent, type Transaction } from './content-version';
import { Invalid } from '../domain/errors';
import { chooseSlugs, recordSlugChanges, type PostOwn } from './blog-post-slugs';
import { listBatches, listPage, sortKeys, type ListQuery, type ListSpec, type SortColumn } from './list-page';
import {
  keepStoredExtras,
  recordOf,
  searchTitleAndSlug,
  storedTextsOf,
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
  search: searchTitleAndSlug,
};

/** The columns of the blog CSV (what the list shows and the post's facts; not the HTML). */
export const BLOG_CSV_COLUMNS = [
  'id', 'title', 'slug', 'published', 'publishedAt', 'imageUrl', 'authorId', 'createdAt', 'updatedAt',
] as const satisfies readonly (keyof BlogPostRecord)[];

/** Sanitised HTML that must still show something; otherwise a 400 on that field. */
function cleanContent(html: string, field: string): string {
  const clean = sanitizeBlogHtml(html);
  if (isEmptyHtml(clean)) throw new Invalid(field, BLOG_MESSAGES.contentRequired);
  return clean;
}

/**
 * The post's own slug and title: its first language's (what the admin list shows and sorts by, and the API answers as
 * `slug`), kept on its row with every write of its texts.
 */
function ownOf(stored: StoredBlogTranslations): { slug: string; title: string } {
  const { slug, title } = textsFor(stored, LANGUAGES[0])!;
  return { slug, title };
}

function cleanTranslations(translations: BlogTranslations): BlogTranslations {
  const out: BlogTranslations = {};
  for (const lang of languagesOf(translations)) {
    const t = translations[lang]!;
    out[lang] = { ...t, content: cleanContent(t.content, `translations.${lang}.content`) };
  }
  return out;
}

/**
 * Slugs are unique per language (docs/product/rules.md#slugs, decision 021): each language's slug is chosen in the
 * write's transaction under advisory locks (data/blog-post-slugs.ts), so writes with one title take their turns and
 * each sees the slugs the previous ones took.
 */

/** What a revision of a post keeps: what staff edit of it but its publication (which has its own actions). */
export const blogRevisionContent = (post: BlogPostRecord): BlogRevisionContent => ({ imageUrl: post.imageUrl, translations: post.translations });

export function blogData(db: Database) {
  /**
   * Runs `write` in a transaction with each language's slug chosen (chooseSlugs). A slug made from a title can still
   * meet a slug chosen under another lock (an explicit 'x-2', or another title whose base ends in -2); the unique index
   * refuses it, that row is committed by then, and the next round picks past it — or, for a slug the writer gave,
   * refuses it naming its field — however many rounds it takes.
   */
  const writeWithSlugs = async (
    texts: BlogTranslations,
    post: PostOwn,
    excludeId: number | undefined,
    write: (tx: Transaction, stored: StoredBlogTranslations) => Promise<BlogPostRecord | undefined>,
  ): Promise<BlogPostRecord | undefined> => {
    for (;;) {
      try {
        return await writePublicContent(db, async (tx) => write(tx, await chooseSlugs(tx, texts, post, excludeId)));
      } catch (err) {
        if (pgErrorCode(err) !== PG_UNIQUE_VIOLATION) throw err;
      }
    }
  };

  /**
   * The post's row and texts rewritten in `tx`, recorded in the audit log against `before` and kept as its next
   * revision (a restore of revision `restoredFrom` is recorded as one).
   */
  const save = async (
    tx: Transaction,
    id: number,
    before: BlogPostRecord | null,
    action: 'create' | 'update',
    actor: Actor,
    translations: StoredBlogTranslations,
    restoredFrom?: number,
  ): Promise<BlogPostRecord> => {
    const stored = before ? ((await storedTextsOf(tx, [id])).get(id) ?? {}) : {};
    await writeTexts(tx, id, translations);
    await recordSlugChanges(tx, id, stored, translations);
    const after = (await recordOf(tx, id))!;
    const changes = auditChanges(before, after);
    await recordAudit(tx, { actor, action: restoredFrom ? 'restore' : action, entity: 'blog_post', entityId: id, changes });
    await recordRevision(tx, { entity: 'blog_post', entityId: id, before: before && blogRevisionContent(before), after: blogRevisionContent(after), actor, restoredFrom });
    return after;
  };

  const posts = {
    list: async (query: ListQuery<BlogSortKey>) => {
      const page = await listPage(db, LIST, query, db.select().from(blogPosts).$dynamic());
      return { ...page, rows: await withTexts(db, page.rows) };
    },
    /** Every post the list shows (search, sort), in batches; the export is recorded in the audit log first. */
    exportRows: async (query: ListQuery<BlogSortKey>, actor: Actor): Promise<AsyncIterable<BlogPostRecord[]>> => {
      await recordExport(db, actor, 'blog_post', { q: query.q, sort: query.sort, dir: query.dir });
      const batches = listBatches<BlogSortKey, BlogPostRow>(db, LIST, query, () => db.select().from(blogPosts).$dynamic());
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
      const post = await writeWithSlugs(translations, input, undefined, async (tx, stored) => {
        const { imageUrl, published } = input;
        const [row] = await tx.insert(blogPosts).values({ ...ownOf(stored), imageUrl, published, publishedAt, allLanguages, authorId: actor.id }).returning();
        return save(tx, row!.id, null, 'create', actor, stored);
      });
      return post!;
    },
    /**
     * Undefined for an unknown id. A missing `published` or `publishedAt` keeps the current one. `restoredFrom`: the
     * save restores that revision (recorded as a restore).
     */
    update: async (id: number, input: BlogPostUpdateInput, actor: Actor, restoredFrom?: number): Promise<BlogPostRecord | undefined> => {
      const existing = await recordOf(db, id);
      if (!existing) return undefined;
      // The languages first: the form writes the post's own content from one of them, so a refusal names that field.
      const cleaned = keepStoredExtras(cleanTranslations(input.translations), existing.translations);
      const content = cleanContent(input.content, 'content');
      const { translations, allLanguages } = textsToStore({ title: input.title, content, translations: cleaned });
      const published = input.published ?? existing.published;
      const publishedAt =
        (input.publishedAt === undefined ? existing.publishedAt : input.publishedAt) ?? (published ? new Date() : null);
      return writeWithSlugs(translations, input, id, async (tx, stored) => {
        const before = await recordOf(tx, id, true);
        if (!before) return undefined;
        const { imageUrl } = input;
        await tx
          .update(blogPosts)
          .set({ ...ownOf(stored), imageUrl, published, publishedAt, allLanguages, updatedAt: new Date() })
          .where(eq(blogPosts.id, id));
        return save(tx, id, before, 'update', actor, stored, restoredFrom);
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
        // Its texts and old slugs go with it (on delete cascade), and its revisions.
        await tx.delete(blogPosts).where(eq(blogPosts.id, id));
        await deleteRevisions(tx, 'blog_post', id);
        await recordAudit(tx, { actor, action: 'delete', entity: 'blog_post', entityId: id, changes: auditChanges(before, null) });
        return true;
      }),
    ...publicBlogReads(db),
  };
  return {
    ...posts,
    /** The post's texts waiting for their other language. */
    translationMarks: translationMarkActions(db, 'blog_post', async (id) => (await recordOf(db, id)) !== undefined),
    /**
     * The post's revisions; a restore saves the revision's texts and image as an update does (its address rules,
     * sanitising), publication untouched.
     */
    revisions: revisionHistory(
      db,
      'blog_post',
      async (id) => (await recordOf(db, id)) !== undefined,
      async (id, { imageUrl, translations }, number, actor) => {
        const first = LANGUAGES.map((lang) => translations[lang]).find((texts) => texts !== undefined);
        const input = blogPostUpdateSchema.safeParse({ title: first?.title, content: first?.content, slug: first?.slug, imageUrl, translations });
        if (!input.success) throw new Invalid('number', REVISION_MESSAGES.cannotRestore);
        return posts.update(id, input.data, actor, number);
      },
    ),
  };
}

/** One of the site's initial posts (decision 019) as stored: published at a given time, its texts in both languages. */
export interface InitialPost {
  slug: string;
  imageUrl: string | null;
  publishedAt: Date;
  translations: StoredBlogTranslations;
}

/**
 * Writes an initial post and its texts in the caller's transaction (src/server/seed/initial-content.ts), unless a post
 * already uses its slug in any language — that post is kept. The new post's id, or null when it was kept out.
 */
export async function insertInitialPost(tx: Transaction, post: InitialPost): Promise<number | null> {
  const [taken] = await tx.select({ id: blogPostTranslations.postId }).from(blogPostTranslations).where(eq(blogPostTranslations.slug, post.slug)).limit(1);
  if (taken) return null;
  const [written] = await tx
    .insert(blogPosts)
    .values({ slug: post.slug, title: ownOf(post.translations).title, imageUrl: post.imageUrl, published: true, publishedAt: post.publishedAt })
    .returning({ id: blogPosts.id });
  await writeTexts(tx, written!.id, post.translations);
  return written!.id;
}
