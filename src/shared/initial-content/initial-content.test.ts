import { describe, expect, it } from 'vitest';
import { portfolioItemSchema } from '../schemas/portfolio-item';
import { translationSchema } from '../schemas/blog-post';
import { INITIAL_PORTFOLIO_ITEMS, INITIAL_POSTS } from './index';

describe('the initial content', () => {
  it('has the same four posts in both languages: slugs, images and dates, newest first', () => {
    const facts = (lang: 'cs' | 'en') => INITIAL_POSTS[lang].map(({ slug, imageUrl, publishedAt }) => ({ slug, imageUrl, publishedAt }));
    expect(facts('cs')).toHaveLength(4);
    expect(facts('en')).toEqual(facts('cs'));
    const dates = facts('cs').map((post) => post.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('is valid as staff would write it: each post text a translation, each project a portfolio item', () => {
    for (const lang of ['cs', 'en'] as const) {
      for (const { title, content, description, author, category, tags } of INITIAL_POSTS[lang]) {
        expect(translationSchema.safeParse({ title, content, description, author, category, tags }).success).toBe(true);
      }
    }
    expect(INITIAL_PORTFOLIO_ITEMS).toHaveLength(6);
    for (const item of INITIAL_PORTFOLIO_ITEMS) {
      expect(portfolioItemSchema.parse({ ...item, featured: true })).toMatchObject({ ...item, featured: true });
      expect(item.category).toBe(item.services[0]);
    }
  });
});
