/**
 * Payments (issue 23, items 5–6): a payment entered by hand, a bank transaction paired by hand, and what the back
 * office reads of bank statements and their transactions. Money in minor units of the currency.
 */
import { z } from 'zod';
import { MAX_LENGTH, recordId } from './fields';
import { oneOfMessage } from './messages';
import { calendarDay, wholeNumber } from './document-fields';
import { MAX_UNIT_PRICE_MINOR } from './proposal';
import type { BankStatementFormat, BankTransactionState, InvoiceCurrency } from './invoice';

export const PAYMENT_MESSAGES = {
  amount: `Must be a whole number of minor units from 1 to ${MAX_UNIT_PRICE_MINOR}`,
  dateInvalid: 'Must be a date (yyyy-mm-dd)',
  dateInFuture: 'Must not be in the future',
  invoiceRequired: 'Please choose an invoice',
  fileRequired: 'Please choose a bank statement file (camt.053 XML or GPC/ABO)',
  notManual: 'Only a payment entered by hand can be deleted',
  notCredit: 'Only money received can be paired with an invoice',
  alreadyPaired: 'This transaction is already paired with an invoice',
  currencyMismatch: 'The transaction is in another currency than the invoice',
  notFound: 'Payment not found',
  transactionNotFound: 'Bank transaction not found',
  textTooLong: 'Too long',
} as const;

export const MANUAL_PAYMENT_METHODS = ['cash', 'other'] as const;

/** POST /api/admin/invoices/:id/payments: money received outside the bank statements (cash). */
export const manualPaymentSchema = z.object({
  amountMinor: wholeNumber(1, MAX_UNIT_PRICE_MINOR, PAYMENT_MESSAGES.amount),
  paidOn: calendarDay(PAYMENT_MESSAGES.dateInvalid),
  method: z.enum(MANUAL_PAYMENT_METHODS, { error: oneOfMessage(MANUAL_PAYMENT_METHODS) }).default('cash'),
  note: z.string().trim().max(MAX_LENGTH.description, PAYMENT_MESSAGES.textTooLong).default(''),
});
export type ManualPaymentInput = z.infer<typeof manualPaymentSchema>;
export type ManualPaymentFormValues = z.input<typeof manualPaymentSchema>;

/** POST /api/admin/bank-transactions/:id/pair. */
export const pairTransactionSchema = z.object({ invoiceId: recordId(PAYMENT_MESSAGES.invoiceRequired) });

/** A row of GET /api/admin/bank-transactions (?state=unmatched by default). */
export interface AdminBankTransaction {
  id: number;
  importId: number;
  account: string;
  bankRef: string;
  bookedOn: string;
  /** Signed: money received is positive. */
  amountMinor: number;
  currency: InvoiceCurrency;
  variableSymbol: string | null;
  constantSymbol: string | null;
  specificSymbol: string | null;
  counterpartyName: string | null;
  counterpartyAccount: string | null;
  message: string | null;
  state: BankTransactionState;
  /** The invoice it paid (matched or paired), with its number. */
  invoiceId: number | null;
  invoiceNumber: string | null;
  /** Why it was left unmatched ('no_symbol', 'unknown_symbol', 'currency', 'ambiguous', 'debit'); null when matched. */
  unmatchedReason: string | null;
}

/** A row of GET /api/admin/bank-statements. */
export interface AdminBankStatementImport {
  id: number;
  format: BankStatementFormat;
  fileName: string;
  account: string;
  currency: InvoiceCurrency;
  transactionsTotal: number;
  transactionsNew: number;
  importedByName: string | null;
  createdAt: string;
}

/** POST /api/admin/bank-statements (multipart, field `file`): what the upload did. */
export interface BankStatementImportResult {
  import: AdminBankStatementImport;
  /** Transactions already imported earlier (same account and bank id): skipped, nothing changed. */
  alreadyImported: number;
  matched: number;
  unmatched: number;
  /** The new transactions of this statement, matched and unmatched. */
  transactions: AdminBankTransaction[];
}
