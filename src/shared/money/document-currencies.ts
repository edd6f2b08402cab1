/**
 * The currencies proposals and invoices are written in (issue 38; docs/product/invoices.md#currencies): one list for
 * both. Money stays integer minor units of the document's currency (haléře, euro cents, US cents).
 *
 * - CZK: the home currency, no exchange rate.
 * - EUR, USD: a foreign currency. Where Czech VAT applies, the VAT recap is also stated in CZK at the ČNB rate
 *   (an invoice: the rate of its DUZP, VAT Act §4(5); a proposal: the rate of the day it is sent, indicative only).
 * - QR Platba (SPAYD's CC field) works for CZK and EUR only: a USD invoice carries no QR code and asks for a bank
 *   transfer with its variable symbol (IBAN and BIC printed).
 */
import { SPAYD_CURRENCIES, type SpaydCurrency } from '../payments/spayd';

export const DOCUMENT_CURRENCIES = ['CZK', 'EUR', 'USD'] as const;
export type DocumentCurrency = (typeof DOCUMENT_CURRENCIES)[number];

/** The currencies with an exchange rate to the koruna (the ČNB list's codes). */
export const FOREIGN_DOCUMENT_CURRENCIES = ['EUR', 'USD'] as const;
export type ForeignDocumentCurrency = (typeof FOREIGN_DOCUMENT_CURRENCIES)[number];

export const HOME_CURRENCY = 'CZK';

/** A text from a form, a file or a query as one of the document currencies (exact, upper case). */
export function isDocumentCurrency(value: string): value is DocumentCurrency {
  return (DOCUMENT_CURRENCIES as readonly string[]).includes(value);
}

/** Whether an amount in `currency` needs an exchange rate to the koruna. */
export function isForeignCurrency(currency: DocumentCurrency): currency is ForeignDocumentCurrency {
  return currency !== HOME_CURRENCY;
}

/** Whether QR Platba can carry a payment in `currency` (SPAYD's CC: CZK, EUR). */
export function hasQrPlatba(currency: string): currency is SpaydCurrency {
  return (SPAYD_CURRENCIES as readonly string[]).includes(currency);
}
