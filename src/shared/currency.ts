/** Money display (SPEC §9 "Currency and display"). One place for the rates; tested with exact strings. */
import type { Language } from './constants';

/** Public prices are kept in Kč; English pages show them in US dollars at this rate (Kč × 0.043 = USD). */
export const USD_PER_CZK = 0.043;

/** Admin accounting: amounts are kept in USD; Czech shows them in Kč at this rate. */
export const ACCOUNTING_CZK_PER_USD = 23.5;

/** Suffix after a cs-CZ number (a plain space, as the spec writes it). */
export const CZK_SUFFIX = ' Kč';

// cs-CZ groups thousands with a non-breaking space (U+00A0): 12 240 → "12 240".
const czkNumber = new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: 0 });
const usdWhole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const czkWithCents = new Intl.NumberFormat('cs-CZ', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const usdCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

function formatCzk(amountKc: number): string {
  return czkNumber.format(amountKc) + CZK_SUFFIX;
}

/** A public price given in Kč: Czech "12 240 Kč"; English in dollars without decimals, "$526". */
export function formatPrice(amountKc: number, lang: Language): string {
  return lang === 'cs' ? formatCzk(amountKc) : usdWhole.format(amountKc * USD_PER_CZK);
}

/**
 * An admin accounting amount given in USD: Czech in whole Kč (× 23.5), "4 700 Kč"; English in dollars,
 * cents only when there are any: "$1,200", "$1,250.50".
 */
export function formatAccountingAmount(amountUsd: number, lang: Language): string {
  if (lang === 'cs') return formatCzk(amountUsd * ACCOUNTING_CZK_PER_USD);
  return Number.isInteger(amountUsd) ? usdWhole.format(amountUsd) : usdCents.format(amountUsd);
}

/**
 * A client's agreed price (back office), kept and entered in Kč: shown in Kč in both languages so it matches the
 * form, cs-CZ formatted with hellers only when there are any: "12 500 Kč", "1 499,50 Kč".
 */
export function formatClientPrice(amountKc: number): string {
  return (Number.isInteger(amountKc) ? czkNumber : czkWithCents).format(amountKc) + CZK_SUFFIX;
}
