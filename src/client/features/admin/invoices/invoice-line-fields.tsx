/** The invoice editor's lines (the proposal editor's pattern): add, remove, reorder; numbers typed as decimals, held as integers. */
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { Language } from '@/shared/constants';
import type { DocumentTotals } from '@/shared/money/document-totals';
import { MAX_INVOICE_LINES, type InvoiceDraftFormValues, type InvoiceDraftInput } from '@/shared/schemas/invoice';
import { DocumentLineFields } from '../common/document-line-fields';

export type InvoiceForm = UseFormReturn<InvoiceDraftFormValues, unknown, InvoiceDraftInput>;

export const NEW_INVOICE_LINE: InvoiceDraftFormValues['lines'][number] = {
  description: '',
  quantityThousandths: 1000,
  unit: '',
  unitPriceMinor: 0,
  discountBasisPoints: 0,
  vatRateCode: 'basic',
};

export function InvoiceLineFields({ form, lang, totals }: { form: InvoiceForm; lang: Language; totals: DocumentTotals | null }) {
  const currency = useWatch({ control: form.control, name: 'currency' }) ?? 'CZK';
  const errors = form.formState.errors.lines;
  return (
    <DocumentLineFields
      form={form}
      area="invoices"
      name="lines"
      newLine={{ ...NEW_INVOICE_LINE }}
      maxLines={MAX_INVOICE_LINES}
      path={(index, field) => `lines.${index}.${field}`}
      error={errors?.root?.message ?? errors?.message}
      currency={currency}
      lang={lang}
      totals={totals}
    />
  );
}
