/**
 * The billing details on the acceptance form (issue 33; docs/product/proposals.md#billing-details-on-acceptance): when
 * the client record lacks what an invoice will need (the rule of tax documents, src/shared/invoices/
 * tax-document-customer.ts), the accept form asks for the name and address, and the IČO / DIČ of a company, prefilled
 * with what the record has. Plain HTML (the page has no JavaScript), phone first, every text escaped.
 */
import type { Language } from '@/shared/constants';
import { escapeHtml as e } from '@/shared/html-text';
import { TAX_DOCUMENT_CUSTOMER_MESSAGES } from '@/shared/invoices/tax-document-customer';
import { ACCEPTANCE_BILLING_FIELDS, type AcceptanceBillingField } from '@/shared/schemas/client';
import { validationText } from '@/shared/validation-texts';
import type { AcceptanceBillingAsk } from '../data/proposals/proposal-answers';

/** The form as shown: the values (the record's, or what was posted), the required fields, and each field's error. */
export interface AcceptanceBillingForm extends AcceptanceBillingAsk {
  errors?: Readonly<Record<string, string>>;
}

interface BillingTexts {
  heading: string;
  intro: string;
  incomplete: string;
  optional: string;
  required: string;
  invalid: string;
  fields: Record<AcceptanceBillingField, string>;
}

export const ACCEPTANCE_BILLING_TEXTS: Record<Language, BillingTexts> = {
  cs: {
    heading: 'Fakturační údaje',
    intro: 'Pro vystavení faktury potřebujeme Vaše jméno nebo název firmy a adresu; firma také IČO (a plátce DPH DIČ).',
    incomplete: 'Doplňte prosím fakturační údaje.',
    optional: 'nepovinné',
    required: 'Tento údaj je povinný.',
    invalid: 'Zkontrolujte prosím tento údaj.',
    fields: {
      billingName: 'Jméno nebo název firmy',
      billingStreet: 'Ulice a číslo',
      billingCity: 'Město',
      billingPostalCode: 'PSČ',
      billingCountry: 'Země (kód, např. CZ)',
      ico: 'IČO (firma)',
      dic: 'DIČ (plátce DPH)',
    },
  },
  en: {
    heading: 'Billing details',
    intro: 'To issue the invoice we need your name or company name and address; a company also its company ID (IČO) and a VAT payer its VAT ID.',
    incomplete: 'Please fill in the billing details.',
    optional: 'optional',
    required: 'This field is required.',
    invalid: 'Please check this field.',
    fields: {
      billingName: 'Name or company name',
      billingStreet: 'Street and number',
      billingCity: 'City',
      billingPostalCode: 'Postal code',
      billingCountry: 'Country (code, e.g. CZ)',
      ico: 'Company ID – IČO (a company)',
      dic: 'VAT ID – DIČ (a VAT payer)',
    },
  },
};

const AUTOCOMPLETE: Record<AcceptanceBillingField, string> = {
  billingName: 'organization',
  billingStreet: 'street-address',
  billingCity: 'address-level2',
  billingPostalCode: 'postal-code',
  billingCountry: 'country',
  ico: 'off',
  dic: 'off',
};

/** A field's error in the page's language (the API's English texts of the shared checks translated). */
export function acceptanceBillingError(language: Language, message: string): string {
  const t = ACCEPTANCE_BILLING_TEXTS[language];
  return message === TAX_DOCUMENT_CUSTOMER_MESSAGES.required ? t.required : (validationText(language, message) ?? t.invalid);
}

/** The fieldset inside the accept form; `billing=1` tells the server the form asked for them. */
export function renderAcceptanceBilling(language: Language, form: AcceptanceBillingForm): string {
  const t = ACCEPTANCE_BILLING_TEXTS[language];
  const input = (key: AcceptanceBillingField) => {
    const required = form.required.includes(key);
    const error = form.errors?.[key];
    const id = `billing-${key}`;
    return (
      `<label for="${id}">${e(t.fields[key])}${required ? '' : ` <small>(${e(t.optional)})</small>`}</label>` +
      (error ? `<p class="field-error" id="${id}-error">${e(acceptanceBillingError(language, error))}</p>` : '') +
      `<input type="text" id="${id}" name="${key}" value="${e(form.values[key])}" maxlength="${key === 'billingPostalCode' ? 20 : 200}" autocomplete="${AUTOCOMPLETE[key]}"` +
      `${required ? ' required' : ''}${error ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''}>`
    );
  };
  return (
    `<fieldset class="billing"><legend>${e(t.heading)}</legend><p>${e(t.intro)}</p><input type="hidden" name="billing" value="1">` +
    ACCEPTANCE_BILLING_FIELDS.map(input).join('') +
    `</fieldset>`
  );
}
