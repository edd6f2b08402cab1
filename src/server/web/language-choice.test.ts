import { describe, expect, it } from 'vitest';
import { acceptLanguagePrefersEnglish, cookieLanguage, preferredLanguage } from './language-choice';

describe('language choice', () => {
  it('reads the lang cookie', () => {
    expect(cookieLanguage('a=1; lang=en; b=2')).toBe('en');
    expect(cookieLanguage('lang=cs')).toBe('cs');
    expect(cookieLanguage('lang=de')).toBeUndefined();
    expect(cookieLanguage('xlang=en')).toBeUndefined();
    expect(cookieLanguage(undefined)).toBeUndefined();
  });

  it('compares English and Czech in Accept-Language', () => {
    expect(acceptLanguagePrefersEnglish('en-US,en;q=0.9')).toBe(true);
    expect(acceptLanguagePrefersEnglish('cs-CZ,cs;q=0.9,en;q=0.8')).toBe(false);
    expect(acceptLanguagePrefersEnglish('en;q=0.9,cs;q=0.5')).toBe(true);
    expect(acceptLanguagePrefersEnglish('de-DE,de;q=0.9')).toBe(false);
    expect(acceptLanguagePrefersEnglish('sk,en;q=0.5')).toBe(false);
    expect(acceptLanguagePrefersEnglish('')).toBe(false);
    expect(acceptLanguagePrefersEnglish(undefined)).toBe(false);
  });

  it('prefers the stored choice over the browser', () => {
    expect(preferredLanguage('lang=cs', 'en-US')).toBe('cs');
    expect(preferredLanguage('lang=en', 'cs-CZ')).toBe('en');
    expect(preferredLanguage(undefined, 'en-GB')).toBe('en');
    expect(preferredLanguage(undefined, undefined)).toBe('cs');
  });
});
