/** What the report shows: the view (rows by project, client, service, person or month), the period and the search. */
import { useCallback, useId, useState } from 'react';
import { useT } from '@/client/i18n/use-t';
import { PROFIT_VIEWS, type ProfitView } from '@/shared/profitability';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { SearchInput } from '../common/search-input';
import { choiceOfPeriod, isMonth, isSearchedView, periodOfChoice, PERIOD_CHOICES, type ProfitScreenView } from './profit-view';

/** A change of the address's parameters ('' removes one). */
export type ProfitParamChange = Partial<Record<'view' | 'from' | 'to' | 'q' | 'sort' | 'dir', string>>;

export function ProfitControls({ view, today, onChange }: { view: ProfitScreenView; today: string; onChange: (change: ProfitParamChange) => void }) {
  const t = useT();
  const onSearch = useCallback((q: string) => onChange({ q: q.trim() }), [onChange]);
  const searchLabel =
    view.view === 'client' ? t('admin.profitability.search.client') : view.view === 'person' ? t('admin.profitability.search.person') : t('admin.profitability.search.project');
  return (
    <div className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      {/* Another view starts with its own sort and no search. */}
      <ViewSwitch value={view.view} onChange={(next) => onChange({ view: next, q: '', sort: '', dir: '' })} />
      <PeriodFields from={view.from} to={view.to} today={today} onChange={(period) => onChange(period)} />
      {isSearchedView(view.view) ? <SearchInput key={view.view} label={searchLabel} initial={view.q} onSearch={onSearch} /> : null}
    </div>
  );
}

function ViewSwitch({ value, onChange }: { value: ProfitView; onChange: (view: ProfitView) => void }) {
  const t = useT();
  const labelId = useId();
  return (
    <div className="space-y-2">
      <p id={labelId} className="text-sm font-semibold text-slate-900">
        {t('admin.profitability.views.label')}
      </p>
      <div role="group" aria-labelledby={labelId} className="flex flex-wrap gap-2">
        {PROFIT_VIEWS.map((view) => (
          <Button key={view} variant={view === value ? 'primary' : 'secondary'} aria-pressed={view === value} onClick={() => onChange(view)}>
            {t(`admin.profitability.views.${view}`)}
          </Button>
        ))}
      </div>
    </div>
  );
}

function PeriodFields({ from, to, today, onChange }: { from: string; to: string; today: string; onChange: (period: { from: string; to: string }) => void }) {
  const t = useT();
  const chosen = choiceOfPeriod({ from, to }, today);
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-slate-900">{t('admin.profitability.period.legend')}</legend>
      <div role="group" aria-label={t('admin.profitability.period.quick')} className="flex flex-wrap gap-2">
        {PERIOD_CHOICES.map((choice) => (
          <Button key={choice} size="sm" variant={chosen === choice ? 'primary' : 'secondary'} aria-pressed={chosen === choice} onClick={() => onChange(periodOfChoice(choice, today))}>
            {t(`admin.profitability.period.${choice}`)}
          </Button>
        ))}
      </div>
      <div className="grid grid-cols-2 gap-3 sm:max-w-md">
        <MonthField label={t('admin.profitability.period.from')} value={from} onChange={(month) => onChange({ from: month, to })} />
        <MonthField label={t('admin.profitability.period.to')} value={to} onChange={(month) => onChange({ from, to: month })} />
      </div>
    </fieldset>
  );
}

/**
 * A month (yyyy-mm). What is typed is kept here until it is a month (a browser without a month picker shows a text
 * box), and the field follows the value when it changes from outside (a quick choice, back in history).
 */
function MonthField({ label, value, onChange }: { label: string; value: string; onChange: (month: string) => void }) {
  const t = useT();
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <Input
        id={id}
        type="month"
        value={draft}
        placeholder={t('admin.profitability.period.monthHint')}
        pattern="\d{4}-\d{2}"
        onChange={(e) => {
          setDraft(e.target.value);
          if (isMonth(e.target.value) && e.target.value !== value) onChange(e.target.value);
        }}
      />
    </div>
  );
}
