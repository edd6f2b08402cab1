import { describe, expect, it } from 'vitest';
import { postLanguages } from './public-blog-post';

describe('public blog posts', () => {
  it('a stored post is public in the languages it is translated to; without translations, in every language', () => {
    expect(postLanguages({})).toEqual(['cs', 'en']);
    expect(postLanguages({ en: { title: 'T' } })).toEqual(['en']);
    expect(postLanguages({ cs: { title: 'T' }, en: { title: 'T' } })).toEqual(['cs', 'en']);
  });
});
