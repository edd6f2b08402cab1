/**
 * Public content from the back office, no sign-in:
 *   GET /api/blog?lang=cs|en   published posts, newest first, in the requested language (default cs)
 *   GET /api/portfolio/featured featured portfolio items, newest first
 */
import { desc, eq, sql } from 'drizzle-orm';
import { Router } from 'express';
import { z } from 'zod';
import type { PublicPortfolioItem } from '../../shared/api-types';
import { AGENCY } from '../../shared/brand';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../shared/constants';
import type { PublicBlogPost } from '../../shared/public-blog-post';
import type { BlogTranslations } from '../../shared/schemas/blog-post';
import type { PortfolioCategory } from '../../shared/schemas/portfolio-item';
import { excerpt } from '../content/blog-html';
import type { Database } from '../db/database';
import { blogPosts, portfolioItems, users } from '../db/schema';
import { registerRoutes } from '../http/route-table';
import { parseInput } from '../http/validate';

const blogQuerySchema = z.object({
  lang: z.enum(LANGUAGES, { error: `Must be one of: ${LANGUAGES.join(', ')}` }).default(DEFAULT_LANGUAGE),
});

/** What a stored post shows where the back office keeps nothing: the database has no category and may have no image. */
export const STORED_POST_CATEGORY: Record<Language, string> = { cs: 'Z agentury', en: 'Agency news' };
export const STORED_POST_IMAGE = '/images/blog/agency-news.svg';

/** Upper bound of one public list: the pages show everything, but never an unbounded answer. */
const PUBLIC_LIST_LIMIT = 200;

interface PublicBlogRow {
  id: number;
  title: string;
  slug: string;
  content: string;
  imageUrl: string | null;
  publishedAt: Date | null;
  createdAt: Date;
  translations: unknown;
  authorName: string | null;
}

/**
 * A stored post in one language: title, content and description from translations[lang] when present, else the
 * post's own (its description is then a plain-text excerpt of the content). The database keeps no category or tags:
 * the category is a fixed 'agency news' label and tags are empty; a post without an image shows the default one.
 */
export function toPublicBlogPost(row: PublicBlogRow, lang: Language): PublicBlogPost {
  const translation = (row.translations as BlogTranslations | null)?.[lang];
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

/** Published posts in one language, newest first. Used by GET /api/blog and by the server-rendered /blog. */
export async function publishedBlogPosts(db: Database, lang: Language): Promise<PublicBlogPost[]> {
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
}

/** Featured portfolio items, newest first. Used by GET /api/portfolio/featured and by the server-rendered home. */
export async function featuredPortfolioItems(db: Database): Promise<PublicPortfolioItem[]> {
  const rows = await db
    .select({
      id: portfolioItems.id,
      title: portfolioItems.title,
      description: portfolioItems.description,
      imageUrl: portfolioItems.imageUrl,
      category: portfolioItems.category,
      link: portfolioItems.link,
      createdAt: portfolioItems.createdAt,
    })
    .from(portfolioItems)
    .where(eq(portfolioItems.featured, true))
    .orderBy(desc(portfolioItems.createdAt), desc(portfolioItems.id))
    .limit(PUBLIC_LIST_LIMIT);
  return rows.map((row) => ({
    ...row,
    category: row.category as PortfolioCategory,
    createdAt: row.createdAt.toISOString(),
  }));
}

export function publicContentRoutes(db: Database): Router {
  return registerRoutes(Router(), [
    {
      method: 'get',
      path: '/blog',
      handler: async (req, res) => {
        const { lang } = parseInput(blogQuerySchema, req.query);
        res.json(await publishedBlogPosts(db, lang));
      },
    },
    {
      method: 'get',
      path: '/portfolio/featured',
      handler: async (_req, res) => {
        res.json(await featuredPortfolioItems(db));
      },
    },
  ]);
}
