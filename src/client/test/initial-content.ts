/**
 * The public site's data on a new database, as the server hands it to the pages: the initial posts and portfolio items
 * (src/shared/initial-content, decision 019) as the rows the server reads back. The public-page tests' fixtures.
 */
import type { PublicPortfolioItem } from '@/shared/api-types';
import type { Language } from '@/shared/constants';
import { INITIAL_PORTFOLIO_ITEMS, INITIAL_POSTS } from '@/shared/initial-content';
import type { PublicBlogPost } from '@/shared/public-blog-post';

/** The six initial projects as featured portfolio items (ids 1–6, in their order). */
export const INITIAL_FEATURED: PublicPortfolioItem[] = INITIAL_PORTFOLIO_ITEMS.map((item, i) => ({
  ...item,
  title: item.translations.cs.title,
  description: item.translations.cs.description,
  id: i + 1,
  position: i + 1,
  image: null,
  createdAt: '2026-11-25T10:00:00.000Z',
}));

/** The initial posts in one language, newest first, as the public blog lists them. */
export function initialBlogPosts(lang: Language): PublicBlogPost[] {
  return INITIAL_POSTS[lang].map((post, i) => ({ ...post, id: `post-${i + 1}`, image: null }));
}
