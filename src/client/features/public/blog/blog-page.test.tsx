import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicBlogPost } from '@/shared/public-blog-post';
import { initialBlogPosts } from '@/client/test/initial-content';
import { renderPublicPage } from '@/client/test/render-public-page';
import { BlogPage } from './blog-page';
import { blogJsonLd } from './blog-json-ld';
import { formatBlogDate } from '@/shared/dates';
import type { BlogPostsProps } from './blog-posts';

const LOCAL_SEO = {
  slug: 'local-seo-google-business-profile',
  title: 'Local SEO: how customers find you on Google in your town',
};

const storedPost: PublicBlogPost = {
  id: '42',
  slug: 'from-the-database',
  title: 'From the database',
  description: 'A stored post',
  content: '<p>Body of the stored post</p>',
  author: 'Admin',
  category: 'News',
  tags: [],
  imageUrl: '/images/blog/x.svg',
  publishedAt: '2026-11-01T09:30:00.000Z',
};

/** A text key shown instead of its text ('blog.tags', 'common.close'): the island forgot to ask for its texts. */
const RAW_KEY = /(?:blog|common)\.[a-zA-Z]/;

function blogIsland(islands: ReturnType<typeof renderPublicPage>['islands']) {
  const records = islands.list().filter((record) => record.name === 'blog-posts');
  expect(records).toHaveLength(1);
  return records[0]!;
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('BlogPage', () => {
  it('shows the four initial posts of the language, newest first, with lazy images after the first row', () => {
    const { meta } = renderPublicPage(<BlogPage />, { lang: 'cs', path: '/blog', data: { page: 'blog', blogPosts: initialBlogPosts('cs') } });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Blog');
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(4);
    expect(within(cards[0]!).getByRole('heading', { level: 2 })).toHaveTextContent('Jak se připravit na nový web');
    expect(within(cards[0]!).getByText('Vývoj webu')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('20. října 2026')).toBeInTheDocument();
    const images = cards.map((card) => card.querySelector('img'));
    expect(images.map((img) => img?.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy', 'lazy']);
    expect(meta.current()).toMatchObject({ title: 'Blog' });
    expect(meta.current()?.jsonLd?.[0]).toMatchObject({ '@type': 'Blog', inLanguage: 'cs' });
  });

  it('opens a post in a dialog and closes it again, focus moving in and back', async () => {
    const user = userEvent.setup();
    renderPublicPage(<BlogPage />, { lang: 'en', path: '/blog', data: { page: 'blog', blogPosts: initialBlogPosts('en') } });
    const opener = screen.getByRole('button', { name: LOCAL_SEO.title });
    await user.click(opener);

    const dialog = await screen.findByRole('dialog', { name: LOCAL_SEO.title });
    expect(within(dialog).getByText('By Martin Dvořák')).toBeInTheDocument();
    expect(within(dialog).getByText('September 8, 2026')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Fill in your Google Business Profile completely' })).toBeInTheDocument();
    expect(within(dialog).getByText('#Local business')).toBeInTheDocument();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(opener).toHaveFocus());

    // Keyboard: Enter on a card opens it, Escape closes it.
    const second = screen.getByRole('button', { name: /Preparing for a new website/ });
    second.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: /Preparing for a new website/ })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(second).toHaveFocus());
  });

  it('shows no text keys in place of texts, on the cards or in the dialog', async () => {
    const user = userEvent.setup();
    renderPublicPage(<BlogPage />, { lang: 'en', path: '/blog', data: { page: 'blog', blogPosts: initialBlogPosts('en') } });
    expect(screen.getAllByRole('list', { name: 'Tags' }).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: LOCAL_SEO.title }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Tags' })).toBeInTheDocument();
    expect(within(dialog).getByText('Published')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(RAW_KEY);
    const labels = Array.from(document.querySelectorAll('[aria-label]'), (element) => element.getAttribute('aria-label'));
    expect(labels.join(' ')).not.toMatch(RAW_KEY);
  });

  it('hands the island JSON props: the posts with dates formatted on the server, and only the texts it uses', () => {
    const { islands } = renderPublicPage(<BlogPage />, { lang: 'en', path: '/blog', data: { page: 'blog', blogPosts: initialBlogPosts('en') } });
    const record = blogIsland(islands);
    expect(JSON.parse(JSON.stringify(record.props))).toEqual(record.props);
    const props = record.props as unknown as BlogPostsProps;
    expect(props.openSlug).toBeNull();
    expect(props.posts.map((post) => post.date)).toEqual([
      'October 20, 2026',
      'September 8, 2026',
      'July 14, 2026',
      'June 9, 2026',
    ]);
    expect(props.posts[1]).toMatchObject({ slug: LOCAL_SEO.slug, title: LOCAL_SEO.title, publishedAt: '2026-09-08' });
    // The posts travel once, as props; the island's texts are the few labels it shows.
    expect(JSON.stringify(record.texts)).not.toContain(LOCAL_SEO.title);
    expect(JSON.stringify(record.texts).length).toBeLessThan(200);
  });

  it('shows the posts as the server lists them, newest first: a new post, and an initial post staff revised', () => {
    const replacement: PublicBlogPost = { ...storedPost, id: '43', slug: LOCAL_SEO.slug, title: 'Local SEO, revised' };
    const others = initialBlogPosts('en').filter((post) => post.slug !== LOCAL_SEO.slug);
    const { islands, meta } = renderPublicPage(<BlogPage />, {
      lang: 'en',
      path: '/blog',
      data: { page: 'blog', blogPosts: [storedPost, replacement, ...others] },
    });
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual([
      'From the database',
      'Local SEO, revised',
      expect.stringMatching(/^Preparing for a new website/),
      expect.stringMatching(/^A consistent brand/),
      expect.stringMatching(/^A social media content plan/),
    ]);
    expect(screen.queryByRole('button', { name: LOCAL_SEO.title })).toBeNull();
    expect(screen.getAllByText('November 1, 2026')).toHaveLength(2);
    expect(JSON.parse(JSON.stringify(blogIsland(islands).props))).toEqual(blogIsland(islands).props);
    expect(meta.current()?.jsonLd?.[0]).toMatchObject({ blogPost: expect.arrayContaining([expect.objectContaining({ headline: 'From the database' })]) });
  });

  it('opens the post of /blog?post=<slug> at once; closing it leaves /blog in the address, replacing the entry', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', `/en/blog?${new URLSearchParams({ post: LOCAL_SEO.slug, utm: 'x' })}#top`);
    const entries = window.history.length;
    const { islands } = renderPublicPage(<BlogPage />, {
      lang: 'en',
      path: '/blog',
      query: `post=${LOCAL_SEO.slug}`,
      data: { page: 'blog', blogPosts: initialBlogPosts('en') },
    });
    expect((blogIsland(islands).props as unknown as BlogPostsProps).openSlug).toBe(LOCAL_SEO.slug);

    const dialog = await screen.findByRole('dialog', { name: LOCAL_SEO.title });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/en/blog?utm=x#top');
    expect(window.history.length).toBe(entries);

    // Opening a post from the grid does not touch the address.
    await user.click(screen.getByRole('button', { name: LOCAL_SEO.title }));
    await screen.findByRole('dialog', { name: LOCAL_SEO.title });
    expect(window.location.search).toBe('?utm=x');
  });

  it('ignores ?post= naming no post', async () => {
    const { islands } = renderPublicPage(<BlogPage />, {
      lang: 'en',
      path: '/blog',
      query: 'post=no-such-post',
      data: { page: 'blog', blogPosts: initialBlogPosts('en') },
    });
    expect((blogIsland(islands).props as unknown as BlogPostsProps).openSlug).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(4);
  });
});

describe('blog helpers', () => {
  it('formats dates with the blog pattern in the locale, by calendar day', () => {
    expect(formatBlogDate('2026-06-09', 'en')).toBe('June 9, 2026');
    expect(formatBlogDate('2026-06-09', 'cs')).toBe('9. června 2026');
    expect(formatBlogDate('2026-06-09T23:30:00Z', 'en')).toBe('June 10, 2026'); // 01:30 in Prague
  });

  it('builds a schema.org Blog with BlogPosting entries', () => {
    const data = blogJsonLd(
      [
        {
          id: '1',
          slug: 's',
          title: 'T',
          description: 'D',
          content: '',
          author: 'A',
          category: 'C',
          tags: ['x', 'y'],
          imageUrl: '/images/blog/s.svg',
          publishedAt: '2026-06-09',
        },
      ],
      { name: 'Blog', description: 'About', lang: 'en' },
    );
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Blog',
      blogPost: [
        {
          '@type': 'BlogPosting',
          headline: 'T',
          description: 'D',
          datePublished: '2026-06-09',
          author: { '@type': 'Person', name: 'A' },
          image: '/images/blog/s.svg',
          inLanguage: 'en',
        },
      ],
    });
  });
});
