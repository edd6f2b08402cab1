/**
 * The one place a payment is written (issue 38): the statement import (upload and Fio feed), a bank transaction paired
 * by hand and a payment entered by hand all insert through recordPayment, in their own transaction — which also
 * issues the tax document for a payment received on an advance invoice (invoices/advance-tax-documents.ts). A payment
 * entered by hand is deleted through deletePayment, which first credits its tax document (never deleted).
 */
import { eq } from 'drizzle-orm';
import type { Actor } from '@/server/audit/audit-log';
import { invoicePayments, type InvoicePaymentRow } from '@/server/db/schema';
import type { Transaction } from '../content-version';
import { creditAdvanceTaxDocument, issueAdvanceTaxDocument } from '../invoices/advance-tax-documents';

export type NewPayment = typeof invoicePayments.$inferInsert;

/** Inserts the payment and, on an advance invoice charging Czech VAT, its tax document — in the caller's transaction. */
export async function recordPayment(tx: Transaction, values: NewPayment, actor: Actor, now = new Date()): Promise<InvoicePaymentRow> {
  const [row] = await tx.insert(invoicePayments).values(values).returning();
  await issueAdvanceTaxDocument(tx, row!, actor, now);
  return row!;
}

/** Deletes a payment after crediting its tax document (if it has one) on `day` — in the caller's transaction. */
export async function deletePayment(tx: Transaction, paymentId: number, actor: Actor, day: string, now = new Date()): Promise<void> {
  await creditAdvanceTaxDocument(tx, paymentId, actor, day, now);
  await tx.delete(invoicePayments).where(eq(invoicePayments.id, paymentId));
}
