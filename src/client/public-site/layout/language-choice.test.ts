import { afterEach, describe, expect, it } from 'vitest';
import { rememberLanguageChoice, takeLanguageChangedToast } from './language-choice';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = 'lang=; Path=/; Max-Age=0';
});

describe('language choice', () => {
  it('stores the choice in localStorage `lang` and a `lang` cookie the server reads', () => {
    rememberLanguageChoice('en');
    expect(localStorage.getItem('lang')).toBe('en');
    expect(document.cookie).toContain('lang=en');
    rememberLanguageChoice('cs');
    expect(localStorage.getItem('lang')).toBe('cs');
    expect(document.cookie).toContain('lang=cs');
  });

  it('asks the next page, if it is in the chosen language, to confirm with a toast — once', () => {
    expect(takeLanguageChangedToast('en')).toBe(false);
    rememberLanguageChoice('en');
    expect(takeLanguageChangedToast('en')).toBe(true);
    expect(takeLanguageChangedToast('en')).toBe(false);
    rememberLanguageChoice('en');
    // A page in the other language (the visitor went elsewhere) does not claim it.
    expect(takeLanguageChangedToast('cs')).toBe(false);
  });
});
