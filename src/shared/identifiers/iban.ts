/**
 * IBAN (ISO 13616) and BIC (ISO 9362): the one check of both, for billing details, QR Platba and ISDOC alike.
 * An IBAN is a country code, two check digits, then the country's account number (BBAN); valid when the text
 * moved round (first four characters to the end), letters as numbers (A = 10 … Z = 35), is 1 mod 97. Lengths of the
 * countries a Czech agency's clients and banks are likely in are checked too (SWIFT IBAN registry); others 15–34.
 * A Czech IBAN is CZkk + bank code (4) + prefix (6) + number (10), so it is derived from a Czech account number.
 */
import { parseCzechAccount, type CzechAccount } from './bank-account';

/** IBAN lengths per country (SWIFT IBAN registry): the EU, the EEA, Switzerland and the United Kingdom. */
const IBAN_LENGTHS: Record<string, number> = {
  AT: 20, BE: 16, BG: 22, CH: 21, CY: 28, CZ: 24, DE: 22, DK: 18, EE: 20, ES: 24, FI: 18, FR: 27, GB: 22, GR: 27,
  HR: 21, HU: 28, IE: 22, IS: 26, IT: 27, LI: 21, LT: 20, LU: 20, LV: 21, MT: 31, NL: 18, NO: 15, PL: 28, PT: 25,
  RO: 24, SE: 24, SI: 19, SK: 24,
};

/** An IBAN as typed, in its electronic form: upper case, no spaces. */
export function normalizeIban(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/** The remainder mod 97 of an alphanumeric text read as digits (letters A = 10 … Z = 35), piece by piece. */
function mod97(text: string): number {
  let remainder = 0;
  for (const char of text) {
    const value = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** What is wrong with an IBAN: its form (characters, country length) or its check digits, or nothing. */
export function ibanProblem(text: string): 'format' | 'checksum' | null {
  const iban = normalizeIban(text);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return 'format';
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (length !== undefined && iban.length !== length) return 'format';
  return mod97(iban.slice(4) + iban.slice(0, 4)) === 1 ? null : 'checksum';
}

export function isValidIban(text: string): boolean {
  return ibanProblem(text) === null;
}

/** The check digits for a country and account number (BBAN). */
export function ibanCheckDigits(country: string, bban: string): string {
  return String(98 - mod97(`${bban}${country}00`)).padStart(2, '0');
}

/** The Czech IBAN of a Czech account number. */
export function czechIbanOf(account: CzechAccount): string {
  const bban = account.bankCode + account.prefix.padStart(6, '0') + account.number.padStart(10, '0');
  return `CZ${ibanCheckDigits('CZ', bban)}${bban}`;
}

/** A Czech account number text's IBAN, or null for text that is no account number. */
export function czechIbanOfText(accountText: string): string | null {
  const account = parseCzechAccount(accountText);
  return account ? czechIbanOf(account) : null;
}

/** The IBAN in groups of four, as it is printed ('CZ58 5500 0000 0012 6509 8001'). */
export function formatIban(text: string): string {
  return normalizeIban(text).replace(/(.{4})(?=.)/g, '$1 ');
}

/** A BIC (ISO 9362), upper case without spaces: bank (4 letters), country (2 letters), location (2), optional branch (3). */
export function isValidBic(bic: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic);
}
