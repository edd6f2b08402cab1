/**
 * The invoice draft editor (docs/product/invoice-screens.md#editor): react-hook-form on the shared draft schema, the lines, and
 * the live totals by the shared rule on the VAT rates of the tax date. A 400 is shown at the field it names.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { useT } from '@/client/i18n/use-t';
import { useNavigate } from 'react-router';
import { invoiceDraftSchema, type AdminInvoice, type InvoiceDraftFormValues, type InvoiceDraftInput } from '@/shared/schemas/invoice';
import { Button } from '@/client/components/ui/button';
import { invoicesApi } from '@/client/api/invoices-api';
import { AdminPageHeader } from '../common/admin-page-header';
import { useAdminLanguage } from '../common/use-admin-language';
import { useFormSave } from '../common/use-form-save';
import { isoDay } from '../common/document-format';
import { InvoiceHeaderFields } from './invoice-header-fields';
import { InvoiceLineFields } from './invoice-line-fields';
import { invoiceTaxDate, liveInvoiceTotals } from './invoice-live-totals';
import { InvoiceTotals } from './invoice-totals';

const resolver = zodResolver(invoiceDraftSchema);

const HEADER_FIELDS = [
  'clientId',
  'projectId',
  'kind',
  'language',
  'currency',
  'exchangeRateSource',
  'exchangeRateThousandths',
  'vatMode',
  'settlesAdvanceId',
  'issuedOn',
  'taxableSupplyOn',
  'dueOn',
  'note',
] as const satisfies readonly Path<InvoiceDraftFormValues>[];
const LINE_FIELDS = ['description', 'quantityThousandths', 'unit', 'unitPriceMinor', 'discountBasisPoints', 'vatRateCode'] as const;

/** Every field a server 400 may name, in screen order: the document's fields, then each line's. */
export function invoiceFormFields(lineCount: number): Path<InvoiceDraftFormValues>[] {
  const lines = Array.from({ length: lineCount }, (_, i) => LINE_FIELDS.map((f): Path<InvoiceDraftFormValues> => `lines.${i}.${f}`)).flat();
  return [...HEADER_FIELDS, 'lines', ...lines];
}

interface InvoiceEditorProps {
  /** The stored draft; absent for a new invoice. */
  invoice?: AdminInvoice;
  initial: InvoiceDraftFormValues;
}

export function InvoiceEditor({ invoice, initial }: InvoiceEditorProps) {
  const t = useT();
  const lang = useAdminLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<InvoiceDraftFormValues, unknown, InvoiceDraftInput>({ resolver, defaultValues: initial });
  const lines = useWatch({ control: form.control, name: 'lines' });
  const vatMode = useWatch({ control: form.control, name: 'vatMode' });
  const currency = useWatch({ control: form.control, name: 'currency' }) ?? 'CZK';
  const issuedOn = useWatch({ control: form.control, name: 'issuedOn' });
  const taxableSupplyOn = useWatch({ control: form.control, name: 'taxableSupplyOn' });
  const totals = liveInvoiceTotals(lines, vatMode, invoiceTaxDate({ issuedOn, taxableSupplyOn }, isoDay()));

  const mutation = useFormSave(form, {
    request: (values: InvoiceDraftInput) => (invoice ? invoicesApi.update(invoice.id, values) : invoicesApi.create(values)),
    resources: [invoicesApi],
    success: () => t('admin.invoices.form.saved'),
    errorTitle: t('admin.invoices.form.saveError'),
    onSuccess: (saved) => {
      queryClient.setQueryData(invoicesApi.detailKey(saved.id), saved);
      void navigate(`/admin/invoices/${saved.id}`);
    },
    fields: invoiceFormFields(lines?.length ?? 0),
  });

  const title = invoice ? t('admin.invoices.form.editTitle') : t('admin.invoices.form.newTitle');
  return (
    <div>
      <AdminPageHeader title={title} backTo={invoice ? `/admin/invoices/${invoice.id}` : '/admin/invoices'} backLabel={t('admin.invoices.detail.back')} />
      <form noValidate className="space-y-6" onSubmit={(e) => void form.handleSubmit((values) => mutation.mutate(values))(e)}>
        <InvoiceHeaderFields form={form} lang={lang} isNew={!invoice} initialClient={invoice ? { id: invoice.clientId, name: invoice.clientName } : undefined} />
        <InvoiceLineFields form={form} currency={currency} lang={lang} totals={totals} />
        <InvoiceTotals totals={totals?.oneTime ?? null} vatCharged={totals?.vatCharged ?? true} currency={currency} lang={lang} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="submit" className="min-h-11" disabled={mutation.isPending}>
            {mutation.isPending ? t('admin.common.saving') : t('admin.invoices.form.save')}
          </Button>
        </div>
      </form>
    </div>
  );
}
