/** Money display (docs/product/rules.md#currency). One place for the rates; tested with exact strings. */
import type { Language } from './constants';

/** Public prices are kept in Kč; English pages show them in US dollars at this rate (Kč × 0.043 = USD). */
export const USD_PER_CZK = 0.043;

/** Admin accounting: amounts are kept in USD (cents); Czech shows them in Kč at this rate (money/format-money.ts). */
export const ACCOUNTING_CZK_PER_USD = 23.5;

/** Suffix after a cs-CZ number (a plain space, as the spec writes it). */
export const CZK_SUFFIX = ' Kč';

/** A whole number with its thousands grouped by `separator`, as cs-CZ and en-US write them (1 234 567, 1,234,567). */
function wholeNumber(value: number, separator: string): string {
  return Math.round(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * A public price given in Kč: Czech "12 240 Kč"; English in dollars without decimals, "$526". Written without Intl,
 * the same strings: the pricing island formats prices as it hydrates, and the first Intl.NumberFormat a page makes
 * loads its locale data in one piece (10-12 ms in a desktop Chromium, more on a phone).
 */
export function formatPrice(amountKc: number, lang: Language): string {
  return lang === 'cs' ? wholeNumber(amountKc, '\u00a0') + CZK_SUFFIX : '$' + wholeNumber(amountKc * USD_PER_CZK, ',');
}
