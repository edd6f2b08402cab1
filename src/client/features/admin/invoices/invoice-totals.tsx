/** An invoice's totals with the VAT recap per rate (editor: live; detail: as stored), and on the detail what was paid. */
import { useT } from '@/client/i18n/use-t';
import type { Language } from '@/shared/constants';
import type { PartTotals, VatRecapRow } from '@/shared/money/document-totals';
import type { InvoiceCurrency } from '@/shared/schemas/invoice';
import { formatMoney, formatScaled } from '../common/document-format';
import { TotalsList, TotalsSection, VatRecapTable } from '../common/document-totals';

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
  /** A tax document for a received payment: its total is what was received, not what is due (issue 38). */
  received?: boolean | undefined;
}

export function InvoiceTotals({ totals, vatCharged, currency, lang, paid, exchangeRateThousandths, recapCzk, received }: InvoiceTotalsProps) {
  const t = useT();
  const money = (minor: number, cur: InvoiceCurrency = currency) => formatMoney(minor, cur, lang);
  const rate = exchangeRateThousandths ? formatScaled(exchangeRateThousandths, 3, lang) : null;
  return (
    <TotalsSection area="invoices" totals={totals}>
      {(part) => (
        <>
          <div className="min-w-0">
            {/* No VAT charged (non-payer, reverse charge, outside the EU): no recap of rates the document does not charge. */}
            {vatCharged ? <Recap caption={t('admin.invoices.totals.recap')} rows={part.recap} money={(m) => money(m)} testId="invoice-recap" /> : null}
            <TotalsList area="invoices" totals={part} vatCharged={vatCharged} money={(m) => money(m)} payableTestId="invoice-payable" withRounding payableLabel={received ? t('admin.invoices.totals.received') : undefined}>
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
            </TotalsList>
          </div>
          {currency !== 'CZK' && rate ? (
            <div className="min-w-0">
              {vatCharged && recapCzk && recapCzk.length > 0 ? (
                <Recap caption={t('admin.invoices.totals.recapCzk', { rate })} rows={recapCzk} money={(m) => money(m, 'CZK')} testId="invoice-recap-czk" />
              ) : (
                <p className="text-sm text-slate-700">{t('admin.invoices.totals.rateOnly', { rate, currency })}</p>
              )}
            </div>
          ) : null}
        </>
      )}
    </TotalsSection>
  );
}

function Recap({ caption, rows, money, testId }: { caption: string; rows: VatRecapRow[]; money: (minor: number) => string; testId: string }) {
  return (
    <div className="overflow-x-auto">
      <h3 className="text-base font-semibold text-slate-900">{caption}</h3>
      <VatRecapTable area="invoices" caption={caption} rows={rows} money={money} className="mt-1 w-full text-left text-xs sm:text-sm" testId={testId} />
    </div>
  );
}
