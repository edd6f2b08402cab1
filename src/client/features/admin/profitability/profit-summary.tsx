/** The period's totals as figures, and the warning about time logged by people without a cost rate. */
import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { useT } from '@/client/i18n/use-t';
import type { ProfitAnswer } from '@/shared/profitability';
import { cn } from '@/client/lib/cn';
import { useAdminLanguage } from '../common/use-admin-language';
import { formatCzk, formatHours, formatMarginTenths, formatPeriod, formatRate } from './profit-format';

export function ProfitSummary({ answer, searching }: { answer: ProfitAnswer; searching: boolean }) {
  const t = useT();
  const lang = useAdminLanguage();
  const headingId = useId();
  const totals = answer.totals;
  const none = t('admin.profitability.totals.none');
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {t('admin.profitability.totals.heading', { period: formatPeriod(answer.from, answer.to, lang) })}
        </h2>
        {searching ? <p className="text-sm text-slate-600">{t('admin.profitability.totals.wholePeriod')}</p> : null}
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Figure label={t('admin.profitability.totals.revenue')} value={formatCzk(totals.revenue, lang)} />
        <Figure
          label={t('admin.profitability.totals.cost')}
          value={formatCzk(totals.cost, lang)}
          detail={t('admin.profitability.totals.costDetail', { time: formatCzk(totals.timeCost, lang), expenses: formatCzk(totals.expenses, lang) })}
        />
        <Figure label={t('admin.profitability.totals.profit')} value={formatCzk(totals.profit, lang)} negative={totals.profit < 0} />
        <Figure
          label={t('admin.profitability.totals.margin')}
          value={totals.marginTenths === null ? none : formatMarginTenths(totals.marginTenths, lang)}
          negative={totals.marginTenths !== null && totals.marginTenths < 0}
        />
        <Figure label={t('admin.profitability.totals.effectiveRate')} value={totals.effectiveRate === null ? none : formatRate(totals.effectiveRate, lang)} />
        <Figure label={t('admin.profitability.totals.minutes')} value={formatHours(totals.minutes)} />
      </dl>
      {answer.minutesWithoutCostRate > 0 ? <MissingCostRates minutes={answer.minutesWithoutCostRate} /> : null}
    </section>
  );
}

/** One figure: its name, its value (a loss in red with its minus sign), and what it is made of. */
function Figure({ label, value, detail, negative = false }: { label: string; value: string; detail?: string; negative?: boolean }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
      <dt className="text-xs font-medium text-slate-600 sm:text-sm">{label}</dt>
      <dd className={cn('mt-1 whitespace-nowrap text-base font-bold tabular-nums sm:text-xl', negative ? 'text-red-700' : 'text-slate-900')}>{value}</dd>
      {detail ? <dd className="mt-1 text-xs text-slate-600">{detail}</dd> : null}
    </div>
  );
}

/** Time logged by people without a cost rate on the day counts as hours at no cost: the figures understate the costs. */
function MissingCostRates({ minutes }: { minutes: number }) {
  const t = useT();
  return (
    <div className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" data-testid="profit-missing-rates">
      <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" />
      <p>
        {t('admin.profitability.missingRate.before', { hours: formatHours(minutes) })}
        <Link to="/admin/team" className="font-semibold text-amber-950 underline hover:no-underline">
          {t('admin.profitability.missingRate.link')}
        </Link>
        {t('admin.profitability.missingRate.after')}
      </p>
    </div>
  );
}
