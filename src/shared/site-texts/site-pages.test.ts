/**
 * The site-text catalogue (issue 35 point 2): which page's editor owns each text of the public site, the placeholders
 * an override must keep, and how published overrides and an editor's draft are merged into what the pages render.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../constants';
import { SITE_TEXTS_CS, SITE_TEXTS_EN } from './defaults';
import {
  defaultSiteText,
  draftOverrides,
  overrideFits,
  placeholdersOf,
  SITE_PAGE_KEYS,
  SITE_PAGES,
  sitePageOfKey,
  sitePageTexts,
  sitePageWithImageAt,
  siteTextKeys,
  withPageDraft,
  withSiteTexts,
  type PublishedSiteTexts,
  type SitePageDraft,
} from './site-pages';

/** Every text (string leaf) of a resource tree, as a dotted path, in the order the tree writes them. */
function leaves(tree: unknown, prefix = ''): string[] {
  if (typeof tree === 'string') return [prefix];
  if (tree === null || typeof tree !== 'object') return [];
  return Object.entries(tree).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

/** The texts of a tree under a page's roots. */
const leavesOfPage = (tree: unknown, page: (typeof SITE_PAGE_KEYS)[number]) =>
  SITE_PAGES[page].roots.flatMap((root) => leaves(root.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree), root));

const NONE = { cs: {}, en: {} };
const PLAN_CONTEXT = 'pricing.selectPlanContext';

describe('the pages of the site-text editor', () => {
  it('lists twelve pages in the site\'s order, each with its own texts', () => {
    expect(SITE_PAGE_KEYS).toEqual(['home', 'web-development', 'design', 'logo-design', 'social-media', 'marketing', 'services', 'pricing', 'blog', 'about', 'contact', 'layout']);
    for (const page of SITE_PAGE_KEYS) expect(siteTextKeys(page).length, page).toBeGreaterThan(0);
  });

  it('gives every text of the defaults to exactly one page, and no page a text the defaults do not have', () => {
    const all = leaves(SITE_TEXTS_CS);
    // The public namespaces: the header, footer and every page.
    expect(new Set(all.map((key) => key.split('.')[0]))).toEqual(new Set(['nav', 'footer', 'home', 'services', 'about', 'contact', 'pricing', 'blog']));
    expect(all.length).toBeGreaterThan(300);
    for (const key of all) {
      const owners = SITE_PAGE_KEYS.filter((page) => siteTextKeys(page).includes(key));
      expect(owners, key).toHaveLength(1);
      expect(sitePageOfKey(key), key).toBe(owners[0]);
    }
    const owned = SITE_PAGE_KEYS.flatMap((page) => siteTextKeys(page));
    expect(owned).toHaveLength(all.length);
    expect(new Set(owned)).toEqual(new Set(all));
  });

  it('has the same texts in Czech and English for every page, each with the same placeholders', () => {
    expect(leaves(SITE_TEXTS_EN)).toEqual(leaves(SITE_TEXTS_CS));
    for (const page of SITE_PAGE_KEYS) {
      expect(leavesOfPage(SITE_TEXTS_CS, page), page).toEqual(siteTextKeys(page));
      expect(leavesOfPage(SITE_TEXTS_EN, page), page).toEqual(siteTextKeys(page));
      for (const key of siteTextKeys(page)) {
        for (const lang of LANGUAGES) expect(defaultSiteText(lang, key).trim(), `${lang} ${key}`).not.toBe('');
        expect(placeholdersOf(defaultSiteText('en', key)), key).toEqual(placeholdersOf(defaultSiteText('cs', key)));
      }
    }
  });

  it('keeps the texts of a page in the order its resource file writes them', () => {
    expect(siteTextKeys('home').slice(0, 4)).toEqual(['home.meta.title', 'home.meta.description', 'home.hero.eyebrow', 'home.hero.title']);
    expect(siteTextKeys('layout')[0]).toBe('nav.home');
    expect(siteTextKeys('layout')).toContain('footer.tagline');
    expect(siteTextKeys('services')).toEqual(['services.common.eyebrow', 'services.common.featuresHeading', 'services.common.ctaTitle', 'services.common.ctaText', 'services.common.ctaContact', 'services.common.ctaPricing']);
  });

  it('names the page that owns a text, and none for what is not a site text', () => {
    expect(sitePageOfKey('home.hero.title')).toBe('home');
    expect(sitePageOfKey('services.webDevelopment.metaTitle')).toBe('web-development');
    expect(sitePageOfKey('services.common.ctaTitle')).toBe('services');
    expect(sitePageOfKey('nav.serviceLinks.design.title')).toBe('layout');
    expect(sitePageOfKey('footer.rights')).toBe('layout');
    expect(sitePageOfKey('home.hero')).toBeUndefined();
    expect(sitePageOfKey('admin.siteTexts.title')).toBeUndefined();
    expect(sitePageOfKey('')).toBeUndefined();
  });

  it('gives the code\'s text of a key in each language, and nothing for a key that is no text', () => {
    expect(defaultSiteText('cs', 'home.hero.title')).toBe('Weby, design a marketing, které vám přivedou zákazníky');
    expect(defaultSiteText('en', 'nav.home')).toBe(SITE_TEXTS_EN.nav.home);
    expect(defaultSiteText('cs', 'home.hero')).toBe('');
    expect(defaultSiteText('cs', 'nowhere.at.all')).toBe('');
  });
});

describe('sitePageWithImageAt', () => {
  it('finds the page with a social image of its own at a public path', () => {
    expect(sitePageWithImageAt('/')).toBe('home');
    expect(sitePageWithImageAt('/services/web-development')).toBe('web-development');
    expect(sitePageWithImageAt('/services/marketing')).toBe('marketing');
    expect(sitePageWithImageAt('/pricing')).toBe('pricing');
    expect(sitePageWithImageAt('/contact')).toBe('contact');
  });

  it('never answers a page without an image, nor a path no page of the editor shows', () => {
    // The service pages' shared texts and the header and footer show on these paths too, but have no image.
    expect(sitePageWithImageAt('/services/web-development')).not.toBe('services');
    expect(sitePageWithImageAt('/')).not.toBe('layout');
    expect(sitePageWithImageAt('/blog/x')).toBeUndefined();
    expect(sitePageWithImageAt('/en')).toBeUndefined();
    expect(sitePageWithImageAt('/services')).toBeUndefined();
  });
});

describe('placeholdersOf', () => {
  it('lists a text\'s {{placeholders}} sorted, without repeats', () => {
    expect(placeholdersOf('Krok {{number}}')).toEqual(['number']);
    expect(placeholdersOf('{{plan}} a zase {{plan}}')).toEqual(['plan']);
    expect(placeholdersOf('{{price}} za {{plan}}')).toEqual(['plan', 'price']);
    expect(placeholdersOf('{{ plan }}')).toEqual(['plan']);
  });

  it('finds none in a text without them, nor in single braces', () => {
    expect(placeholdersOf('')).toEqual([]);
    expect(placeholdersOf('Weby na míru')).toEqual([]);
    expect(placeholdersOf('{plan} a {{}}')).toEqual([]);
  });
});

describe('overrideFits', () => {
  it('takes any text for a text without placeholders', () => {
    expect(overrideFits('cs', 'home.hero.title', 'Weby, které prodávají')).toBe(true);
    expect(overrideFits('en', 'footer.rights', 'No rights reserved.')).toBe(true);
  });

  it('refuses a key that is no site text: another namespace, a branch, nothing', () => {
    expect(overrideFits('cs', 'admin.siteTexts.title', 'Texty')).toBe(false);
    expect(overrideFits('cs', 'validation.required', 'Povinné')).toBe(false);
    expect(overrideFits('cs', 'home.hero', 'Nadpis')).toBe(false);
    expect(overrideFits('en', 'home.hero.nothing', 'Title')).toBe(false);
  });

  it('wants exactly the default\'s placeholders: none missing, none added', () => {
    expect(overrideFits('cs', PLAN_CONTEXT, '– tarif {{plan}}')).toBe(true);
    expect(overrideFits('en', PLAN_CONTEXT, '({{plan}}, by card)')).toBe(true);
    expect(overrideFits('cs', PLAN_CONTEXT, '– platba kartou')).toBe(false);
    expect(overrideFits('cs', PLAN_CONTEXT, '– {{plan}} za {{price}}')).toBe(false);
    expect(overrideFits('cs', PLAN_CONTEXT, '– {{tarif}}')).toBe(false);
    expect(overrideFits('cs', 'home.hero.title', 'Weby pro {{name}}')).toBe(false);
    expect(overrideFits('cs', 'home.process.stepLabel', 'Krok')).toBe(false);
  });

  it('does not mind the placeholders\' order, repeats or spaces', () => {
    expect(overrideFits('cs', PLAN_CONTEXT, '{{plan}} – {{plan}}')).toBe(true);
    expect(overrideFits('cs', PLAN_CONTEXT, '– {{ plan }}')).toBe(true);
    expect(overrideFits('en', 'blog.readingTime', 'Reading time: {{minutes}} min ({{minutes}})')).toBe(true);
  });
});

describe('withSiteTexts', () => {
  const tree = () => ({
    home: { hero: { title: 'Nadpis', subtitle: 'Podnadpis' }, stats: { title: 'Čísla' } },
    about: { title: 'O nás' },
    nav: { home: 'Domů' },
  });

  it('replaces the text at each path and leaves the tree it was given as it was', () => {
    const original = tree();
    const before = structuredClone(original);
    const merged = withSiteTexts(original, { 'home.hero.title': 'Nový nadpis', 'nav.home': 'Úvod' });
    expect(merged).toEqual({
      home: { hero: { title: 'Nový nadpis', subtitle: 'Podnadpis' }, stats: { title: 'Čísla' } },
      about: { title: 'O nás' },
      nav: { home: 'Úvod' },
    });
    expect(original).toEqual(before);
    expect(original.home.hero.title).toBe('Nadpis');
    expect(original.nav.home).toBe('Domů');
    // Only the overridden paths are copies; the rest is shared with the tree given.
    expect(merged).not.toBe(original);
    expect(merged.home.hero).not.toBe(original.home.hero);
    expect(merged.home.stats).toBe(original.home.stats);
    expect(merged.about).toBe(original.about);
  });

  it('keeps two overrides of one branch (the branch is copied once)', () => {
    const original = tree();
    const merged = withSiteTexts(original, { 'home.hero.title': 'A', 'home.hero.subtitle': 'B', 'home.stats.title': 'C' });
    expect(merged.home).toEqual({ hero: { title: 'A', subtitle: 'B' }, stats: { title: 'C' } });
    expect(original.home).toEqual(tree().home);
  });

  it('leaves out a path that is not a text of the tree', () => {
    const original = tree();
    const merged = withSiteTexts(original, { 'home.hero': 'Celá sekce', 'home.nothing.title': 'Nic', 'contact.title': 'Kontakt', 'about.title': 'O agentuře' });
    expect(merged).toEqual({ ...tree(), about: { title: 'O agentuře' } });
    expect(original).toEqual(tree());
  });

  it('returns the tree itself when nothing is overridden, and merges the real defaults', () => {
    const original = tree();
    expect(withSiteTexts(original, {})).toBe(original);
    const merged = withSiteTexts(SITE_TEXTS_CS, { 'home.hero.title': 'Nový', 'footer.rights': 'Žádná práva.' });
    expect(merged.home.hero.title).toBe('Nový');
    expect(merged.footer.rights).toBe('Žádná práva.');
    expect(merged.home.hero.subtitle).toBe(SITE_TEXTS_CS.home.hero.subtitle);
    expect(SITE_TEXTS_CS.home.hero.title).toBe('Weby, design a marketing, které vám přivedou zákazníky');
    expect(SITE_TEXTS_CS.footer.rights).toBe('Všechna práva vyhrazena.');
  });
});

describe('sitePageTexts', () => {
  it('gives every text of the page in both languages, an override in place of its default', () => {
    const texts = sitePageTexts('services', { cs: { 'services.common.ctaTitle': 'Napište nám', 'home.hero.title': 'Jinde' }, en: {} });
    expect(Object.keys(texts.cs)).toEqual(siteTextKeys('services'));
    expect(Object.keys(texts.en)).toEqual(siteTextKeys('services'));
    expect(texts.cs['services.common.ctaTitle']).toBe('Napište nám');
    expect(texts.cs['services.common.eyebrow']).toBe('Naše služby');
    expect(texts.en['services.common.ctaTitle']).toBe(defaultSiteText('en', 'services.common.ctaTitle'));
  });
});

describe('draftOverrides', () => {
  it('keeps only the texts that differ from the code\'s: a blank text or the default is no override', () => {
    const texts = sitePageTexts('home', NONE);
    const draft: SitePageDraft = {
      translations: {
        cs: { ...texts.cs, 'home.hero.title': 'Nový nadpis', 'home.hero.subtitle': '   ', 'home.stats.title': '' },
        en: { ...texts.en, 'home.hero.title': 'New headline', 'home.stats.title': defaultSiteText('en', 'home.stats.title') },
      },
      imageUrl: '/media/a-1200.webp',
    };
    expect(draftOverrides(draft)).toEqual({ cs: { 'home.hero.title': 'Nový nadpis' }, en: { 'home.hero.title': 'New headline' } });
    expect(draftOverrides({ translations: texts, imageUrl: null })).toEqual(NONE);
  });
});

describe('withPageDraft', () => {
  const published: PublishedSiteTexts = {
    texts: {
      cs: { 'home.hero.title': 'Starý nadpis', 'home.stats.title': 'Staré číslo', 'pricing.heading': 'Ceny' },
      en: { 'home.hero.title': 'Old headline', 'about.title': 'About us' },
    },
    images: { home: '/media/home-1200.webp', pricing: '/media/pricing-1200.webp' },
  };
  const homeDraft = (cs: Record<string, string>, imageUrl: string | null): SitePageDraft => {
    const texts = sitePageTexts('home', NONE);
    return { translations: { cs: { ...texts.cs, ...cs }, en: texts.en }, imageUrl };
  };

  it('replaces the page\'s texts with the draft\'s and keeps the other pages\' overrides', () => {
    const merged = withPageDraft(published, 'home', homeDraft({ 'home.hero.title': 'Nový nadpis' }, '/media/home-1200.webp'));
    expect(merged.texts).toEqual({
      // The stats title is back to its default in the draft; the English headline too.
      cs: { 'pricing.heading': 'Ceny', 'home.hero.title': 'Nový nadpis' },
      en: { 'about.title': 'About us' },
    });
    expect(merged.images).toEqual(published.images);
    // What was published is not changed.
    expect(published.texts.cs['home.stats.title']).toBe('Staré číslo');
  });

  it('sets, replaces and removes the page\'s own image, and keeps the other pages\'', () => {
    expect(withPageDraft(published, 'home', homeDraft({}, '/media/new-1200.webp')).images).toEqual({ home: '/media/new-1200.webp', pricing: '/media/pricing-1200.webp' });
    expect(withPageDraft(published, 'home', homeDraft({}, null)).images).toEqual({ pricing: '/media/pricing-1200.webp' });
    expect(withPageDraft(published, 'home', homeDraft({}, '')).images).toEqual({ pricing: '/media/pricing-1200.webp' });
    const about = sitePageTexts('about', NONE);
    expect(withPageDraft({ texts: NONE, images: {} }, 'about', { translations: about, imageUrl: '/media/about-1200.webp' }).images).toEqual({ about: '/media/about-1200.webp' });
    expect(published.images).toEqual({ home: '/media/home-1200.webp', pricing: '/media/pricing-1200.webp' });
  });

  it('never gives the header and footer or the service pages\' shared texts an image', () => {
    const layout = sitePageTexts('layout', NONE);
    const layoutDraft: SitePageDraft = { translations: { cs: { ...layout.cs, 'footer.rights': 'Žádná práva.' }, en: layout.en }, imageUrl: '/media/x-1200.webp' };
    const merged = withPageDraft(published, 'layout', layoutDraft);
    expect(merged.images).toEqual(published.images);
    expect(merged.images).not.toHaveProperty('layout');
    expect(merged.texts.cs).toEqual({ ...published.texts.cs, 'footer.rights': 'Žádná práva.' });
    const services = sitePageTexts('services', NONE);
    expect(withPageDraft(published, 'services', { translations: services, imageUrl: '/media/x-1200.webp' }).images).not.toHaveProperty('services');
  });
});
