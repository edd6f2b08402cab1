/** How the back office names the site's texts (issue 35 point 2): a page's sections, and each text's place in them. */
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { Language } from '@/shared/constants';
import { SITE_PAGE_KEYS, siteTextKeys } from '@/shared/site-texts/site-pages';
import { createFixedI18n } from '@/client/i18n/fixed-i18n';
import { MAIN_SECTION, siteTextSections, useSiteTextLabels } from './site-text-labels';

function labelsIn(lang: Language) {
  const i18n = createFixedI18n(lang);
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return renderHook(() => useSiteTextLabels(), { wrapper }).result.current;
}

describe('siteTextSections', () => {
  it('sections the home page by its branches, in the order the page shows them', () => {
    const sections = siteTextSections('home');
    expect(sections.map((section) => section.id)).toEqual(['meta', 'hero', 'services', 'stats', 'portfolio', 'whyUs', 'process']);
    expect(sections[1]!.keys).toEqual(['home.hero.eyebrow', 'home.hero.title', 'home.hero.subtitle', 'home.hero.pricing', 'home.hero.contact']);
    expect(sections[2]!.keys).toContain('home.services.items.web.title');
  });

  it('sections the header and footer by their two roots', () => {
    const sections = siteTextSections('layout');
    expect(sections.map((section) => section.id)).toEqual(['nav', 'footer']);
    expect(sections[0]!.keys).toContain('nav.serviceLinks.design.title');
    expect(sections[1]!.keys).toContain('footer.tagline');
  });

  it('puts a page\'s texts without a branch in the main section, where the first of them appears', () => {
    expect(siteTextSections('services').map((section) => section.id)).toEqual([MAIN_SECTION]);
    const pricing = siteTextSections('pricing');
    expect(pricing.map((section) => section.id)).toEqual([MAIN_SECTION, 'paymentOptions', 'services', 'priceBox', 'features', 'quote']);
    // selectPlan is written after the features, but belongs with the page's other main texts.
    expect(pricing[0]!.keys).toEqual(expect.arrayContaining(['pricing.heading', 'pricing.selectPlan', 'pricing.selectPlanContext']));
  });

  it('shows every text of every page once', () => {
    for (const page of SITE_PAGE_KEYS) {
      const shown = siteTextSections(page).flatMap((section) => section.keys);
      expect(shown, page).toHaveLength(siteTextKeys(page).length);
      expect(new Set(shown), page).toEqual(new Set(siteTextKeys(page)));
    }
  });
});

describe('useSiteTextLabels', () => {
  it('names sections, texts and pages in Czech', () => {
    const labels = labelsIn('cs');
    expect(labels.section('hero')).toBe('Úvodní nadpis');
    expect(labels.section('footer')).toBe('Patička');
    expect(labels.section(MAIN_SECTION)).toBe('Hlavní texty');
    expect(labels.field('home', 'home.services.items.web.title')).toBe('Položky › web › nadpis');
    expect(labels.field('home', 'home.hero.title')).toBe('Nadpis');
    expect(labels.field('home', 'home.whyUs.items.local.details')).toBe('Položky › local › podrobnosti');
    expect(labels.field('pricing', 'pricing.metaTitle')).toBe('Titulek ve vyhledávači');
    // A part without a plainer word shows as written.
    expect(labels.field('layout', 'nav.serviceLinks.design.title')).toBe('Service links › design › nadpis');
    expect(labels.page('home')).toBe('Úvodní stránka');
    expect(labels.page('layout')).toBe('Hlavička a patička');
  });

  it('names them in English', () => {
    const labels = labelsIn('en');
    expect(labels.section('hero')).toBe('Headline');
    expect(labels.section(MAIN_SECTION)).toBe('Main texts');
    expect(labels.field('home', 'home.services.items.web.title')).toBe('Items › web › title');
    expect(labels.field('home', 'home.services.more')).toBe('"more" link');
    expect(labels.page('services')).toBe('Shared by the service pages');
  });

  it('names a text anywhere (the dashboard) by its section and place, and nothing that is no site text', () => {
    expect(labelsIn('cs').anywhere('home.services.items.web.title')).toBe('Služby › Položky › web › nadpis');
    expect(labelsIn('en').anywhere('home.services.items.web.title')).toBe('Services › Items › web › title');
    expect(labelsIn('cs').anywhere('footer.tagline')).toBe('Patička › Tagline');
    expect(labelsIn('cs').anywhere('pricing.heading')).toBe('Hlavní texty › Nadpis');
    expect(labelsIn('en').anywhere('services.webDevelopment.metaTitle')).toBe('Main texts › Title in search results');
    expect(labelsIn('cs').anywhere('title')).toBeUndefined();
    expect(labelsIn('cs').anywhere('home.hero')).toBeUndefined();
  });

  it('has a name for every section of every page in both languages', () => {
    for (const lang of ['cs', 'en'] as const) {
      const labels = labelsIn(lang);
      for (const page of SITE_PAGE_KEYS) {
        for (const section of siteTextSections(page)) {
          const name = labels.section(section.id);
          expect(name, `${lang} ${page} ${section.id}`).not.toBe(section.id);
          expect(name, `${lang} ${page} ${section.id}`).not.toMatch(/^admin\./);
        }
      }
    }
  });
});
