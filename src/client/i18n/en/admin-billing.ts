import type { adminBilling as cs } from '../cs/admin-billing';
import type { Shape } from '../shape';

/** Back office: the agency's legal and billing details (keys admin.billing.*; issue 22). */
export const adminBilling: Shape<typeof cs> = {
  title: 'Billing details',
  intro: 'The agency details proposals and invoices carry: company name, registered address, company ID, VAT ID, registration, bank account and logo.',
  missingTitle: "The agency's billing details are not complete",
  missingIntro: "Until then, proposals sent carry only the site's name and address (no IČO, DIČ or registration), and a proposal made from a quote starts with Czech VAT. Fill in:",
  complete: 'The details are complete: proposals and invoices can use them.',
  sections: {
    company: 'Company',
    tax: 'Tax and registration',
    bank: 'Bank account',
    documents: 'Proposals and invoices',
  },
  fields: {
    companyName: 'Company name',
    street: 'Street and number',
    city: 'City',
    postalCode: 'Postal code',
    country: 'Country',
    ico: 'Company ID (IČO)',
    dic: 'VAT ID (DIČ)',
    vatPayer: 'We are VAT payers',
    registration: 'Registration',
    bankAccount: 'Account number',
    iban: 'IBAN',
    proposalValidityDays: 'Proposal validity (days)',
    invoiceDueDays: 'Invoice due in (days)',
    logoMediaId: 'Logo',
  },
  hints: {
    registration: 'Court and file (e.g. “C 12345 kept by the Municipal Court in Prague”), or the trade licence for a sole trader.',
    bankAccount: 'As [prefix-]number/bank code, e.g. 19-2000145399/0800.',
    iban: 'Left blank, it is derived from the account number.',
    vatPayer: 'A non-payer issues documents without VAT (“Nejsem plátce DPH”).',
  },
  logoNone: 'No logo',
  logoRemove: 'Remove logo',
  logoPreview: 'Agency logo',
  save: 'Save details',
  saveSuccess: 'Billing details saved',
  saveSuccessDescription: 'Proposals and invoices will use the new details.',
  saveError: 'The details could not be saved',
  loadError: 'The billing details could not be loaded.',
};
