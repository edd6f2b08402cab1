import { describe, expect, it } from 'vitest';
import { FALLBACK_SLUG, MAX_SLUG_LENGTH, normalizeSlug, slugFromTitle } from './slug';

describe('slugFromTitle', () => {
  it('lower-cases and joins words with single hyphens', () => {
    expect(slugFromTitle('Hello World')).toBe('hello-world');
    expect(slugFromTitle('SEO   tips --- 2025!!')).toBe('seo-tips-2025');
  });

  it('strips diacritics so Czech titles stay readable', () => {
    expect(slugFromTitle('Nový web')).toBe('novy-web');
    expect(slugFromTitle('Příliš žluťoučký kůň úpěl ďábelské ódy')).toBe('prilis-zlutoucky-kun-upel-dabelske-ody');
  });

  it('drops leading and trailing hyphens', () => {
    expect(slugFromTitle('  ¿Proč? ')).toBe('proc');
    expect(slugFromTitle('--a--')).toBe('a');
  });

  it('falls back to "post" when nothing usable is left', () => {
    expect(slugFromTitle('')).toBe(FALLBACK_SLUG);
    expect(slugFromTitle('!!! ???')).toBe('post');
    expect(slugFromTitle('日本語')).toBe('post');
  });

  it('caps the length without leaving a trailing hyphen', () => {
    const slug = slugFromTitle('ab '.repeat(100));
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(slug.endsWith('-')).toBe(false);
  });

  it('normalizeSlug gives an empty string instead of the fallback', () => {
    expect(normalizeSlug('***')).toBe('');
    expect(normalizeSlug('Already-A-Slug')).toBe('already-a-slug');
  });
});
