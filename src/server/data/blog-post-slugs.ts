/**
 * A post's address in each language (docs/product/rules.md#slugs, decision 021): the slug of each language's row,
 * unique in that language, chosen under an advisory lock; the slugs a post leaves behind are kept in
 * blog_post_slug_history so that its old addresses answer 301. Used by data/blog-posts.ts (the writer) in its
 * transaction.
 */
import { and, eq, like, ne, or, sql } from 'drizzle-orm';
import { LANGUAGES, type Language } from '@/shared/constants';
import {
  BLOG_MESSAGES,
  type BlogTranslations,
  type StoredBlogTranslations,
} from '@/shared/schemas/blog-post';
import { languagesOf } from '@/shared/translations';
import { slugFromTitle } from '@/shared/slug';
import { blogPostSlugHistory as history, blogPostTranslations as texts } from '../db/schema';
import { Conflict } from '../domain/errors';
import type { Transaction } from './content-version';

/** First key of the transaction-scoped advisory locks on slugs (the second is the hash of language and slug). */
const SLUG_LOCK_CLASS = 727_002;

/** What one language asks for: a slug the writer gave (and the field that gave it), or none (from its title). */
interface SlugWish {
  lang: Language;
  base: string;
  explicit: boolean;
  field: string;
}

/** What the post says of itself: its `slug` and `title` (those of its first language, as the API has always had them). */
export interface PostOwn {
  slug: string | null;
  title: string;
}

/**
 * Each language's wish: its own slug, else one made from its title — except that the post's first language takes
 * the post's `slug`, else one made from the post's `title` (the spec's rule for the post's slug, kept for the API).
 */
export function slugWishes(translations: BlogTranslations, post: PostOwn): SlugWish[] {
  const languages = languagesOf(translations);
  return languages.map((lang, i) => {
    const own = translations[lang]!.slug ?? null;
    const given = own ?? (i === 0 ? post.slug : null);
    const field = own !== null ? `translations.${lang}.slug` : 'slug';
    const title = i === 0 ? post.title : translations[lang]!.title;
    return { lang, base: given ?? slugFromTitle(title), explicit: given !== null, field };
  });
}

/** Until the transaction ends, no other transaction chooses or claims these slugs (or slugs derived from them). */
async function lockSlugs(tx: Transaction, wishes: readonly SlugWish[]): Promise<void> {
  // Always in one order: two writers locking the same pair cannot deadlock.
  const keys = [...new Set(wishes.map((w) => `${w.lang}:${w.base}`))].sort();
  for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(SLUG_LOCK_CLASS))}, hashtext(${key}))`);
}

const otherPost = (excludeId: number | undefined) => (excludeId === undefined ? undefined : ne(texts.postId, excludeId));

/** `base` if free in `lang`, else base-2, base-3, … the first free one. */
async function freeSlug(tx: Transaction, lang: Language, base: string, excludeId: number | undefined): Promise<string> {
  // base holds only a–z, 0–9 and hyphens: no LIKE wildcards.
  const rows = await tx
    .select({ slug: texts.slug })
    .from(texts)
    .where(and(eq(texts.language, lang), or(eq(texts.slug, base), like(texts.slug, `${base}-%`)), otherPost(excludeId)));
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

async function isSlugTaken(tx: Transaction, lang: Language, slug: string, excludeId: number | undefined): Promise<boolean> {
  const rows = await tx
    .select({ id: texts.postId })
    .from(texts)
    .where(and(eq(texts.language, lang), eq(texts.slug, slug), otherPost(excludeId)));
  return rows.length > 0;
}

/**
 * The texts with each language's slug chosen (docs/product/rules.md#slugs), under the locks: a slug made from the
 * title is made unique in its language by appending -2, -3, …; a slug the writer gave that another post of that
 * language uses is a 409 naming the field that gave it (the writer asked for that exact address).
 */
export async function chooseSlugs(
  tx: Transaction,
  translations: BlogTranslations,
  post: PostOwn,
  excludeId: number | undefined,
): Promise<StoredBlogTranslations> {
  const wishes = slugWishes(translations, post);
  await lockSlugs(tx, wishes);
  const out: StoredBlogTranslations = {};
  for (const wish of wishes) {
    if (wish.explicit && (await isSlugTaken(tx, wish.lang, wish.base, excludeId))) throw Conflict.onField(wish.field, BLOG_MESSAGES.slugTaken);
    const slug = wish.explicit ? wish.base : await freeSlug(tx, wish.lang, wish.base, excludeId);
    out[wish.lang] = { ...translations[wish.lang]!, slug };
  }
  return out;
}

/**
 * After a post's rows are written: the slugs it left (a changed slug, or a language it no longer has) are kept as its
 * old addresses, and the slugs it holds now are no one's old address any more (the post that holds a slug wins).
 */
export async function recordSlugChanges(
  tx: Transaction,
  postId: number,
  before: StoredBlogTranslations,
  after: StoredBlogTranslations,
): Promise<void> {
  const now = languagesOf(after).map((lang) => ({ lang, slug: after[lang]!.slug }));
  const left = LANGUAGES.flatMap((lang) => {
    const old = before[lang]?.slug;
    return old !== undefined && old !== after[lang]?.slug ? [{ lang, slug: old }] : [];
  });
  if (now.length > 0) {
    await tx.delete(history).where(or(...now.map((s) => and(eq(history.language, s.lang), eq(history.slug, s.slug)))));
  }
  if (left.length === 0) return;
  await tx
    .insert(history)
    .values(left.map((s) => ({ language: s.lang, slug: s.slug, postId })))
    .onConflictDoUpdate({ target: [history.language, history.slug], set: { postId, createdAt: new Date() } });
}

/** The posts that held this slug before (in any language; per language the post that left it last). */
export async function formerHoldersOf(db: Pick<Transaction, 'select'>, slug: string): Promise<{ postId: number; language: Language }[]> {
  return db.select({ postId: history.postId, language: history.language }).from(history).where(eq(history.slug, slug));
}
