/**
 * /admin/invoices/from-time (?projectId=&from=&to=&groupBy=): unbilled time → an invoice draft
 * (docs/product/time-and-profit.md#unbilled-time). Staff pick a project and a period, see the lines a draft would
 * bill and the entries behind them, and make the draft; it opens on its page, where it is edited or issued.
 */
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useT } from '@/client/i18n/use-t';
import { officeDay, formatDay } from '@/shared/dates';
import { formatDocumentMoney } from '@/shared/money/document-money';
import { lineAmounts } from '@/shared/money/document-totals';
import type { AdminProject } from '@/shared/api-types';
import { TIME_GROUPINGS, previousMonth, type TimeGrouping } from '@/shared/time/billing';
import { formatMinutes } from '@/shared/time/minutes';
import { isCalendarDay } from '@/shared/dates';
import type { UnbilledTime } from '@/shared/schemas/time-billing';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { Spinner } from '@/client/components/ui/spinner';
import { usePageMeta } from '@/client/lib/page-meta';
import { invoicesApi } from '@/client/api/invoices-api';
import { projectsApi } from '@/client/api/projects-api';
import { SearchPicker, SEARCH_PICKER_LIMIT, type PickedRecord } from '../common/search-picker';
import { useAddressParams } from '../common/use-address-param';
import { useAdminLanguage } from '../common/use-admin-language';
import { useAdminMutation } from '../common/use-admin-mutation';

const isGrouping = (value: string | null): value is TimeGrouping => (TIME_GROUPINGS as readonly (string | null)[]).includes(value);

export function UnbilledTimePage() {
  const t = useT();
  usePageMeta({ title: t('admin.invoices.fromTime.title') });
  const { searchParams, setParam } = useAddressParams();
  const [defaults] = useState(() => previousMonth(officeDay()));
  const projectId = Number(searchParams.get('projectId')) || null;
  const fromParam = searchParams.get('from');
  const toParam = searchParams.get('to');
  const from = fromParam && isCalendarDay(fromParam) ? fromParam : defaults.from;
  const to = toParam && isCalendarDay(toParam) ? toParam : defaults.to;
  const groupParam = searchParams.get('groupBy');
  const groupBy: TimeGrouping = isGrouping(groupParam) ? groupParam : 'activity';
  const [picked, setPicked] = useState<PickedRecord | null>(null);
  const periodId = useId();

  // The project named in the address (a reload, a link) is shown in the picker once read.
  const named = useQuery({ queryKey: projectsApi.detailKey(projectId ?? 0), queryFn: () => projectsApi.get(projectId ?? 0), enabled: projectId !== null && picked === null, retry: false });
  const project = picked ?? (named.data ? { id: named.data.id, name: named.data.name } : null);

  return (
    <div className="space-y-6">
      <div className="space-y-3">
        <Link to="/admin/invoices" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {t('admin.invoices.fromTime.back')}
        </Link>
        <h1 className="text-2xl font-bold text-slate-900">{t('admin.invoices.fromTime.title')}</h1>
        <p className="max-w-3xl text-sm text-slate-700">{t('admin.invoices.fromTime.intro')}</p>
      </div>

      <section aria-labelledby={periodId} className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <h2 id={periodId} className="sr-only">
          {t('admin.invoices.fromTime.choose')}
        </h2>
        <div className="grid gap-4 md:grid-cols-2">
          <div className="space-y-1.5">
            <label htmlFor="from-time-project" className="block text-sm font-medium text-slate-800">
              {t('admin.invoices.fromTime.project')}
            </label>
            <SearchPicker<AdminProject>
              key={project?.id ?? 'none'}
              id="from-time-project"
              value={project}
              onChange={(next) => {
                setPicked(next);
                setParam('projectId', next ? String(next.id) : '');
              }}
              placeholder={t('admin.invoices.fromTime.projectPlaceholder')}
              search={async (q) => (await projectsApi.list({ q }, 0, SEARCH_PICKER_LIMIT)).items}
              queryKey={[...projectsApi.key, 'picker']}
              detail={(p) => p.clientName}
              texts={{
                hint: t('admin.invoices.fromTime.pickerHint'),
                selected: (name) => t('admin.invoices.fromTime.pickerSelected', { name }),
                results: t('admin.invoices.fromTime.pickerResults'),
                searching: t('admin.invoices.fromTime.pickerSearching'),
                noResults: t('admin.invoices.fromTime.pickerNoResults'),
                loadError: t('admin.common.loadError'),
              }}
            />
          </div>
          <div className="space-y-1.5">
            <label htmlFor="from-time-group" className="block text-sm font-medium text-slate-800">
              {t('admin.invoices.fromTime.groupBy')}
            </label>
            <Select id="from-time-group" className="h-11 md:h-10" value={groupBy} onChange={(e) => setParam('groupBy', e.target.value)}>
              {TIME_GROUPINGS.map((g) => (
                <option key={g} value={g}>
                  {t(`admin.invoices.fromTime.groupings.${g}`)}
                </option>
              ))}
            </Select>
          </div>
          <DayField id="from-time-from" label={t('admin.invoices.fromTime.from')} value={from} max={to} onChange={(day) => setParam('from', day)} />
          <DayField id="from-time-to" label={t('admin.invoices.fromTime.to')} value={to} min={from} onChange={(day) => setParam('to', day)} />
        </div>
      </section>

      {projectId === null ? (
        <p className="text-sm text-slate-600">{t('admin.invoices.fromTime.pickProject')}</p>
      ) : from > to ? (
        // The period is not asked for until it is one.
        <p role="alert" className="text-sm font-medium text-red-700">
          {t('validation.timeRangeInvalid')}
        </p>
      ) : (
        <Preview query={{ projectId, from, to, groupBy }} />
      )}
    </div>
  );
}

/** One end of the period: a day picked (a cleared picker changes nothing). */
function DayField({ id, label, value, min, max, onChange }: { id: string; label: string; value: string; min?: string; max?: string; onChange: (day: string) => void }) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <Input id={id} type="date" value={value} min={min} max={max} onChange={(e) => e.target.value && onChange(e.target.value)} />
    </div>
  );
}

function Preview({ query }: { query: { projectId: number; from: string; to: string; groupBy: TimeGrouping } }) {
  const t = useT();
  const language = useAdminLanguage();
  const navigate = useNavigate();
  const preview = useQuery({ queryKey: invoicesApi.unbilledTimeKey(query), queryFn: ({ signal }) => invoicesApi.unbilledTime(query, signal), retry: false });
  const make = useAdminMutation({
    request: (seen: UnbilledTime) => invoicesApi.fromTime({ ...query, entries: seen.entries, minutes: seen.minutes }),
    resources: [invoicesApi],
    success: () => t('admin.invoices.fromTime.made'),
    errorTitle: t('admin.invoices.fromTime.makeError'),
    onSuccess: (draft) => void navigate(`/admin/invoices/${draft.id}`),
    // The time changed since it was shown: show it as it is now.
    onError: () => void preview.refetch(),
  });

  if (preview.isPending) return <Spinner />;
  if (preview.isError) {
    return (
      <p role="alert" className="text-sm font-medium text-red-700">
        {t('admin.common.loadError')}
      </p>
    );
  }
  const seen = preview.data;
  const money = (minor: number) => formatDocumentMoney(minor, 'CZK', language);
  const hours = (thousandths: number) => (thousandths / 1000).toLocaleString(language === 'cs' ? 'cs-CZ' : 'en-GB', { minimumFractionDigits: 0, maximumFractionDigits: 3 });
  const bases = seen.lines.map((line) => lineAmounts(line, 0).baseMinor);
  const total = bases.reduce((sum, base) => sum + base, 0);

  return (
    <section aria-labelledby="from-time-preview" className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="from-time-preview" className="text-lg font-semibold text-slate-900">
        {t('admin.invoices.fromTime.previewTitle', { project: seen.projectName, client: seen.clientName })}
      </h2>
      {seen.entries === 0 ? (
        <p className="text-sm text-slate-700">{t('admin.invoices.fromTime.nothing')}</p>
      ) : (
        <>
          <p className="text-sm text-slate-700" data-testid="from-time-summary">
            {t('admin.invoices.fromTime.summary', { count: seen.entries, hours: formatMinutes(seen.minutes), rate: money(seen.hourlyRate) })}
          </p>
          <div className="overflow-x-auto">
            <table className="w-full min-w-[28rem] text-sm" aria-label={t('admin.invoices.fromTime.linesLabel')}>
              <thead className="border-b border-slate-200 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
                <tr>
                  <th scope="col" className="py-2 pr-3">{t('admin.invoices.fromTime.line')}</th>
                  <th scope="col" className="py-2 pr-3 text-right">{t('admin.invoices.fromTime.quantity')}</th>
                  <th scope="col" className="py-2 pr-3 text-right">{t('admin.invoices.fromTime.price')}</th>
                  <th scope="col" className="py-2 text-right">{t('admin.invoices.fromTime.amount')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {seen.lines.map((line, i) => (
                  <tr key={`${line.description}-${i}`}>
                    <td className="py-2 pr-3 text-slate-900">{line.description}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{`${hours(line.quantityThousandths)} ${line.unit}`}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{money(line.unitPriceMinor)}</td>
                    <td className="py-2 text-right tabular-nums">{money(bases[i]!)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="border-t border-slate-300 font-semibold">
                  <td className="py-2 pr-3" colSpan={3}>{t('admin.invoices.fromTime.totalWithoutVat')}</td>
                  <td className="py-2 text-right tabular-nums" data-testid="from-time-total">{money(total)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
          <Button onClick={() => make.mutate(seen)} disabled={make.isPending} className="w-full sm:w-auto">
            {make.isPending ? t('admin.common.saving') : t('admin.invoices.fromTime.make')}
          </Button>
          <details className="text-sm">
            <summary className="cursor-pointer font-medium text-slate-800">{t('admin.invoices.fromTime.entries', { count: seen.entries })}</summary>
            <ul className="mt-2 divide-y divide-slate-100">
              {seen.shown.map((entry) => (
                <li key={entry.id} className="flex flex-wrap justify-between gap-2 py-1.5">
                  <span>
                    {formatDay(entry.date, language)} · {entry.userName}
                    {entry.note ? ` · ${entry.note}` : ''}
                  </span>
                  <span className="tabular-nums">{formatMinutes(entry.minutes)}</span>
                </li>
              ))}
            </ul>
            {seen.entries > seen.shown.length ? <p className="mt-1 text-slate-600">{t('admin.invoices.fromTime.more', { count: seen.entries - seen.shown.length })}</p> : null}
          </details>
        </>
      )}
    </section>
  );
}
