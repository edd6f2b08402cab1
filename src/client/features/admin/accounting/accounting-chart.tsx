import { useId } from 'react';
import { useT } from '@/client/i18n/use-t';
import type { MinorUnitsSum } from '@/shared/money/minor-units';
import { formatMoney } from '@/shared/money/format-money';
import { useAdminLanguage } from '../common/use-admin-language';
import { useAccountingSummary } from './use-accounting';

const ROW_HEIGHT = 48;
const BAR_HEIGHT = 14;
const LABEL_BASELINE = 16;

/**
 * An exact sum of cents as the number formatMoney takes; null past a double's exact integers (2^53 cents, about
 * 90 trillion dollars: shown as a dash rather than rounded).
 */
function centsOf(sum: MinorUnitsSum): number | null {
  const cents = BigInt(sum);
  return cents > BigInt(Number.MAX_SAFE_INTEGER) || cents < BigInt(Number.MIN_SAFE_INTEGER) ? null : Number(cents);
}

/**
 * Amount paid per service type (GET /api/admin/accounting/summary: every project, whatever the table's search) as horizontal bars. Each row: label (left) and amount (right) above a bar whose
 * length is a share of the largest total. Coordinates are percentages of the width, so the text keeps its size on
 * every screen. Screen readers get the title and a description listing every value (role="img").
 */
export function AccountingChart() {
  const t = useT();
  const lang = useAdminLanguage();
  const titleId = useId();
  const descId = useId();
  const { data } = useAccountingSummary();
  const totals = (data ?? []).map((x) => ({ serviceType: x.serviceType, amountPaid: centsOf(x.amountPaid) }));
  const max = Math.max(0, ...totals.map((x) => x.amountPaid ?? 0));
  const money = (cents: number | null) => (cents === null ? '—' : formatMoney(cents, 'USD', lang));
  const values = totals.map((x) => `${t(`admin.project.serviceTypes.${x.serviceType}`)}: ${money(x.amountPaid)}`).join('; ');
  const title = t('admin.project.accounting.chart.title');
  return (
    <figure className="rounded-lg border border-slate-200 bg-white p-4">
      <figcaption className="mb-3 text-base font-semibold text-slate-900">{title}</figcaption>
      <svg
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
        width="100%"
        height={totals.length * ROW_HEIGHT}
        className="block overflow-visible"
      >
        <title id={titleId}>{title}</title>
        <desc id={descId}>{t('admin.project.accounting.chart.description', { values })}</desc>
        {totals.map((x, i) => {
          const top = i * ROW_HEIGHT;
          const share = max > 0 ? ((x.amountPaid ?? 0) / max) * 100 : 0;
          return (
            <g key={x.serviceType}>
              <text x="0" y={top + LABEL_BASELINE} className="fill-slate-700 text-[13px]">
                {t(`admin.project.serviceTypes.${x.serviceType}`)}
              </text>
              <text x="100%" y={top + LABEL_BASELINE} textAnchor="end" className="fill-slate-900 text-[13px] font-semibold">
                {money(x.amountPaid)}
              </text>
              <rect x="0" y={top + 24} width="100%" height={BAR_HEIGHT} rx="3" className="fill-slate-100" />
              {share > 0 ? (
                <rect x="0" y={top + 24} width={`${Math.max(share, 0.5)}%`} height={BAR_HEIGHT} rx="3" className="fill-brand-600" />
              ) : null}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
