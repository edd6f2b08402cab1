/**
 * How the back office names the public site's texts (issue 35 point 2): a page's texts in sections the way the page
 * shows them (home: hero, services, figures…; header and footer: menu, footer), and each text by its place in its
 * section ('items › web › title', with the plainer words of admin.siteTexts.words), in the admin's language.
 */
import { useT } from '@/client/i18n/use-t';
import { adminSiteTexts } from '@/client/i18n/cs/admin-site-texts';
import { SITE_PAGES, sitePageOfKey, siteTextKeys, type SitePageKey } from '@/shared/site-texts/site-pages';

/** The texts without a section of their own (a page's title, introduction…). */
export const MAIN_SECTION = 'main';

export interface SiteTextSection {
  /** A key of admin.siteTexts.sections, or MAIN_SECTION. */
  id: string;
  keys: string[];
}

type SectionName = keyof typeof adminSiteTexts.sections;
type WordName = keyof typeof adminSiteTexts.words;
const isSectionName = (id: string): id is SectionName => Object.hasOwn(adminSiteTexts.sections, id);
const isWordName = (part: string): part is WordName => Object.hasOwn(adminSiteTexts.words, part);

/** A text's place under its page's root: its section and the parts of its path within it. */
function placeOf(page: SitePageKey, key: string): { section: string; path: string[] } {
  const roots: readonly string[] = SITE_PAGES[page].roots;
  const root = roots.find((candidate) => key.startsWith(`${candidate}.`)) ?? '';
  const rest = key.slice(root.length + 1).split('.');
  // A page of several roots (header and footer) is sectioned by them; one root by its branches.
  if (roots.length > 1) return { section: root.split('.').pop() ?? MAIN_SECTION, path: rest };
  return rest.length > 1 ? { section: rest[0]!, path: rest.slice(1) } : { section: MAIN_SECTION, path: rest };
}

/** A page's texts in sections, in the order the page's texts are written (the main texts where they first appear). */
export function siteTextSections(page: SitePageKey): SiteTextSection[] {
  const sections: SiteTextSection[] = [];
  for (const key of siteTextKeys(page)) {
    const { section } = placeOf(page, key);
    const found = sections.find((candidate) => candidate.id === section);
    if (found) found.keys.push(key);
    else sections.push({ id: section, keys: [key] });
  }
  return sections;
}

/** Names of sections and texts of the site-text pages, in the admin's language. */
export function useSiteTextLabels() {
  const t = useT();
  // A part without a plainer word reads as its words ('selectPlanContext' → 'select plan context').
  const word = (part: string) => (isWordName(part) ? t(`admin.siteTexts.words.${part}`) : part.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase());
  const section = (id: string) => (isSectionName(id) ? t(`admin.siteTexts.sections.${id}`) : id === MAIN_SECTION ? t('admin.siteTexts.sectionMain') : id);
  /** A text within its section: 'Items › web › title'. */
  const field = (page: SitePageKey, key: string) => {
    const text = placeOf(page, key).path.map(word).join(' › ');
    return text.charAt(0).toUpperCase() + text.slice(1);
  };
  return {
    section,
    field,
    page: (page: SitePageKey) => t(`admin.siteTexts.pages.${page}.name`),
    /** A text anywhere (the dashboard's list): its section and its place, or undefined for no site text. */
    anywhere: (key: string): string | undefined => {
      const page = sitePageOfKey(key);
      return page ? `${section(placeOf(page, key).section)} › ${field(page, key)}` : undefined;
    },
  };
}
