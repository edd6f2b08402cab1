import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../../shared/constants';
import { BLOG_POST_QUERY_PARAMETER } from '../../../../shared/site-paths';
import { mergeBlogPosts, type PublicBlogPost } from '../../../../shared/public-blog-post';
import { usePageMeta } from '../../../lib/page-meta';
import { useSiteContent } from '../../../lib/site-data';
import { blogJsonLd } from './blog-json-ld';
import { BlogPostCard } from './blog-post-card';
import { BlogPostDialog } from './blog-post-dialog';

/** Cards in the first grid row (two columns from medium screens) load their image eagerly. */
const EAGER_IMAGE_COUNT = 2;

/** /blog: the sample posts of the active language and the posts published from the back office (SPEC §2 blog page). */
export function BlogPage() {
  const { t, i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage ?? 'cs') as Language;
  const samplePosts: PublicBlogPost[] = t('blog.posts', { returnObjects: true });
  const storedPosts = useSiteContent('blogPosts', lang, `/api/blog?lang=${lang}`);
  return <BlogPostsView posts={mergeBlogPosts(samplePosts, storedPosts)} />;
}

/** The blog page for any list of posts: meta and structured data, the card grid and the post dialog. */
export function BlogPostsView({ posts }: { posts: readonly PublicBlogPost[] }) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage ?? 'cs') as Language;
  // /blog?post=<slug> opens that post (the address the sitemap lists for posts published from the back office).
  const [searchParams, setSearchParams] = useSearchParams();
  const linkedSlug = searchParams.get(BLOG_POST_QUERY_PARAMETER);
  const [chosenSlug, setChosenSlug] = useState<string | null>(null);
  const selectedSlug = chosenSlug ?? linkedSlug;
  const openerRef = useRef<HTMLButtonElement | null>(null);
  const selected = posts.find((post) => post.slug === selectedSlug) ?? null;
  const description = t('blog.metaDescription');

  usePageMeta({
    title: t('blog.metaTitle'),
    description,
    jsonLd: [blogJsonLd(posts, { name: t('blog.blogName'), description, lang })],
  });

  function open(post: PublicBlogPost, opener: HTMLButtonElement) {
    openerRef.current = opener;
    setChosenSlug(post.slug);
  }

  function close() {
    setChosenSlug(null);
    if (linkedSlug) {
      const next = new URLSearchParams(searchParams);
      next.delete(BLOG_POST_QUERY_PARAMETER);
      setSearchParams(next, { replace: true });
    }
    // The dialog has no Radix trigger to return focus to, so give it back to the card that opened it.
    const opener = openerRef.current;
    window.setTimeout(() => opener?.focus(), 0);
  }

  return (
    <main id="main" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-12 md:py-16">
        <div className="mx-auto max-w-3xl text-center">
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 md:text-5xl">{t('blog.heading')}</h1>
          <p className="mt-4 text-lg text-slate-700">{t('blog.intro')}</p>
        </div>
        {posts.length === 0 ? (
          <p className="mt-12 text-center text-slate-600">{t('blog.empty')}</p>
        ) : (
          <ul className="mt-12 grid grid-cols-1 gap-8 md:grid-cols-2">
            {posts.map((post, index) => (
              <li key={post.slug} className="flex">
                <BlogPostCard post={post} eagerImage={index < EAGER_IMAGE_COUNT} onOpen={open} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <BlogPostDialog post={selected} onClose={close} />
    </main>
  );
}
