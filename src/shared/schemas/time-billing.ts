/**
 * Unbilled time → an invoice draft (issue 36, docs/product/time-and-profit.md#unbilled-time): the query of
 * GET /api/admin/invoices/unbilled-time, the payload of POST /api/admin/invoices/from-time and the preview's answer.
 */
import { z } from 'zod';
import { TIME_GROUPINGS, type TimeGrouping } from '../time/billing';
import { choiceWithDefault, recordId } from './fields';
import type { InvoiceLineInput } from './invoice';
import { TIME_MESSAGES } from './messages';
import { calendarDay, type AdminTimeEntry } from './time-entry';

/** How many of the period's entries the preview lists (its totals and lines count every one). */
export const UNBILLED_ENTRIES_SHOWN = 200;

const countOf = (message: string) => z.number({ error: message }).int(message).min(1, message).max(Number.MAX_SAFE_INTEGER, message);

const unbilledFields = z.object({
  projectId: recordId(TIME_MESSAGES.projectRequired),
  from: calendarDay(),
  to: calendarDay(),
  groupBy: choiceWithDefault(TIME_GROUPINGS, 'activity', TIME_MESSAGES.groupByInvalid),
});
const periodInOrder = <T extends { from: string; to: string }>(value: T) => value.from <= value.to;

/** GET /api/admin/invoices/unbilled-time?projectId&from&to&groupBy */
export const unbilledTimeQuerySchema = unbilledFields.refine(periodInOrder, { path: ['to'], message: TIME_MESSAGES.rangeInvalid });
export type UnbilledTimeQuery = z.output<typeof unbilledTimeQuerySchema>;

/**
 * POST /api/admin/invoices/from-time: the preview staff saw (its number of entries and minutes), so the draft bills
 * exactly that time — a period whose unbilled time changed since is refused (409), and the preview is read again.
 */
export const invoiceFromTimeSchema = unbilledFields
  .extend({ entries: countOf(TIME_MESSAGES.previewInvalid), minutes: countOf(TIME_MESSAGES.previewInvalid) })
  .refine(periodInOrder, { path: ['to'], message: TIME_MESSAGES.rangeInvalid });
export type InvoiceFromTimeInput = z.output<typeof invoiceFromTimeSchema>;

/** GET /api/admin/invoices/unbilled-time: what a draft of the period would bill. */
export interface UnbilledTime {
  projectId: number;
  projectName: string;
  clientId: number;
  clientName: string;
  /** What an hour is billed at (the project's rate, or its service type's), haléře. */
  hourlyRate: number;
  /** The language of the draft's texts: the client's document language. */
  language: 'cs' | 'en';
  groupBy: TimeGrouping;
  /** Every unbilled billable entry of the period: how many, and their minutes. */
  entries: number;
  minutes: number;
  /** The draft's lines, exactly as it would be made now. */
  lines: InvoiceLineInput[];
  /** The period's entries, oldest first, at most UNBILLED_ENTRIES_SHOWN. */
  shown: AdminTimeEntry[];
}
