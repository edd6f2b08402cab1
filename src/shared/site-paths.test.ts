import { describe, expect, it } from 'vitest';
import {
  blogPostPath,
  isPrivatePath,
  languageOfPath,
  pathInLanguage,
  postSlugOfPath,
  PUBLIC_PAGES,
  unprefixedPath,
} from './site-paths';

describe('site paths', () => {
  it('reads the language from the prefix', () => {
    expect(languageOfPath('/')).toBe('cs');
    expect(languageOfPath('/pricing')).toBe('cs');
    expect(languageOfPath('/en')).toBe('en');
    expect(languageOfPath('/en/pricing')).toBe('en');
    expect(languageOfPath('/english')).toBe('cs');
  });

  it('maps a page to its equivalent in the other language', () => {
    expect(pathInLanguage('/', 'en')).toBe('/en');
    expect(pathInLanguage('/pricing', 'en')).toBe('/en/pricing');
    expect(pathInLanguage('/en/pricing', 'cs')).toBe('/pricing');
    expect(pathInLanguage('/en', 'cs')).toBe('/');
    expect(pathInLanguage('/en/blog', 'en')).toBe('/en/blog');
    expect(unprefixedPath('/en/services/design')).toBe('/services/design');
  });

  it('lists the public pages of the spec and keeps admin pages private', () => {
    expect(PUBLIC_PAGES).toContain('/services/logo-design');
    expect(PUBLIC_PAGES).not.toContain('/portfolio');
    expect(PUBLIC_PAGES).toHaveLength(10);
    expect(isPrivatePath('/admin/clients')).toBe(true);
    expect(isPrivatePath('/auth')).toBe(true);
    expect(isPrivatePath('/about')).toBe(false);
  });

  it('gives every post a page at /blog/<slug>, in English under /en', () => {
    expect(blogPostPath('novy-web')).toBe('/blog/novy-web');
    expect(pathInLanguage(blogPostPath('novy-web'), 'en')).toBe('/en/blog/novy-web');
    expect(postSlugOfPath('/blog/novy-web')).toBe('novy-web');
    expect(postSlugOfPath('/blog/novy-web/')).toBe('novy-web');
    expect(postSlugOfPath(unprefixedPath('/en/blog/novy-web'))).toBe('novy-web');
    expect(postSlugOfPath('/blog')).toBeNull();
    expect(postSlugOfPath('/blog/a/b')).toBeNull();
    expect(postSlugOfPath('/blog/%E0%A4%A')).toBeNull();
  });
});
