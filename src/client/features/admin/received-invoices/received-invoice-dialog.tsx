/**
 * A received invoice typed in or corrected (docs/product/time-and-profit.md#costs-from-suppliers), laid out as the paper
 * reads: the supplier, the document's numbers and dates, the currency (the rate for EUR), the project, the amounts per
 * VAT rate with live totals and the cost in Kč, and its rebilling. A 400 is shown at the field it names. While the cost
 * is on a client invoice its money and rebilling are shown read-only, with why.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { useT } from '@/client/i18n/use-t';
import type { Language } from '@/shared/constants';
import { INVOICE_CURRENCIES } from '@/shared/schemas/invoice';
import { RECEIVED_INVOICE_MESSAGES, type AdminReceivedInvoice, type ReceivedInvoiceInput } from '@/shared/schemas/received-invoice';
import { billingSettingsApi } from '@/client/api/billing-settings-api';
import { profitabilityApi } from '@/client/api/profitability-api';
import { receivedInvoicesApi } from '@/client/api/received-invoices-api';
import { Button } from '@/client/components/ui/button';
import { Dialog } from '@/client/components/ui/dialog';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { Textarea } from '@/client/components/ui/textarea';
import { fromFirstOpening } from '@/client/components/ui/use-opened-once';
import { formatMoney, isoDay } from '../common/document-format';
import type { PickedRecord } from '../common/search-picker';
import { useAdminLanguage } from '../common/use-admin-language';
import { useFormSave } from '../common/use-form-save';
import { ProjectPicker } from './project-picker';
import { ErrorText, ReceivedAmountFields, ReceivedTotals, type ReceivedInvoiceForm } from './received-amount-fields';
import {
  exchangeRateText,
  markupText,
  newReceivedInvoiceDraft,
  receivedInvoiceDraft,
  receivedInvoiceFields,
  receivedInvoiceResolver,
  type ReceivedInvoiceDraft,
} from './received-invoice-form-values';

interface ReceivedInvoiceDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Given: correct this one (PUT); otherwise a new one (POST). */
  record?: AdminReceivedInvoice | undefined;
}

export const ReceivedInvoiceDialog = fromFirstOpening(ReceivedInvoiceDialogContent);

function ReceivedInvoiceDialogContent({ open, onOpenChange, record }: ReceivedInvoiceDialogProps) {
  const t = useT();
  return (
    <Dialog
      closeLabel={t('common.close')}
      open={open}
      onOpenChange={onOpenChange}
      title={record ? t('admin.receivedInvoices.form.editTitle', { number: record.number }) : t('admin.receivedInvoices.form.newTitle')}
      className="max-w-3xl"
    >
      <ReceivedInvoiceFormBody key={record?.id ?? 'new'} record={record} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

/** The translated text of a field's error, or this screen's own words for a rule it can say better. */
function useFieldError() {
  const t = useT();
  return (message: string | undefined): string | undefined => {
    if (message === RECEIVED_INVOICE_MESSAGES.markupInvalid) return t('admin.receivedInvoices.form.markupInvalid');
    if (message === RECEIVED_INVOICE_MESSAGES.exchangeRateInvalid) return t('admin.receivedInvoices.form.exchangeRateInvalid');
    return message;
  };
}

function ReceivedInvoiceFormBody({ record, onDone }: { record: AdminReceivedInvoice | undefined; onDone: () => void }) {
  const t = useT();
  const lang = useAdminLanguage();
  const [today] = useState(() => isoDay());
  const resolver = useMemo(() => receivedInvoiceResolver(lang), [lang]);
  const form: ReceivedInvoiceForm = useForm<ReceivedInvoiceDraft, unknown, ReceivedInvoiceInput>({
    resolver,
    defaultValues: record ? receivedInvoiceDraft(record, lang) : newReceivedInvoiceDraft(today),
  });
  const { register, control, formState, setValue } = form;
  const errors = formState.errors;
  const fieldError = useFieldError();
  // Whether the VAT is claimed back: fixed on the record; for a new one what the agency's billing details say now.
  const billing = useQuery({ queryKey: billingSettingsApi.key, queryFn: billingSettingsApi.get, enabled: !record });
  const vatReclaimable = record ? record.vatReclaimable : (billing.data?.vatPayer ?? null);
  const locked = record !== undefined && record.rebilledInvoiceId !== null;
  const amountCount = useWatch({ control, name: 'amounts' }).length;
  const currency = useWatch({ control, name: 'currency' });
  const rebillable = useWatch({ control, name: 'rebillable' });

  const mutation = useFormSave(form, {
    request: (input: ReceivedInvoiceInput) => (record ? receivedInvoicesApi.update(record.id, input) : receivedInvoicesApi.create(input)),
    resources: [receivedInvoicesApi, profitabilityApi],
    success: () => t('admin.receivedInvoices.form.saved'),
    errorTitle: t('admin.receivedInvoices.form.saveError'),
    onSuccess: onDone,
    fields: receivedInvoiceFields(amountCount),
  });

  const text = (name: 'supplierName' | 'supplierIco' | 'supplierDic' | 'number' | 'variableSymbol', extra: { inputMode?: 'numeric' } = {}) => (
    <FormField label={t(`admin.receivedInvoices.form.${name}`)} error={errors[name]?.message}>
      <Input autoComplete="off" className="h-11 md:h-10" {...extra} {...register(name)} />
    </FormField>
  );
  const date = (name: 'issuedOn' | 'taxableSupplyOn' | 'dueOn') => (
    <FormField label={t(`admin.receivedInvoices.form.${name}`)} error={errors[name]?.message}>
      <Input type="date" max="9999-12-31" className="h-11 md:h-10" {...register(name)} />
    </FormField>
  );

  return (
    <form noValidate className="space-y-6" onSubmit={(e) => void form.handleSubmit((values) => mutation.mutate(values))(e)}>
      <fieldset className="space-y-3">
        <legend className="text-base font-semibold text-slate-900">{t('admin.receivedInvoices.form.supplierSection')}</legend>
        {text('supplierName')}
        <div className="grid gap-3 sm:grid-cols-2">
          {text('supplierIco', { inputMode: 'numeric' })}
          {text('supplierDic')}
        </div>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-base font-semibold text-slate-900">{t('admin.receivedInvoices.form.documentSection')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {text('number')}
          {text('variableSymbol', { inputMode: 'numeric' })}
        </div>
        <div className="grid gap-3 sm:grid-cols-3">
          {date('issuedOn')}
          {date('taxableSupplyOn')}
          {date('dueOn')}
        </div>
        <FormField label={t('admin.receivedInvoices.form.description')} error={errors.description?.message}>
          <Textarea rows={2} {...register('description')} />
        </FormField>
      </fieldset>

      {locked ? (
        <LockedMoney record={record} lang={lang} />
      ) : (
        <>
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField label={t('admin.receivedInvoices.form.currency')} error={errors.currency?.message}>
              <Select
                className="h-11 md:h-10"
                {...register('currency', {
                  onChange: (e: { target: { value: string } }) => {
                    // A CZK invoice has no exchange rate.
                    if (e.target.value === 'CZK') setValue('exchangeRateThousandths', '');
                  },
                })}
              >
                {INVOICE_CURRENCIES.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </Select>
            </FormField>
            {currency !== 'CZK' ? (
              <div className="space-y-1">
                <FormField label={t('admin.receivedInvoices.form.exchangeRate', { currency })} error={fieldError(errors.exchangeRateThousandths?.message)}>
                  <Input type="text" inputMode="decimal" autoComplete="off" className="h-11 tabular-nums md:h-10" {...register('exchangeRateThousandths')} />
                </FormField>
                <p className="text-sm text-slate-600">{t('admin.receivedInvoices.form.exchangeRateHint')}</p>
              </div>
            ) : null}
          </div>
          <ProjectField form={form} record={record} />
          <ReceivedAmountFields form={form} lang={lang} today={today} />
        </>
      )}

      <ReceivedTotals form={form} lang={lang} vatReclaimable={vatReclaimable} />

      {locked ? null : (
        <fieldset className="space-y-3">
          <legend className="text-base font-semibold text-slate-900">{t('admin.receivedInvoices.form.rebillSection')}</legend>
          <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" className="h-4 w-4 accent-brand-700" {...register('rebillable')} />
            {t('admin.receivedInvoices.form.rebillable')}
          </label>
          <p className="text-sm text-slate-600">{t('admin.receivedInvoices.form.rebillHint')}</p>
          {errors.rebillable?.message ? <ErrorText message={errors.rebillable.message} /> : null}
          {rebillable ? (
            <div className="max-w-xs space-y-1">
              <FormField label={t('admin.receivedInvoices.form.markup')} error={fieldError(errors.markupBasisPoints?.message)}>
                <Input type="text" inputMode="decimal" autoComplete="off" className="h-11 tabular-nums md:h-10" {...register('markupBasisPoints')} />
              </FormField>
              <p className="text-sm text-slate-600">{t('admin.receivedInvoices.form.markupHint')}</p>
            </div>
          ) : null}
        </fieldset>
      )}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" className="min-h-11" onClick={onDone}>
          {t('admin.receivedInvoices.form.cancel')}
        </Button>
        <Button type="submit" className="min-h-11" disabled={mutation.isPending}>
          {mutation.isPending ? t('admin.common.saving') : t('admin.receivedInvoices.form.save')}
        </Button>
      </div>
    </form>
  );
}

/** The project picker bound to `projectId` (a cost rebilled goes to this project's client). */
function ProjectField({ form, record }: { form: ReceivedInvoiceForm; record: AdminReceivedInvoice | undefined }) {
  const t = useT();
  const [project, setProject] = useState<PickedRecord | null>(record?.projectId ? { id: record.projectId, name: record.projectName ?? '' } : null);
  return (
    <Controller
      control={form.control}
      name="projectId"
      render={({ field, fieldState }) => (
        <FormField label={t('admin.receivedInvoices.form.project')} error={fieldState.error?.message}>
          <ProjectPicker
            ref={field.ref}
            value={project}
            onBlur={field.onBlur}
            onChange={(next) => {
              setProject(next);
              field.onChange(next ? next.id : null);
              if (next) form.clearErrors('projectId');
            }}
          />
        </FormField>
      )}
    />
  );
}

/** The money and rebilling of a cost on a client invoice: read-only, with the invoice and what releases it. */
function LockedMoney({ record, lang }: { record: AdminReceivedInvoice; lang: Language }) {
  const t = useT();
  const titleId = useId();
  const invoiceId = record.rebilledInvoiceId;
  const rows: { label: string; value: string }[] = [{ label: t('admin.receivedInvoices.form.currency'), value: record.currency }];
  if (record.exchangeRateThousandths !== null) {
    rows.push({ label: t('admin.receivedInvoices.form.exchangeRate', { currency: record.currency }), value: exchangeRateText(record.exchangeRateThousandths, lang) });
  }
  for (const a of record.amounts) {
    rows.push({
      label: t('admin.receivedInvoices.form.amountRow', { percent: a.vatPercent }),
      value: `${formatMoney(a.baseMinor, record.currency, lang)} + ${formatMoney(a.vatMinor, record.currency, lang)}`,
    });
  }
  rows.push(
    { label: t('admin.receivedInvoices.form.project'), value: record.projectName ?? t('admin.receivedInvoices.row.noProject') },
    {
      label: t('admin.receivedInvoices.form.rebillSection'),
      value: record.rebillable ? t('admin.receivedInvoices.form.rebillYes', { markup: markupText(record.markupBasisPoints, lang) }) : t('admin.receivedInvoices.form.rebillNo'),
    },
  );
  return (
    <section aria-labelledby={titleId} className="space-y-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <h3 id={titleId} className="font-semibold">
        {t('admin.receivedInvoices.form.lockedTitle')}
      </h3>
      <p>
        {record.rebilledInvoiceNumber
          ? t('admin.receivedInvoices.form.lockedOnInvoice', { number: record.rebilledInvoiceNumber })
          : t('admin.receivedInvoices.form.lockedOnDraft')}{' '}
        {invoiceId !== null ? (
          <Link to={`/admin/invoices/${invoiceId}`} className="font-medium text-brand-800 underline">
            {t('admin.receivedInvoices.form.openInvoice')}
          </Link>
        ) : null}
      </p>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_minmax(0,1fr)]">
        {rows.map(({ label, value }) => (
          <div key={label} className="contents">
            <dt className="text-amber-900">{label}</dt>
            <dd className="font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
