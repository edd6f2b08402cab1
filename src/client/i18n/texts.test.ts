import { describe, expect, it } from 'vitest';
import { cs } from './cs';
import { en } from './en';
import { fillPlaceholders, lookupText, pickTexts, translate } from './texts';

describe('texts of public pages', () => {
  it('looks texts up by dotted key, as i18next does', () => {
    expect(translate(cs, 'nav.pricing')).toBe('Ceník');
    expect(translate(en, 'nav.serviceLinks.design.title')).toBe('Design');
    expect(lookupText(en, 'nav.serviceLinks')).toBe(en.nav.serviceLinks);
  });

  it('fills {{placeholders}} and leaves unknown ones visible', () => {
    expect(translate(en, 'blog.byAuthor', { author: 'Eva' })).toBe(en.blog.byAuthor.replace('{{author}}', 'Eva'));
    expect(fillPlaceholders('Krok {{ number }} z {{total}}', { number: 2 })).toBe('Krok 2 z {{total}}');
  });

  it('shows the key of a missing text (so a test sees it) and never a branch', () => {
    expect(translate(cs, 'nav.nothing')).toBe('nav.nothing');
    expect(translate(cs, 'nav.serviceLinks')).toBe('nav.serviceLinks');
  });

  it('picks branches for an island without changing the resource set', () => {
    const before = JSON.stringify(cs);
    const picked = pickTexts(cs, ['nav.serviceLinks.design', 'nav.pricing', 'common.close']);
    expect(picked).toEqual({
      nav: { serviceLinks: { design: cs.nav.serviceLinks.design }, pricing: 'Ceník' },
      common: { close: cs.common.close },
    });
    expect(JSON.stringify(cs)).toBe(before);
    expect(() => pickTexts(cs, ['nav.nothing'])).toThrow('No texts at "nav.nothing"');
  });
});
