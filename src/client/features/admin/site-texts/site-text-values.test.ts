/** The site-text editor's values (issue 35 point 2): what it opens with, its errors by field, and whether it changed. */
import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES, SITE_TEXT_MESSAGES } from '@/shared/schemas/messages';
import { defaultSiteText, sitePageTexts, siteTextKeys, type SitePageRecord } from '@/shared/site-texts/site-pages';
import { changedFrom, fieldOf, placeholdersShown, serverErrors, valueErrors, valuesOf, type SiteTextValues } from './site-text-values';

const NONE = { cs: {}, en: {} };
const HERO = 'home.hero.title';
const PLAN_CONTEXT = 'pricing.selectPlanContext';

const record = (over: Partial<SitePageRecord> = {}): SitePageRecord => ({ page: 'home', overrides: NONE, imageUrl: null, updatedAt: null, updatedBy: null, ...over });
const values = (page: 'home' | 'pricing', cs: Record<string, string> = {}, en: Record<string, string> = {}, imageUrl: string | null = null): SiteTextValues => {
  const texts = sitePageTexts(page, NONE);
  return { translations: { cs: { ...texts.cs, ...cs }, en: { ...texts.en, ...en } }, imageUrl };
};

describe('valuesOf', () => {
  it('opens with every text of the page in both languages: the published override, else the code\'s text', () => {
    const opened = valuesOf(record({ overrides: { cs: { [HERO]: 'Weby, které prodávají' }, en: {} }, imageUrl: '/media/home-1200.webp' }));
    expect(Object.keys(opened.translations.cs)).toEqual(siteTextKeys('home'));
    expect(Object.keys(opened.translations.en)).toEqual(siteTextKeys('home'));
    expect(opened.translations.cs[HERO]).toBe('Weby, které prodávají');
    expect(opened.translations.en[HERO]).toBe(defaultSiteText('en', HERO));
    expect(opened.translations.cs['home.stats.title']).toBe('Lipa Digital v číslech');
    expect(opened.imageUrl).toBe('/media/home-1200.webp');
    expect(valuesOf(record())).toEqual({ translations: sitePageTexts('home', NONE), imageUrl: null });
  });
});

describe('valueErrors', () => {
  it('finds none in the page as the code writes it, nor in a blank text (the default)', () => {
    expect(valueErrors('home', values('home'))).toEqual({});
    expect(valueErrors('pricing', values('pricing', { [PLAN_CONTEXT]: '  ' }))).toEqual({});
    expect(valueErrors('pricing', values('pricing', { [PLAN_CONTEXT]: '– tarif {{plan}}' }, {}, '/media/p-1200.webp'))).toEqual({});
  });

  it('names a text whose placeholders differ from the original by its language and path', () => {
    expect(valueErrors('pricing', values('pricing', { [PLAN_CONTEXT]: '– platba kartou' }))).toEqual({ 'cs:pricing.selectPlanContext': SITE_TEXT_MESSAGES.placeholders });
    expect(valueErrors('pricing', values('pricing', {}, { [PLAN_CONTEXT]: '{{plan}} for {{price}}' }))).toEqual({ 'en:pricing.selectPlanContext': SITE_TEXT_MESSAGES.placeholders });
  });

  it('names a text of another page, a text too long and a bad image address', () => {
    expect(valueErrors('pricing', values('pricing', { [HERO]: 'Jinde' }))).toEqual({ 'cs:home.hero.title': SITE_TEXT_MESSAGES.unknownText });
    expect(valueErrors('home', values('home', {}, { [HERO]: 'x'.repeat(2001) }))).toEqual({ 'en:home.hero.title': FIELD_MESSAGES.textTooLong });
    expect(valueErrors('home', values('home', {}, {}, 'javascript:alert(1)'))).toEqual({ imageUrl: FIELD_MESSAGES.imageUrlInvalid });
  });

  it('names several fields at once', () => {
    const errors = valueErrors('pricing', values('pricing', { [PLAN_CONTEXT]: 'bez tarifu', 'pricing.quote.title': 'Poptávka' }, { 'pricing.quote.openLabel': 'Ask' }));
    expect(errors).toEqual({
      'cs:pricing.selectPlanContext': SITE_TEXT_MESSAGES.placeholders,
      'cs:pricing.quote.title': SITE_TEXT_MESSAGES.placeholders,
      'en:pricing.quote.openLabel': SITE_TEXT_MESSAGES.placeholders,
    });
  });
});

describe('serverErrors', () => {
  it('puts the server\'s refusals at the form\'s fields', () => {
    expect(
      serverErrors({
        'translations.en.home.hero.title': SITE_TEXT_MESSAGES.placeholders,
        'translations.cs.pricing.selectPlanContext': SITE_TEXT_MESSAGES.unknownText,
        imageUrl: FIELD_MESSAGES.imageUrlInvalid,
      }),
    ).toEqual({
      'en:home.hero.title': SITE_TEXT_MESSAGES.placeholders,
      'cs:pricing.selectPlanContext': SITE_TEXT_MESSAGES.unknownText,
      imageUrl: FIELD_MESSAGES.imageUrlInvalid,
    });
    expect(fieldOf('en', HERO)).toBe('en:home.hero.title');
  });

  it('is empty without fields', () => {
    expect(serverErrors(undefined)).toEqual({});
    expect(serverErrors({})).toEqual({});
  });
});

describe('changedFrom', () => {
  const published = values('home', { [HERO]: 'Weby, které prodávají' }, {}, '/media/home-1200.webp');

  it('is false for the same values', () => {
    expect(changedFrom(published, structuredClone(published))).toBe(false);
  });

  it('counts a blank text as its default', () => {
    expect(changedFrom(values('home'), values('home', { 'home.stats.title': '' }, { 'home.stats.title': '   ' }))).toBe(false);
    // The other way round: published blank, now the default written out.
    expect(changedFrom(values('home', { 'home.stats.title': '' }), values('home'))).toBe(false);
  });

  it('is true for a changed text in either language, and for an override put back to the default', () => {
    expect(changedFrom(published, { ...published, translations: { ...published.translations, cs: { ...published.translations.cs, [HERO]: 'Jiný nadpis' } } })).toBe(true);
    expect(changedFrom(published, { ...published, translations: { ...published.translations, en: { ...published.translations.en, 'home.stats.title': 'Figures' } } })).toBe(true);
    expect(changedFrom(published, { ...published, translations: { ...published.translations, cs: { ...published.translations.cs, [HERO]: '' } } })).toBe(true);
  });

  it('counts a changed image, but not an empty address for none', () => {
    expect(changedFrom(published, { ...published, imageUrl: '/media/other-1200.webp' })).toBe(true);
    expect(changedFrom(published, { ...published, imageUrl: null })).toBe(true);
    expect(changedFrom(values('home'), values('home', {}, {}, '/media/new-1200.webp'))).toBe(true);
    expect(changedFrom(values('home'), { ...values('home'), imageUrl: '' })).toBe(false);
  });
});

describe('placeholdersShown', () => {
  it('shows the placeholders a text must keep as staff type them', () => {
    expect(placeholdersShown('cs', PLAN_CONTEXT)).toEqual(['{{plan}}']);
    expect(placeholdersShown('en', 'home.process.stepLabel')).toEqual(['{{number}}']);
    expect(placeholdersShown('cs', HERO)).toEqual([]);
  });
});
