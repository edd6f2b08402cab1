/**
 * DIČ / VAT identification numbers. Czech (CZ): `CZ` + IČO (8 digits, IČO check digit) for a legal entity, or `CZ` +
 * 9–10 digits (a birth number for a natural person; 9 digits also for a VAT group, CZ699…). Other EU member states:
 * their prefix and the format of their VAT IDs (VIES formats; checksums are not checked — VIES is the authority).
 */
import { EU_MEMBER_STATES, type EuMemberState, vatPrefixOf } from './eu';
import { isValidIco } from './ico';

/** Body of a VAT ID after its prefix, per member state (format only). */
const VAT_ID_BODY: Record<Exclude<EuMemberState, 'CZ'>, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  GR: /^\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(?:\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(?:\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
};

/** A VAT ID as typed, in its normal form: upper case, without spaces, dots or hyphens ('cz 270-82-440' → 'CZ27082440'). */
export function normalizeVatId(text: string): string {
  return text.replace(/[\s.-]+/g, '').toUpperCase();
}

/** A Czech birth number (rodné číslo) as a DIČ body: 9 digits (before 1954), or 10 digits divisible by 11 (with the old exception: the first nine mod 11 = 10 and a last digit 0). */
function isBirthNumberBody(digits: string): boolean {
  if (digits.length === 9) return true;
  const firstNine = Number(digits.slice(0, 9));
  const check = Number(digits[9]);
  return firstNine % 11 === check || (firstNine % 11 === 10 && check === 0);
}

/** A Czech DIČ: CZ + IČO (check digit right) or CZ + 9–10 digits (birth number, VAT group). */
export function isValidCzechDic(text: string): boolean {
  const id = normalizeVatId(text);
  const match = /^CZ(\d{8,10})$/.exec(id);
  if (!match) return false;
  const body = match[1]!;
  return body.length === 8 ? isValidIco(body) : isBirthNumberBody(body);
}

/** The member state a VAT ID's prefix names, or undefined. */
export function vatIdCountry(text: string): EuMemberState | undefined {
  const id = normalizeVatId(text);
  return EU_MEMBER_STATES.find((country) => id.startsWith(vatPrefixOf(country)));
}

/** A VAT ID of any EU member state (Czech ones by the DIČ rule). */
export function isValidVatId(text: string): boolean {
  const country = vatIdCountry(text);
  if (!country) return false;
  if (country === 'CZ') return isValidCzechDic(text);
  return VAT_ID_BODY[country].test(normalizeVatId(text).slice(vatPrefixOf(country).length));
}
