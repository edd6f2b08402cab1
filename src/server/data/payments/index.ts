/**
 * Payments (docs/product/payments.md#payments, decision 029): the only writer of bank_statement_imports,
 * bank_transactions, invoice_payments and invoice_reminders. Statement imports with matching (statement-import.ts),
 * what staff do by hand (payment-actions.ts), the reads (payment-records.ts), the figures derived from invoices and
 * payments (invoice-balances.ts) and the reminders of overdue invoices (reminders.ts).
 */
import type { Database } from '@/server/db/database';
import { paymentActions } from './payment-actions';
import { listBankStatementImports, listBankTransactions, type TransactionFilter } from './payment-records';
import { importBankStatement } from './statement-import';
import type { Actor } from '@/server/audit/audit-log';

export type { TransactionFilter } from './payment-records';

export function paymentData(db: Database) {
  return {
    importStatement: (file: { bytes: Uint8Array; name: string }, actor: Actor) => importBankStatement(db, file, actor),
    listImports: (page: { limit: number; offset: number }) => listBankStatementImports(db, page),
    listTransactions: (filter: TransactionFilter, page: { limit: number; offset: number }) => listBankTransactions(db, filter, page),
    ...paymentActions(db),
  };
}
