/**
 * QR Platba (docs/product/rules.md#qr-platba): the SPAYD 1.0 text ("Short Payment Descriptor", Czech Banking Association) of an invoice's payment, as
 * the QR code on the invoice carries it. Readings of the specification (qr-platba.cz/pro-vyvojare/specifikace-formatu)
 * are in docs/decisions/027-payments-qr-and-bank-statements.md.
 *
 *   SPD*1.0*ACC:CZ6508000000192000145399*AM:1234.50*CC:CZK*X-VS:20260001*DT:20261210*MSG:FAKTURA 2026-0001*RN:STUDIO
 *
 * Identifying fields (account, amount, currency, symbols, due date) are refused when wrong (PaymentInputError naming the
 * field): a QR code that pays the wrong account, amount or symbol is worse than none. The message and the recipient's
 * name are informative: turned into upper-case ASCII and shortened to their limits.
 */
import { toUpperAscii } from './ascii-text';
import { isValidBic, isValidIban, normalizeIban } from '../identifiers/iban';
import { PaymentInputError } from './payment-input-error';

export const SPAYD_CURRENCIES = ['CZK', 'EUR'] as const;
export type SpaydCurrency = (typeof SPAYD_CURRENCIES)[number];

export const SPAYD_LIMITS = {
  /** AM: "up to 10 characters" with a dot and two decimals → at most 9 999 999.99. */
  amountChars: 10,
  message: 60,
  recipientName: 35,
  symbolDigits: 10,
} as const;

/** The largest amount QR Platba can carry, in minor units (9 999 999.99). */
export const SPAYD_MAX_AMOUNT_MINOR = 999_999_999;

export interface SpaydPayment {
  /** The payee's IBAN; spaces and lower case are accepted and removed. */
  iban: string;
  /** The payee bank's BIC, written after the IBAN (`ACC:IBAN+BIC`) when given. */
  bic?: string;
  /** The amount in minor units (haléře / cents), a positive integer. */
  amountMinor: number;
  currency: SpaydCurrency;
  variableSymbol?: string;
  constantSymbol?: string;
  specificSymbol?: string;
  /** yyyy-mm-dd */
  dueDate: string;
  message?: string;
  recipientName?: string;
}

export const SPAYD_MESSAGES = {
  ibanInvalid: 'Not a valid IBAN (its check digits or length are wrong)',
  bicInvalid: 'Not a valid BIC (8 or 11 letters and digits, e.g. GIBACZPX)',
  amountInvalid: 'The amount must be a whole number of minor units (haléře / cents) greater than zero',
  amountTooLarge: 'The amount is larger than QR Platba can carry (9 999 999.99)',
  currencyInvalid: `The currency must be one of ${SPAYD_CURRENCIES.join(', ')}`,
  symbolInvalid: 'A payment symbol is 1 to 10 digits',
  dueDateInvalid: 'The due date must be a calendar date written yyyy-mm-dd',
} as const;

/** A value as SPAYD writes it: the separator `*` inside a value is escaped as %2A. */
function escapeValue(value: string): string {
  return value.replace(/\*/g, '%2A');
}

/** Free text in upper-case ASCII, shortened to `limit` characters as written (an escaped `*` counts three). */
function freeText(text: string, limit: number): string | undefined {
  let out = '';
  for (const char of toUpperAscii(text)) {
    const next = out + escapeValue(char);
    if (next.length > limit) break;
    out = next;
  }
  out = out.trim();
  return out === '' ? undefined : out;
}

/** The amount with a dot and two decimals, from whole minor units, without floats: 123450 → "1234.50". */
export function formatSpaydAmount(amountMinor: number): string {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) throw new PaymentInputError('amountMinor', SPAYD_MESSAGES.amountInvalid);
  if (amountMinor > SPAYD_MAX_AMOUNT_MINOR) throw new PaymentInputError('amountMinor', SPAYD_MESSAGES.amountTooLarge);
  const text = String(amountMinor).padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
}

function symbol(field: string, value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const trimmed = value.trim();
  if (!/^\d{1,10}$/.test(trimmed)) throw new PaymentInputError(field, SPAYD_MESSAGES.symbolInvalid);
  return trimmed;
}

function dueDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) throw new PaymentInputError('dueDate', SPAYD_MESSAGES.dueDateInvalid);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    throw new PaymentInputError('dueDate', SPAYD_MESSAGES.dueDateInvalid);
  }
  return `${match[1]}${match[2]}${match[3]}`;
}

/** The SPAYD 1.0 text of a payment; throws PaymentInputError naming the first field that is wrong. */
export function buildSpayd(payment: SpaydPayment): string {
  const iban = normalizeIban(payment.iban);
  if (!isValidIban(iban)) throw new PaymentInputError('iban', SPAYD_MESSAGES.ibanInvalid);
  let account = iban;
  if (payment.bic !== undefined && payment.bic.trim() !== '') {
    const bic = payment.bic.replace(/\s+/g, '').toUpperCase();
    if (!isValidBic(bic)) throw new PaymentInputError('bic', SPAYD_MESSAGES.bicInvalid);
    account = `${iban}+${bic}`;
  }
  const amount = formatSpaydAmount(payment.amountMinor);
  // Checked at runtime too: the currency is the one the invoice is in, never a default (Invoice Ninja issue #11001).
  if (!(SPAYD_CURRENCIES as readonly string[]).includes(payment.currency)) {
    throw new PaymentInputError('currency', SPAYD_MESSAGES.currencyInvalid);
  }
  const pairs: [string, string | undefined][] = [
    ['ACC', account],
    ['AM', amount],
    ['CC', payment.currency],
    ['X-VS', symbol('variableSymbol', payment.variableSymbol)],
    ['X-SS', symbol('specificSymbol', payment.specificSymbol)],
    ['X-KS', symbol('constantSymbol', payment.constantSymbol)],
    ['DT', dueDate(payment.dueDate)],
    ['MSG', payment.message === undefined ? undefined : freeText(payment.message, SPAYD_LIMITS.message)],
    ['RN', payment.recipientName === undefined ? undefined : freeText(payment.recipientName, SPAYD_LIMITS.recipientName)],
  ];
  return ['SPD', '1.0', ...pairs.filter((pair): pair is [string, string] => pair[1] !== undefined).map(([key, value]) => `${key}:${value}`)].join('*');
}

/**
 * The fields of a SPAYD text (key → value, `%2A` decoded), for tests and for reading a stored QR code's text back.
 * Throws when the text is no SPAYD 1.0.
 */
export function parseSpayd(text: string): Record<string, string> {
  const parts = text.split('*');
  if (parts[0] !== 'SPD' || parts[1] !== '1.0') throw new PaymentInputError('spayd', 'Not a SPAYD 1.0 text');
  const fields: Record<string, string> = {};
  for (const part of parts.slice(2)) {
    if (part === '') continue;
    const colon = part.indexOf(':');
    if (colon < 1) throw new PaymentInputError('spayd', `Not a key:value pair: ${part}`);
    fields[part.slice(0, colon)] = part.slice(colon + 1).replace(/%2A/g, '*');
  }
  return fields;
}
