/** An issued invoice's payments: the list (date, method, amount), deleting one entered by hand, and recording one. */
import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useT } from '@/client/i18n/use-t';
import type { Language } from '@/shared/constants';
import { formatDay, officeDay } from '@/shared/dates';
import type { AdminInvoice, AdminInvoicePayment } from '@/shared/schemas/invoice';
import { MANUAL_PAYMENT_METHODS, manualPaymentSchema, type ManualPaymentFormValues, type ManualPaymentInput } from '@/shared/schemas/payment';
import { Button } from '@/client/components/ui/button';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { Dialog } from '@/client/components/ui/dialog';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { Textarea } from '@/client/components/ui/textarea';
import { invoicesApi } from '@/client/api/invoices-api';
import { bankTransactionsApi } from '@/client/api/payments-api';
import { useAdminMutation } from '../common/use-admin-mutation';
import { useFormSave } from '../common/use-form-save';
import { DecimalInput } from '../common/decimal-input';
import { formatMoney } from '../common/document-format';

/** Payments are recorded on issued invoices and advance invoices, never on a credit note. */
export const takesPayments = (i: Pick<AdminInvoice, 'status' | 'kind'>) => i.status === 'issued' && i.kind !== 'credit_note' && i.kind !== 'advance_tax_document';

export function InvoicePayments({ invoice, lang }: { invoice: AdminInvoice; lang: Language }) {
  const t = useT();
  const [deleting, setDeleting] = useState<AdminInvoicePayment | null>(null);
  const money = (minor: number) => formatMoney(minor, invoice.currency, lang);
  const remove = useAdminMutation({
    request: (payment: AdminInvoicePayment) => invoicesApi.removePayment(invoice.id, payment.id),
    resources: [invoicesApi, bankTransactionsApi],
    success: () => t('admin.invoices.payments.deleted'),
    errorTitle: t('admin.invoices.payments.deleteError'),
    onSuccess: () => setDeleting(null),
  });
  return (
    <section aria-labelledby="invoice-payments-heading" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="invoice-payments-heading" className="mb-3 text-lg font-semibold text-slate-900">
        {t('admin.invoices.payments.heading')}
      </h2>
      {invoice.payments.length === 0 ? (
        <p className="text-sm text-slate-600">{t('admin.invoices.payments.none')}</p>
      ) : (
        <ul aria-label={t('admin.invoices.payments.listLabel')} className="divide-y divide-slate-100">
          {invoice.payments.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">
                  {formatDay(p.paidOn, lang)} · {t(`admin.invoices.payments.method.${p.method}`)}
                  {p.bankTransactionId !== null ? <span className="font-normal text-slate-600"> ({t('admin.invoices.payments.fromBank')})</span> : null}
                </p>
                {p.note ? <p className="whitespace-pre-line text-slate-600">{p.note}</p> : null}
              </div>
              <div className="flex items-center gap-2">
                <span className="font-medium tabular-nums text-slate-900">{money(p.amountMinor)}</span>
                {p.bankTransactionId === null ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="h-11 w-11 text-red-700"
                    aria-label={t('admin.invoices.payments.delete', { amount: money(p.amountMinor), date: formatDay(p.paidOn, lang) })}
                    onClick={() => setDeleting(p)}
                  >
                    <Trash2 aria-hidden="true" className="h-4 w-4" />
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('admin.invoices.payments.deleteTitle', { amount: deleting ? money(deleting.amountMinor) : '' })}
        description={t('admin.invoices.payments.deleteDescription')}
        confirmLabel={t('admin.invoices.payments.deleteConfirm')}
        pending={remove.isPending}
        onConfirm={() => (deleting ? remove.mutate(deleting) : undefined)}
      />
    </section>
  );
}

const PAYMENT_FIELDS = ['amountMinor', 'paidOn', 'method', 'note'] as const;
const paymentResolver = zodResolver(manualPaymentSchema);

/** The "Record payment" dialog: amount (the outstanding amount offered), date (today), method, note. */
export function RecordPaymentDialog({ invoice, lang, open, onOpenChange }: { invoice: AdminInvoice; lang: Language; open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('admin.invoices.payments.recordTitle', { number: invoice.number ?? '' })} description={t('admin.invoices.payments.recordDescription')} closeLabel={t('common.close')}>
      {open ? <RecordPaymentForm invoice={invoice} lang={lang} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function RecordPaymentForm({ invoice, lang, onDone }: { invoice: AdminInvoice; lang: Language; onDone: () => void }) {
  const t = useT();
  const form = useForm<ManualPaymentFormValues, unknown, ManualPaymentInput>({
    resolver: paymentResolver,
    defaultValues: { amountMinor: Math.max(invoice.outstandingMinor, 0) || Number.NaN, paidOn: officeDay(), method: 'cash', note: '' },
  });
  const save = useFormSave(form, {
    request: (values: ManualPaymentInput) => invoicesApi.addPayment(invoice.id, values),
    resources: [invoicesApi],
    success: () => t('admin.invoices.payments.saved'),
    errorTitle: t('admin.invoices.payments.saveError'),
    onSuccess: onDone,
    fields: PAYMENT_FIELDS,
  });
  const { register, control, formState } = form;
  return (
    <form noValidate className="mt-4 space-y-4" onSubmit={(e) => void form.handleSubmit((values) => save.mutate(values))(e)}>
      <Controller
        control={control}
        name="amountMinor"
        render={({ field, fieldState }) => (
          <FormField label={t('admin.invoices.payments.amount', { currency: invoice.currency })} error={fieldState.error?.message}>
            <DecimalInput className="h-11" ref={field.ref} name={field.name} onBlur={field.onBlur} value={field.value} onChange={field.onChange} digits={2} lang={lang} />
          </FormField>
        )}
      />
      <FormField label={t('admin.invoices.payments.paidOn')} error={formState.errors.paidOn?.message}>
        <Input type="date" className="h-11" {...register('paidOn')} />
      </FormField>
      <FormField label={t('admin.invoices.payments.methodLabel')} error={formState.errors.method?.message}>
        <Select className="h-11" {...register('method')}>
          {MANUAL_PAYMENT_METHODS.map((m) => (
            <option key={m} value={m}>
              {t(`admin.invoices.payments.method.${m}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t('admin.invoices.payments.note')} error={formState.errors.note?.message}>
        <Textarea rows={2} {...register('note')} />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" className="min-h-11" disabled={save.isPending}>
          {save.isPending ? t('admin.common.saving') : t('admin.invoices.payments.save')}
        </Button>
      </div>
    </form>
  );
}
