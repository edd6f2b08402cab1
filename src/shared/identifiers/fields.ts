/**
 * Zod fields for business identifiers and billing details (issue 22), built on the validators of this folder. Each
 * accepts the text a form holds (blank → null) and stores the normal form (IČO digits, DIČ upper case without spaces,
 * account 'prefix-number/bank', IBAN without spaces). Messages are BILLING_MESSAGES (translated like every other).
 */
import { z } from 'zod';
import { BILLING_MESSAGES } from '../schemas/messages';
import { FIELD_MESSAGES, type NumberInput, type TextInput } from '../schemas/fields';
import { czechAccountProblem, formatCzechAccount, parseCzechAccount } from './bank-account';
import { isCountryCode } from './countries';
import { HOME_COUNTRY, isEuMemberState, vatPrefixOf } from './eu';
import { ibanProblem, normalizeIban } from './iban';
import { isValidIco, normalizeIco } from './ico';
import { isValidCzechDic, isValidVatId, normalizeVatId, vatIdCountry } from './vat-id';

const blankToNull = (v: unknown) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v);
const text = (max: number) => z.string({ error: FIELD_MESSAGES.textInvalid }).trim().max(max, FIELD_MESSAGES.textTooLong);

/** An optional IČO ('270 82 440' → '27082440'). */
export const optionalIco = () =>
  z.preprocess((v: TextInput) => blankToNull(v), text(20).refine(isValidIco, BILLING_MESSAGES.icoInvalid).transform(normalizeIco).nullable());

/** An optional DIČ / VAT ID of any EU member state ('cz 27082440' → 'CZ27082440'). */
export const optionalVatId = () =>
  z.preprocess((v: TextInput) => blankToNull(v), text(30).refine(isValidVatId, BILLING_MESSAGES.dicInvalid).transform(normalizeVatId).nullable());

/** An optional Czech DIČ (the agency's). */
export const optionalCzechDic = () =>
  z.preprocess((v: TextInput) => blankToNull(v), text(30).refine(isValidCzechDic, BILLING_MESSAGES.czechDicInvalid).transform(normalizeVatId).nullable());

const ACCOUNT_MESSAGES = {
  format: BILLING_MESSAGES.bankAccountInvalid,
  prefix: BILLING_MESSAGES.bankAccountPrefixInvalid,
  number: BILLING_MESSAGES.bankAccountNumberInvalid,
} as const;

/** An optional Czech account number ('000019-2000145399/0800' → '19-2000145399/0800'). */
export const optionalCzechAccount = () =>
  z.preprocess(
    (v: TextInput) => blankToNull(v),
    text(30)
      .superRefine((value, ctx) => {
        const problem = czechAccountProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: ACCOUNT_MESSAGES[problem] });
      })
      .transform((value) => formatCzechAccount(parseCzechAccount(value)!))
      .nullable(),
  );

/** An optional IBAN of any country ('cz65 0800 …' → 'CZ650800…'). */
export const optionalIban = () =>
  z.preprocess(
    (v: TextInput) => blankToNull(v),
    text(50)
      .superRefine((value, ctx) => {
        const problem = ibanProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem === 'format' ? BILLING_MESSAGES.ibanInvalid : BILLING_MESSAGES.ibanChecksumInvalid });
      })
      .transform(normalizeIban)
      .nullable(),
  );

/** A country code (ISO 3166-1 alpha-2, any letter case); missing, null or blank → CZ. */
export const countryCode = () =>
  z.preprocess(
    (v: TextInput) => (typeof v === 'string' ? (v.trim() === '' ? HOME_COUNTRY : v.trim().toUpperCase()) : (v ?? HOME_COUNTRY)),
    z.string({ error: BILLING_MESSAGES.countryInvalid }).refine(isCountryCode, BILLING_MESSAGES.countryInvalid),
  );

/** A whole number of days 1–365 (numeric text accepted); missing, null or blank → the default. */
export const days = (fallback: number) =>
  z.preprocess(
    (v: NumberInput) => {
      if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) return fallback;
      if (typeof v === 'string') return /^\s*\d+\s*$/.test(v) ? Number(v) : v;
      return v;
    },
    z.number({ error: BILLING_MESSAGES.daysInvalid }).int(BILLING_MESSAGES.daysInvalid).min(1, BILLING_MESSAGES.daysInvalid).max(365, BILLING_MESSAGES.daysInvalid),
  );

/** A Czech postal code: 5 digits, optionally '110 00'. */
export const isCzechPostalCode = (value: string) => /^\d{3} ?\d{2}$/.test(value);

type Issue = { path: string; message: string };

/**
 * The checks across billing fields, for a schema's superRefine: a Czech address has a Czech postal code; a VAT ID's
 * prefix matches the country (EU member states); a Czech DIČ of 8 digits is CZ + the IČO.
 */
export function billingAddressIssues(values: {
  country: string;
  postalCode: string | null;
  ico: string | null;
  dic: string | null;
  fields: { postalCode: string; dic: string };
}): Issue[] {
  const issues: Issue[] = [];
  if (values.country === HOME_COUNTRY && values.postalCode !== null && !isCzechPostalCode(values.postalCode)) {
    issues.push({ path: values.fields.postalCode, message: BILLING_MESSAGES.postalCodeInvalid });
  }
  if (values.dic !== null) {
    const dicCountry = vatIdCountry(values.dic);
    if (isEuMemberState(values.country) && dicCountry !== undefined && vatPrefixOf(dicCountry) !== vatPrefixOf(values.country)) {
      issues.push({ path: values.fields.dic, message: BILLING_MESSAGES.dicCountryMismatch });
    } else if (dicCountry === 'CZ' && values.ico !== null && /^CZ\d{8}$/.test(values.dic) && values.dic !== `CZ${values.ico}`) {
      issues.push({ path: values.fields.dic, message: BILLING_MESSAGES.dicIcoMismatch });
    }
  }
  return issues;
}
