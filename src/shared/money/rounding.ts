/**
 * Whole-number division rounded as money is (a half away from zero), with no dependency: the public pages' price
 * calculator imports it, and must not load the schemas' zod with it (minor-units.ts holds the zod fields).
 */

/**
 * n / d rounded to the nearest integer, a half away from zero; n and d safe integers, d > 0. Integer arithmetic only
 * (the remainder decides), so no binary fraction can tip a half either way.
 */
export function divideRounded(n: number, d: number): number {
  const sign = n < 0 ? -1 : 1;
  const abs = Math.abs(n);
  const rest = abs % d;
  const quotient = (abs - rest) / d + (2 * rest >= d ? 1 : 0);
  return quotient === 0 ? 0 : sign * quotient;
}
