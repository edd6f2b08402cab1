/** docs/product/rules.md#layout-and-timing values of the home page, in one place (tested in home-timing.test.ts). */

/** Stats counters count up from 0 over 2 s… */
export const COUNTER_DURATION_MS = 2000;
/** …each one starting 0.2 s after the previous one. */
export const COUNTER_STAGGER_MS = 200;
/** ?section=portfolio or #portfolio: scroll to the portfolio title about 100 ms after the page shows. */
export const PORTFOLIO_SCROLL_DELAY_MS = 100;
/** Portfolio cards animate in and out over 0.3 s… */
export const FILTER_ANIMATION_MS = 300;
/** …staggered by 0.15 s. */
export const FILTER_STAGGER_MS = 150;

/** Start delay of the counter at `index` (0-based). */
export function counterDelay(index: number): number {
  return index * COUNTER_STAGGER_MS;
}

/**
 * The counter value `elapsedMs` after its own start: 0 before, the target from COUNTER_DURATION_MS on, and in
 * between an ease-out curve rounded to whole numbers.
 */
export function counterValueAt(elapsedMs: number, target: number): number {
  if (elapsedMs <= 0) return 0;
  if (elapsedMs >= COUNTER_DURATION_MS) return target;
  const progress = elapsedMs / COUNTER_DURATION_MS;
  const eased = 1 - (1 - progress) ** 3;
  return Math.min(target, Math.round(eased * target));
}
