/**
 * Payments (issue 23, items 5–6): a payment entered by hand, a bank transaction paired by hand, and what the back
 * office reads of bank statements and their transactions. Money in minor units of the currency.
 */
import { z } from 'zod';
import { MAX_LENGTH, optionalRecordId, recordId } from './fields';
import { oneOfMessage } from './messages';
import { calendarDay, wholeNumber } from './document-fields';
import { BANK_TRANSACTION_STATES, MAX_DOCUMENT_TOTAL_MINOR, type BankStatementFormat, type BankTransactionState, type InvoiceCurrency } from './invoice';

/**
 * The largest payment, in minor units: one entered by hand, and each transaction of a bank statement (a larger one
 * refuses the statement) — the same bound as a line's unit price and a document's total (MAX_DOCUMENT_TOTAL_MINOR).
 */
export const MAX_PAYMENT_MINOR = MAX_DOCUMENT_TOTAL_MINOR;

export const PAYMENT_MESSAGES = {
  amount: `Must be a whole number of minor units from 1 to ${MAX_PAYMENT_MINOR}`,
  dateInvalid: 'Must be a date (yyyy-mm-dd)',
  dateInFuture: 'Must not be in the future',
  invoiceRequired: 'Please choose an invoice',
  fileRequired: 'Please choose a bank statement file (camt.053 XML or GPC/ABO)',
  notMultipart: 'Send the bank statement as multipart/form-data in the "file" field',
  notManual: 'Only a payment entered by hand can be deleted',
  notCredit: 'Only money received can be paired with an invoice',
  alreadyPaired: 'This transaction is already paired with an invoice',
  currencyMismatch: 'The transaction is in another currency than the invoice',
  notFound: 'Payment not found',
  transactionNotFound: 'Bank transaction not found',
  textTooLong: 'Too long',
  statementCurrency: (currency: string) => `A statement in ${currency}: only CZK and EUR accounts are read (the invoices' currencies)`,
  notPayable: 'Only an issued invoice or advance invoice can be paid (not a draft, not a credit note)',
  notUnmatched: 'Only an unmatched or ignored transaction can be paired or ignored',
  notIgnored: 'Only an ignored transaction can be brought back',
} as const;

export const MANUAL_PAYMENT_METHODS = ['cash', 'other'] as const;

/** A write that tries to change a value derived from invoices (400 on the field). */
export const DERIVED_MESSAGES = {
  clientPaymentStatus: "Derived from the client's invoices",
  projectAmountPaid: "Derived from the project's invoices",
} as const;

/** POST /api/admin/invoices/:id/payments: money received outside the bank statements (cash). */
export const manualPaymentSchema = z.object({
  amountMinor: wholeNumber(1, MAX_PAYMENT_MINOR, PAYMENT_MESSAGES.amount),
  paidOn: calendarDay(PAYMENT_MESSAGES.dateInvalid),
  method: z.enum(MANUAL_PAYMENT_METHODS, { error: oneOfMessage(MANUAL_PAYMENT_METHODS) }).default('cash'),
  note: z.string().trim().max(MAX_LENGTH.description, PAYMENT_MESSAGES.textTooLong).default(''),
});
export type ManualPaymentInput = z.infer<typeof manualPaymentSchema>;
export type ManualPaymentFormValues = z.input<typeof manualPaymentSchema>;

/** GET /api/admin/bank-transactions: which transactions (`state` left out: the unmatched, what staff must act on). */
export const bankTransactionFilterSchema = z.object({
  state: z.enum(BANK_TRANSACTION_STATES, { error: oneOfMessage(BANK_TRANSACTION_STATES) }).default('unmatched'),
  importId: optionalRecordId(),
});
export type BankTransactionFilter = z.infer<typeof bankTransactionFilterSchema>;

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
