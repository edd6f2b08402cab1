/**
 * The agency's legal and billing details (issue 22; docs/product/billing-details.md#agency-billing-details): the payload of
 * PUT /api/admin/settings/billing and the settings form. Every field may stay blank while the agency fills them in;
 * `missingAgencyBilling` says which ones proposals and invoices still need.
 */
import { z } from 'zod';
import { czechIbanOfText } from '../identifiers/iban';
import { billingAddressIssues, countryCode, days, optionalCzechAccount, optionalCzechDic, optionalIban, optionalIco } from '../identifiers/fields';
import { flag, MAX_LENGTH, optionalText } from './fields';
import { BILLING_MESSAGES } from './messages';
import { INVOICE_SETTINGS_DEFAULTS, RECURRING_INVOICE_MODES } from './invoice';
import { oneOfMessage } from './messages';

export const AGENCY_BILLING_DEFAULTS = { country: 'CZ', vatPayer: false, proposalValidityDays: 30, invoiceDueDays: 14 } as const;

export const agencyBillingSchema = z
  .object({
    companyName: optionalText(MAX_LENGTH.short),
    street: optionalText(MAX_LENGTH.short),
    city: optionalText(MAX_LENGTH.short),
    postalCode: optionalText(20),
    country: countryCode(),
    ico: optionalIco(),
    dic: optionalCzechDic(),
    vatPayer: flag(AGENCY_BILLING_DEFAULTS.vatPayer),
    /** Court and file of the commercial register, or the trade licence ("Zapsáno u Městského soudu v Praze, oddíl C, vložka 12345"). */
    registration: optionalText(MAX_LENGTH.description),
    bankAccount: optionalCzechAccount(),
    iban: optionalIban(),
    proposalValidityDays: days(AGENCY_BILLING_DEFAULTS.proposalValidityDays),
    invoiceDueDays: days(AGENCY_BILLING_DEFAULTS.invoiceDueDays),
    /** A project's monthly invoice: made as a draft for staff to check, or issued and sent directly. */
    recurringInvoiceMode: z
      .enum(RECURRING_INVOICE_MODES, { error: oneOfMessage(RECURRING_INVOICE_MODES) })
      .default(INVOICE_SETTINGS_DEFAULTS.recurringInvoiceMode),
    /** Days past the due date before the first and the second payment reminder. */
    firstReminderDays: days(INVOICE_SETTINGS_DEFAULTS.firstReminderDays),
    secondReminderDays: days(INVOICE_SETTINGS_DEFAULTS.secondReminderDays),
    /**
     * The seat is the office address of the agency profile (agency-profile.ts): the address fields are then the
     * profile's, copied on every save of either, and a save of the profile's address moves them too.
     */
    addressFromProfile: flag(false),
  })
  .superRefine((value, ctx) => {
    // The checks across fields read parsed values: they wait until every field is valid.
    if (ctx.issues.length > 0) return;
    for (const issue of billingAddressIssues({ ...value, fields: { postalCode: 'postalCode', dic: 'dic' } })) {
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    }
    if (value.secondReminderDays <= value.firstReminderDays) {
      ctx.addIssue({ code: 'custom', path: ['secondReminderDays'], message: BILLING_MESSAGES.secondReminderNotLater });
    }
    if (value.vatPayer && value.dic === null) ctx.addIssue({ code: 'custom', path: ['dic'], message: BILLING_MESSAGES.dicRequired });
    if (value.bankAccount !== null && value.iban !== null && value.iban.startsWith('CZ') && czechIbanOfText(value.bankAccount) !== value.iban) {
      ctx.addIssue({ code: 'custom', path: ['iban'], message: BILLING_MESSAGES.ibanAccountMismatch });
    }
  })
  // A Czech account number without an IBAN: its IBAN is derived (the same account, written for payments from abroad).
  .transform((value) => ({ ...value, iban: value.iban ?? (value.bankAccount === null ? null : czechIbanOfText(value.bankAccount)) }));

/** What the form holds / the client sends. */
export type AgencyBillingFormValues = z.input<typeof agencyBillingSchema>;
/** What the server stores. */
export type AgencyBillingInput = z.output<typeof agencyBillingSchema>;

/** The details every proposal and invoice prints: what is still blank is listed by `missingAgencyBilling`. */
export const AGENCY_BILLING_REQUIRED = ['companyName', 'street', 'city', 'postalCode', 'ico', 'registration', 'bankAccount'] as const;
export type AgencyBillingRequiredField = (typeof AGENCY_BILLING_REQUIRED)[number] | 'dic';

/** The fields documents need and the agency has not filled in (a VAT payer needs its DIČ too); empty when complete. */
export function missingAgencyBilling(details: Pick<AgencyBillingInput, (typeof AGENCY_BILLING_REQUIRED)[number] | 'dic' | 'vatPayer' | 'iban'>): AgencyBillingRequiredField[] {
  // A bank account is there when either form of it is: an IBAN alone serves an account abroad.
  const missing: AgencyBillingRequiredField[] = AGENCY_BILLING_REQUIRED.filter((field) =>
    field === 'bankAccount' ? details.bankAccount === null && details.iban === null : details[field] === null,
  );
  if (details.vatPayer && details.dic === null) missing.push('dic');
  return missing;
}

/**
 * GET and PUT /api/admin/settings/billing: the stored details, the logo's address (the agency profile's logo, which
 * documents print), and what documents still need.
 */
export type AgencyBilling = AgencyBillingInput & {
  /** The agency profile's logo (documents print it), and a small variant's address of it (null: no logo). */
  logoMediaId: number | null;
  logoUrl: string | null;
  /** The fields proposals and invoices need that are still blank (empty: complete). */
  missing: AgencyBillingRequiredField[];
  /** When the details were last saved (null: never). */
  updatedAt: Date | null;
};
