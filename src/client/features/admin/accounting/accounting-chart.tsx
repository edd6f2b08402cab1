import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountingRow } from '@/shared/api-types';
import { formatMoney } from '@/shared/money/format-money';
import { useAdminLanguage } from '../common/use-admin-language';
import { paidByServiceType } from '@/shared/accounting-view';

const ROW_HEIGHT = 48;
const BAR_HEIGHT = 14;
const LABEL_BASELINE = 16;

/**
 * Amount paid per service type as horizontal bars. Each row: label (left) and amount (right) above a bar whose
 * length is a share of the largest total. Coordinates are percentages of the width, so the text keeps its size on
 * every screen. Screen readers get the title and a description listing every value (role="img").
 */
export function AccountingChart({ rows }: { rows: readonly AccountingRow[] }) {
  const { t } = useTranslation();
  const lang = useAdminLanguage();
  const titleId = useId();
  const descId = useId();
  const totals = paidByServiceType(rows);
  const max = Math.max(0, ...totals.map((x) => x.amountPaid));
  const values = totals
    .map((x) => `${t(`admin.project.serviceTypes.${x.serviceType}`)}: ${formatMoney(x.amountPaid, 'USD', lang)}`)
    .join('; ');
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
          const share = max > 0 ? (x.amountPaid / max) * 100 : 0;
          return (
            <g key={x.serviceType}>
              <text x="0" y={top + LABEL_BASELINE} className="fill-slate-700 text-[13px]">
                {t(`admin.project.serviceTypes.${x.serviceType}`)}
              </text>
              <text x="100%" y={top + LABEL_BASELINE} textAnchor="end" className="fill-slate-900 text-[13px] font-semibold">
                {formatMoney(x.amountPaid, 'USD', lang)}
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
