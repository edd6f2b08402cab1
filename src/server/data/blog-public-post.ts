/** Blog posts as the public blog shows them in one language: the public reads of blogData (data/blog-posts.ts). */
import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { readAgencyProfile } from './agency-profile';
import type { Language } from '@/shared/constants';
import { parseMediaUrl } from '@/shared/media';
import { STORED_POST_CATEGORY, STORED_POST_IMAGE, type PublicBlogPost } from '@/shared/public-blog-post';
import { textsFor } from '@/shared/translations';
import type { StoredBlogTranslation } from '@/shared/schemas/blog-post';
import { blogPostPath, pathInLanguage } from '@/shared/site-paths';
import { excerpt } from '../content/blog-html';
import type { Database } from '../db/database';
import { blogPosts, blogPostTranslations as texts, users } from '../db/schema';
import { formerHoldersOf } from './blog-post-slugs';
import { postLanguagesOf, postSlugsOf, shownIn, storedTextsOf } from './blog-post-texts';
import { mediaData } from './media';
import { PUBLIC_LIST_LIMIT } from './public-lists';

/** A stored post joined with its author's name, as the public blog reads it (its texts are read per language). */
export interface PublicBlogRow {
  id: number;
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
export function toPublicBlogPost(row: PublicBlogRow, texts: StoredBlogTranslation, lang: Language, agencyName: string): PublicBlogPost {
  return {
    id: `post-${row.id}`,
    title: texts.title,
    // Its address in this language (decision 021): the slug of the texts it shows.
    slug: texts.slug,
    description: texts.description || excerpt(texts.content),
    content: texts.content,
    author: texts.author || row.authorName || agencyName,
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

/** The languages a post's page exists in and its slug in each (the page's address there). */
export interface PostAddresses {
  languages: Language[];
  slugs: Partial<Record<Language, string>>;
}

/** A post found at a post page's address: its addresses, and where its page is when not at that address. */
export type PostAt = PostAddresses & { movedTo?: string };

/** What the public blog reads of a post (its texts come per language, storedTextsOf). */
const PUBLIC_COLUMNS = {
  id: blogPosts.id,
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
    // A post without an author is the agency's.
    const { name: agencyName } = await readAgencyProfile(db);
    const posts = rows.flatMap((row) => {
      const texts = textsFor(stored.get(row.id) ?? {}, lang);
      return texts ? [toPublicBlogPost(row, texts, lang, agencyName)] : [];
    });
    const hashOf = (post: PublicBlogPost) => parseMediaUrl(post.imageUrl)?.hash;
    const refs = await mediaData(db).refs(posts.map(hashOf).filter((hash): hash is string => hash !== undefined));
    return refs.size ? posts.map((post) => ({ ...post, image: refs.get(hashOf(post) ?? '') ?? null })) : posts;
  };
  /** The languages of these posts' pages and each one's slug, by post id. */
  const addressesOfPosts = async (rows: { id: number; allLanguages: boolean }[]): Promise<Map<number, PostAddresses>> => {
    const stored = await storedTextsOf(db, rows.map((row) => row.id));
    return new Map(
      rows.map((row) => {
        const texts = stored.get(row.id) ?? {};
        return [row.id, { languages: postLanguagesOf(row, texts), slugs: postSlugsOf(row, texts) }];
      }),
    );
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
    /** Every public post's page for the sitemap: its languages, its slug in each, its publication day. */
    publicPages: async (now: Date = new Date()): Promise<(PostAddresses & { publishedAt: string })[]> => {
      const rows = await db
        .select({ id: blogPosts.id, publishedAt: blogPosts.publishedAt, createdAt: blogPosts.createdAt, allLanguages: blogPosts.allLanguages })
        .from(blogPosts)
        .where(isPublicAt(now))
        .orderBy(...NEWEST_FIRST)
        .limit(PUBLIC_LIST_LIMIT);
      const addresses = await addressesOfPosts(rows);
      return rows.map((row) => ({
        ...(addresses.get(row.id) ?? { languages: [], slugs: {} }),
        publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
      }));
    },
    /**
     * The public post a post page's address (`slug` under `lang`) belongs to, or null (no such post is public at
     * `now`), in this order: the post whose slug in `lang` it is; the post that had it in `lang` before; a post whose
     * slug it is in the other language; the post that had it there. The post's languages and slugs, and — unless it is
     * the post's own address in `lang` — where its page is: in `lang`, else in its language (`movedTo`, answered 301).
     */
    postAt: async (slug: string, lang: Language, now: Date = new Date()): Promise<PostAt | null> => {
      const [holders, former] = await Promise.all([
        db.select({ postId: texts.postId, language: texts.language }).from(texts).where(eq(texts.slug, slug)),
        formerHoldersOf(db, slug),
      ]);
      const inLang = (rows: typeof holders, same: boolean) => rows.filter((r) => (r.language === lang) === same).map((r) => r.postId);
      const order = [...inLang(holders, true), ...inLang(former, true), ...inLang(holders, false), ...inLang(former, false)];
      if (order.length === 0) return null;
      const rows = await db
        .select({ id: blogPosts.id, allLanguages: blogPosts.allLanguages })
        .from(blogPosts)
        .where(and(inArray(blogPosts.id, order), isPublicAt(now)));
      const row = order.map((id) => rows.find((r) => r.id === id)).find((r) => r !== undefined);
      if (!row) return null;
      const address = (await addressesOfPosts([row])).get(row.id)!;
      if (address.slugs[lang] === slug) return address;
      const target = address.slugs[lang] !== undefined ? lang : address.languages[0]!;
      return { ...address, movedTo: pathInLanguage(blogPostPath(address.slugs[target]!), target) };
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
        .innerJoin(texts, eq(texts.postId, blogPosts.id))
        .where(eq(texts.slug, slug))
        .orderBy(sql`${texts.language} = ${lang} desc`)
        .limit(1);
      const [post] = await inLanguage(rows, lang);
      // Shown at the address asked for, whichever language's slug it is.
      return post ? { ...post, slug } : null;
    },
  };
}
