/**
 * Numbers and dates as a document prints them (docs/product/rules.md#documents): Czech `1 234,50 Kč` and
 * `26. 11. 2026`; English `CZK 1,234.50` and `Nov 26, 2026` (the one day format of shared/dates.ts). Amounts are integer minor units, formatted with
 * integer arithmetic only (no float ever holds money).

 * (The amounts themselves: src/shared/money/document-money.ts, shared with the proposal page and screens.)
 */
import type { Language } from '@/shared/constants';
import { formatDay, isCalendarDay } from '@/shared/dates';
import type { DocumentCurrency } from '@/shared/documents/commercial-document';

const NBSP = '\u00a0';

export { formatDocumentMoney as formatMinorMoney, formatMinorNumber } from '@/shared/money/document-money';

/** The currency's name in the "amounts in" caption: Kč / CZK, EUR. */
export function currencyCaption(currency: DocumentCurrency, lang: Language): string {
  return currency === 'CZK' && lang === 'cs' ? 'Kč' : currency;
}

/**
 * A calendar day 'yyyy-mm-dd' as `26. 11. 2026` (cs) or `Nov 26, 2026` (en). A document never prints anything else:
 * a value that is no calendar day is refused, not printed as it is.
 */
export function formatDocumentDate(day: string, lang: Language): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`A document date must be yyyy-mm-dd, not "${day}"`);
  if (!isCalendarDay(day)) throw new Error(`Not a calendar day: "${day}"`);
  return formatDay(day, lang);
}

const QUANTITY: Record<Language, Intl.NumberFormat> = {
  cs: new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: 3 }),
  en: new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 }),
};

/** A quantity with its unit: `1,5 h` (cs), `1.5 h` (en); up to three decimals. */
export function formatQuantity(quantity: number, unit: string, lang: Language): string {
  const number = QUANTITY[lang].format(quantity);
  return unit.trim() ? `${number}${NBSP}${unit.trim()}` : number;
}

/** A percentage: `21 %` (cs, a space before the sign as Czech writes it), `21%` (en). */
export function formatPercent(percent: number, lang: Language): string {
  const number = QUANTITY[lang].format(percent);
  return lang === 'cs' ? `${number}${NBSP}%` : `${number}%`;
}
