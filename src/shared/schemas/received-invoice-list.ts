/**
 * The list of received invoices (issue 36 point 5, docs/product/time-and-profit.md#costs-from-suppliers): its sort keys
 * and filters (GET /api/admin/received-invoices), and what an ISDOC upload may carry beside the file.
 */
import { z } from 'zod';
import { calendarDay, wholeNumber } from './document-fields';
import { FIELD_MESSAGES, optionalRecordId } from './fields';
import { oneOfMessage, TIME_MESSAGES } from './messages';
import { MAX_MARKUP_BASIS_POINTS, RECEIVED_INVOICE_MESSAGES } from './received-invoice';

export const RECEIVED_INVOICE_SORT_KEYS = ['taxableSupplyOn', 'issuedOn', 'dueOn', 'supplierName', 'number', 'totalMinor', 'createdAt'] as const;
export type ReceivedInvoiceSortKey = (typeof RECEIVED_INVOICE_SORT_KEYS)[number];

/** A rebillable cost not on a client invoice yet (`pending`), or on one (`rebilled`). */
export const REBILL_STATES = ['pending', 'rebilled'] as const;
export type RebillState = (typeof REBILL_STATES)[number];

const day = calendarDay(RECEIVED_INVOICE_MESSAGES.dateInvalid);

/** The list's filters (query string); the period is by taxable-supply date (DUZP), inclusive. */
export const receivedInvoiceFilterSchema = z
  .object({
    projectId: optionalRecordId().transform((v) => v ?? undefined),
    from: day.optional(),
    to: day.optional(),
    rebill: z.enum(REBILL_STATES, { error: oneOfMessage(REBILL_STATES) }).optional(),
  })
  .refine((f) => f.from === undefined || f.to === undefined || f.from <= f.to, { path: ['to'], message: TIME_MESSAGES.rangeInvalid });
export type ReceivedInvoiceFilter = z.infer<typeof receivedInvoiceFilterSchema>;

/** A form field's text as a flag: 'true' / '1' / 'on' (a checkbox) or 'false' / '0' / blank; anything else is refused. */
const formFlag = z.preprocess(
  (v) => {
    if (v === undefined || v === '') return false;
    if (typeof v !== 'string') return v;
    const text = v.trim().toLowerCase();
    if (['true', '1', 'on'].includes(text)) return true;
    if (['false', '0', 'off'].includes(text)) return false;
    return v;
  },
  z.boolean({ error: FIELD_MESSAGES.booleanInvalid }),
);

/** A form field's text as a whole number (the multipart upload sends text). */
const formWhole = (message: string) =>
  z.preprocess((v) => (v === undefined || v === '' ? 0 : typeof v === 'string' && /^\s*\d{1,15}\s*$/.test(v) ? Number(v) : v), wholeNumber(0, MAX_MARKUP_BASIS_POINTS, message));

/**
 * POST /api/admin/received-invoices/import: the form fields an upload may carry beside the file — the project the cost
 * is of, and whether (with what markup) it is rebilled. What the file says is read from the file.
 */
export const isdocImportFieldsSchema = z.object({
  projectId: optionalRecordId(),
  rebillable: formFlag,
  markupBasisPoints: formWhole(RECEIVED_INVOICE_MESSAGES.markupInvalid),
});
export type IsdocImportFields = z.infer<typeof isdocImportFieldsSchema>;
