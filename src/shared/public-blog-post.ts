/**
 * A blog post as the public blog shows it (SPEC §3 "Public blog post"). The sample posts come from the translation
 * resources; posts published from the back office can be merged in with mergeBlogPosts.
 */
import { LANGUAGES, type Language } from './constants';
import type { MediaImageRef } from './media';

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
  /** The cover's original size when it is a media-library image (rendered as <picture> with srcset). */
  image?: MediaImageRef | null;
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

/**
 * The sample posts of the spec (their texts are in the client's translation resources, the same slugs and dates in
 * both languages; a test keeps the two in step): the sitemap lists their pages.
 */
export const SAMPLE_BLOG_POSTS: readonly { slug: string; publishedAt: string }[] = [
  { slug: 'preparing-for-a-new-website', publishedAt: '2026-10-20' },
  { slug: 'local-seo-google-business-profile', publishedAt: '2026-09-08' },
  { slug: 'consistent-brand-identity', publishedAt: '2026-07-14' },
  { slug: 'social-media-content-plan', publishedAt: '2026-06-09' },
];

/**
 * The languages a post from the back office is public in: those it has a translation for; a post without any
 * translation shows its own title and content in every language.
 */
export function postLanguages(translations: Partial<Record<Language, unknown>>): Language[] {
  const translated = LANGUAGES.filter((lang) => translations[lang] !== undefined && translations[lang] !== null);
  return translated.length > 0 ? translated : [...LANGUAGES];
}

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
