/**
 * The public site's texts as staff edit them (issue 35 point 2; docs/product/site-content.md#site-texts): grouped the
 * way the pages are. Each page of the site-text editor owns the texts under its roots (dotted paths of the resource
 * set, defaults.ts) — every text of a root is editable, in both languages — and shows its real page in the preview.
 * What staff publish are overrides of the defaults; a text left as its default follows the code.
 */
import type { Language } from '../constants';
import { SITE_TEXT_DEFAULTS } from './defaults';
import { textAt } from './text-tree';
export { textAt };

interface SitePageSpec {
  /** The unprefixed public path the preview shows. */
  path: string;
  /** The branches of the resource set this page's editor owns (each text belongs to exactly one page). */
  roots: readonly string[];
  /** Whether the page has a social image of its own (og:image); the shared parts have none. */
  image: boolean;
}

/** The editor's pages, in the order the screen lists them. */
export const SITE_PAGE_KEYS = ['home', 'web-development', 'design', 'logo-design', 'social-media', 'marketing', 'services', 'pricing', 'blog', 'about', 'contact', 'layout'] as const;
export type SitePageKey = (typeof SITE_PAGE_KEYS)[number];

export const SITE_PAGES = {
  home: { path: '/', roots: ['home'], image: true },
  'web-development': { path: '/services/web-development', roots: ['services.webDevelopment'], image: true },
  design: { path: '/services/design', roots: ['services.design'], image: true },
  'logo-design': { path: '/services/logo-design', roots: ['services.logoDesign'], image: true },
  'social-media': { path: '/services/social-media', roots: ['services.socialMedia'], image: true },
  marketing: { path: '/services/marketing', roots: ['services.marketing'], image: true },
  /** What every service page shows around its own texts. */
  services: { path: '/services/web-development', roots: ['services.common'], image: false },
  pricing: { path: '/pricing', roots: ['pricing'], image: true },
  blog: { path: '/blog', roots: ['blog'], image: true },
  about: { path: '/about', roots: ['about'], image: true },
  contact: { path: '/contact', roots: ['contact'], image: true },
  /** The header and footer of every page. */
  layout: { path: '/', roots: ['nav', 'footer'], image: false },
} as const satisfies Record<SitePageKey, SitePageSpec>;

export const isSitePageKey = (value: string): value is SitePageKey => (SITE_PAGE_KEYS as readonly string[]).includes(value);

/** The page of the editor with a social image of its own at this unprefixed public path, or undefined. */
export function sitePageWithImageAt(path: string): SitePageKey | undefined {
  return SITE_PAGE_KEYS.find((page) => SITE_PAGES[page].image && SITE_PAGES[page].path === path);
}

/**
 * The editor's pages whose texts the public page at this unprefixed path shows: its own, the header and footer, the
 * service pages' shared parts on a service page, the blog's texts on a post's page.
 */
export function sitePagesShownAt(path: string): SitePageKey[] {
  return SITE_PAGE_KEYS.filter(
    (page) =>
      page === 'layout' ||
      (SITE_PAGES[page].path === path && page !== 'services') ||
      (page === 'services' && path.startsWith('/services/')) ||
      (page === 'blog' && path.startsWith('/blog/')),
  );
}

/** The longest text a field takes (the longest default is about 300 characters). */
export const SITE_TEXT_MAX_LENGTH = 2000;


/** The dotted paths of every text (string leaf) under `root`, in the order the resource set writes them. */
function leavesUnder(tree: unknown, root: string): string[] {
  const node = textAt(tree, root);
  if (typeof node === 'string') return [root];
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return [];
  return Object.keys(node).flatMap((key) => leavesUnder(tree, `${root}.${key}`));
}

const KEYS_OF_PAGE = new Map<SitePageKey, readonly string[]>(
  SITE_PAGE_KEYS.map((page) => [page, SITE_PAGES[page].roots.flatMap((root) => leavesUnder(SITE_TEXT_DEFAULTS.cs, root))]),
);
/** A page's editable texts (dotted paths), in the order the page's resource file writes them. */
export const siteTextKeys = (page: SitePageKey): readonly string[] => KEYS_OF_PAGE.get(page) ?? [];

const PAGE_OF_KEY = new Map(SITE_PAGE_KEYS.flatMap((page) => siteTextKeys(page).map((key) => [key, page] as const)));
/** The page whose editor owns this text, or undefined for a text staff do not edit. */
export const sitePageOfKey = (key: string): SitePageKey | undefined => PAGE_OF_KEY.get(key);

/** The text the code writes at `key` in `lang` ('' for a key that is not a site text). */
export function defaultSiteText(lang: Language, key: string): string {
  const value = textAt(SITE_TEXT_DEFAULTS[lang], key);
  return typeof value === 'string' ? value : '';
}

/** The `{{name}}` placeholders of a text, sorted and without repeats: a page fills exactly these. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]!))].sort();
}

/** Overrides of one language: text by dotted path. */
export type SiteTextOverrides = Record<string, string>;

/** What the public pages render with: each language's overrides, and the pages' social images. */
export interface PublishedSiteTexts {
  texts: Record<Language, SiteTextOverrides>;
  images: Partial<Record<SitePageKey, string>>;
}

export const NO_SITE_TEXT_OVERRIDES: PublishedSiteTexts = { texts: { cs: {}, en: {} }, images: {} };

/**
 * Whether `text` may stand in for the default at `key` in `lang`: a site text, its placeholders exactly the default's
 * (a page fills those; another would show as written, a missing one would lose a number or a name).
 */
export function overrideFits(lang: Language, key: string, text: string): boolean {
  if (sitePageOfKey(key) === undefined) return false;
  return placeholdersOf(text).join(',') === placeholdersOf(defaultSiteText(lang, key)).join(',');
}

/**
 * A resource set with the overrides in place: a copy along each overridden path (the set itself is shared by every
 * render and never changed); an override whose path is not a text of the set is left out.
 */
export function withSiteTexts<T extends object>(tree: T, overrides: SiteTextOverrides): T {
  const keys = Object.keys(overrides);
  if (keys.length === 0) return tree;
  const merged = { ...tree } as Record<string, unknown>;
  for (const key of keys) {
    if (typeof textAt(tree, key) !== 'string') continue;
    const parts = key.split('.');
    let node = merged;
    let source: unknown = tree;
    for (const part of parts.slice(0, -1)) {
      source = (source as Record<string, unknown>)[part];
      // Copied once per branch: a branch already copied for an earlier key is the merged one.
      if (node[part] === source) node[part] = { ...(source as Record<string, unknown>) };
      node = node[part] as Record<string, unknown>;
    }
    node[parts[parts.length - 1]!] = overrides[key];
  }
  return merged as T;
}

/** Both languages' texts of a page as its editor and its revisions hold them: every text, default or overridden. */
export type SitePageTexts = Record<Language, Record<string, string>>;

/** A page's every text in both languages with `overrides` in place of the defaults. */
export function sitePageTexts(page: SitePageKey, overrides: Record<Language, SiteTextOverrides>): SitePageTexts {
  const of = (lang: Language) => Object.fromEntries(siteTextKeys(page).map((key) => [key, overrides[lang][key] ?? defaultSiteText(lang, key)]));
  return { cs: of('cs'), en: of('en') };
}

/** GET /api/admin/site-texts/:page: what the page's editor opens with. */
export interface SitePageRecord {
  page: SitePageKey;
  /** The texts staff published in place of the defaults, per language (the editor shows the defaults for the rest). */
  overrides: Record<Language, SiteTextOverrides>;
  imageUrl: string | null;
  /** When and by whom it was last published; null: never (the page shows the code's texts). */
  updatedAt: string | null;
  updatedBy: string | null;
}

/** GET /api/admin/site-texts: each page of the editor with what staff changed of it. */
export interface SitePageSummary {
  page: SitePageKey;
  /** How many texts of each language differ from the code's. */
  overridden: Record<Language, number>;
  /** How many texts of the page are marked "needs updating". */
  behind: number;
  updatedAt: string | null;
  updatedBy: string | null;
}

/** A page's texts and image as its editor holds them (what is published, and what the preview shows). */
export interface SitePageDraft {
  translations: Record<Language, Record<string, string>>;
  imageUrl: string | null;
}

/** The overrides a page's texts make: each text that is not blank and not the code's (a blank text is the default). */
export function draftOverrides(draft: SitePageDraft): Record<Language, SiteTextOverrides> {
  const of = (lang: Language) =>
    Object.fromEntries(Object.entries(draft.translations[lang]).filter(([key, text]) => text.trim() !== '' && text !== defaultSiteText(lang, key)));
  return { cs: of('cs'), en: of('en') };
}

/** The published texts with one page's as its editor holds them (the preview): the page's texts and image replaced. */
export function withPageDraft(published: PublishedSiteTexts, page: SitePageKey, draft: SitePageDraft): PublishedSiteTexts {
  const keys = new Set(siteTextKeys(page));
  const overrides = draftOverrides(draft);
  const of = (lang: Language) => ({
    ...Object.fromEntries(Object.entries(published.texts[lang]).filter(([key]) => !keys.has(key))),
    ...overrides[lang],
  });
  const { [page]: _old, ...images } = published.images;
  return { texts: { cs: of('cs'), en: of('en') }, images: draft.imageUrl && SITE_PAGES[page].image ? { ...images, [page]: draft.imageUrl } : images };
}
