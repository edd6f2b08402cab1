import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicBlogPost } from '@/shared/public-blog-post';
import { initialBlogPosts } from '@/client/test/initial-content';
import { renderPublicPage } from '@/client/test/render-public-page';
import { BlogPostPage } from './blog-post-page';

const stored: PublicBlogPost = {
  id: 'post-7',
  slug: 'only-in-english',
  title: 'Only in English',
  description: 'A stored post',
  content: `<h2>Why</h2><p>${'word '.repeat(450)}</p>`,
  author: 'Eva',
  category: 'Agency news',
  tags: [],
  imageUrl: '/images/blog/agency-news.svg',
  publishedAt: '2026-11-20T08:00:00.000Z',
};

describe('BlogPostPage', () => {
  it('shows an initial post with its breadcrumb, Czech date, reading time and previous/next posts', () => {
    const { meta } = renderPublicPage(<BlogPostPage />, {
      lang: 'cs',
      path: '/blog/consistent-brand-identity',
      data: { page: 'post', blogPosts: initialBlogPosts('cs'), languages: ['cs', 'en'], slugs: {}, preview: false },
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Jednotná značka/);
    const breadcrumb = screen.getByRole('navigation', { name: 'Drobečková navigace' });
    expect(within(breadcrumb).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/', '/blog']);
    expect(screen.getByText('14. července 2026')).toBeInTheDocument();
    expect(screen.getByText(/^\d+ min čtení$/)).toBeInTheDocument();
    const others = screen.getByRole('navigation', { name: 'Další články' });
    expect(within(others).getByRole('link', { name: /Předchozí článek/ })).toHaveAttribute('href', '/blog/social-media-content-plan');
    expect(within(others).getByRole('link', { name: /Následující článek/ })).toHaveAttribute('href', '/blog/local-seo-google-business-profile');
    // The content's h3 headings sit right under the page's h1.
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
    expect(meta.current()).toMatchObject({ ogType: 'article', image: '/images/blog/consistent-brand-identity.svg', languages: ['cs', 'en'] });
    expect(meta.current()?.status).toBeUndefined();
  });

  it('shows a stored post with the languages it exists in, newest first in the list; no banner when public', () => {
    const { meta } = renderPublicPage(<BlogPostPage />, {
      lang: 'en',
      path: '/blog/only-in-english',
      data: { page: 'post', blogPosts: [stored, ...initialBlogPosts('en')], languages: ['en'], slugs: {}, preview: false },
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Only in English');
    expect(screen.getByText('3 min read')).toBeInTheDocument(); // 451 words
    expect(screen.queryByRole('link', { name: /Next article/ })).toBeNull(); // the newest post
    expect(screen.getByRole('link', { name: /Previous article/ })).toHaveAttribute('href', '/en/blog/preparing-for-a-new-website');
    expect(screen.queryByRole('status')).toBeNull();
    expect(meta.current()).toMatchObject({ languages: ['en'], noindex: false });
    const [posting, breadcrumb] = (meta.current()?.jsonLd ?? []).map((data) => (typeof data === 'function' ? data('https://x.example') : data));
    expect(posting).toMatchObject({ '@type': 'BlogPosting', url: 'https://x.example/en/blog/only-in-english', image: 'https://x.example/images/blog/agency-news.svg', author: { name: 'Eva' } });
    expect(breadcrumb).toMatchObject({ '@type': 'BreadcrumbList', itemListElement: [{ item: 'https://x.example/en' }, { item: 'https://x.example/en/blog' }, { position: 3 }] });
  });

  it('marks a staff preview with a banner and noindex', () => {
    const { meta } = renderPublicPage(<BlogPostPage />, {
      lang: 'cs',
      path: '/blog/only-in-english',
      data: { page: 'post', blogPosts: [stored], languages: ['cs', 'en'], slugs: {}, preview: true },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Náhled: takto bude článek vypadat po zveřejnění.');
    expect(meta.current()).toMatchObject({ noindex: true });
  });

  it('renders the not-found page (404) for a slug that is no public post', () => {
    const { meta } = renderPublicPage(<BlogPostPage />, { lang: 'cs', path: '/blog/no-such-post' });
    expect(meta.current()?.status).toBe(404);
    expect(screen.queryByRole('article')).toBeNull();
  });
});
