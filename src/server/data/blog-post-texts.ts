/**
 * A blog post's texts in the one bilingual model (decision 020): one `blog_post_translations` row per post and
 * language. This module reads and writes those rows for data/blog-posts.ts (their only writer, with
 * data/media-alt-in-posts.ts rewriting image alt texts) and composes the post the admin API answers.
 */
import { and, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { LANGUAGES, type Language } from '@/shared/constants';
import type { BlogTranslations, StoredBlogTranslation, StoredBlogTranslations } from '@/shared/schemas/blog-post';
import { languagesOf, textsFor } from '@/shared/translations';
import type { Database } from '../db/database';
import { blogPosts, blogPostTranslations as texts, type BlogPostRow, type BlogPostTranslationRow } from '../db/schema';
import type { Transaction } from './content-version';
import { containsPattern, searchText } from './list-page';

type Reader = Database | Transaction;

/**
 * A post as the admin API answers it (AdminBlogPost): its row (its own slug: its first language's), its own title and
 * content — those of its first language, Czech first — and its translations with their slugs (none for a post written
 * without languages, which shows its one text in every language).
 */
export type BlogPostRecord = Omit<BlogPostRow, 'allLanguages'> & { title: string; content: string; translations: StoredBlogTranslations };

/** The site's order of languages in SQL (1 for Czech, 2 for English): the first row of a post is its own text. */
const LANGUAGE_ORDER = sql`array_position(array[${sql.join(
  LANGUAGES.map((lang) => sql`${lang}`),
  sql`, `,
)}]::text[], ${texts.language})`;

/** Posts' names (their own titles), for the audit log's labels. */
export async function ownTitlesOf(db: Reader, postIds: number[]): Promise<{ id: number; label: string }[]> {
  return db
    .selectDistinctOn([texts.postId], { id: texts.postId, label: texts.title })
    .from(texts)
    .where(inArray(texts.postId, postIds))
    .orderBy(texts.postId, LANGUAGE_ORDER);
}

/**
 * docs/product/rules.md#search: the admin blog is searched by title and slug (any language), ignoring case: a text of
 * the post's (its title and slug in one language, through their trigram index — decision 033) or its own slug contains
 * the search.
 */
export function searchTitleAndSlug(q: string): SQL {
  const pattern = containsPattern(q.toLowerCase());
  const byText = sql`select ${texts.postId} from ${texts} where ${searchText([texts.title, texts.slug])} like ${pattern}`;
  return sql`(${blogPosts.id} in (${byText}) or ${searchText([blogPosts.slug])} like ${pattern})`;
}

/** The post shows in `lang`: it is written in it, or written without languages. */
export function shownIn(lang: Language): SQL {
  return sql`(${blogPosts.allLanguages} or exists (select 1 from ${texts} where ${texts.postId} = ${blogPosts.id} and ${texts.language} = ${lang}))`;
}

/** The languages a post's page exists in. */
export const postLanguagesOf = (post: Pick<BlogPostRow, 'allLanguages'>, stored: StoredBlogTranslations): Language[] =>
  post.allLanguages ? [...LANGUAGES] : languagesOf(stored);

/**
 * The post's slug in each language its page exists in: that language's row's, or (a post written without languages)
 * its one row's — the address of its page in that language (decision 021).
 */
export function postSlugsOf(post: Pick<BlogPostRow, 'allLanguages'>, stored: StoredBlogTranslations): Partial<Record<Language, string>> {
  const slugs: Partial<Record<Language, string>> = {};
  for (const lang of postLanguagesOf(post, stored)) {
    const slug = textsFor(stored, lang)?.slug;
    if (slug !== undefined) slugs[lang] = slug;
  }
  return slugs;
}

/** One stored row as the API's translation: author, category and tags only when set. */
function translationOf(row: BlogPostTranslationRow): StoredBlogTranslation {
  const { title, slug, content, description, author, category, tags } = row;
  return {
    title,
    slug,
    content,
    description,
    ...(author !== null ? { author } : {}),
    ...(category !== null ? { category } : {}),
    ...(tags !== null ? { tags } : {}),
  };
}

/** The stored texts of these posts, by post id (a post with no rows is absent). */
export async function storedTextsOf(db: Reader, postIds: readonly number[], lock = false): Promise<Map<number, StoredBlogTranslations>> {
  const out = new Map<number, StoredBlogTranslations>();
  if (postIds.length === 0) return out;
  const query = db.select().from(texts).where(inArray(texts.postId, [...postIds]));
  for (const row of await (lock ? query.for('update') : query)) {
    const stored = out.get(row.postId) ?? {};
    stored[row.language] = translationOf(row);
    out.set(row.postId, stored);
  }
  return out;
}

/** The post as the admin API answers it, from its row and stored texts. */
export function toRecord(post: BlogPostRow, stored: StoredBlogTranslations): BlogPostRecord {
  const { allLanguages, ...row } = post;
  const own = textsFor(stored, LANGUAGES[0]);
  return { ...row, title: own?.title ?? '', content: own?.content ?? '', translations: allLanguages ? {} : stored };
}

/** Posts with their texts (two queries, whatever the number of posts). */
export async function withTexts(db: Reader, posts: readonly BlogPostRow[], lock = false): Promise<BlogPostRecord[]> {
  const stored = await storedTextsOf(db, posts.map((p) => p.id), lock);
  return posts.map((post) => toRecord(post, stored.get(post.id) ?? {}));
}

/** One post with its texts, or undefined; `lock` holds both for the rest of the transaction. */
export async function recordOf(db: Reader, id: number, lock = false): Promise<BlogPostRecord | undefined> {
  const query = db.select().from(blogPosts).where(eq(blogPosts.id, id));
  const [post] = await (lock ? query.for('update') : query);
  return post ? (await withTexts(db, [post], lock))[0] : undefined;
}

/**
 * What a write stores: the languages given, or — a post written without languages (`translations: {}`, as the API
 * has always allowed) — its own title and content as the first language's row, shown in every language.
 */
export function textsToStore(input: { title: string; content: string; translations: BlogTranslations }): {
  translations: BlogTranslations;
  allLanguages: boolean;
} {
  if (languagesOf(input.translations).length > 0) return { translations: input.translations, allLanguages: false };
  return { translations: { [LANGUAGES[0]]: { title: input.title, slug: null, content: input.content, description: null } }, allLanguages: true };
}

/** An update that leaves a translation's author, category or tags out keeps the stored ones (the form has no fields for them). */
export function keepStoredExtras(input: BlogTranslations, stored: StoredBlogTranslations): BlogTranslations {
  const out: BlogTranslations = {};
  for (const lang of languagesOf(input)) {
    const next = input[lang]!;
    const before = stored[lang];
    out[lang] = {
      ...next,
      ...(next.author === undefined && before?.author ? { author: before.author } : {}),
      ...(next.category === undefined && before?.category ? { category: before.category } : {}),
      ...(next.tags === undefined && before?.tags ? { tags: before.tags } : {}),
    };
  }
  return out;
}

/** Replaces the post's rows with `translations` (a language left out loses its row), in the caller's transaction. */
export async function writeTexts(tx: Transaction, postId: number, translations: StoredBlogTranslations): Promise<void> {
  await tx.delete(texts).where(eq(texts.postId, postId));
  const rows = languagesOf(translations).map((language) => {
    const { title, slug, content, description, author, category, tags } = translations[language]!;
    return { postId, language, title, slug, content, description, author: author ?? null, category: category ?? null, tags: tags ?? null };
  });
  if (rows.length > 0) await tx.insert(texts).values(rows);
}

/** Posts using an address (`%…%` pattern): as cover or inside any language's content — the media library's "used in". */
export async function postsUsing(db: Reader, pattern: string): Promise<{ id: number; title: string }[]> {
  const rows = await db
    .select({ id: blogPosts.id, title: blogPosts.title })
    .from(blogPosts)
    .where(
      or(
        ilike(blogPosts.imageUrl, pattern),
        sql`exists (select 1 from ${texts} where ${and(eq(texts.postId, blogPosts.id), ilike(texts.content, pattern))})`,
      ),
    )
    .orderBy(blogPosts.id);
  return rows;
}

export { texts as blogPostTexts };
