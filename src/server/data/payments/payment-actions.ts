/**
 * What staff do by hand (docs/product/payments.md#payments): record money received outside the bank (cash, other),
 * delete such a payment, pair a bank credit the matching left with an invoice, ignore a transaction or bring it back.
 * Each write and its audit entry in one transaction; the state checks are conditional writes, so two staff members
 * pairing the same transaction at once create one payment.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { officeDay } from '@/shared/dates';
import { INVOICE_MESSAGES, type AdminInvoicePayment } from '@/shared/schemas/invoice';
import { PAYMENT_MESSAGES, type AdminBankTransaction, type ManualPaymentInput } from '@/shared/schemas/payment';
import { recordAudit, type Actor } from '@/server/audit/audit-log';
import type { Database } from '@/server/db/database';
import { bankTransactions, invoicePayments, invoices } from '@/server/db/schema';
import { Conflict, Invalid, NotFound } from '@/server/domain/errors';
import type { Transaction } from '../content-version';
import { adminBankTransaction, adminInvoicePayment } from './payment-records';
import { deletePayment, recordPayment } from './record-payment';

/** The invoice a payment is recorded on: issued, and no credit note (409); unknown → `missing()`. */
async function payableInvoice(tx: Transaction, id: number, missing: () => Error) {
  const [invoice] = await tx
    .select({ id: invoices.id, kind: invoices.kind, status: invoices.status, currency: invoices.currency })
    .from(invoices)
    .where(eq(invoices.id, id));
  if (!invoice) throw missing();
  if (invoice.status !== 'issued' || invoice.kind === 'credit_note' || invoice.kind === 'advance_tax_document') throw new Conflict(PAYMENT_MESSAGES.notPayable);
  return invoice;
}

const paymentChange = (payment: AdminInvoicePayment) => ({
  id: payment.id,
  amountMinor: payment.amountMinor,
  currency: payment.currency,
  paidOn: payment.paidOn,
  method: payment.method,
  ...(payment.bankTransactionId === null ? {} : { bankTransactionId: payment.bankTransactionId }),
  ...(payment.note ? { note: payment.note } : {}),
});

export function paymentActions(db: Database) {
  return {
    /** POST /invoices/:id/payments. */
    async addManual(invoiceId: number, input: ManualPaymentInput, actor: Actor): Promise<AdminInvoicePayment> {
      if (input.paidOn > officeDay()) throw new Invalid('paidOn', PAYMENT_MESSAGES.dateInFuture);
      return db.transaction(async (tx) => {
        const invoice = await payableInvoice(tx, invoiceId, () => new NotFound(INVOICE_MESSAGES.notFound));
        const row = await recordPayment(tx, { invoiceId, amountMinor: input.amountMinor, currency: invoice.currency, paidOn: input.paidOn, method: input.method, note: input.note, createdBy: actor.id }, actor);
        const payment = adminInvoicePayment(row);
        await recordAudit(tx, { actor, action: 'payment', entity: 'invoice', entityId: invoiceId, changes: { payment: { from: null, to: paymentChange(payment) } } });
        return payment;
      });
    },

    /** DELETE /invoices/:id/payments/:paymentId: a payment entered by hand only (a bank one is the statement's: 409). */
    async removeManual(invoiceId: number, paymentId: number, actor: Actor): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(invoicePayments)
          .where(and(eq(invoicePayments.id, paymentId), eq(invoicePayments.invoiceId, invoiceId)));
        if (!row) throw new NotFound(PAYMENT_MESSAGES.notFound);
        if (row.method === 'bank' || row.bankTransactionId !== null) throw new Conflict(PAYMENT_MESSAGES.notManual);
        // Its tax document (a payment on an advance invoice) is credited, never deleted (issue 38).
        await deletePayment(tx, paymentId, actor, officeDay());
        await recordAudit(tx, { actor, action: 'payment', entity: 'invoice', entityId: invoiceId, changes: { payment: { from: paymentChange(adminInvoicePayment(row)), to: null } } });
      });
    },

    /** POST /bank-transactions/:id/pair: an unmatched or ignored credit becomes the payment of an issued invoice. */
    async pair(transactionId: number, invoiceId: number, actor: Actor): Promise<AdminBankTransaction> {
      await db.transaction(async (tx) => {
        const [transaction] = await tx.select().from(bankTransactions).where(eq(bankTransactions.id, transactionId));
        if (!transaction) throw new NotFound(PAYMENT_MESSAGES.transactionNotFound);
        if (transaction.state === 'matched') throw new Conflict(PAYMENT_MESSAGES.alreadyPaired);
        if (transaction.amountMinor <= 0) throw new Conflict(PAYMENT_MESSAGES.notCredit);
        const invoice = await payableInvoice(tx, invoiceId, () => new Invalid('invoiceId', INVOICE_MESSAGES.notFound));
        if (invoice.currency !== transaction.currency) throw new Invalid('invoiceId', PAYMENT_MESSAGES.currencyMismatch);
        const claimed = await tx
          .update(bankTransactions)
          .set({ state: 'matched', unmatchedReason: null })
          .where(and(eq(bankTransactions.id, transactionId), inArray(bankTransactions.state, ['unmatched', 'ignored'])))
          .returning({ id: bankTransactions.id });
        if (claimed.length === 0) throw new Conflict(PAYMENT_MESSAGES.alreadyPaired);
        const row = await recordPayment(
          tx,
          { invoiceId, amountMinor: transaction.amountMinor, currency: transaction.currency, paidOn: transaction.bookedOn, method: 'bank', bankTransactionId: transactionId, createdBy: actor.id },
          actor,
        );
        await recordAudit(tx, {
          actor,
          action: 'pair',
          entity: 'bank_transaction',
          entityId: transactionId,
          changes: { bankRef: { from: null, to: transaction.bankRef }, state: { from: transaction.state, to: 'matched' }, invoiceId: { from: null, to: invoiceId } },
        });
        await recordAudit(tx, { actor, action: 'payment', entity: 'invoice', entityId: invoiceId, changes: { payment: { from: null, to: paymentChange(adminInvoicePayment(row)) } } });
      });
      return (await adminBankTransaction(db, transactionId))!;
    },

    /** POST /bank-transactions/:id/ignore (unmatched → ignored) and /unignore (ignored → unmatched); again: no change. */
    async setIgnored(transactionId: number, ignored: boolean, actor: Actor): Promise<AdminBankTransaction> {
      const from = ignored ? 'unmatched' : 'ignored';
      const to = ignored ? 'ignored' : 'unmatched';
      await db.transaction(async (tx) => {
        const [transaction] = await tx.select().from(bankTransactions).where(eq(bankTransactions.id, transactionId));
        if (!transaction) throw new NotFound(PAYMENT_MESSAGES.transactionNotFound);
        if (transaction.state === 'matched') throw new Conflict(PAYMENT_MESSAGES.alreadyPaired);
        if (transaction.state === to) return;
        const changed = await tx
          .update(bankTransactions)
          .set({ state: to })
          .where(and(eq(bankTransactions.id, transactionId), eq(bankTransactions.state, from)))
          .returning({ id: bankTransactions.id });
        if (changed.length === 0) throw new Conflict(PAYMENT_MESSAGES.alreadyPaired);
        await recordAudit(tx, {
          actor,
          action: 'ignore',
          entity: 'bank_transaction',
          entityId: transactionId,
          changes: { bankRef: { from: null, to: transaction.bankRef }, state: { from, to } },
        });
      });
      return (await adminBankTransaction(db, transactionId))!;
    },
  };
}
