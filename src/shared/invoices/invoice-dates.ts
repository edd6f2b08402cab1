/**
 * The dates issuing fills in (docs/product/invoices.md#issuing): what a draft left blank becomes — date of issue the
 * day it is issued (the office's day), due date = date of issue + the agency's invoice due days. The server issues
 * with it; the editor and the issue confirmation use it to tell staff before issuing that the due date has passed
 * (docs/product/payments.md#reminders).
 */
import { addDays } from '../dates';

export interface DraftDates {
  issuedOn: string | null;
  dueOn: string | null;
}

/** The date of issue and due date a draft gets when issued on `today` (yyyy-mm-dd). */
export function datesWhenIssued(draft: DraftDates, invoiceDueDays: number, today: string): { issuedOn: string; dueOn: string } {
  const issuedOn = draft.issuedOn ?? today;
  return { issuedOn, dueOn: draft.dueOn ?? addDays(issuedOn, invoiceDueDays) };
}

/** Whether the invoice, issued on `today`, is already past its due date (overdue from the day after it). */
export function issuedPastDue(draft: DraftDates, invoiceDueDays: number, today: string): boolean {
  return datesWhenIssued(draft, invoiceDueDays, today).dueOn < today;
}
