/**
 * Invoices (docs/product/invoices.md, docs/decisions/028-invoices.md): the only writer of the invoices, invoice_lines,
 * invoice_number_series and invoice_recurring_runs tables. Drafts (invoice-drafts.ts), issuing and sending
 * (invoice-issuing.ts), credit notes whole or partial (credit-notes.ts), the stored PDF (invoice-pdf.ts), the monthly invoices of projects
 * (invoice-recurring.ts), the list and summary (invoice-records.ts) and the detail (invoice-detail.ts), their money read
 * from the invoice_balances view (../payments/invoice-balances.ts), and drafts of unbilled time (invoice-from-time.ts).
 */
import type { Database } from '@/server/db/database';
import type { QueueMails } from '../proposals/proposal-sending';
import type { OutsideCaller } from '@/server/outside/outside-services';
import { invoiceDrafts } from './invoice-drafts';
import { invoiceIssuing } from './invoice-issuing';
import { invoiceFromTime } from './invoice-from-time';
import { creditNotes } from './credit-notes';

export { INVOICE_SORT_KEYS, type InvoiceSortKey, INVOICE_DATA_MESSAGES } from './invoice-drafts';
export { INVOICE_ISSUE_MESSAGES } from './invoice-issuing';
export { readInvoicePdf } from './invoice-pdf';
export { INVOICE_CSV_COLUMNS, type InvoiceCsvRow } from './invoice-export';

/** `outside`: VIES, asked before a reverse-charge invoice is issued; ČNB, the rate of an EUR invoice's DUZP (issue 37). */
export function invoiceData(db: Database, options: { queue: QueueMails; outside: OutsideCaller }) {
  return {
    ...invoiceDrafts(db, options),
    ...invoiceIssuing(db, options),
    ...invoiceFromTime(db),
    ...creditNotes(db),
  };
}
