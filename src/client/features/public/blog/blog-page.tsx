import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../../shared/constants';
import { mergeBlogPosts, type PublicBlogPost } from '../../../../shared/public-blog-post';
import { usePageMeta } from '../../../lib/page-meta';
import { blogJsonLd } from './blog-json-ld';
import { BlogPostCard } from './blog-post-card';
import { BlogPostDialog } from './blog-post-dialog';

/** Cards in the first grid row (two columns from medium screens) load their image eagerly. */
const EAGER_IMAGE_COUNT = 2;

/** /blog: the sample posts of the active language (SPEC §2 blog page). */
export function BlogPage() {
  const { t } = useTranslation();
  const samplePosts: PublicBlogPost[] = t('blog.posts', { returnObjects: true });
  // Posts published from the back office can be merged in here: mergeBlogPosts(samplePosts, storedPosts).
  return <BlogPostsView posts={mergeBlogPosts(samplePosts)} />;
}

/** The blog page for any list of posts: meta and structured data, the card grid and the post dialog. */
export function BlogPostsView({ posts }: { posts: readonly PublicBlogPost[] }) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage ?? 'cs') as Language;
  const [selectedSlug, setSelectedSlug] = useState<string | null>(null);
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
    setSelectedSlug(post.slug);
  }

  function close() {
    setSelectedSlug(null);
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
