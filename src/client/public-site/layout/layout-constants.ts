/** docs/product/rules.md#layout-and-timing for the public header, drawer and page transitions. One place; tested. */

/** Desktop Services dropdown (Radix NavigationMenu). */
export const NAV_MENU = {
  /** Hover delay before the dropdown opens. */
  delayDurationMs: 200,
  /** After closing, another trigger opens at once (no hover delay) within this time. */
  skipDelayDurationMs: 300,
  /**
   * Delay before the dropdown closes once the pointer leaves. Radix NavigationMenu 1.4 closes after exactly 150 ms
   * and has no prop for it; navigation-menu timing test pins this value.
   */
  closeDelayMs: 150,
  /** Panel width: 400 px on large screens, 500 px on extra-large ones. */
  panelMinWidthPx: 400,
  panelMaxWidthPx: 500,
} as const;

/** Mobile side drawer width: 300 px, 400 px from the sm breakpoint up. */
export const DRAWER = {
  widthPx: 300,
  widthSmPx: 400,
} as const;

/**
 * Moving between pages fades the old page out and the new one in over 0.3 s: a cross-document view transition whose
 * duration src/client/styles/base.css sets; the e2e motion test measures it against this value.
 */
export const PAGE_FADE_MS = 300;

/** Home-page anchors of the portfolio section (built by the home page). */
export const PORTFOLIO_SECTION_ID = 'portfolio';
export const PORTFOLIO_TITLE_ID = 'portfolio-title';
