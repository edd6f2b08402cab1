/** The invoice editor's lines (the proposal editor's pattern): add, remove, reorder; numbers typed as decimals, held as integers. */
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/shared/constants';
import type { DocumentTotals } from '@/shared/money/document-totals';
import { MAX_INVOICE_LINES, type InvoiceDraftFormValues, type InvoiceDraftInput } from '@/shared/schemas/invoice';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { Textarea } from '@/client/components/ui/textarea';
import { DecimalInput, formatMoney } from '../proposals';

export type InvoiceForm = UseFormReturn<InvoiceDraftFormValues, unknown, InvoiceDraftInput>;

/** The rates a new line may choose (2024 on: basic 21 %, reduced 12 %, zero). */
const OFFERED_RATES = ['basic', 'reduced', 'zero'] as const;

export const NEW_INVOICE_LINE: InvoiceDraftFormValues['lines'][number] = {
  description: '',
  quantityThousandths: 1000,
  unit: '',
  unitPriceMinor: 0,
  discountBasisPoints: 0,
  vatRateCode: 'basic',
};

export function InvoiceLineFields({ form, lang, totals }: { form: InvoiceForm; lang: Language; totals: DocumentTotals | null }) {
  const { t } = useTranslation();
  const { control, register, formState } = form;
  const { fields, append, remove, move } = useFieldArray({ control, name: 'lines' });
  const currency = useWatch({ control, name: 'currency' }) ?? 'CZK';
  const lines = useWatch({ control, name: 'lines' });
  const errors = formState.errors.lines;
  return (
    <section aria-labelledby="invoice-lines-heading" className="space-y-4">
      <h2 id="invoice-lines-heading" className="text-lg font-semibold text-slate-900">
        {t('admin.invoices.form.lines')}
      </h2>
      {errors?.root?.message || errors?.message ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.root?.message ?? errors.message}
        </p>
      ) : null}
      <ol className="space-y-4">
        {fields.map((item, index) => {
          const n = index + 1;
          const lineErrors = errors?.[index];
          const code = lines?.[index]?.vatRateCode;
          const rates = code === 'secondReduced' ? [...OFFERED_RATES, 'secondReduced' as const] : OFFERED_RATES;
          return (
            <li key={item.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
              <fieldset>
                <legend className="mb-3 text-base font-semibold text-slate-900">{t('admin.invoices.form.line', { n })}</legend>
                <div className="grid gap-3 md:grid-cols-5">
                  <div className="md:col-span-5">
                    <FormField label={t('admin.invoices.form.description')} error={lineErrors?.description?.message}>
                      <Textarea rows={2} {...register(`lines.${index}.description`)} />
                    </FormField>
                  </div>
                  <Controller
                    control={control}
                    name={`lines.${index}.quantityThousandths`}
                    render={({ field, fieldState }) => (
                      <FormField label={t('admin.invoices.form.quantity')} error={fieldState.error?.message}>
                        <DecimalInput className="h-11 md:h-10" ref={field.ref} name={field.name} onBlur={field.onBlur} value={field.value} onChange={field.onChange} digits={3} lang={lang} trimZeros />
                      </FormField>
                    )}
                  />
                  <FormField label={t('admin.invoices.form.unit')} error={lineErrors?.unit?.message}>
                    <Input className="h-11 md:h-10" {...register(`lines.${index}.unit`)} />
                  </FormField>
                  <Controller
                    control={control}
                    name={`lines.${index}.unitPriceMinor`}
                    render={({ field, fieldState }) => (
                      <FormField label={t('admin.invoices.form.unitPrice', { currency })} error={fieldState.error?.message}>
                        <DecimalInput className="h-11 md:h-10" ref={field.ref} name={field.name} onBlur={field.onBlur} value={field.value} onChange={field.onChange} digits={2} lang={lang} />
                      </FormField>
                    )}
                  />
                  <Controller
                    control={control}
                    name={`lines.${index}.discountBasisPoints`}
                    render={({ field, fieldState }) => (
                      <FormField label={t('admin.invoices.form.discount')} error={fieldState.error?.message}>
                        <DecimalInput className="h-11 md:h-10" ref={field.ref} name={field.name} onBlur={field.onBlur} value={field.value} onChange={field.onChange} digits={2} lang={lang} trimZeros />
                      </FormField>
                    )}
                  />
                  <FormField label={t('admin.invoices.form.vatRate')} error={lineErrors?.vatRateCode?.message}>
                    <Select className="h-11 md:h-10" {...register(`lines.${index}.vatRateCode`)}>
                      {rates.map((rate) => (
                        <option key={rate} value={rate}>
                          {t(`admin.invoices.vatRate.${rate}`)}
                        </option>
                      ))}
                    </Select>
                  </FormField>
                </div>
                <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
                  <p className="text-sm text-slate-700">
                    {t('admin.invoices.form.lineBase')}:{' '}
                    <span className="font-medium tabular-nums" data-testid={`invoice-line-base-${index}`}>
                      {totals?.lines[index] ? formatMoney(totals.lines[index].baseMinor, currency, lang) : '—'}
                    </span>
                  </p>
                  <div className="flex gap-2">
                    <Button type="button" variant="secondary" size="icon" className="h-11 w-11" aria-label={t('admin.invoices.form.moveUp', { n })} disabled={index === 0} onClick={() => move(index, index - 1)}>
                      <ArrowUp aria-hidden="true" className="h-4 w-4" />
                    </Button>
                    <Button type="button" variant="secondary" size="icon" className="h-11 w-11" aria-label={t('admin.invoices.form.moveDown', { n })} disabled={index === fields.length - 1} onClick={() => move(index, index + 1)}>
                      <ArrowDown aria-hidden="true" className="h-4 w-4" />
                    </Button>
                    <Button type="button" variant="destructive" size="icon" className="h-11 w-11" aria-label={t('admin.invoices.form.removeLine', { n })} disabled={fields.length === 1} onClick={() => remove(index)}>
                      <Trash2 aria-hidden="true" className="h-4 w-4" />
                    </Button>
                  </div>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <Button type="button" variant="secondary" className="min-h-11" disabled={fields.length >= MAX_INVOICE_LINES} onClick={() => append({ ...NEW_INVOICE_LINE })}>
        <Plus aria-hidden="true" className="h-4 w-4" />
        {t('admin.invoices.form.addLine')}
      </Button>
    </section>
  );
}
