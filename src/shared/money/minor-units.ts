/**
 * Money as integer minor units (haléře / cents), end to end (decision 022, docs/product/rules.md#money): the database
 * columns, the API and the shared rules hold whole numbers of the currency's hundredths, never floating point. Here:
 * the type and its bounds, the API's zod field, the forms' zod field reading typed decimal text in either language
 * exactly (digits are parsed, nothing is multiplied as a float), and minor units back to a form's text.
 */
import { z } from 'zod';
import type { Language } from '../constants';
import { MONEY_MESSAGES } from '../schemas/messages';

/** A whole number of hundredths of a currency unit (1 Kč = 100 haléřů, 1 USD = 100 cents). */
export type MinorUnits = number;

/**
 * A sum of many amounts as the API returns it: whole minor units written as a decimal string ("-12345"), exact however
 * large (a SQL sum is numeric; a double is exact only to 2^53). Read it with BigInt, never Number().
 */
export type MinorUnitsSum = string;

/** A sum read exactly from SQL (numeric / bigint as text or a number) as MinorUnitsSum; anything else is an error. */
export function minorUnitsSum(value: string | number | bigint | null | undefined): MinorUnitsSum {
  const text = value === null || value === undefined ? '0' : String(value);
  if (!/^-?\d+$/.test(text) || (typeof value === 'number' && !Number.isSafeInteger(value))) throw new RangeError(`Not an exact sum of minor units: ${text}`);
  return BigInt(text).toString();
}

/**
 * A whole number of minor units read from SQL (a bigint or numeric sum as text, or a driver's number) as a number,
 * exactly: beyond a double's exact integers (±2^53) it is an error, never a rounded amount.
 */
export function exactMinorUnits(value: string | number | bigint): MinorUnits {
  const exact = BigInt(minorUnitsSum(value));
  if (exact > BigInt(Number.MAX_SAFE_INTEGER) || exact < -BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`Beyond exact integers: ${exact}`);
  return Number(exact);
}

/** Minor units per major unit. */
export const MINOR_PER_MAJOR = 100;

/**
 * The largest amount accepted: 10 000 000 000.00 (ten billion koruna or dollars). Far above any real price, and small
 * enough that 9 000 such amounts still add up to a double's exact integers (2^53 ≈ 9.007 × 10^15).
 */
export const MAX_MINOR_UNITS = 1_000_000_000_000;

/** A whole number of major units (a price-list Kč value) as minor units. */
export const majorToMinor = (major: number): MinorUnits => major * MINOR_PER_MAJOR;

/**
 * An amount of the API: an integer of minor units, 0 ≤ amount ≤ MAX_MINOR_UNITS; missing or null → `fallback`.
 * Text is refused (no "12.5" or "1250" strings: a JSON client sends a number), so the unit is never in doubt.
 */
export function minorUnits(fallback: MinorUnits = 0) {
  return z.preprocess(
    (v: MinorUnits | null | undefined) => v ?? fallback,
    z
      .number({ error: MONEY_MESSAGES.minorUnitsInvalid })
      .int({ error: MONEY_MESSAGES.minorUnitsInvalid })
      .min(0, MONEY_MESSAGES.amountMin0)
      .max(MAX_MINOR_UNITS, MONEY_MESSAGES.amountTooLarge),
  );
}

/** Why a typed amount was refused. */
export type MoneyTextError = 'invalid' | 'negative' | 'decimals' | 'tooLarge';

export const MONEY_TEXT_MESSAGES: Record<MoneyTextError, string> = {
  invalid: MONEY_MESSAGES.amountTextInvalid,
  negative: MONEY_MESSAGES.amountMin0,
  decimals: MONEY_MESSAGES.amountDecimals,
  tooLarge: MONEY_MESSAGES.amountTooLarge,
};

export type MoneyTextResult = { ok: true; minor: MinorUnits } | { ok: false; error: MoneyTextError };

/** Spaces a number may be grouped with: space, no-break space (Intl's cs-CZ), narrow no-break and thin space. */
const GROUP_SPACE = /[ \u00a0\u202f\u2009]/g;
/** A currency mark before or after the number (either language's way of writing it). */
const CURRENCY = /^(?:kč|czk|usd|\$)|(?:kč|czk|usd|,-|\.-)$/i;
const DIGITS = /^\d+$/;
const GROUPED = /^\d{1,3}(?:[.,]\d{3})+$/;

/** The decimal separator of a language: the one a lone ambiguous separator is read as. */
const DECIMAL_SEPARATOR: Record<Language, ',' | '.'> = { cs: ',', en: '.' };

/**
 * A typed amount ("1 234,50", "1234.5", "1 234 Kč", "$1,234.50", "0,01") as minor units, exactly. Spaces group
 * thousands. A comma or a dot is the decimal separator when it is the last separator and followed by one or two
 * digits; with three digits after it, the language decides: the language's own decimal separator makes three decimals
 * (refused), the other one groups thousands (cs "1.234" = 1234, en "1,234" = 1234). Blank → null.
 */
export function parseMoneyText(input: string, language: Language): MoneyTextResult | null {
  let text = input.trim();
  if (text === '') return null;
  if (/^[-−]/.test(text)) return { ok: false, error: 'negative' };
  text = text.replace(CURRENCY, '').trim().replace(CURRENCY, '').trim();
  if (/^[-−]/.test(text)) return { ok: false, error: 'negative' };
  // Spaces only between digits ("1 234"), never inside a mark or after a separator.
  if (/[ \u00a0\u202f\u2009]/.test(text) && !/^\d{1,3}(?:[ \u00a0\u202f\u2009]\d{3})*(?:[.,]\d*)?$/.test(text)) {
    return { ok: false, error: 'invalid' };
  }
  text = text.replace(GROUP_SPACE, '');

  if (!/^[\d.,]+$/.test(text)) return { ok: false, error: 'invalid' };
  let whole = text;
  let fraction = '';
  const last = Math.max(text.lastIndexOf(','), text.lastIndexOf('.'));
  if (last >= 0) {
    const separator = text[last] as ',' | '.';
    const other = separator === ',' ? '.' : ',';
    const before = text.slice(0, last);
    const after = text.slice(last + 1);
    const onlyKind = !text.includes(other);
    const lone = onlyKind && !before.includes(separator);
    // 1.234.567 or 1,234 in English / 1.234 in Czech: thousands groups, no decimals.
    const groups = onlyKind && GROUPED.test(text) && (!lone || separator !== DECIMAL_SEPARATOR[language]);
    if (groups) {
      whole = text.replace(/[.,]/g, '');
    } else {
      // The decimal separator: what comes before is digits, or thousands grouped with the other separator.
      if (before.includes(separator)) return { ok: false, error: 'invalid' };
      if (before !== '' && !DIGITS.test(before) && !GROUPED.test(before)) return { ok: false, error: 'invalid' };
      if (after !== '' && !DIGITS.test(after)) return { ok: false, error: 'invalid' };
      if (after.length > 2) return { ok: false, error: 'decimals' };
      if (before === '' && after === '') return { ok: false, error: 'invalid' };
      whole = before.replace(/[.,]/g, '');
      fraction = after;
    }
  }
  if (whole === '') whole = '0';
  if (!DIGITS.test(whole)) return { ok: false, error: 'invalid' };
  whole = whole.replace(/^0+(?=\d)/, '');
  // More digits than the largest amount has: too large, decided on the text (no number is made from it).
  if (whole.length > String(MAX_MINOR_UNITS / MINOR_PER_MAJOR).length) return { ok: false, error: 'tooLarge' };
  const minor = Number(whole) * MINOR_PER_MAJOR + Number(fraction.padEnd(2, '0'));
  if (minor > MAX_MINOR_UNITS) return { ok: false, error: 'tooLarge' };
  return { ok: true, minor };
}

/**
 * A machine-written decimal amount ("1234.5", "1234.50", "0.10000": a bank statement's) as minor units, exactly: the
 * digits are read as a BigInt, never as a float. More than two decimals only when they are zeros. Above `max`:
 * 'tooLarge', decided on the exact value (a 15-digit amount is never rounded into range).
 */
export function decimalTextToMinor(text: string, max: MinorUnits): MoneyTextResult {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return { ok: false, error: 'invalid' };
  const fraction = match[2] ?? '';
  if (/[1-9]/.test(fraction.slice(2))) return { ok: false, error: 'decimals' };
  const minor = BigInt(match[1]!) * BigInt(MINOR_PER_MAJOR) + BigInt(fraction.slice(0, 2).padEnd(2, '0'));
  if (minor > BigInt(max)) return { ok: false, error: 'tooLarge' };
  return { ok: true, minor: Number(minor) };
}

/**
 * An amount as a form shows it for editing, in the screen's language: no grouping, decimals only when there are any,
 * always two of them then (cs "1234,50", "1234"; en "1234.50", "0.01").
 */
export function minorToDecimalText(minor: MinorUnits, language: Language): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const whole = Math.floor(abs / MINOR_PER_MAJOR);
  const cents = abs % MINOR_PER_MAJOR;
  return cents === 0 ? `${sign}${whole}` : `${sign}${whole}${DECIMAL_SEPARATOR[language]}${String(cents).padStart(2, '0')}`;
}

/**
 * A form's amount field: the typed decimal text of the screen's language → minor units (blank → `fallback`), refused
 * with a message saying why (not an amount, negative, three decimals, too large). Its output is the API field's.
 */
export function moneyText(language: Language, fallback: MinorUnits = 0) {
  return z
    .string({ error: MONEY_MESSAGES.amountTextInvalid })
    .nullish()
    .transform((text, ctx): MinorUnits => {
      const parsed = parseMoneyText(text ?? '', language);
      if (parsed === null) return fallback;
      if (parsed.ok) return parsed.minor;
      ctx.addIssue({ code: 'custom', message: MONEY_TEXT_MESSAGES[parsed.error] });
      return z.NEVER;
    });
}
