/**
 * IBAN (ISO 13616): two letters of the country, two check digits, the national account (BBAN). Valid when the
 * number made of BBAN + country + check digits (letters as 10..35) leaves 1 divided by 97.
 */

/** The IBAN without spaces, upper-case (what is printed in groups of four is stored and encoded in one piece). */
export function normalizeIban(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/** The remainder of the IBAN's number mod 97, computed in pieces (the number has up to 70 digits). */
function ibanRemainder(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = char >= 'A' && char <= 'Z' ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** Lengths of the IBANs of the countries this agency is paid from most (others: 15–34 characters). */
const IBAN_LENGTHS: Readonly<Record<string, number>> = { CZ: 24, SK: 24, DE: 22, AT: 20, PL: 28, GB: 22 };

/** Whether the (normalized) IBAN has the right shape, length and check digits. */
export function isValidIban(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const expected = IBAN_LENGTHS[iban.slice(0, 2)];
  if (expected !== undefined && iban.length !== expected) return false;
  return ibanRemainder(iban) === 1;
}

/** A BIC (ISO 9362): bank (4 letters), country (2 letters), location (2), optional branch (3). */
export function isValidBic(bic: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic);
}
