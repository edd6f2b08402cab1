/**
 * A blog post as the public blog shows it (SPEC §3 "Public blog post"). The sample posts come from the translation
 * resources; posts published from the back office can be merged in with mergeBlogPosts.
 */
import type { Language } from './constants';

export interface PublicBlogPost {
  id: string;
  title: string;
  slug: string;
  description: string;
  /** Trusted HTML (our own resources, or sanitized when stored). */
  content: string;
  author: string;
  category: string;
  tags: string[];
  imageUrl: string;
  /** ISO date (yyyy-MM-dd) or date-time. */
  publishedAt: string;
}

/**
 * What a post from the back office shows where the database keeps nothing: it has no category, and may have no image.
 * Visitor-facing, per language, and kept here rather than in the client's translation resources because the public
 * blog API (GET /api/blog?lang=) answers it too and the server does not import client code.
 */
export const STORED_POST_CATEGORY: Readonly<Record<Language, string>> = { cs: 'Z agentury', en: 'Agency news' };
export const STORED_POST_IMAGE = '/images/blog/agency-news.svg';

/** date-fns pattern of the blog's dates (SPEC §9 "Dates"), formatted in the active language's locale. */
export const BLOG_DATE_FORMAT = 'MMMM d, yyyy';

/**
 * One list, newest first (ties by title). A later list wins over an earlier one for the same slug, so posts from the
 * database can replace a sample post of the same slug.
 */
export function mergeBlogPosts(...lists: readonly (readonly PublicBlogPost[])[]): PublicBlogPost[] {
  const bySlug = new Map<string, PublicBlogPost>();
  for (const list of lists) for (const post of list) bySlug.set(post.slug, post);
  return [...bySlug.values()].sort(
    (a, b) => publishedTime(b) - publishedTime(a) || a.title.localeCompare(b.title),
  );
}

function publishedTime(post: PublicBlogPost): number {
  const time = Date.parse(post.publishedAt);
  return Number.isNaN(time) ? 0 : time;
}
