/**
 * A blog post as the public blog shows it (docs/product/records.md#public-blog-post): a published row of blog_posts in one language
 * (the initial posts are rows too, decision 019).
 */
import { LANGUAGES, type Language } from './constants';
import type { MediaImageRef } from './media';

export interface PublicBlogPost {
  id: string;
  title: string;
  slug: string;
  description: string;
  /** Trusted HTML (sanitized when stored). */
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
 * What a stored post shows where it names nothing: a translation without a category, a post without an image.
 * Visitor-facing, per language, and kept here rather than in the client's translation resources because the public
 * blog API (GET /api/blog?lang=) answers it too and the server does not import client code.
 */
export const STORED_POST_CATEGORY: Readonly<Record<Language, string>> = { cs: 'Z agentury', en: 'Agency news' };
export const STORED_POST_IMAGE = '/images/blog/agency-news.svg';

/**
 * The languages a post from the back office is public in: those it has a translation for; a post without any
 * translation shows its own title and content in every language.
 */
export function postLanguages(translations: Partial<Record<Language, unknown>>): Language[] {
  const translated = LANGUAGES.filter((lang) => translations[lang] !== undefined && translations[lang] !== null);
  return translated.length > 0 ? translated : [...LANGUAGES];
}
