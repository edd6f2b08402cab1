/**
 * The amounts of a received invoice as its VAT summary reads: one row per rate (the rates that exist on its taxable
 * supply date), the base typed as money, the VAT computed from it until typed by hand; and the live totals with what
 * the invoice costs the agency in Kč (and what it is rebilled at).
 */
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { useT } from '@/client/i18n/use-t';
import type { Language } from '@/shared/constants';
import type { InvoiceCurrency } from '@/shared/schemas/invoice';
import type { ReceivedInvoiceInput } from '@/shared/schemas/received-invoice';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { Select } from '@/client/components/ui/select';
import { validationMessageKey } from '@/shared/validation-messages';
import { formatMoney } from '../common/document-format';
import { MoneyField } from '../common/money-field';
import { RowActionButton } from '../common/record-buttons';
import {
  computedVatText,
  liveReceivedTotals,
  newAmountDraft,
  nextVatPercent,
  vatPercentChoices,
  type ReceivedInvoiceDraft,
} from './received-invoice-form-values';

export type ReceivedInvoiceForm = UseFormReturn<ReceivedInvoiceDraft, unknown, ReceivedInvoiceInput>;

interface AmountFieldsProps {
  form: ReceivedInvoiceForm;
  lang: Language;
  /** Today in the office: the rates offered until a taxable-supply date is typed. */
  today: string;
}

export function ReceivedAmountFields({ form, lang, today }: AmountFieldsProps) {
  const t = useT();
  const { control, register, getValues, setValue, formState } = form;
  const rows = useFieldArray({ control, name: 'amounts' });
  const currency = useWatch({ control, name: 'currency' });
  const taxableSupplyOn = useWatch({ control, name: 'taxableSupplyOn' });
  const used = (useWatch({ control, name: 'amounts' }) ?? []).map((row) => row.vatPercent);
  const choices = vatPercentChoices(taxableSupplyOn, today);
  const next = nextVatPercent(choices, used);
  const errors = formState.errors.amounts;
  const rootError = errors?.root?.message ?? errors?.message;
  const unit = currency === 'CZK' ? 'Kč' : currency;

  // The VAT follows the base and the rate until it is typed by hand (cleared, it follows again).
  const recomputeVat = (index: number) => {
    const row = getValues(`amounts.${index}`);
    if (row.vatTyped) return;
    const vat = computedVatText(row, lang);
    if (vat !== null) setValue(`amounts.${index}.vatMinor`, vat, { shouldDirty: true });
  };

  return (
    <fieldset className="space-y-3">
      <legend className="text-base font-semibold text-slate-900">{t('admin.receivedInvoices.form.amountsSection')}</legend>
      <p className="text-sm text-slate-600">{t('admin.receivedInvoices.form.amountsHint')}</p>
      <ul className="space-y-3">
        {rows.fields.map((row, index) => {
          const percent = used[index] ?? row.vatPercent;
          // A rate the date no longer has stays offered, so the select shows it (the schema names it).
          const options = choices.includes(Number(percent)) ? choices : [...choices, Number(percent)].sort((a, b) => a - b);
          const rowLabel = t('admin.receivedInvoices.form.amountRow', { percent });
          return (
            <li key={row.id} role="group" aria-label={rowLabel} className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-[8rem_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start">
              <FormField label={t('admin.receivedInvoices.form.vatPercent')} error={errors?.[index]?.vatPercent?.message}>
                <Select className="h-11 md:h-10" {...register(`amounts.${index}.vatPercent`, { onChange: () => recomputeVat(index) })}>
                  {options.map((p) => (
                    <option key={p} value={String(p)} disabled={p !== Number(percent) && used.includes(String(p))}>
                      {t('admin.receivedInvoices.form.vatPercentOption', { percent: p })}
                    </option>
                  ))}
                </Select>
              </FormField>
              <MoneyField
                label={t('admin.receivedInvoices.form.base', { currency: unit })}
                error={errors?.[index]?.baseMinor?.message}
                input={register(`amounts.${index}.baseMinor`, { onChange: () => recomputeVat(index) })}
              />
              <MoneyField
                label={t('admin.receivedInvoices.form.vat', { currency: unit })}
                error={errors?.[index]?.vatMinor?.message}
                input={register(`amounts.${index}.vatMinor`, {
                  onChange: (e: { target: { value: string } }) => setValue(`amounts.${index}.vatTyped`, e.target.value.trim() !== ''),
                })}
              />
              <RowActionButton
                icon={Trash2}
                text={t('admin.receivedInvoices.form.removeAmount')}
                record={rowLabel}
                className="justify-self-start text-red-700 hover:bg-red-50 sm:mt-7"
                disabled={rows.fields.length === 1}
                onClick={() => rows.remove(index)}
              />
            </li>
          );
        })}
      </ul>
      {rootError ? <ErrorText message={rootError} /> : null}
      <Button variant="secondary" className="min-h-11" disabled={next === undefined} onClick={() => next !== undefined && rows.append(newAmountDraft(next))}>
        <Plus aria-hidden="true" className="h-4 w-4" />
        {t('admin.receivedInvoices.form.addAmount')}
      </Button>
    </fieldset>
  );
}

/** An error shown under a group of fields rather than at one (the amounts as a whole, the rebilling), translated. */
export function ErrorText({ message }: { message: string }) {
  const t = useT();
  const key = validationMessageKey(message);
  return (
    <p role="alert" className="text-sm text-red-700">
      {key ? t(`validation.${key}`) : message}
    </p>
  );
}

interface TotalsProps {
  form: ReceivedInvoiceForm;
  lang: Language;
  /** Whether the VAT is claimed back (the record's; for a new one the agency's billing details); null: not known yet. */
  vatReclaimable: boolean | null;
}

/** The live totals of the typed amounts, the cost in Kč and (when rebilled) what the client is billed. */
export function ReceivedTotals({ form, lang, vatReclaimable }: TotalsProps) {
  const t = useT();
  const [currency, exchangeRateThousandths, markupBasisPoints, rebillable, amounts, supplierName, number, description] = useWatch({
    control: form.control,
    name: ['currency', 'exchangeRateThousandths', 'markupBasisPoints', 'rebillable', 'amounts', 'supplierName', 'number', 'description'],
  });
  const { totals, costCzk, rebillCzk } = liveReceivedTotals({ currency, exchangeRateThousandths, markupBasisPoints, amounts, supplierName, number, description }, lang, vatReclaimable);
  const money = (minor: number | null | undefined, c: InvoiceCurrency) => (minor === null || minor === undefined ? t('admin.receivedInvoices.form.notComputed') : formatMoney(minor, c, lang));
  const costNote =
    vatReclaimable === null
      ? t('admin.receivedInvoices.form.costUnknown')
      : vatReclaimable
        ? t('admin.receivedInvoices.form.costReclaimable')
        : t('admin.receivedInvoices.form.costNotReclaimable');
  const rows = [
    ['totalBase', money(totals?.baseMinor, currency)],
    ['totalVat', money(totals?.vatMinor, currency)],
    ['total', money(totals?.totalMinor, currency)],
    ['cost', money(costCzk, 'CZK')],
  ] as const;
  return (
    <section aria-label={t('admin.receivedInvoices.form.totals')} className="rounded-md bg-slate-50 p-3 text-sm" aria-live="polite">
      <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1">
        {rows.map(([key, value]) => (
          <div key={key} className="contents">
            <dt className={key === 'total' || key === 'cost' ? 'font-semibold text-slate-900' : 'text-slate-700'}>{t(`admin.receivedInvoices.form.${key}`)}</dt>
            <dd data-testid={`received-${key}`} className="text-right font-medium tabular-nums text-slate-900">
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-slate-600">{costNote}</p>
      {rebillable && rebillCzk !== null ? (
        <p data-testid="received-rebill" className="mt-1 text-slate-700">
          {t('admin.receivedInvoices.form.rebillPrice', { amount: formatMoney(rebillCzk, 'CZK', lang) })}
        </p>
      ) : null}
    </section>
  );
}
