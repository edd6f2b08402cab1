/**
 * Database content of a public page (published blog posts, featured portfolio items). The server renders with it
 * and embeds it as JSON; the browser hydrates with the same data, and fetches it when a page is reached by
 * client-side navigation or in another language.
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { Language } from '../../shared/constants';
import { SITE_DATA_ELEMENT_ID, type SiteData } from '../../shared/page-rendering';

const SiteDataContext = createContext<SiteData | null>(null);

export function SiteDataProvider({ data, children }: { data: SiteData | null; children: ReactNode }) {
  return <SiteDataContext.Provider value={data}>{children}</SiteDataContext.Provider>;
}

/** The data the server embedded in the page, if any. */
export function readEmbeddedSiteData(): SiteData | null {
  const element = document.getElementById(SITE_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as SiteData;
  } catch {
    return null;
  }
}

type ContentKey = 'blogPosts' | 'featuredPortfolio';

/**
 * One piece of site data in a language: the embedded value when the page was rendered with it, else fetched from
 * `url`. Returns an empty list while loading or when the request fails (the page still shows its built-in content).
 */
export function useSiteContent<K extends ContentKey>(key: K, lang: Language, url: string): NonNullable<SiteData[K]> {
  const data = useContext(SiteDataContext);
  const embedded = data?.lang === lang || key === 'featuredPortfolio' ? data?.[key] : undefined;
  const [fetched, setFetched] = useState<{ url: string; value: NonNullable<SiteData[K]> } | null>(null);
  useEffect(() => {
    if (embedded) return;
    let cancelled = false;
    fetch(url, { credentials: 'same-origin' })
      .then((res) => (res.ok ? (res.json() as Promise<NonNullable<SiteData[K]>>) : null))
      .then((value) => {
        if (!cancelled && value) setFetched({ url, value });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [embedded, url]);
  if (embedded) return embedded as NonNullable<SiteData[K]>;
  return fetched?.url === url ? fetched.value : ([] as unknown as NonNullable<SiteData[K]>);
}
