import { useT } from '@/client/i18n/use-t';
import type { AdminProject } from '@/shared/api-types';
import { formatDocumentMoney } from '@/shared/money/document-money';
import { formatMinutes } from '@/shared/time/minutes';
import { budgetBurn } from '@/shared/time/rates';
import { useAdminLanguage } from '../common/use-admin-language';

/**
 * How much of a project's budget its logged time uses (docs/product/time-and-profit.md#budgets): the figures and a bar
 * that turns amber at 80 % and red at 100 %, the thresholds of the budget e-mails. Nothing when the project has no
 * budget.
 */
export function BudgetBurn({ project }: { project: AdminProject }) {
  const t = useT();
  const language = useAdminLanguage();
  const burn = budgetBurn(project, { minutes: project.loggedMinutes, billableMinutes: project.billableMinutes }, project.hourlyRateShown);
  if (!burn) return null;
  const amount = (value: number) => (burn.kind === 'hours' ? t('admin.project.budget.hours', { hours: formatMinutes(value) }) : formatDocumentMoney(value, 'CZK', language));
  const tone = burn.percent >= 100 ? 'bg-red-600' : burn.percent >= 80 ? 'bg-amber-500' : 'bg-brand-600';
  const label = t('admin.project.budget.used', { used: amount(burn.used), limit: amount(burn.limit), percent: burn.percent });
  return (
    <div className="space-y-1" data-testid="budget-burn">
      <p className="text-sm tabular-nums text-slate-900">{label}</p>
      <div
        role="meter"
        aria-label={t(burn.kind === 'hours' ? 'admin.project.budget.meterHours' : 'admin.project.budget.meterMoney')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(burn.percent, 100)}
        aria-valuetext={label}
        className="h-2 w-full max-w-xs overflow-hidden rounded-full bg-slate-200"
      >
        <div className={`h-full ${tone}`} style={{ width: `${Math.min(burn.percent, 100)}%` }} />
      </div>
    </div>
  );
}
