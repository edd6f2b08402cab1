/** The one-time and monthly totals of a proposal with their VAT recap per rate (editor: live; detail: as sent). */
import { useT } from '@/client/i18n/use-t';
import type { Language } from '@/shared/constants';
import type { PartTotals } from '@/shared/money/document-totals';
import type { ProposalCurrency } from '@/shared/schemas/proposal';
import { formatMoney } from '../common/document-format';
import { TotalsList, TotalsSection, VatRecapTable } from '../common/document-totals';

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
  return (
    <TotalsSection
      area="proposals"
      totals={totals}
      footer={
        error ? (
          <p role="alert" className="mt-3 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null
      }
    >
      {(shown) =>
        (['oneTime', 'monthly'] as const).map((part) => (
          <PartTable key={part} part={part} totals={shown[part]} vatCharged={shown.vatCharged} currency={currency} lang={lang} />
        ))
      }
    </TotalsSection>
  );
}

function PartTable({ part, totals, vatCharged, currency, lang }: { part: 'oneTime' | 'monthly'; totals: PartTotals; vatCharged: boolean; currency: ProposalCurrency; lang: Language }) {
  const t = useT();
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
            <VatRecapTable area="proposals" caption={`${t('admin.proposals.totals.recap')}: ${label}`} rows={totals.recap} money={money} className="w-full text-left text-xs sm:text-sm" />
          </div>
          <TotalsList area="proposals" totals={totals} vatCharged={vatCharged} money={money} payableTestId={`payable-${part}`} />
        </>
      )}
    </div>
  );
}
