/** The invoice editor's lines (the proposal editor's pattern): add, remove, reorder; numbers typed as decimals, held as integers. */
import type { UseFormReturn } from 'react-hook-form';
import type { Language } from '@/shared/constants';
import type { DocumentTotals } from '@/shared/money/document-totals';
import { MAX_INVOICE_LINES, type InvoiceCurrency, type InvoiceDraftFormValues, type InvoiceDraftInput } from '@/shared/schemas/invoice';
import { DocumentLineFields, NEW_DOCUMENT_LINE } from '../common/document-line-fields';

export type InvoiceForm = UseFormReturn<InvoiceDraftFormValues, unknown, InvoiceDraftInput>;

export const NEW_INVOICE_LINE: InvoiceDraftFormValues['lines'][number] = { ...NEW_DOCUMENT_LINE };

/** The editor's lines; `currency` is the invoice's, for the unit price's label and the line bases. */
export function InvoiceLineFields(props: { form: InvoiceForm; currency: InvoiceCurrency; lang: Language; totals: DocumentTotals | null }) {
  return <DocumentLineFields {...props} area="invoices" name="lines" newLine={{ ...NEW_INVOICE_LINE }} maxLines={MAX_INVOICE_LINES} path={(index, field) => `lines.${index}.${field}`} />;
}
