/** Money display (docs/product/rules.md#currency). One place for the rates; tested with exact strings. */
import type { Language } from './constants';

/** Public prices are kept in Kč; English pages show them in US dollars at this rate (Kč × 0.043 = USD). */
export const USD_PER_CZK = 0.043;

/** Admin accounting: amounts are kept in USD; Czech shows them in Kč at this rate. */
export const ACCOUNTING_CZK_PER_USD = 23.5;

/** Suffix after a cs-CZ number (a plain space, as the spec writes it). */
export const CZK_SUFFIX = ' Kč';

/**
 * A number format made on its first use (the back office's amounts): making one costs milliseconds in a browser (its
 * locale data), so none is made for a page that does not show such an amount.
 */
function numberFormat(locale: string, options: Intl.NumberFormatOptions): () => Intl.NumberFormat {
  let format: Intl.NumberFormat | undefined;
  return () => (format ??= new Intl.NumberFormat(locale, options));
}

// cs-CZ groups thousands with a non-breaking space (U+00A0): 12 240 → "12 240".
const czkNumber = numberFormat('cs-CZ', { maximumFractionDigits: 0 });
const usdWhole = numberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const czkWithCents = numberFormat('cs-CZ', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const usdCents = numberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

function formatCzk(amountKc: number): string {
  return czkNumber().format(amountKc) + CZK_SUFFIX;
}

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

/**
 * An admin accounting amount given in USD: Czech in whole Kč (× 23.5), "4 700 Kč"; English in dollars,
 * cents only when there are any: "$1,200", "$1,250.50".
 */
export function formatAccountingAmount(amountUsd: number, lang: Language): string {
  if (lang === 'cs') return formatCzk(amountUsd * ACCOUNTING_CZK_PER_USD);
  return Number.isInteger(amountUsd) ? usdWhole().format(amountUsd) : usdCents().format(amountUsd);
}

/**
 * A client's agreed price (back office), kept and entered in Kč: shown in Kč in both languages so it matches the
 * form, cs-CZ formatted with hellers only when there are any: "12 500 Kč", "1 499,50 Kč".
 */
export function formatClientPrice(amountKc: number): string {
  return (Number.isInteger(amountKc) ? czkNumber() : czkWithCents()).format(amountKc) + CZK_SUFFIX;
}
