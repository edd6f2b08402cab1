import type { MouseEvent } from 'react';
import { usePublicPage } from '../public-page';

/** The page's <main> (every public page renders one with this id). */
export const MAIN_ID = 'main';

/**
 * First focusable element of every public page: visible on focus, it moves keyboard focus to the page's <main>
 * (a bare #main link only scrolls, and leaves focus on the link).
 */
export function SkipLink() {
  const { t } = usePublicPage();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
    main.focus({ preventScroll: true });
    // Bring the content's top just below the sticky header (a plain scroll would tuck it under the header).
    const headerBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    window.scrollBy(0, main.getBoundingClientRect().top - Math.max(headerBottom, 0));
  };
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={skip}
      className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-white focus:p-2 focus:outline-2 focus:outline-brand-600"
    >
      {t('common.skipToContent')}
    </a>
  );
}
