import type { Language } from '@/shared/constants';
import type { PublicBlogPost } from '@/shared/public-blog-post';

/** schema.org Blog with one BlogPosting per post (the page's structured data). */
export function blogJsonLd(
  posts: readonly PublicBlogPost[],
  blog: { name: string; description: string; lang: Language },
): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name: blog.name,
    description: blog.description,
    inLanguage: blog.lang,
    blogPost: posts.map((post) => ({
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.description,
      datePublished: post.publishedAt,
      author: { '@type': 'Person', name: post.author },
      image: post.imageUrl,
      inLanguage: blog.lang,
      articleSection: post.category,
      keywords: post.tags.join(', '),
    })),
  };
}
