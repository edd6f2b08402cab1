/**
 * Amounts in minor units as the back office shows them (docs/product/rules.md#currency), computed on integers only and
 * written without Intl (the same text in every browser and on the server; the tests compare it with Intl's own):
 * - CZK (a client's agreed prices): in Kč in both languages, cs-CZ grouping with a no-break space, hellers only when
 *   there are any: `1 234,50 Kč`, `12 500 Kč`.
 * - USD (project amounts, the accounting): English in dollars with cents only when there are any (`$1,250.50`,
 *   `$200`); Czech in whole Kč at ACCOUNTING_CZK_PER_USD (`4 700 Kč`), rounded half away from zero.
 */
import type { Language } from '../constants';
import { ACCOUNTING_CZK_PER_USD, CZK_SUFFIX } from '../currency';
import { MINOR_PER_MAJOR, type MinorUnits } from './minor-units';
import { divideRounded } from './rounding';

/** The currencies amounts are kept in: clients' prices in koruna, projects' amounts in US dollars. */
export const CURRENCIES = ['CZK', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The accounting rate in tenths (23.5 → 235), so koruna are computed from cents with integers. */
const CZK_TENTHS_PER_USD = Math.round(ACCOUNTING_CZK_PER_USD * 10);

/** USD cents as whole Kč at the accounting rate: cents × 23.5 / 100 = cents × 235 / 1000. */
export const usdMinorToWholeCzk = (cents: MinorUnits): number => divideRounded(cents * CZK_TENTHS_PER_USD, 10 * MINOR_PER_MAJOR);

/**
 * Haléře as US cents at the accounting rate (a project's amounts are kept in dollars, docs/product/rules.md#currency):
 * haléře / 23.5 = haléře × 10 / 235, rounded half away from zero. Used when an accepted proposal (in koruna) starts a
 * project.
 */
export const czkMinorToUsdMinor = (halere: MinorUnits): MinorUnits => divideRounded(halere * 10, CZK_TENTHS_PER_USD);

/**
 * The inverse: US cents as haléře at the accounting rate (cents × 23.5 = cents × 235 / 10), rounded half away from
 * zero. Used when a project's monthly fee (in dollars) is invoiced in koruna (docs/product/invoices.md#monthly-invoices).
 */
export const usdMinorToCzkMinor = (cents: MinorUnits): MinorUnits => divideRounded(cents * CZK_TENTHS_PER_USD, 10);

/** A whole number with its thousands grouped: 1234567 → "1 234 567" (separator given). */
function grouped(whole: number, separator: string): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** Whole units and hundredths of a non-negative amount. */
const split = (minor: MinorUnits) => ({ whole: Math.floor(minor / MINOR_PER_MAJOR), cents: minor % MINOR_PER_MAJOR });
const twoDigits = (n: number) => String(n).padStart(2, '0');

function czk(minor: MinorUnits): string {
  const { whole, cents } = split(minor);
  return grouped(whole, '\u00a0') + (cents === 0 ? '' : `,${twoDigits(cents)}`) + CZK_SUFFIX;
}

function usd(minor: MinorUnits): string {
  const { whole, cents } = split(minor);
  return '$' + grouped(whole, ',') + (cents === 0 ? '' : `.${twoDigits(cents)}`);
}

/** An amount of minor units for display in a language (see the rules above). */
export function formatMoney(minor: MinorUnits, currency: Currency, language: Language): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  if (currency === 'CZK') return sign + czk(abs);
  if (language === 'en') return sign + usd(abs);
  const koruna = usdMinorToWholeCzk(abs);
  return (koruna === 0 ? '' : sign) + czk(koruna * MINOR_PER_MAJOR);
}
