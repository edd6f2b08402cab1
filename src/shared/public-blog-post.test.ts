import { describe, expect, it } from 'vitest';
import { mergeBlogPosts, postLanguages, type PublicBlogPost } from './public-blog-post';

function post(slug: string, publishedAt: string, title = slug): PublicBlogPost {
  return {
    id: slug,
    slug,
    title,
    description: '',
    content: '<p></p>',
    author: 'A',
    category: 'C',
    tags: [],
    imageUrl: `/images/blog/${slug}.svg`,
    publishedAt,
  };
}

describe('public blog posts', () => {
  it('merges lists newest first', () => {
    const merged = mergeBlogPosts([post('a', '2026-01-05'), post('b', '2026-03-01')], [post('c', '2026-02-10T08:00:00Z')]);
    expect(merged.map((p) => p.slug)).toEqual(['b', 'c', 'a']);
  });

  it('lets a later list replace a post with the same slug', () => {
    const merged = mergeBlogPosts([post('a', '2026-01-05', 'Sample')], [post('a', '2026-01-05', 'From the database')]);
    expect(merged).toHaveLength(1);
    expect(merged[0]?.title).toBe('From the database');
  });

  it('a stored post is public in the languages it is translated to; without translations, in every language', () => {
    expect(postLanguages({})).toEqual(['cs', 'en']);
    expect(postLanguages({ en: { title: 'T' } })).toEqual(['en']);
    expect(postLanguages({ cs: { title: 'T' }, en: { title: 'T' } })).toEqual(['cs', 'en']);
  });
});
