/**
 * What the server loaded for the public page it is rendering — that page's data (src/shared/page-data.ts: the
 * featured portfolio items of the home page, the public posts of /blog and of a post's page) — and the request's
 * query. Server-side only: an island that shows such content gets it as props.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { isPageData, type PageData, type PageDataOf, type PageKind } from '@/shared/page-data';

interface PageRequest {
  data: PageData | null;
  query: URLSearchParams;
}

const SiteDataContext = createContext<PageRequest | null>(null);

export function SiteDataProvider({
  data,
  query = new URLSearchParams(),
  children,
}: { data: PageData | null; query?: URLSearchParams; children: ReactNode }) {
  return <SiteDataContext.Provider value={{ data, query }}>{children}</SiteDataContext.Provider>;
}

/**
 * The data of the page `page` as its loader read it; null when the page is rendered without it: a component test
 * without data, or a path the server loads no data of this page for (the client's page list ignores a trailing
 * slash, the loaders do not: /blog/ renders the blog page with no posts).
 */
export function usePageData<K extends PageKind>(page: K): PageDataOf<K> | null {
  const data = useContext(SiteDataContext)?.data ?? null;
  return data !== null && isPageData(data, page) ? data : null;
}

/** The request's query; empty when rendered without one (a component test, say). */
export function usePageQuery(): URLSearchParams {
  return useContext(SiteDataContext)?.query ?? new URLSearchParams();
}
