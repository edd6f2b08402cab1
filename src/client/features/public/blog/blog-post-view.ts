import type { PublicBlogPost } from '@/shared/public-blog-post';

/**
 * A post as the blog island shows it: JSON only (it is written into the page), its date already formatted by the
 * server in the page's language, so the browser needs no date library.
 */
export interface BlogPostView extends Omit<PublicBlogPost, 'id'> {
  /** publishedAt as the blog shows it ('October 20, 2026' / 'října 20, 2026'). */
  date: string;
}
