import { describe, expect, it } from 'vitest';
import { isPrivatePath, languageOfPath, pathInLanguage, PUBLIC_PAGES, unprefixedPath } from './site-paths';

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
});
