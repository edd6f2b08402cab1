/** The one-time and monthly totals of a proposal with their VAT recap per rate (editor: live; detail: as sent). */
import { useTranslation } from 'react-i18next';
import type { Language } from '@/shared/constants';
import type { PartTotals } from '@/shared/money/document-totals';
import type { ProposalCurrency } from '@/shared/schemas/proposal';
import { formatMoney } from '../common/document-format';

export interface ShownTotals {
  vatCharged: boolean;
  oneTime: PartTotals;
  monthly: PartTotals;
}

interface ProposalTotalsProps {
  /** null: the lines cannot be totalled yet (a field is not a valid number). */
  totals: ShownTotals | null;
  currency: ProposalCurrency;
  lang: Language;
  /** A server refusal of the totals (they did not add up), shown under them. */
  error?: string | undefined;
}

export function ProposalTotals({ totals, currency, lang, error }: ProposalTotalsProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="proposal-totals-heading" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="proposal-totals-heading" className="mb-3 text-lg font-semibold text-slate-900">
        {t('admin.proposals.totals.heading')}
      </h2>
      {totals ? (
        <div className="grid gap-6 md:grid-cols-2" aria-live="polite">
          {(['oneTime', 'monthly'] as const).map((part) => (
            <PartTable key={part} part={part} totals={totals[part]} vatCharged={totals.vatCharged} currency={currency} lang={lang} />
          ))}
        </div>
      ) : (
        <p className="text-sm text-slate-600">{t('admin.proposals.totals.invalid')}</p>
      )}
      {error ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </section>
  );
}

function PartTable({ part, totals, vatCharged, currency, lang }: { part: 'oneTime' | 'monthly'; totals: PartTotals; vatCharged: boolean; currency: ProposalCurrency; lang: Language }) {
  const { t } = useTranslation();
  const money = (minor: number) => formatMoney(minor, currency, lang);
  const label = t(`admin.proposals.totals.${part}`);
  return (
    <div data-testid={`totals-${part}`} className="min-w-0">
      <h3 className="text-base font-semibold text-slate-900">{label}</h3>
      {totals.recap.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{t('admin.proposals.totals.none')}</p>
      ) : (
        <>
          {/* Four amounts side by side do not fit a phone's width: the recap scrolls within its card there. */}
          <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-xs sm:text-sm">
            <caption className="sr-only">{`${t('admin.proposals.totals.recap')}: ${label}`}</caption>
            <thead>
              <tr className="text-slate-600">
                <th scope="col" className="py-1 font-medium">{t('admin.proposals.totals.rate')}</th>
                <th scope="col" className="py-1 text-right font-medium">{t('admin.proposals.totals.base')}</th>
                <th scope="col" className="py-1 text-right font-medium">{t('admin.proposals.totals.vat')}</th>
                <th scope="col" className="py-1 text-right font-medium">{t('admin.proposals.totals.total')}</th>
              </tr>
            </thead>
            <tbody>
              {totals.recap.map((row) => (
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
          <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-slate-200 pt-2 text-sm">
            <dt className="text-slate-700">{t('admin.proposals.totals.base')}</dt>
            <dd className="text-right tabular-nums">{money(totals.baseMinor)}</dd>
            <dt className="text-slate-700">{t('admin.proposals.totals.vat')}</dt>
            <dd className="text-right tabular-nums">{vatCharged ? money(totals.vatMinor) : t('admin.proposals.totals.noVat')}</dd>
            <dt className="font-semibold text-slate-900">{t('admin.proposals.totals.payable')}</dt>
            <dd className="text-right font-semibold tabular-nums" data-testid={`payable-${part}`}>
              {money(totals.payableMinor)}
            </dd>
          </dl>
        </>
      )}
    </div>
  );
}
