/**
 * An invoice's payment state, derived — never typed (issue 23, item 6): from its kind, whether it is issued, what is
 * payable, what its credit notes took off, what was paid, and its due date against today (the office's day). The
 * one rule for the invoice list, its filters, the client's payment status and the reminders.
 */
import type { InvoiceKind, InvoicePaymentState, InvoiceStoredStatus } from '../schemas/invoice';

export interface PaymentStateInput {
  kind: InvoiceKind;
  status: InvoiceStoredStatus;
  /** What the document asks to be paid (its payable total minus any settled advance), minor units. */
  payableMinor: number;
  /** The sum of its credit notes' totals (0 or negative). */
  creditedMinor: number;
  /** The sum of payments received. */
  paidMinor: number;
  /** yyyy-mm-dd; null for a draft. */
  dueOn: string | null;
  /** The office's day (src/shared/dates.ts officeDay). */
  today: string;
}

/** Payable after credit notes, minus payments: > 0 still owed, < 0 overpaid. */
export function outstandingMinor(input: Pick<PaymentStateInput, 'payableMinor' | 'creditedMinor' | 'paidMinor'>): number {
  return input.payableMinor + input.creditedMinor - input.paidMinor;
}

export function invoicePaymentState(input: PaymentStateInput): InvoicePaymentState {
  if (input.status === 'draft') return 'draft';
  // A credit note is itself the correction: nothing to collect on it.
  if (input.kind === 'credit_note') return 'credited';
  const owed = outstandingMinor(input);
  // Wholly credited and nothing paid: cancelled by its credit note(s).
  if (input.creditedMinor < 0 && input.payableMinor + input.creditedMinor <= 0 && input.paidMinor === 0) return 'credited';
  if (owed < 0) return 'overpaid';
  if (owed === 0) return 'paid';
  if (input.dueOn !== null && input.today > input.dueOn) return 'overdue';
  return input.paidMinor > 0 ? 'partial' : 'unpaid';
}

/** Days an invoice is past due on `today` (0 when not yet due). */
export function daysPastDue(dueOn: string, today: string): number {
  const ms = Date.parse(`${today}T00:00:00Z`) - Date.parse(`${dueOn}T00:00:00Z`);
  return Math.max(0, Math.round(ms / 86_400_000));
}
