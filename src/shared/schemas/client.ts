/** docs/product/records.md#clients, docs/product/rules.md#record-validation client: the payload of POST /api/admin/clients and PUT /api/admin/clients/:id, and the client form. */
import { z } from 'zod';
import {
  LANGUAGES,
  CLIENT_STATUSES,
  COMMUNICATION_METHODS,
  COMPANY_SIZES,
  PAYMENT_STATUSES,
  SERVICES_REQUIRED,
} from '../constants';
import { minorUnits, moneyText, type MinorUnits } from '../money/minor-units';
import type { Language } from '../constants';
import {
  choiceWithDefault,
  flag,
  FIELD_MESSAGES,
  MAX_LENGTH,
  optionalChoice,
  optionalDate,
  optionalLooseWebAddress,
  optionalText,
  requiredText,
} from './fields';
import { clientBillingIssues, optionalClientVatId } from '../identifiers/client-billing';
import { countryCode, optionalIco } from '../identifiers/fields';
import { BILLING_MESSAGES, CLIENT_MESSAGES } from './messages';
export { CLIENT_MESSAGES };

export type ClientStatus = (typeof CLIENT_STATUSES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type CompanySize = (typeof COMPANY_SIZES)[number];
export type ServiceRequired = (typeof SERVICES_REQUIRED)[number];
export type CommunicationMethod = (typeof COMMUNICATION_METHODS)[number];

/**
 * New client defaults (docs/product/records.md#clients): the form, the API and the database columns take them from here.
 * Prices are integer minor units (haléře) of Kč (decision 022).
 */
export const CLIENT_DEFAULTS = {
  currentStatus: 'lead',
  paymentStatus: 'not_paid',
  oneTimePrice: 0,
  monthlyPrice: 0,
} as const satisfies { currentStatus: ClientStatus; paymentStatus: PaymentStatus; oneTimePrice: MinorUnits; monthlyPrice: MinorUnits };

/** A new client's billing defaults (issue 22): a Czech client, documents in Czech, not a VAT payer. */
export const CLIENT_BILLING_DEFAULTS = { billingCountry: 'CZ', documentLanguage: 'cs', vatPayer: false } as const;

const clientFields = z.object({
  name: requiredText(MAX_LENGTH.short, CLIENT_MESSAGES.nameRequired),
  email: z
    .string({ error: CLIENT_MESSAGES.emailInvalid })
    .trim()
    .max(MAX_LENGTH.short, FIELD_MESSAGES.textTooLong)
    .pipe(z.email({ error: CLIENT_MESSAGES.emailInvalid })),
  phone: optionalText(MAX_LENGTH.phone),
  website: optionalLooseWebAddress(),
  company: optionalText(MAX_LENGTH.short),
  companySize: optionalChoice(COMPANY_SIZES, CLIENT_MESSAGES.companySizeInvalid),
  industry: optionalText(MAX_LENGTH.short),
  location: optionalText(MAX_LENGTH.short),
  servicesRequired: optionalChoice(SERVICES_REQUIRED, CLIENT_MESSAGES.servicesRequiredInvalid),
  startDate: optionalDate(),
  expectedDelivery: optionalDate(),
  currentStatus: choiceWithDefault(CLIENT_STATUSES, CLIENT_DEFAULTS.currentStatus, CLIENT_MESSAGES.currentStatusInvalid),
  preferredCommunication: optionalChoice(COMMUNICATION_METHODS, CLIENT_MESSAGES.preferredCommunicationInvalid),
  salesman: optionalText(MAX_LENGTH.short),
  internalNotes: optionalText(MAX_LENGTH.longText),
  /** Haléře (integer minor units of Kč): 1 234,50 Kč is 123450. */
  oneTimePrice: minorUnits(CLIENT_DEFAULTS.oneTimePrice),
  monthlyPrice: minorUnits(CLIENT_DEFAULTS.monthlyPrice),
  contractUrl: optionalLooseWebAddress(),
  paymentStatus: choiceWithDefault(PAYMENT_STATUSES, CLIENT_DEFAULTS.paymentStatus, CLIENT_MESSAGES.paymentStatusInvalid),
  // Billing details (issue 22; docs/product/billing-details.md#client-billing-details): who documents are made out to.
  billingName: optionalText(MAX_LENGTH.short),
  ico: optionalIco(),
  dic: optionalClientVatId(),
  billingStreet: optionalText(MAX_LENGTH.short),
  billingCity: optionalText(MAX_LENGTH.short),
  billingPostalCode: optionalText(20),
  billingCountry: countryCode(),
  documentLanguage: choiceWithDefault(LANGUAGES, CLIENT_BILLING_DEFAULTS.documentLanguage, BILLING_MESSAGES.documentLanguageInvalid),
  vatPayer: flag(CLIENT_BILLING_DEFAULTS.vatPayer),
});

/** The checks across billing fields; they read parsed values, so they wait until every field is valid. */
function withBillingChecks<S extends z.ZodType<z.output<typeof clientFields>>>(schema: S) {
  return schema.superRefine((value, ctx) => {
    if (ctx.issues.length > 0) return;
    for (const issue of clientBillingIssues(value)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });
}

export const clientSchema = withBillingChecks(clientFields);

/**
 * The client form: the same fields, the prices typed as koruna in the screen's language ("1 234,50") and read into
 * haléře exactly; its output is the API's payload (ClientInput).
 */
export const clientFormSchema = (language: Language) =>
  withBillingChecks(
    clientFields.extend({
      oneTimePrice: moneyText(language, CLIENT_DEFAULTS.oneTimePrice),
      monthlyPrice: moneyText(language, CLIENT_DEFAULTS.monthlyPrice),
    }),
  );

/** What the form holds. */
export type ClientFormValues = z.input<ReturnType<typeof clientFormSchema>>;
/** What the server stores after parsing (and the API payload): blanks are null, prices haléře, dates Date objects. */
export type ClientInput = z.output<typeof clientSchema>;


/**
 * The billing details a client may ask to change from the portal (issue 25; docs/product/client-portal.md): the same
 * fields and checks as the client form; staff approve the request, which then writes them to the client.
 */
export const CLIENT_CHANGE_REQUEST_FIELDS = ['billingName', 'ico', 'dic', 'billingStreet', 'billingCity', 'billingPostalCode', 'billingCountry', 'phone'] as const;
export type ClientChangeRequestField = (typeof CLIENT_CHANGE_REQUEST_FIELDS)[number];
export const clientChangeRequestSchema = clientFields
  .pick({ billingName: true, ico: true, dic: true, billingStreet: true, billingCity: true, billingPostalCode: true, billingCountry: true, phone: true })
  .extend({ vatPayer: clientFields.shape.vatPayer, note: optionalText(MAX_LENGTH.longText) })
  .superRefine((value, ctx) => {
    if (ctx.issues.length > 0) return;
    for (const issue of clientBillingIssues(value)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });
export type ClientChangeRequestInput = z.output<typeof clientChangeRequestSchema>;
export const CHANGE_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ChangeRequestStatus = (typeof CHANGE_REQUEST_STATUSES)[number];

/**
 * The billing details the acceptance page asks for when the client record lacks what an invoice will need (issue 33;
 * docs/product/proposals.md#billing-details-on-acceptance): the client's own input, the same fields and checks as the
 * client form. Whether the VAT payer flag is set stays with staff (it decides the VAT treatment).
 */
export const ACCEPTANCE_BILLING_FIELDS = ['billingName', 'billingStreet', 'billingCity', 'billingPostalCode', 'billingCountry', 'ico', 'dic'] as const;
export type AcceptanceBillingField = (typeof ACCEPTANCE_BILLING_FIELDS)[number];
export const acceptanceBillingSchema = clientFields.pick({
  billingName: true,
  billingStreet: true,
  billingCity: true,
  billingPostalCode: true,
  billingCountry: true,
  ico: true,
  dic: true,
});
export type AcceptanceBilling = z.output<typeof acceptanceBillingSchema>;
