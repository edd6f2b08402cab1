/** Blog posts as the public blog shows them in one language: the public reads of blogData (data/blog-posts.ts). */
import { and, asc, desc, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { AGENCY } from '@/shared/brand';
import type { Language } from '@/shared/constants';
import { parseMediaUrl } from '@/shared/media';
import { STORED_POST_CATEGORY, STORED_POST_IMAGE, type PublicBlogPost } from '@/shared/public-blog-post';
import { textsFor } from '@/shared/translations';
import type { BlogTranslation } from '@/shared/schemas/blog-post';
import { excerpt } from '../content/blog-html';
import type { Database } from '../db/database';
import { blogPosts, users } from '../db/schema';
import { postLanguagesOf, shownIn, storedTextsOf } from './blog-post-texts';
import { mediaData } from './media';
import { PUBLIC_LIST_LIMIT } from './public-lists';

/** A stored post joined with its author's name, as the public blog reads it (its texts are read per language). */
export interface PublicBlogRow {
  id: number;
  slug: string;
  imageUrl: string | null;
  publishedAt: Date | null;
  createdAt: Date;
  authorName: string | null;
}

/** ISO date-time; a publication at 00:00:00.000 UTC is a day without a time (the initial posts'), as yyyy-MM-dd. */
function publicationTime(at: Date): string {
  const iso = at.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
}

/**
 * A stored post in one language, from the texts that language shows (textsFor: its own, else its first language's).
 * Without a description the plain-text excerpt of the content. Author, category and tags are the texts' when set (the
 * initial posts, decision 019); otherwise the author's account name, the fixed 'agency news' label and no tags. A post
 * without an image shows the default one.
 */
export function toPublicBlogPost(row: PublicBlogRow, texts: BlogTranslation, lang: Language): PublicBlogPost {
  return {
    id: `post-${row.id}`,
    title: texts.title,
    slug: row.slug,
    description: texts.description || excerpt(texts.content),
    content: texts.content,
    author: texts.author || row.authorName || AGENCY.name,
    category: texts.category || STORED_POST_CATEGORY[lang],
    tags: texts.tags ?? [],
    imageUrl: row.imageUrl || STORED_POST_IMAGE,
    publishedAt: publicationTime(row.publishedAt ?? row.createdAt),
  };
}

/**
 * Public at `now`: published, and its publication time reached — a post scheduled for later (publishedAt ahead) is
 * not shown anywhere until that moment.
 */
function isPublicAt(now: Date): SQL | undefined {
  return and(eq(blogPosts.published, true), or(isNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, now)));
}

/** What the public blog reads of a post (its texts come per language, storedTextsOf). */
const PUBLIC_COLUMNS = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  imageUrl: blogPosts.imageUrl,
  publishedAt: blogPosts.publishedAt,
  createdAt: blogPosts.createdAt,
  authorName: users.name,
};

const NEWEST_FIRST = [sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt}) desc`, desc(blogPosts.id)];

/** The public reads of blog posts (part of blogData, src/server/data/blog-posts.ts): the public blog, post pages, sitemap. */
export function publicBlogReads(db: Database) {
  /** Rows in `lang` with their texts; covers from the media library get their original size (<picture> with srcset). */
  const inLanguage = async (rows: PublicBlogRow[], lang: Language): Promise<PublicBlogPost[]> => {
    const stored = await storedTextsOf(db, rows.map((row) => row.id));
    const posts = rows.flatMap((row) => {
      const texts = textsFor(stored.get(row.id) ?? {}, lang);
      return texts ? [toPublicBlogPost(row, texts, lang)] : [];
    });
    const hashOf = (post: PublicBlogPost) => parseMediaUrl(post.imageUrl)?.hash;
    const refs = await mediaData(db).refs(posts.map(hashOf).filter((hash): hash is string => hash !== undefined));
    return refs.size ? posts.map((post) => ({ ...post, image: refs.get(hashOf(post) ?? '') ?? null })) : posts;
  };
  /** The languages of these posts' pages, by post id. */
  const languagesOfPosts = async (rows: { id: number; allLanguages: boolean }[]): Promise<Map<number, Language[]>> => {
    const stored = await storedTextsOf(db, rows.filter((row) => !row.allLanguages).map((row) => row.id));
    return new Map(rows.map((row) => [row.id, postLanguagesOf(row, stored.get(row.id) ?? {})]));
  };

  return {
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
     * Public posts in one language (published, due, shown in that language), newest first: GET /api/blog, the
     * server-rendered /blog and post pages.
     */
    published: async (lang: Language, now: Date = new Date()): Promise<PublicBlogPost[]> => {
      const rows = await db
        .select(PUBLIC_COLUMNS)
        .from(blogPosts)
        .leftJoin(users, eq(users.id, blogPosts.authorId))
        .where(and(isPublicAt(now), shownIn(lang)))
        .orderBy(...NEWEST_FIRST)
        .limit(PUBLIC_LIST_LIMIT);
      return inLanguage(rows, lang);
    },
    /** Every public post's page for the sitemap: slug, publication day and the languages it exists in. */
    publicPages: async (now: Date = new Date()): Promise<{ slug: string; publishedAt: string; languages: Language[] }[]> => {
      const rows = await db
        .select({ id: blogPosts.id, slug: blogPosts.slug, publishedAt: blogPosts.publishedAt, createdAt: blogPosts.createdAt, allLanguages: blogPosts.allLanguages })
        .from(blogPosts)
        .where(isPublicAt(now))
        .orderBy(...NEWEST_FIRST)
        .limit(PUBLIC_LIST_LIMIT);
      const languages = await languagesOfPosts(rows);
      return rows.map((row) => ({
        slug: row.slug,
        publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
        languages: languages.get(row.id) ?? [],
      }));
    },
    /** The languages the public post with this slug exists in, or null when no such post is public at `now`. */
    publicLanguages: async (slug: string, now: Date = new Date()): Promise<Language[] | null> => {
      const [row] = await db
        .select({ id: blogPosts.id, allLanguages: blogPosts.allLanguages })
        .from(blogPosts)
        .where(and(eq(blogPosts.slug, slug), isPublicAt(now)));
      return row ? ((await languagesOfPosts([row])).get(row.id) ?? []) : null;
    },
    /**
     * Any post with this slug — draft, scheduled or public — as its page would show it in `lang` (a language it is
     * not written in shows its first language's texts): the staff preview.
     */
    preview: async (slug: string, lang: Language): Promise<PublicBlogPost | null> => {
      const rows = await db
        .select(PUBLIC_COLUMNS)
        .from(blogPosts)
        .leftJoin(users, eq(users.id, blogPosts.authorId))
        .where(eq(blogPosts.slug, slug));
      return (await inLanguage(rows, lang))[0] ?? null;
    },
  };
}
