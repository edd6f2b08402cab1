import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PublicBlogPost } from '../../../../shared/public-blog-post';
import { createFixedI18n } from '../../../i18n/fixed-i18n';
import { BlogPage, BlogPostsView } from './blog-page';
import { blogJsonLd } from './blog-json-ld';
import { formatBlogDate } from './blog-date';

function renderWithI18n(lang: 'cs' | 'en', ui: React.ReactElement) {
  return render(
    <I18nextProvider i18n={createFixedI18n(lang)}>
      <MemoryRouter initialEntries={[lang === 'cs' ? '/blog' : '/en/blog']}>{ui}</MemoryRouter>
    </I18nextProvider>,
  );
}

describe('BlogPage', () => {
  it('shows the four sample posts of the language, newest first, with lazy images after the first row', () => {
    renderWithI18n('cs', <BlogPage />);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(4);
    expect(within(cards[0]!).getByRole('heading', { level: 2 })).toHaveTextContent('Jak se připravit na nový web');
    expect(within(cards[0]!).getByText('Vývoj webu')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('října 20, 2026')).toBeInTheDocument();
    const images = cards.map((card) => card.querySelector('img'));
    expect(images.map((img) => img?.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy', 'lazy']);
  });

  it('opens a post in a dialog and closes it again', async () => {
    const user = userEvent.setup();
    renderWithI18n('en', <BlogPage />);
    const title = 'Local SEO: how customers find you on Google in your town';
    const opener = screen.getByRole('button', { name: title });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: title });
    expect(within(dialog).getByText('By Martin Dvořák')).toBeInTheDocument();
    expect(within(dialog).getByText('September 8, 2026')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Fill in your Google Business Profile completely' })).toBeInTheDocument();
    expect(within(dialog).getByText('#Local business')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    // Keyboard: Enter on a card opens it, Escape closes it.
    screen.getByRole('button', { name: /Preparing for a new website/ }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: /Preparing for a new website/ })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('takes any list of posts (e.g. merged with posts from the database)', () => {
    const post: PublicBlogPost = {
      id: '42',
      slug: 'from-the-database',
      title: 'From the database',
      description: 'A stored post',
      content: '<p>Body</p>',
      author: 'Admin',
      category: 'News',
      tags: [],
      imageUrl: '/images/blog/x.svg',
      publishedAt: '2026-11-01T09:30:00.000Z',
    };
    renderWithI18n('en', <BlogPostsView posts={[post]} />);
    expect(screen.getByRole('button', { name: 'From the database' })).toBeInTheDocument();
    expect(screen.getByText('November 1, 2026')).toBeInTheDocument();
  });
});

describe('blog helpers', () => {
  it('formats dates with the blog pattern in the locale, by calendar day', () => {
    expect(formatBlogDate('2026-06-09', 'en')).toBe('June 9, 2026');
    expect(formatBlogDate('2026-06-09', 'cs')).toBe('června 9, 2026');
    expect(formatBlogDate('2026-06-09T23:30:00Z', 'en')).toBe('June 9, 2026');
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
