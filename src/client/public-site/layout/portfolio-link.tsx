import type { ComponentProps, MouseEvent } from 'react';
import { usePublicPage } from '../public-page';
import { PORTFOLIO_SECTION_ID, PORTFOLIO_TITLE_ID } from './layout-constants';

/** Scrolls the home page to the portfolio heading (or the section, if the heading is missing); smoothly by default. */
export function scrollToPortfolio(behavior: ScrollBehavior = 'smooth'): void {
  const target = document.getElementById(PORTFOLIO_TITLE_ID) ?? document.getElementById(PORTFOLIO_SECTION_ID);
  target?.scrollIntoView({ behavior, block: 'start' });
}

type PortfolioLinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  /** Called after a click (the drawer closes itself with it). */
  onNavigate?: () => void;
  /** On the home page: run the scroll later instead of at once (the drawer scrolls once it has closed). */
  deferScroll?: (scroll: () => void) => void;
};

/**
 * docs/product/public-site.md#header-and-navigation /#portfolio: from another page a full page load to the home anchor (/#portfolio, /en#portfolio);
 * on the home page a smooth scroll to the portfolio title. Outside an island (the footer) the browser does the
 * same with the plain link: same-document anchor, smooth scrolling set in styles/base.css.
 */
export function PortfolioLink({ onNavigate, deferScroll, onClick, ...props }: PortfolioLinkProps) {
  const { path, localize } = usePublicPage();
  const onHome = path === '/';
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (onHome && !event.defaultPrevented && !event.metaKey && !event.ctrlKey && !event.shiftKey) {
      event.preventDefault();
      if (deferScroll) deferScroll(() => scrollToPortfolio());
      else scrollToPortfolio();
    }
    onNavigate?.();
  };
  return <a href={localize(`/#${PORTFOLIO_SECTION_ID}`)} onClick={handleClick} {...props} />;
}
