/**
 * The line items of the proposal and invoice editors: add, remove, reorder; each line's numbers typed as decimals
 * and held as integers. Generic over the editor's form: the caller names its lines array, a line's field paths and
 * the fields only its lines have (a proposal's service and recurrence).
 */
import type { ReactNode } from 'react';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useWatch, type ArrayPath, type FieldArray, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useT } from '@/client/i18n/use-t';
import type { Language } from '@/shared/constants';
import type { DocumentCurrency } from '@/shared/money/document-money';
import type { DocumentTotals } from '@/shared/money/document-totals';
import type { VatRateCode } from '@/shared/money/vat-rates';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { Textarea } from '@/client/components/ui/textarea';
import { DecimalField } from './controlled-field';
import { formatMoney } from './document-format';
import { DOCUMENT_IDS, type DocumentArea } from './document-area';

/** The fields every document line has. */
export type DocumentLineField = 'description' | 'quantityThousandths' | 'unit' | 'unitPriceMinor' | 'discountBasisPoints' | 'vatRateCode';

/** A new line's fields every document line has: one unit at no price, the basic VAT rate. */
export const NEW_DOCUMENT_LINE: { description: string; quantityThousandths: number; unit: string; unitPriceMinor: number; discountBasisPoints: number; vatRateCode: VatRateCode } = {
  description: '',
  quantityThousandths: 1000,
  unit: '',
  unitPriceMinor: 0,
  discountBasisPoints: 0,
  vatRateCode: 'basic',
};

/** The rates a new line may choose (2024 on: basic 21 %, reduced 12 %, zero). */
const OFFERED_RATES = ['basic', 'reduced', 'zero'] as const;

interface DocumentLineFieldsProps<T extends FieldValues, O, N extends ArrayPath<T> & Path<T>> {
  form: UseFormReturn<T, unknown, O>;
  area: DocumentArea;
  /** The form's array of lines, a new line's values and how many lines a document may hold. */
  name: N;
  newLine: FieldArray<T, N>;
  maxLines: number;
  /** The path of a field of the line at `index` (`lines.${index}.${field}`). */
  path: (index: number, field: DocumentLineField) => Path<T>;
  currency: DocumentCurrency;
  lang: Language;
  totals: DocumentTotals | null;
  /** The area's own fields of a line: before the description (which then takes half the row) and after the VAT rate. */
  lead?: (index: number) => ReactNode;
  tail?: (index: number) => ReactNode;
}

export function DocumentLineFields<T extends FieldValues, O, N extends ArrayPath<T> & Path<T>>(props: DocumentLineFieldsProps<T, O, N>) {
  const { form, area, name, newLine, maxLines, path, currency, lang, totals, lead, tail } = props;
  const t = useT();
  const { control, register, formState, getFieldState } = form;
  const { fields, append, remove, move } = useFieldArray({ control, name });
  const codes = useWatch({ control, name: fields.map((_, index) => path(index, 'vatRateCode')) });
  const fieldError = (index: number, field: DocumentLineField) => getFieldState(path(index, field), formState).error?.message;
  // The error of the lines as a whole (none, too many).
  const linesError = getFieldState(name, formState).error;
  const error = linesError?.root?.message ?? linesError?.message;
  const text = (key: 'description' | 'quantity' | 'unit' | 'discount' | 'vatRate') => t(`admin.${area}.form.${key}`);
  // A document that charges no VAT (non-payer, reverse charge, outside the EU) asks for no rate; the line keeps its code.
  const vatCharged = totals?.vatCharged ?? true;
  return (
    <section aria-labelledby={DOCUMENT_IDS[area].linesHeading} className="space-y-4">
      <h2 id={DOCUMENT_IDS[area].linesHeading} className="text-lg font-semibold text-slate-900">
        {t(`admin.${area}.form.lines`)}
      </h2>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <ol className="space-y-4">
        {fields.map((item, index) => {
          const n = index + 1;
          const rates = codes[index] === 'secondReduced' ? [...OFFERED_RATES, 'secondReduced' as const] : OFFERED_RATES;
          const leading = lead?.(index);
          return (
            <li key={item.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
              <fieldset>
                <legend className="mb-3 text-base font-semibold text-slate-900">{t(`admin.${area}.form.line`, { n })}</legend>
                <div className={leading ? 'grid gap-3 md:grid-cols-6' : 'grid gap-3 md:grid-cols-5'}>
                  {leading}
                  <div className={leading ? 'md:col-span-3' : 'md:col-span-5'}>
                    <FormField label={text('description')} error={fieldError(index, 'description')}>
                      <Textarea rows={2} {...register(path(index, 'description'))} />
                    </FormField>
                  </div>
                  <DecimalField control={control} name={path(index, 'quantityThousandths')} label={text('quantity')} digits={3} lang={lang} trimZeros />
                  <FormField label={text('unit')} error={fieldError(index, 'unit')}>
                    <Input className="h-11 md:h-10" {...register(path(index, 'unit'))} />
                  </FormField>
                  <DecimalField control={control} name={path(index, 'unitPriceMinor')} label={t(`admin.${area}.form.unitPrice`, { currency })} digits={2} lang={lang} />
                  <DecimalField control={control} name={path(index, 'discountBasisPoints')} label={text('discount')} digits={2} lang={lang} trimZeros />
                  {vatCharged ? (
                    <FormField label={text('vatRate')} error={fieldError(index, 'vatRateCode')}>
                      <Select className="h-11 md:h-10" {...register(path(index, 'vatRateCode'))}>
                        {rates.map((rate) => (
                          <option key={rate} value={rate}>
                            {t(`admin.${area}.vatRate.${rate}`)}
                          </option>
                        ))}
                      </Select>
                    </FormField>
                  ) : null}
                  {tail?.(index)}
                </div>
                <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
                  <p className="text-sm text-slate-700">
                    {t(`admin.${area}.form.lineBase`)}:{' '}
                    <span className="font-medium tabular-nums" data-testid={`${DOCUMENT_IDS[area].lineBase}-${index}`}>
                      {totals?.lines[index] ? formatMoney(totals.lines[index].baseMinor, currency, lang) : '—'}
                    </span>
                  </p>
                  <div className="flex gap-2">
                    <Button type="button" variant="secondary" size="icon" className="h-11 w-11" aria-label={t(`admin.${area}.form.moveUp`, { n })} disabled={index === 0} onClick={() => move(index, index - 1)}>
                      <ArrowUp aria-hidden="true" className="h-4 w-4" />
                    </Button>
                    <Button type="button" variant="secondary" size="icon" className="h-11 w-11" aria-label={t(`admin.${area}.form.moveDown`, { n })} disabled={index === fields.length - 1} onClick={() => move(index, index + 1)}>
                      <ArrowDown aria-hidden="true" className="h-4 w-4" />
                    </Button>
                    <Button type="button" variant="destructive" size="icon" className="h-11 w-11" aria-label={t(`admin.${area}.form.removeLine`, { n })} disabled={fields.length === 1} onClick={() => remove(index)}>
                      <Trash2 aria-hidden="true" className="h-4 w-4" />
                    </Button>
                  </div>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <Button type="button" variant="secondary" className="min-h-11" disabled={fields.length >= maxLines} onClick={() => append(newLine)}>
        <Plus aria-hidden="true" className="h-4 w-4" />
        {t(`admin.${area}.form.addLine`)}
      </Button>
    </section>
  );
}
