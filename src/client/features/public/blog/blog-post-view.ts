/**
 * A post as the blog island shows it: JSON only (it is written into the page), its date already formatted by the
 * server in the page's language, so the browser needs no date library.
 */
export interface BlogPostView {
  slug: string;
  title: string;
  description: string;
  /** Trusted HTML: our own resources, or sanitised by the server when the post was stored. */
  content: string;
  author: string;
  category: string;
  tags: string[];
  imageUrl: string;
  /** ISO date (yyyy-MM-dd) or date-time, for <time dateTime>. */
  publishedAt: string;
  /** publishedAt as the blog shows it ('October 20, 2026' / 'října 20, 2026'). */
  date: string;
}
