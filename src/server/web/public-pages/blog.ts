/** /blog: the public posts of the page's language, until the next post comes due. */
import { LANGUAGES } from '@/shared/constants';
import { blogData } from '@/server/data/blog-posts';
import { postsChangeAt } from '../page-expiry';
import type { PageLoadRequest } from './page-load';

export const blogPage = {
  matches: (path: string): boolean => path === '/blog',
  load: async ({ db, lang, now }: PageLoadRequest) => {
    const [blogPosts, expiresAt] = await Promise.all([blogData(db).published(lang), postsChangeAt(db, now)]);
    return { data: { page: 'blog' as const, blogPosts }, expiresAt, languages: LANGUAGES };
  },
};
