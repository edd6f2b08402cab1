/**
 * Amounts as a document (a proposal's page and PDF, the proposal screens) writes them (docs/product/rules.md#documents):
 * Czech `1 234,50 Kč`, `1 234,50 €`, `1 234,50 USD`; English `CZK 1,234.50`, `€1,234.50`, `$1,234.50` — always with
 * hundredths, as on an invoice.
 * Integer arithmetic only: an amount in minor units never passes through a float. (The back office's lists of client
 * prices and project amounts use formatMoney in format-money.ts, which follows the spec's display rule instead.)
 */
import type { Language } from '../constants';
import type { MinorUnitsSum } from './minor-units';
import type { DocumentCurrency } from './document-currencies';

export type { DocumentCurrency };

/** What follows a Czech amount (`1 234,50 Kč`) and what precedes an English one (`€1,234.50`; CZK is written out). */
const CS_SUFFIX: Record<DocumentCurrency, string> = { CZK: 'Kč', EUR: '€', USD: 'USD' };
const EN_SYMBOL: Record<Exclude<DocumentCurrency, 'CZK'>, string> = { EUR: '€', USD: '$' };

const NBSP = '\u00a0';
const GROUP: Record<Language, string> = { cs: NBSP, en: ',' };
const DECIMAL: Record<Language, string> = { cs: ',', en: '.' };

/**
 * An integer in units of 10^-digits written as a decimal in the language's form, by integer arithmetic:
 * (123450, 2, cs) → "1 234,50"; quantities in thousandths (1500, 3, cs, trim) → "1,5". `group: false` leaves the
 * thousands ungrouped; `trim` drops trailing zeros of the fraction (and the separator with them).
 */
export function formatScaled(value: number | bigint, digits: number, lang: Language, { group = true, trim = false } = {}): string {
  const exact = BigInt(value);
  const negative = exact < 0n;
  const abs = negative ? -exact : exact;
  const scale = 10n ** BigInt(digits);
  const whole = abs / scale;
  let fraction = (abs % scale).toString().padStart(digits, '0');
  if (trim) fraction = fraction.replace(/0+$/, '');
  const wholeText = group ? whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, GROUP[lang]) : whole.toString();
  return `${negative ? '-' : ''}${wholeText}${fraction ? DECIMAL[lang] + fraction : ''}`;
}

/**
 * An amount in minor units as a plain number: `1 234,50` (cs), `1,234.50` (en); a minus sign when negative. A sum
 * (MinorUnitsSum, a decimal string) or a BigInt is written exactly, however large; a number must be a safe integer.
 */
export function formatMinorNumber(minor: number | bigint | MinorUnitsSum, lang: Language): string {
  if (typeof minor === 'number' && !Number.isSafeInteger(minor)) throw new Error(`An amount in minor units must be a safe integer, not ${minor}`);
  if (typeof minor === 'string' && !/^-?\d+$/.test(minor)) throw new Error(`An amount in minor units must be whole, not ${minor}`);
  return formatScaled(typeof minor === 'string' ? BigInt(minor) : minor, 2, lang);
}

/**
 * An amount with its currency: `1 234,50 Kč`, `1 234,50 €`, `1 234,50 USD` (cs); `CZK 1,234.50`, `€1,234.50`,
 * `$1,234.50` (en).
 */
export function formatDocumentMoney(minor: number | bigint | MinorUnitsSum, currency: DocumentCurrency, lang: Language): string {
  const number = formatMinorNumber(minor, lang);
  if (lang === 'cs') return `${number}${NBSP}${CS_SUFFIX[currency]}`;
  if (currency === 'CZK') return `CZK${NBSP}${number}`;
  const symbol = EN_SYMBOL[currency];
  return number.startsWith('-') ? `-${symbol}${number.slice(1)}` : `${symbol}${number}`;
}
