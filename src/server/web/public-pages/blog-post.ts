/**
 * A post's page (/blog/<slug>): the public posts (the post itself, or a 404 page, and its previous/next), until the
 * next post comes due; a post written in one language only answers at its address in that language. Also the staff
 * preview of any post, rendered for its request alone.
 */
import { LANGUAGES, type Language } from '@/shared/constants';
import { blogPostPath, pathInLanguage, postSlugOfPath } from '@/shared/site-paths';
import { blogData } from '@/server/data/blog-posts';
import type { Database } from '@/server/db/database';
import { postsChangeAt } from '../page-expiry';
import type { LoadedPage, PageLoadRequest } from './page-load';

function slugOf(path: string): string {
  const slug = postSlugOfPath(path);
  if (slug === null) throw new Error(`Not a post's page: ${path}`);
  return slug;
}

export const blogPostPage = {
  matches: (path: string): boolean => postSlugOfPath(path) !== null,
  load: async ({ db, path, lang, now }: PageLoadRequest) => {
    const slug = slugOf(path);
    const posts = blogData(db);
    const [blogPosts, postLanguages, expiresAt] = await Promise.all([
      posts.published(lang, now),
      posts.publicLanguages(slug, now),
      postsChangeAt(db, now),
    ]);
    const languages: readonly Language[] = postLanguages ?? LANGUAGES;
    const data = { page: 'post' as const, blogPosts, languages, preview: false };
    // A post written in one language answers at its address in that language, whatever language was asked for.
    const only = languages.length === 1 && languages[0] !== lang ? languages[0] : undefined;
    const loaded: LoadedPage<typeof data> = { data, expiresAt, languages };
    return only ? { ...loaded, movedTo: pathInLanguage(blogPostPath(slug), only) } : loaded;
  },
};

type PostData = Awaited<ReturnType<typeof blogPostPage.load>>['data'];

/** The languages the public post at this path exists in (every language for a slug that is no public post). */
export async function postLanguagesAt(db: Database, path: string): Promise<readonly Language[]> {
  return (await blogData(db).publicLanguages(slugOf(path))) ?? LANGUAGES;
}

/**
 * The staff preview of the post at this path: the public posts of `lang` with the previewed post (draft, scheduled or
 * public) in place of its public version, or without it (`found` false: the 404 page) when `mayPreview` is false or
 * there is no such post.
 */
export async function loadPostPreview(
  { db, path, lang, now }: PageLoadRequest,
  mayPreview: boolean,
): Promise<{ data: PostData; found: boolean }> {
  const slug = slugOf(path);
  const post = mayPreview ? await blogData(db).preview(slug, lang) : null;
  const blogPosts = (await blogData(db).published(lang, now)).filter((p) => p.slug !== slug);
  const data: PostData = post
    ? { page: 'post', blogPosts: [...blogPosts, post], languages: LANGUAGES, preview: true }
    : { page: 'post', blogPosts, languages: LANGUAGES, preview: false };
  return { data, found: post !== null };
}
