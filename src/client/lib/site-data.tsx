/**
 * What the server loaded for the public page it is rendering: database content (published blog posts, featured
 * portfolio items) and the request's query. Server-side only: an island that shows such content gets it as props.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { SiteData } from '@/shared/page-rendering';

interface PageRequest {
  data: SiteData;
  query: URLSearchParams;
}

const SiteDataContext = createContext<PageRequest | null>(null);

export function SiteDataProvider({
  data,
  query = new URLSearchParams(),
  children,
}: { data: SiteData; query?: URLSearchParams; children: ReactNode }) {
  return <SiteDataContext.Provider value={{ data, query }}>{children}</SiteDataContext.Provider>;
}

/** The page's site data and query; empty when rendered without them (a component test, say). */
export function useSiteData(): PageRequest {
  return useContext(SiteDataContext) ?? { data: { lang: 'cs' }, query: new URLSearchParams() };
}
