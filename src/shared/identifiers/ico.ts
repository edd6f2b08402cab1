/**
 * IČO (identifikační číslo osoby), the Czech business identifier: 8 digits, the last a check digit over the first
 * seven with weights 8…2 — r = sum mod 11, check = (11 − r) mod 10 (so r = 0 → 1, r = 1 → 0). Checked against real
 * IČO: 27082440 (Alza.cz), 00006947 (Ministry of Finance), 25596641 (Seznam.cz). docs/decisions/023-billing-details.md
 */

const ICO_WEIGHTS = [8, 7, 6, 5, 4, 3, 2] as const;

/** The IČO as typed, without spaces (people write '270 82 440'). */
export function normalizeIco(text: string): string {
  return text.replace(/\s+/g, '');
}

/** The check digit of the first seven digits. */
export function icoCheckDigit(firstSeven: string): number {
  const sum = ICO_WEIGHTS.reduce((total, weight, i) => total + weight * Number(firstSeven[i]), 0);
  return (11 - (sum % 11)) % 10;
}

/** An IČO in its normal form (8 digits) whose check digit is right. */
export function isValidIco(text: string): boolean {
  const ico = normalizeIco(text);
  return /^\d{8}$/.test(ico) && icoCheckDigit(ico.slice(0, 7)) === Number(ico[7]);
}
