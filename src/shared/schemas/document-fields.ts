/**
 * Field builders of the commercial documents' schemas (proposals, invoices, payments): trimmed text with a length cap
 * (required or defaulting to ''), whole numbers in a range, and calendar days — each with the document's own messages.
 */
import { z } from 'zod';

export interface TextMessages {
  /** A value that is not text. */
  invalid: string;
  tooLong: string;
}

/** Trimmed text of at most `max` characters; with `requiredMessage` it must not be blank, else it defaults to ''. */
export function documentText(max: number, messages: TextMessages, requiredMessage?: string) {
  return requiredMessage
    ? z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(max, messages.tooLong)
    : z.string({ error: messages.invalid }).trim().max(max, messages.tooLong).default('');
}

/** A whole number from `min` to `max`, one message for every way of missing it. */
export function wholeNumber(min: number, max: number, message: string) {
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
}

/** A real calendar day written yyyy-mm-dd (2026-02-30 is refused). */
export function calendarDay(message: string) {
  return z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), message);
}
