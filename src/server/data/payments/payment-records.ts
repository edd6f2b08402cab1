/** What the back office reads of bank statements, their transactions and payments (shapes of src/shared/schemas/payment.ts). */
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AdminInvoicePayment, BankTransactionState } from '@/shared/schemas/invoice';
import type { AdminBankStatementImport, AdminBankTransaction } from '@/shared/schemas/payment';
import { bankStatementImports, bankTransactions, invoicePayments, invoices, users, type InvoicePaymentRow } from '@/server/db/schema';
import type { Page } from '../list-page';
import type { Reader } from './invoice-balances';

const transactionColumns = {
  id: bankTransactions.id,
  importId: bankTransactions.importId,
  account: bankTransactions.account,
  bankRef: bankTransactions.bankRef,
  bookedOn: bankTransactions.bookedOn,
  amountMinor: bankTransactions.amountMinor,
  currency: bankTransactions.currency,
  variableSymbol: bankTransactions.variableSymbol,
  constantSymbol: bankTransactions.constantSymbol,
  specificSymbol: bankTransactions.specificSymbol,
  counterpartyName: bankTransactions.counterpartyName,
  counterpartyAccount: bankTransactions.counterpartyAccount,
  message: bankTransactions.message,
  state: bankTransactions.state,
  invoiceId: invoicePayments.invoiceId,
  invoiceNumber: invoices.number,
  unmatchedReason: bankTransactions.unmatchedReason,
};

function transactionSelect(db: Reader) {
  return db
    .select(transactionColumns)
    .from(bankTransactions)
    .leftJoin(invoicePayments, eq(invoicePayments.bankTransactionId, bankTransactions.id))
    .leftJoin(invoices, eq(invoices.id, invoicePayments.invoiceId));
}

export async function adminBankTransactions(db: Reader, ids: readonly number[]): Promise<AdminBankTransaction[]> {
  if (ids.length === 0) return [];
  return transactionSelect(db).where(inArray(bankTransactions.id, [...ids])).orderBy(bankTransactions.id);
}

export async function adminBankTransaction(db: Reader, id: number): Promise<AdminBankTransaction | undefined> {
  return (await adminBankTransactions(db, [id]))[0];
}

export interface TransactionFilter {
  state?: BankTransactionState | undefined;
  importId?: number | null | undefined;
}

/** Newest booking first (then newest row). */
export async function listBankTransactions(db: Reader, filter: TransactionFilter, page: { limit: number; offset: number }): Promise<Page<AdminBankTransaction>> {
  const where: SQL | undefined = and(
    filter.state ? eq(bankTransactions.state, filter.state) : undefined,
    filter.importId ? eq(bankTransactions.importId, filter.importId) : undefined,
  );
  const [rows, total] = await Promise.all([
    transactionSelect(db).where(where).orderBy(desc(bankTransactions.bookedOn), desc(bankTransactions.id)).limit(page.limit).offset(page.offset),
    db.$count(bankTransactions, where),
  ]);
  return { rows, total };
}

const importColumns = {
  id: bankStatementImports.id,
  format: bankStatementImports.format,
  fileName: bankStatementImports.fileName,
  account: bankStatementImports.account,
  currency: bankStatementImports.currency,
  transactionsTotal: bankStatementImports.transactionsTotal,
  transactionsNew: bankStatementImports.transactionsNew,
  importedByName: users.name,
  createdAt: bankStatementImports.createdAt,
};

function importSelect(db: Reader) {
  return db.select(importColumns).from(bankStatementImports).leftJoin(users, eq(users.id, bankStatementImports.importedBy));
}

const importRecord = (row: Awaited<ReturnType<ReturnType<typeof importSelect>['execute']>>[number]): AdminBankStatementImport => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

export async function adminBankStatementImport(db: Reader, id: number): Promise<AdminBankStatementImport | undefined> {
  const [row] = await importSelect(db).where(eq(bankStatementImports.id, id));
  return row ? importRecord(row) : undefined;
}

/** Newest first. */
export async function listBankStatementImports(db: Reader, page: { limit: number; offset: number }): Promise<Page<AdminBankStatementImport>> {
  const [rows, total] = await Promise.all([
    importSelect(db).orderBy(desc(bankStatementImports.createdAt), desc(bankStatementImports.id)).limit(page.limit).offset(page.offset),
    db.$count(bankStatementImports),
  ]);
  return { rows: rows.map(importRecord), total };
}

export const adminInvoicePayment = (row: InvoicePaymentRow): AdminInvoicePayment => ({
  id: row.id,
  amountMinor: row.amountMinor,
  currency: row.currency,
  paidOn: row.paidOn,
  method: row.method,
  bankTransactionId: row.bankTransactionId,
  note: row.note,
  createdAt: row.createdAt.toISOString(),
});
