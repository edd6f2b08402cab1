/**
 * Whom a tax document may be made out to (issue 33; docs/product/invoices.md#the-customer-on-a-tax-document): the Czech
 * VAT act (ZDPH §29) asks for the customer's name and address, and for a business its identifiers. One rule for the
 * server (issuing an invoice or a credit note is refused with 400 naming each missing field), the invoice screen (the
 * issue button says what is missing before it is pressed) and the proposal's acceptance page (which asks the client
 * for exactly these fields when its record lacks them). An advance invoice is no tax document: it is not checked.
 */
import { HOME_COUNTRY, isEuMemberState } from '../identifiers/eu';

/** What the rule reads of a client (the columns of `clients`; blank texts count as missing). */
export interface TaxDocumentClient {
  name: string;
  company: string | null;
  billingName: string | null;
  billingStreet: string | null;
  billingCity: string | null;
  billingPostalCode: string | null;
  billingCountry: string | null;
  ico: string | null;
  dic: string | null;
  vatPayer: boolean;
}

/** Each field a tax document needs of its customer, as the 400 names it, with the client record's field it is typed in. */
export const TAX_DOCUMENT_CUSTOMER_FIELDS = {
  'client.name': 'billingName',
  'client.billingAddress.street': 'billingStreet',
  'client.billingAddress.city': 'billingCity',
  'client.billingAddress.postalCode': 'billingPostalCode',
  'client.billingAddress.country': 'billingCountry',
  'client.ico': 'ico',
  'client.dic': 'dic',
} as const satisfies Record<string, keyof TaxDocumentClient>;
export type TaxDocumentCustomerField = keyof typeof TAX_DOCUMENT_CUSTOMER_FIELDS;

/** The 400's text for each missing field (English, as every API text; the screens translate). */
export const TAX_DOCUMENT_CUSTOMER_MESSAGES = {
  incomplete: 'A tax document needs the customer’s name and full address (and a company’s IČO, a VAT payer’s DIČ)',
  required: 'Required on a tax document (ZDPH §29)',
} as const;

const blank = (value: string | null | undefined) => value === null || value === undefined || value.trim() === '';

/**
 * A business, as the client record tells it: a company name filled in, an IČO, or a VAT payer. A person without
 * these is a consumer: name and address suffice.
 */
export function isBusinessClient(client: Pick<TaxDocumentClient, 'company' | 'ico' | 'vatPayer'>): boolean {
  return !blank(client.company) || !blank(client.ico) || client.vatPayer;
}

/**
 * The fields a tax document for this client still lacks, in the order of the form (empty: it may be issued). A
 * business in Czechia needs its IČO (a foreign one has none); a VAT payer in the EU its DIČ / VAT ID.
 */
export function missingTaxDocumentCustomer(client: TaxDocumentClient): TaxDocumentCustomerField[] {
  const missing: TaxDocumentCustomerField[] = [];
  if (blank(client.billingName) && blank(client.company) && blank(client.name)) missing.push('client.name');
  if (blank(client.billingStreet)) missing.push('client.billingAddress.street');
  if (blank(client.billingCity)) missing.push('client.billingAddress.city');
  if (blank(client.billingPostalCode)) missing.push('client.billingAddress.postalCode');
  if (blank(client.billingCountry)) missing.push('client.billingAddress.country');
  const country = blank(client.billingCountry) ? HOME_COUNTRY : client.billingCountry!;
  if (isBusinessClient(client) && country === HOME_COUNTRY && blank(client.ico)) missing.push('client.ico');
  if (client.vatPayer && isEuMemberState(country) && blank(client.dic)) missing.push('client.dic');
  return missing;
}
