/**
 * Whether the URL asks for the portfolio: ?section=portfolio or #portfolio (docs/product/public-site.md#portfolio-section). A module of its own, so the
 * island registry can ask it at load without loading the portfolio's code.
 */
import { PORTFOLIO_SECTION_ID } from '@/client/public-site/layout/layout-constants';

export function wantsPortfolio(search: string, hash: string): boolean {
  return new URLSearchParams(search).get('section') === PORTFOLIO_SECTION_ID || hash === `#${PORTFOLIO_SECTION_ID}`;
}
