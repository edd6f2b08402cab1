/** An invoice's totals with the VAT recap per rate (editor: live; detail: as stored), and on the detail what was paid. */
import { useTranslation } from 'react-i18next';
import type { Language } from '@/shared/constants';
import type { PartTotals, VatRecapRow } from '@/shared/money/document-totals';
import type { InvoiceCurrency } from '@/shared/schemas/invoice';
import { formatMoney, formatScaled } from '../common/document-format';

interface InvoiceTotalsProps {
  /** null: the lines cannot be totalled yet (a field is not a valid number). */
  totals: PartTotals | null;
  vatCharged: boolean;
  currency: InvoiceCurrency;
  lang: Language;
  /** An issued document: paid and outstanding under the total. */
  paid?: { paidMinor: number; outstandingMinor: number } | undefined;
  /** An EUR document: the recap in CZK from its snapshot (when the API gives it), else the rate alone. */
  exchangeRateThousandths?: number | null | undefined;
  recapCzk?: VatRecapRow[] | null | undefined;
}

export function InvoiceTotals({ totals, vatCharged, currency, lang, paid, exchangeRateThousandths, recapCzk }: InvoiceTotalsProps) {
  const { t } = useTranslation();
  const money = (minor: number, cur: InvoiceCurrency = currency) => formatMoney(minor, cur, lang);
  const rate = exchangeRateThousandths ? formatScaled(exchangeRateThousandths, 3, lang) : null;
  return (
    <section aria-labelledby="invoice-totals-heading" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="invoice-totals-heading" className="mb-3 text-lg font-semibold text-slate-900">
        {t('admin.invoices.totals.heading')}
      </h2>
      {totals ? (
        <div className="grid gap-6 md:grid-cols-2" aria-live="polite">
          <div className="min-w-0">
            <Recap caption={t('admin.invoices.totals.recap')} rows={totals.recap} money={(m) => money(m)} testId="invoice-recap" />
            <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-slate-200 pt-2 text-sm">
              <dt className="text-slate-700">{t('admin.invoices.totals.base')}</dt>
              <dd className="text-right tabular-nums">{money(totals.baseMinor)}</dd>
              <dt className="text-slate-700">{t('admin.invoices.totals.vat')}</dt>
              <dd className="text-right tabular-nums">{vatCharged ? money(totals.vatMinor) : t('admin.invoices.totals.noVat')}</dd>
              {totals.roundingMinor !== 0 ? (
                <>
                  <dt className="text-slate-700">{t('admin.invoices.totals.rounding')}</dt>
                  <dd className="text-right tabular-nums">{money(totals.roundingMinor)}</dd>
                </>
              ) : null}
              <dt className="font-semibold text-slate-900">{t('admin.invoices.totals.payable')}</dt>
              <dd className="text-right font-semibold tabular-nums" data-testid="invoice-payable">
                {money(totals.payableMinor)}
              </dd>
              {paid ? (
                <>
                  <dt className="text-slate-700">{t('admin.invoices.totals.paid')}</dt>
                  <dd className="text-right tabular-nums">{money(paid.paidMinor)}</dd>
                  <dt className="font-semibold text-slate-900">{paid.outstandingMinor < 0 ? t('admin.invoices.totals.overpaid') : t('admin.invoices.totals.outstanding')}</dt>
                  <dd className="text-right font-semibold tabular-nums" data-testid="invoice-outstanding">
                    {money(Math.abs(paid.outstandingMinor))}
                  </dd>
                </>
              ) : null}
            </dl>
          </div>
          {currency === 'EUR' && rate ? (
            <div className="min-w-0">
              {recapCzk && recapCzk.length > 0 ? (
                <Recap caption={t('admin.invoices.totals.recapCzk', { rate })} rows={recapCzk} money={(m) => money(m, 'CZK')} testId="invoice-recap-czk" />
              ) : (
                <p className="text-sm text-slate-700">{t('admin.invoices.totals.rateOnly', { rate })}</p>
              )}
            </div>
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-slate-600">{t('admin.invoices.totals.invalid')}</p>
      )}
    </section>
  );
}

function Recap({ caption, rows, money, testId }: { caption: string; rows: VatRecapRow[]; money: (minor: number) => string; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto">
      <h3 className="text-base font-semibold text-slate-900">{caption}</h3>
      <table className="mt-1 w-full text-left text-xs sm:text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="text-slate-600">
            <th scope="col" className="py-1 font-medium">{t('admin.invoices.totals.rate')}</th>
            <th scope="col" className="py-1 text-right font-medium">{t('admin.invoices.totals.base')}</th>
            <th scope="col" className="py-1 text-right font-medium">{t('admin.invoices.totals.vat')}</th>
            <th scope="col" className="py-1 text-right font-medium">{t('admin.invoices.totals.total')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.vatRateCode} className="border-t border-slate-100">
              <th scope="row" className="py-1 font-normal text-slate-700">{`${row.vatPercent}\u00a0%`}</th>
              <td className="py-1 text-right tabular-nums">{money(row.baseMinor)}</td>
              <td className="py-1 text-right tabular-nums">{money(row.vatMinor)}</td>
              <td className="py-1 text-right tabular-nums">{money(row.totalMinor)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
