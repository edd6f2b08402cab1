/**
 * Numbers of the proposal, invoice and payment screens: amounts are integer minor units, quantities thousandths, discounts basis points
 * (src/shared/money/document-totals.ts). They are shown and typed as decimals in the screen's language and turned
 * back into integers by string arithmetic, never by floating point.
 */
import type { Language } from '@/shared/constants';
import { addDays, officeDay } from '@/shared/dates';

/** An integer in units of 10^-digits written as a decimal: (123450, 2, cs) → "1 234,50". */
export { formatScaled } from '@/shared/money/document-money';

/** An amount in minor units with its currency, as documents write it. */
export { formatDocumentMoney as formatMoney } from '@/shared/money/document-money';

/**
 * A decimal typed in the screen's language as an integer in units of 10^-digits: cs "1,5" (or "1.5") and en "1.5"
 * → 1500 for three digits. Spaces and (in English) thousands commas are ignored. NaN when it is not such a number
 * (so the shared schema refuses it with its own message), including more decimals than the unit holds.
 */
export function parseScaled(text: string, digits: number, lang: Language): number {
  let cleaned = text.replace(/[\s\u00a0]/g, '');
  cleaned = lang === 'en' ? cleaned.replace(/,/g, '') : cleaned.replace(',', '.');
  const match = /^(\d+)(?:\.(\d*))?$/.exec(cleaned);
  if (!match) return Number.NaN;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return Number.NaN;
  const value = BigInt(match[1]!) * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, '0') || '0');
  return value > BigInt(Number.MAX_SAFE_INTEGER) ? Number.NaN : Number(value);
}

/** Today in the office (Prague, as the server dates documents) as ISO yyyy-mm-dd, moved by `days`. */
export function isoDay(days = 0, from: Date | number = Date.now()): string {
  return addDays(officeDay(from), days);
}
