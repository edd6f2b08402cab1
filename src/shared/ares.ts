/**
 * The company registry (ARES) lookup by IČO (issue 37 point 1; docs/product/czech-services.md#ares--the-company-registry):
 * the IČO a form sends (checked here, so an invalid one never reaches ARES) and the answer every lookup gets — the
 * company as ARES gives it, or "not found", with the date it was read and whether it is an old copy shown because
 * ARES is not answering now.
 */
import { z } from 'zod';
import { FIELD_MESSAGES } from './schemas/fields';
import { BILLING_MESSAGES } from './schemas/messages';
import { isValidIco, normalizeIco } from './identifiers/ico';

/**
 * An IČO as a form holds it, in its 8-digit form: spaces dropped, left-padded with zeros ('6947' → '00006947', as
 * ARES wants it), then the check digit checked. Undefined when it is not an IČO.
 */
export function aresIco(text: string): string | undefined {
  const digits = normalizeIco(text);
  if (!/^\d{1,8}$/.test(digits)) return undefined;
  const ico = digits.padStart(8, '0');
  return ico !== '00000000' && isValidIco(ico) ? ico : undefined;
}

/** The route's parameter: 400 naming `ico` for anything aresIco refuses. */
export const aresIcoParamSchema = z.object({
  ico: z
    .string({ error: BILLING_MESSAGES.icoInvalid })
    .max(20, FIELD_MESSAGES.textTooLong)
    .refine((text) => aresIco(text) !== undefined, BILLING_MESSAGES.icoInvalid)
    .transform((text) => aresIco(text) ?? text),
});

/** A company's billing details as ARES gives them, read into the fields the forms have. */
export const aresCompanySchema = z.object({
  ico: z.string(),
  name: z.string(),
  /** 'Údolní 567/12a'; a village without streets: its part / name and the house number ('Lhota 15'). */
  street: z.string(),
  /** The town ('Brno'); in Prague its numbered district ('Praha 1'). */
  city: z.string(),
  /** '602 00' in Czechia; abroad as given. */
  postalCode: z.string(),
  /** ISO 3166-1 alpha-2 ('CZ'). */
  country: z.string(),
  dic: z.string().nullable(),
  /** ARES says the subject is registered for VAT (payer or identified person); null when ARES does not say. */
  vatRegistered: z.boolean().nullable(),
  /** The day the subject ceased ('YYYY-MM-DD'): it still exists in ARES, dissolved. */
  dissolvedOn: z.string().nullable(),
});
export type AresCompany = z.infer<typeof aresCompanySchema>;

/** The company fields a form may take from ARES. */
export const ARES_FORM_FIELDS = ['name', 'street', 'city', 'postalCode', 'country', 'dic'] as const;
export type AresFormField = (typeof ARES_FORM_FIELDS)[number];

const lookupBase = {
  ico: z.string(),
  /** When ARES gave this answer (ISO instant). */
  readAt: z.string(),
  /** ARES is not answering now: this is the last answer it gave, however old. */
  stale: z.boolean(),
};

/** GET /api/admin/ares/:ico and GET /api/ares/:ico. */
export const aresLookupSchema = z.discriminatedUnion('found', [
  z.object({ found: z.literal(true), company: aresCompanySchema, ...lookupBase }),
  z.object({ found: z.literal(false), ...lookupBase }),
]);
export type AresLookup = z.infer<typeof aresLookupSchema>;

/** The reason code of the 503 when ARES is not answering and nothing of the IČO was read before. */
export const ARES_UNAVAILABLE_CODE = 'aresUnavailable';
export const ARES_MESSAGES = {
  unavailable: 'ARES (the company registry) is not answering: type the details by hand',
  rateLimited: 'Too many company lookups: wait a moment, or type the details by hand',
} as const;

/**
 * The public route's limit per address (the quote form and the acceptance page): a person types a handful of IČO,
 * a scan of the registry through this site would need thousands — ARES forbids scanning and > 500 queries a minute.
 */
export const ARES_PUBLIC_LIMIT = { perAddress: 20, windowMs: 10 * 60 * 1000 } as const;

/**
 * Which of a form's company fields differ from ARES's (blank ones included): what "replace with ARES" would change
 * and what the client detail reports as not matching. DIČ and postal codes compared without spaces, texts without case.
 */
export function aresDifferences(company: AresCompany, values: Readonly<Record<AresFormField, string | null | undefined>>): AresFormField[] {
  const norm = (field: AresFormField, value: string | null | undefined) => {
    const text = (value ?? '').trim().toLocaleLowerCase('cs');
    return field === 'dic' || field === 'postalCode' ? text.replace(/\s+/g, '') : text.replace(/\s+/g, ' ');
  };
  return ARES_FORM_FIELDS.filter((field) => norm(field, values[field]) !== norm(field, company[field] ?? ''));
}
