/**
 * The EUR or USD rate of the invoice editor (issue 37, USD issue 38; docs/product/czech-services.md#čnb--exchange-rates): by default the
 * ČNB rate of the DUZP, shown as the server reads it for that day ("Kurz ČNB 25,010 Kč/EUR ze dne 7. 3. 2025 (č. 47)")
 * and changing with the DUZP — or a rate staff type ("vlastní kurz"), and back. The form sends the source; with 'cnb'
 * the server takes the rate itself, so the form's rate stays empty. States: loading, not published yet (before
 * 14:30), ČNB not answering (type one), a currency the list lacks.
 */
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { useT } from '@/client/i18n/use-t';
import type { TFunction } from 'i18next';
import type { Language } from '@/shared/constants';
import { formatDay } from '@/shared/dates';
import type { ExchangeRateAnswer, RateCurrency } from '@/shared/exchange-rates';
import type { AdminInvoice, ExchangeRateSource } from '@/shared/schemas/invoice';
import { Button } from '@/client/components/ui/button';
import { exchangeRatesApi } from '@/client/api/exchange-rates-api';
import { DecimalField } from '../common/controlled-field';
import { formatScaled, isoDay } from '../common/document-format';
import type { InvoiceForm } from './invoice-line-fields';

/** The day a draft's ČNB rate is of: its DUZP, else its date of issue, else today (as the server reads it). */
export function rateDay(values: { kind?: string | undefined; taxableSupplyOn?: string | null | undefined; issuedOn?: string | null | undefined }, today: string): string {
  return (values.kind === 'advance_invoice' ? null : values.taxableSupplyOn) || values.issuedOn || today;
}

interface RateFieldProps {
  form: InvoiceForm;
  currency: RateCurrency;
  lang: Language;
}

export function InvoiceRateField({ form, currency, lang }: RateFieldProps) {
  const t = useT();
  const { control, setValue, getValues } = form;
  const chosen = useWatch({ control, name: 'exchangeRateSource' });
  const typed = useWatch({ control, name: 'exchangeRateThousandths' });
  const kind = useWatch({ control, name: 'kind' });
  const issuedOn = useWatch({ control, name: 'issuedOn' });
  const taxableSupplyOn = useWatch({ control, name: 'taxableSupplyOn' });
  const source: ExchangeRateSource = chosen ?? (typed === null || typed === undefined ? 'cnb' : 'manual');
  const day = rateDay({ kind, issuedOn, taxableSupplyOn }, isoDay());
  const reading = useQuery({
    queryKey: exchangeRatesApi.rateKey(currency, day),
    queryFn: ({ signal }) => exchangeRatesApi.rate(currency, day, signal),
    enabled: source === 'cnb',
    retry: false,
  });
  const cnb = reading.data?.rate;

  const choose = (next: ExchangeRateSource) => {
    setValue('exchangeRateSource', next, { shouldDirty: true });
    if (next === 'cnb') setValue('exchangeRateThousandths', null, { shouldDirty: true });
    // Typing one's own starts from the ČNB rate when there is one.
    else if (getValues('exchangeRateThousandths') == null && cnb?.state === 'final' && cnb.amount === 1) setValue('exchangeRateThousandths', cnb.rateThousandths, { shouldDirty: true });
  };

  return (
    <fieldset className="space-y-2 md:col-span-2" data-testid="invoice-rate">
      <legend className="text-sm font-medium text-slate-900">{t('admin.invoices.form.rateSource')}</legend>
      <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
        {(['cnb', 'manual'] as const).map((option) => (
          <label key={option} className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-800">
            <input type="radio" name="exchangeRateSource" value={option} checked={source === option} onChange={() => choose(option)} className="h-4 w-4 accent-brand-700" />
            {t(option === 'cnb' ? 'admin.invoices.form.rateSourceCnb' : 'admin.invoices.form.rateSourceManual')}
          </label>
        ))}
      </div>
      {source === 'manual' ? (
        <div className="space-y-1 md:max-w-sm">
          <DecimalField control={control} name="exchangeRateThousandths" label={t('admin.invoices.form.manualRate', { currency })} digits={3} lang={lang} trimZeros />
          <p className="text-sm text-slate-600">{t('admin.invoices.form.exchangeRateHint')}</p>
        </div>
      ) : (
        <div role="status" aria-live="polite" className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm">
          {reading.isPending ? (
            <p className="text-slate-600">{t('admin.invoices.form.cnbLoading')}</p>
          ) : cnb ? (
            <CnbReading answer={cnb} currency={currency} day={day} lang={lang} />
          ) : (
            <p className="text-amber-800">{t('admin.invoices.form.cnbUnavailable', { date: formatDay(day, lang) })}</p>
          )}
          {!reading.isPending && cnb?.state !== 'final' && cnb?.state !== 'not_published' ? (
            <Button type="button" variant="secondary" className="mt-2 min-h-11" onClick={() => void reading.refetch()} disabled={reading.isFetching}>
              {t('admin.invoices.form.cnbRetry')}
            </Button>
          ) : null}
        </div>
      )}
    </fieldset>
  );
}

function CnbReading({ answer, currency, day, lang }: { answer: ExchangeRateAnswer; currency: string; day: string; lang: Language }) {
  const t = useT();
  switch (answer.state) {
    case 'final':
      return (
        <>
          <p className="font-medium text-slate-900">{t('admin.invoices.form.cnbRate', { rate: formatScaled(answer.rateThousandths, 3, lang), currency, date: formatDay(answer.fixedOn, lang), serial: answer.serial })}</p>
          <p className="text-slate-600">{t('admin.invoices.form.cnbRateFor', { date: formatDay(day, lang) })}</p>
        </>
      );
    case 'not_published':
      return <p className="text-slate-700">{t('admin.invoices.form.cnbNotPublished', { date: formatDay(answer.publishedOn, lang) })}</p>;
    case 'missing':
      return <p className="text-amber-800">{t('admin.invoices.form.cnbMissing', { date: formatDay(day, lang), currency })}</p>;
    case 'unavailable':
      return <p className="text-amber-800">{t('admin.invoices.form.cnbUnavailable', { date: formatDay(day, lang) })}</p>;
  }
}

/** The invoice detail's rate: the rate and where it came from ("25,010 Kč/EUR · ČNB ze dne 7. 3. 2025 (č. 47)"). */
export function rateSummary(i: Pick<AdminInvoice, 'currency' | 'exchangeRateThousandths' | 'exchangeRateSource' | 'exchangeRateFixedOn' | 'exchangeRateSerial'>, t: TFunction, lang: Language): string | null {
  if (i.currency === 'CZK') return null;
  if (i.exchangeRateThousandths === null) return i.exchangeRateSource === 'cnb' ? t('admin.invoices.detail.rateCnbPending') : '—';
  const rate = formatScaled(i.exchangeRateThousandths, 3, lang);
  if (i.exchangeRateSource === 'cnb' && i.exchangeRateFixedOn) return t('admin.invoices.detail.rateCnb', { rate, currency: i.currency, date: formatDay(i.exchangeRateFixedOn, lang), serial: i.exchangeRateSerial ?? '' });
  return t('admin.invoices.detail.rateManual', { rate, currency: i.currency });
}
