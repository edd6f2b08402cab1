/**
 * A post's page (/blog/<slug>): the public posts (the post itself, or a 404 page, and its previous/next), until the
 * next post comes due. An address that is not the post's own in the page's language — a slug it had before, its slug
 * in the other language, a post written in the other language only — answers 301 to where its page is (decision 021;
 * cached like the page, per content version: any write to a post changes the version). Also the staff preview of any
 * post, rendered for its request alone.
 */
import { LANGUAGES, type Language } from '@/shared/constants';
import { postSlugOfPath } from '@/shared/site-paths';
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
    const [blogPosts, post, expiresAt] = await Promise.all([posts.published(lang, now), posts.postAt(slug, lang, now), postsChangeAt(db, now)]);
    const languages: readonly Language[] = post?.languages ?? LANGUAGES;
    const slugs: Partial<Record<Language, string>> = post?.slugs ?? {};
    const data = { page: 'post' as const, blogPosts, languages, slugs, preview: false };
    const loaded: LoadedPage<typeof data> = { data, expiresAt, languages };
    return post?.movedTo !== undefined ? { ...loaded, movedTo: post.movedTo } : loaded;
  },
};

type PostData = Awaited<ReturnType<typeof blogPostPage.load>>['data'];

/**
 * The languages the public post at this Czech path exists in (every language for a slug that is no public post): an
 * English version's address is then /en/<the same slug>, which answers 301 to the post's English slug.
 */
export async function postLanguagesAt(db: Database, path: string): Promise<readonly Language[]> {
  return (await blogData(db).postAt(slugOf(path), 'cs'))?.languages ?? LANGUAGES;
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
    ? { page: 'post', blogPosts: [...blogPosts, post], languages: LANGUAGES, slugs: {}, preview: true }
    : { page: 'post', blogPosts, languages: LANGUAGES, slugs: {}, preview: false };
  return { data, found: post !== null };
}
