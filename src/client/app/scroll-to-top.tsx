import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** docs/product/public-site.md#pages-and-languages: every location change scrolls to the top (hash links are left to the page). */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
