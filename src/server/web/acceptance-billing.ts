/**
 * The billing details on the acceptance form (issue 33; docs/product/proposals.md#billing-details-on-acceptance): when
 * the client record lacks what an invoice will need (the rule of tax documents, src/shared/invoices/
 * tax-document-customer.ts), the accept form asks for the name and address, and the IČO / DIČ of a company, prefilled
 * with what the record has. Plain HTML (the page has no JavaScript), phone first, every text escaped.
 */
import type { Language } from '@/shared/constants';
import { formatDay } from '@/shared/dates';
import { escapeHtml as e } from '@/shared/html-text';
import { TAX_DOCUMENT_CUSTOMER_MESSAGES } from '@/shared/invoices/tax-document-customer';
import { ACCEPTANCE_BILLING_FIELDS, type AcceptanceBillingField } from '@/shared/schemas/client';
import { validationText } from '@/shared/validation-texts';
import type { AcceptanceBillingAsk } from '../data/proposals/proposal-answers';

/** The form as shown: the values (the record's, or what was posted), the required fields, and each field's error. */
export interface AcceptanceBillingForm extends AcceptanceBillingAsk {
  errors?: Readonly<Record<string, string>>;
  /** The page offers "Fill from ARES" (the link's page, issue 37; the portal does not). */
  aresLookup?: boolean;
  /** What the last "Fill from ARES" found. */
  ares?: AcceptanceAresNote;
}

/** The outcome of "Fill from ARES" on the acceptance form (docs/product/czech-services.md#ares--the-company-registry). */
export type AcceptanceAresNote =
  | { kind: 'found'; readAt: string; stale: boolean; dissolvedOn: string | null }
  | { kind: 'notFound' | 'invalid' | 'unavailable' | 'rateLimited' };

interface BillingTexts {
  heading: string;
  intro: string;
  incomplete: string;
  optional: string;
  required: string;
  invalid: string;
  fields: Record<AcceptanceBillingField, string>;
  ares: {
    fill: string;
    found: (date: string) => string;
    stale: (date: string) => string;
    dissolved: (date: string) => string;
    notFound: string;
    invalid: string;
    unavailable: string;
    rateLimited: string;
  };
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
    ares: {
      fill: 'Načíst z ARES podle IČO',
      found: (date) => `Údaje firmy doplněny z ARES (${date}). Zkontrolujte je, případně opravte.`,
      stale: (date) => `ARES teď neodpovídá: doplněny údaje z ARES ze dne ${date}. Zkontrolujte je.`,
      dissolved: (date) => `Pozor: firma s tímto IČO podle ARES zanikla ${date}.`,
      notFound: 'Firma s tímto IČO v ARES není. Zkontrolujte IČO, nebo údaje vyplňte ručně.',
      invalid: 'Zadejte platné IČO (8 číslic), údaje pak doplníme z ARES.',
      unavailable: 'ARES teď neodpovídá. Vyplňte prosím údaje ručně.',
      rateLimited: 'Příliš mnoho dotazů do ARES. Vyplňte prosím údaje ručně, nebo to zkuste za chvíli.',
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
    ares: {
      fill: 'Fill from ARES by the company ID',
      found: (date) => `Company details filled from ARES (${date}). Please check them and correct what is needed.`,
      stale: (date) => `ARES is not answering now: filled with ARES details as of ${date}. Please check them.`,
      dissolved: (date) => `Warning: according to ARES the company with this ID was dissolved on ${date}.`,
      notFound: 'There is no company with this ID in ARES. Check the ID, or fill in the details by hand.',
      invalid: 'Enter a valid company ID (8 digits), then the details are filled from ARES.',
      unavailable: 'ARES is not answering now. Please fill in the details by hand.',
      rateLimited: 'Too many ARES lookups. Please fill in the details by hand, or try again in a while.',
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
  // "Fill from ARES": a submit of its own (the page has no JavaScript), past the browser's checks of the accept form.
  const ares = form.aresLookup
    ? `<button type="submit" name="ares" value="1" formnovalidate class="secondary">${e(t.ares.fill)}</button>` + (form.ares ? aresNote(language, form.ares) : '')
    : '';
  // Enter in a field submits with the form's first submit button: a hidden accept button first keeps Enter accepting.
  const defaultSubmit = form.aresLookup ? '<button type="submit" hidden tabindex="-1" aria-hidden="true"></button>' : '';
  return (
    `<fieldset class="billing"><legend>${e(t.heading)}</legend>${defaultSubmit}<p>${e(t.intro)}</p><input type="hidden" name="billing" value="1">` +
    ACCEPTANCE_BILLING_FIELDS.map((key) => input(key) + (key === 'ico' ? ares : '')).join('') +
    `</fieldset>`
  );
}

function aresNote(language: Language, note: AcceptanceAresNote): string {
  const t = ACCEPTANCE_BILLING_TEXTS[language].ares;
  if (note.kind !== 'found') return `<p class="${note.kind === 'notFound' || note.kind === 'invalid' ? 'field-error' : 'note'}" role="status" id="billing-ares">${e(t[note.kind])}</p>`;
  const date = formatDay(note.readAt, language);
  return (
    `<p class="note" role="status" id="billing-ares">${e(note.stale ? t.stale(date) : t.found(date))}</p>` +
    (note.dissolvedOn ? `<p class="field-error">${e(t.dissolved(formatDay(note.dissolvedOn, language)))}</p>` : '')
  );
}
