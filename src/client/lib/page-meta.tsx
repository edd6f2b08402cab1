/**
 * Page metadata (title, description, structured data, status). On the server the values are collected during
 * rendering and written into <head>; in the browser they update document.title and the description.
 */
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import type { Language } from '@/shared/constants';
import { useAgencyProfile } from './agency-profile';

export interface PageMeta {
  title: string;
  description?: string;
  /** schema.org objects, emitted as JSON-LD; a function is given the site's origin (for absolute URLs). */
  jsonLd?: (object | ((origin: string) => object))[];
  /** HTTP status of the page (404 for the not-found page). */
  status?: number;
  /** The languages the page exists in (hreflang alternates); default: every language. */
  languages?: readonly Language[];
  /** The page's unprefixed path in a language where it differs from this one's (a post's slug per language). */
  addresses?: Partial<Record<Language, string>>;
  /** The page's own social image (a site path or an absolute URL); default: the site's card. */
  image?: string;
  /** Open Graph type; default 'website'. */
  ogType?: 'website' | 'article';
  /** Not to be indexed (a staff preview): no canonical, no alternates. */
  noindex?: boolean;
}

export interface PageMetaCollector {
  readonly current: () => PageMeta | null;
  readonly collect: (meta: PageMeta) => void;
}

/** Collects the metadata of the page rendered on the server. */
export function createPageMetaCollector(): PageMetaCollector {
  let collected: PageMeta | null = null;
  return {
    current: () => collected,
    collect: (meta) => {
      collected = meta;
    },
  };
}

const PageMetaContext = createContext<PageMetaCollector | null>(null);

export function PageMetaProvider({ collector, children }: { collector: PageMetaCollector; children: ReactNode }) {
  return <PageMetaContext.Provider value={collector}>{children}</PageMetaContext.Provider>;
}

/** The page's title with the agency's name after it (unless it names the agency already). */
export function fullTitle(title: string, agencyName: string): string {
  return title.includes(agencyName) ? title : `${title} | ${agencyName}`;
}

export function usePageMeta(meta: PageMeta): void {
  const collector = useContext(PageMetaContext);
  const agencyName = useAgencyProfile().name;
  // Server rendering: the page rendered last (the innermost) wins.
  collector?.collect(meta);
  const { title, description } = meta;
  useEffect(() => {
    document.title = fullTitle(title, agencyName);
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description, agencyName]);
}
