import type { Language } from '@/shared/constants';
import { BLOG_POST_QUERY_PARAMETER } from '@/shared/site-paths';
import { formatBlogDate } from '@/shared/dates';
import type { PublicBlogPost } from '@/shared/public-blog-post';
import { usePageMeta } from '@/client/lib/page-meta';
import { usePageData, usePageQuery } from '@/client/lib/site-data';
import { Island } from '@/client/public-site/islands/island';
import { usePublicPage } from '@/client/public-site/public-page';

import { blogJsonLd } from './blog-json-ld';
import { BlogPosts } from './blog-posts';
import type { BlogPostView } from './blog-post-view';

/** The texts the blog island uses (cards and dialog): they are shipped to the browser. */
const BLOG_POSTS_TEXTS = ['blog.byAuthor', 'blog.publishedOn', 'blog.tags', 'blog.openPage', 'common.close'] as const;

/** A post for the island: only what it shows, its date formatted here on the server. */
function toView(post: PublicBlogPost, lang: Language): BlogPostView {
  return {
    slug: post.slug,
    title: post.title,
    description: post.description,
    content: post.content,
    author: post.author,
    category: post.category,
    tags: post.tags,
    imageUrl: post.imageUrl,
    image: post.image ?? null,
    publishedAt: post.publishedAt,
    date: formatBlogDate(post.publishedAt, lang),
  };
}

/**
 * /blog: the public posts of the page's language (docs/product/public-site.md#blog blog page), newest first — database rows, the initial ones
 * too (decision 019). /blog?post=<slug> opens that post (the address the sitemap lists for published posts).
 */
export function BlogPage() {
  const { t, lang } = usePublicPage();
  const posts = usePageData('blog')?.blogPosts ?? [];
  const query = usePageQuery();
  const linkedSlug = query.get(BLOG_POST_QUERY_PARAMETER);
  const openSlug = posts.some((post) => post.slug === linkedSlug) ? linkedSlug : null;
  const description = t('blog.metaDescription');

  usePageMeta({
    title: t('blog.metaTitle'),
    description,
    jsonLd: [blogJsonLd(posts, { name: t('blog.blogName'), description, lang })],
  });

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
          <Island
            name="blog-posts"
            component={BlogPosts}
            props={{ posts: posts.map((post) => toView(post, lang)), openSlug }}
            texts={BLOG_POSTS_TEXTS}
          />
        )}
      </div>
    </main>
  );
}
