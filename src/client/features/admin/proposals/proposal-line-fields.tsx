/** The editor's line items: add, remove, reorder; each line's numbers typed as decimals and held as integers. */
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/shared/constants';
import type { DocumentTotals } from '@/shared/money/document-totals';
import { RECURRENCES } from '@/shared/money/document-totals';
import { MAX_PROPOSAL_LINES, type ProposalFormValues, type ProposalInput } from '@/shared/schemas/proposal';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { Textarea } from '@/client/components/ui/textarea';
import { DecimalInput } from './decimal-input';
import { formatMoney } from './proposal-format';

type Form = UseFormReturn<ProposalFormValues, unknown, ProposalInput>;

/** The rates a new line may choose (2024 on: basic 21 %, reduced 12 %, zero). */
const OFFERED_RATES = ['basic', 'reduced', 'zero'] as const;

export const NEW_LINE: ProposalFormValues['lines'][number] = {
  service: '',
  description: '',
  quantityThousandths: 1000,
  unit: '',
  unitPriceMinor: 0,
  discountBasisPoints: 0,
  vatRateCode: 'basic',
  recurrence: 'one_time',
};

interface LineFieldsProps {
  form: Form;
  lang: Language;
  totals: DocumentTotals | null;
}

export function ProposalLineFields({ form, lang, totals }: LineFieldsProps) {
  const { t } = useTranslation();
  const { control, register, formState, watch } = form;
  const { fields, append, remove, move } = useFieldArray({ control, name: 'lines' });
  const currency = watch('currency') ?? 'CZK';
  const errors = formState.errors.lines;
  return (
    <section aria-labelledby="proposal-lines-heading" className="space-y-4">
      <h2 id="proposal-lines-heading" className="text-lg font-semibold text-slate-900">
        {t('admin.proposals.form.lines')}
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
          const line = watch(`lines.${index}`);
          const rates = line?.vatRateCode === 'secondReduced' ? [...OFFERED_RATES, 'secondReduced' as const] : OFFERED_RATES;
          return (
            <li key={item.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
              <fieldset>
                <legend className="mb-3 flex w-full items-center justify-between gap-2 text-base font-semibold text-slate-900">
                  {t('admin.proposals.form.line', { n })}
                </legend>
                <div className="grid gap-3 md:grid-cols-6">
                  <div className="md:col-span-3">
                    <FormField label={t('admin.proposals.form.service')} error={lineErrors?.service?.message}>
                      <Input className="h-11 md:h-10" {...register(`lines.${index}.service`)} />
                    </FormField>
                  </div>
                  <div className="md:col-span-3">
                    <FormField label={t('admin.proposals.form.description')} error={lineErrors?.description?.message}>
                      <Textarea rows={2} {...register(`lines.${index}.description`)} />
                    </FormField>
                  </div>
                  <Controller
                    control={control}
                    name={`lines.${index}.quantityThousandths`}
                    render={({ field, fieldState }) => (
                      <FormField label={t('admin.proposals.form.quantity')} error={fieldState.error?.message}>
                        <DecimalInput className="h-11 md:h-10" ref={field.ref} name={field.name} onBlur={field.onBlur} value={field.value} onChange={field.onChange} digits={3} lang={lang} trimZeros />
                      </FormField>
                    )}
                  />
                  <FormField label={t('admin.proposals.form.unit')} error={lineErrors?.unit?.message}>
                    <Input className="h-11 md:h-10" {...register(`lines.${index}.unit`)} />
                  </FormField>
                  <Controller
                    control={control}
                    name={`lines.${index}.unitPriceMinor`}
                    render={({ field, fieldState }) => (
                      <FormField label={t('admin.proposals.form.unitPrice', { currency })} error={fieldState.error?.message}>
                        <DecimalInput className="h-11 md:h-10" ref={field.ref} name={field.name} onBlur={field.onBlur} value={field.value} onChange={field.onChange} digits={2} lang={lang} />
                      </FormField>
                    )}
                  />
                  <Controller
                    control={control}
                    name={`lines.${index}.discountBasisPoints`}
                    render={({ field, fieldState }) => (
                      <FormField label={t('admin.proposals.form.discount')} error={fieldState.error?.message}>
                        <DecimalInput className="h-11 md:h-10" ref={field.ref} name={field.name} onBlur={field.onBlur} value={field.value} onChange={field.onChange} digits={2} lang={lang} trimZeros />
                      </FormField>
                    )}
                  />
                  <FormField label={t('admin.proposals.form.vatRate')} error={lineErrors?.vatRateCode?.message}>
                    <Select className="h-11 md:h-10" {...register(`lines.${index}.vatRateCode`)}>
                      {rates.map((code) => (
                        <option key={code} value={code}>
                          {t(`admin.proposals.vatRate.${code}`)}
                        </option>
                      ))}
                    </Select>
                  </FormField>
                  <FormField label={t('admin.proposals.form.recurrence')} error={lineErrors?.recurrence?.message}>
                    <Select className="h-11 md:h-10" {...register(`lines.${index}.recurrence`)}>
                      {RECURRENCES.map((r) => (
                        <option key={r} value={r}>
                          {t(`admin.proposals.recurrence.${r}`)}
                        </option>
                      ))}
                    </Select>
                  </FormField>
                </div>
                <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
                  <p className="text-sm text-slate-700">
                    {t('admin.proposals.form.lineBase')}:{' '}
                    <span className="font-medium tabular-nums" data-testid={`line-base-${index}`}>
                      {totals?.lines[index] ? formatMoney(totals.lines[index].baseMinor, currency, lang) : '—'}
                    </span>
                  </p>
                  <div className="flex gap-2">
                    <Button type="button" variant="secondary" size="icon" className="h-11 w-11" aria-label={t('admin.proposals.form.moveUp', { n })} disabled={index === 0} onClick={() => move(index, index - 1)}>
                      <ArrowUp aria-hidden="true" className="h-4 w-4" />
                    </Button>
                    <Button type="button" variant="secondary" size="icon" className="h-11 w-11" aria-label={t('admin.proposals.form.moveDown', { n })} disabled={index === fields.length - 1} onClick={() => move(index, index + 1)}>
                      <ArrowDown aria-hidden="true" className="h-4 w-4" />
                    </Button>
                    <Button type="button" variant="destructive" size="icon" className="h-11 w-11" aria-label={t('admin.proposals.form.removeLine', { n })} disabled={fields.length === 1} onClick={() => remove(index)}>
                      <Trash2 aria-hidden="true" className="h-4 w-4" />
                    </Button>
                  </div>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <Button type="button" variant="secondary" className="min-h-11" disabled={fields.length >= MAX_PROPOSAL_LINES} onClick={() => append({ ...NEW_LINE })}>
        <Plus aria-hidden="true" className="h-4 w-4" />
        {t('admin.proposals.form.addLine')}
      </Button>
    </section>
  );
}
