/**
 * Time (docs/product/time-and-profit.md#week-view): one person's week, day by day — every entry with its project,
 * activity, note and duration, each day's and the week's totals, a button to fill each day's gaps. Everyone sees their
 * own week; admins pick anyone's, or everyone's. The address keeps the week and the person (?week=, ?person=).
 */
import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Plus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '@/client/i18n/use-t';
import { timeApi } from '@/client/api/time-api';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { Select } from '@/client/components/ui/select';
import { Spinner } from '@/client/components/ui/spinner';
import { useSignedInUser } from '@/client/lib/auth';
import { addDays, formatDay, formatDayNoYear, formatWeekdayDay, isCalendarDay, officeDay } from '@/shared/dates';
import type { AdminTimeEntry, TimeOptions } from '@/shared/schemas/time-entry';
import { formatMinutes, weekDays, weekStart } from '@/shared/time/minutes';
import { DeleteIconButton, EditIconButton } from '../common/record-buttons';
import { useAdminLanguage } from '../common/use-admin-language';
import { useAdminMutation } from '../common/use-admin-mutation';
import { HourlyRatesSection } from './hourly-rates-section';
import { TimeActivitiesSection } from './time-activities-section';
import { TimeEntryDialog } from './time-entry-dialog';

type Person = number | 'all';

/** The week and person the address asks for: this week and oneself by default. */
function useWeekAddress(ownId: number) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('week') ?? '';
  const monday = weekStart(isCalendarDay(asked) ? asked : officeDay());
  const personParam = params.get('person');
  const person: Person = personParam === 'all' ? 'all' : /^\d+$/.test(personParam ?? '') ? Number(personParam) : ownId;
  const set = (week: string, who: Person) => {
    const next = new URLSearchParams(params);
    if (week === weekStart(officeDay())) next.delete('week');
    else next.set('week', week);
    if (who === ownId) next.delete('person');
    else next.set('person', String(who));
    setParams(next, { replace: true });
  };
  return { monday, person, setWeek: (week: string) => set(week, person), setPerson: (who: Person) => set(monday, who) };
}

export function TimePage() {
  const t = useT();
  const user = useSignedInUser();
  const options = useQuery({ queryKey: timeApi.optionsKey, queryFn: ({ signal }) => timeApi.options(signal) });
  if (!user || !options.data) {
    return options.isError ? <p role="alert">{t('admin.common.loadError')}</p> : <Spinner />;
  }
  return <TimeWeek ownId={user.id} isAdmin={user.role === 'admin'} options={options.data} />;
}

function TimeWeek({ ownId, isAdmin, options }: { ownId: number; isAdmin: boolean; options: TimeOptions }) {
  const t = useT();
  const language = useAdminLanguage();
  const { monday, person, setWeek, setPerson } = useWeekAddress(ownId);
  const days = weekDays(monday);
  const sunday = days[6]!;
  const entries = useQuery({
    queryKey: timeApi.entriesKey(monday, sunday, person === ownId ? null : person),
    queryFn: ({ signal }) => timeApi.entries(monday, sunday, person === ownId ? null : person, signal),
  });
  const [dialog, setDialog] = useState<{ open: boolean; entry?: AdminTimeEntry; date: string }>({ open: false, date: officeDay() });
  const [deleting, setDeleting] = useState<AdminTimeEntry | null>(null);
  const remove = useAdminMutation({
    request: (entry: AdminTimeEntry) => timeApi.remove(entry.id),
    resources: [timeApi],
    success: () => t('admin.time.entry.deleted'),
    errorTitle: t('common.error'),
    onSuccess: () => setDeleting(null),
  });

  const list = entries.data?.entries ?? [];
  const total = list.reduce((sum, e) => sum + e.minutes, 0);
  const billable = list.filter((e) => e.billable).reduce((sum, e) => sum + e.minutes, 0);
  const activityName = (id: number) => options.activities.find((a) => a.id === id)?.names[language] ?? '';
  const entryLabel = (e: AdminTimeEntry) => `${e.projectName}, ${formatDay(e.date, language)}, ${formatMinutes(e.minutes)}`;
  const newEntryFor = person === 'all' ? ownId : person;

  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h1 className="text-2xl font-bold text-slate-900">{t('admin.time.title')}</h1>
        <p className="max-w-3xl text-sm text-slate-700">{t('admin.time.intro')}</p>
      </div>

      <div className="flex flex-wrap items-end gap-3">
        {options.people.length > 1 ? (
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
            {t('admin.time.person')}
            <Select value={String(person)} onChange={(e) => setPerson(e.target.value === 'all' ? 'all' : Number(e.target.value))} className="min-w-48">
              {options.people.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
              <option value="all">{t('admin.time.everyone')}</option>
            </Select>
          </label>
        ) : null}
        <nav aria-label={t('admin.time.week.label', { from: formatDayNoYear(monday, language), to: formatDay(sunday, language) })} className="flex items-center gap-1">
          <Button variant="secondary" size="icon" aria-label={t('admin.time.week.previous')} onClick={() => setWeek(addDays(monday, -7))}>
            <ChevronLeft aria-hidden="true" className="h-5 w-5" />
          </Button>
          <Button variant="secondary" onClick={() => setWeek(weekStart(officeDay()))}>
            {t('admin.time.week.current')}
          </Button>
          <Button variant="secondary" size="icon" aria-label={t('admin.time.week.next')} onClick={() => setWeek(addDays(monday, 7))}>
            <ChevronRight aria-hidden="true" className="h-5 w-5" />
          </Button>
        </nav>
        <h2 className="text-lg font-semibold text-slate-900">
          {t('admin.time.week.label', { from: formatDayNoYear(monday, language), to: formatDay(sunday, language) })}
        </h2>
      </div>

      <dl className="flex flex-wrap gap-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <div>
          <dt className="text-sm text-slate-600">{t('admin.time.week.total')}</dt>
          <dd className="text-2xl font-bold tabular-nums text-slate-900">{formatMinutes(total)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t('admin.time.week.billable')}</dt>
          <dd className="text-2xl font-bold tabular-nums text-slate-900">{formatMinutes(billable)}</dd>
        </div>
      </dl>

      {entries.isError ? <p role="alert">{t('admin.common.loadError')}</p> : null}
      {entries.isPending ? <Spinner /> : null}

      <ol className="space-y-3">
        {days.map((day) => {
          const ofDay = list.filter((e) => e.date === day);
          const dayTotal = ofDay.reduce((sum, e) => sum + e.minutes, 0);
          const dayName = formatWeekdayDay(day, language);
          return (
            <li key={day} className="rounded-lg border border-slate-200 bg-white shadow-sm">
              <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 px-4 py-2">
                <h3 className="font-semibold text-slate-900">
                  <span className="capitalize">{dayName}</span>
                  {day === officeDay() ? <Badge className="ml-2">{t('admin.time.day.today')}</Badge> : null}
                </h3>
                <div className="flex items-center gap-3">
                  <span className="text-sm tabular-nums text-slate-700">{t('admin.time.day.total', { total: formatMinutes(dayTotal) })}</span>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('admin.time.day.addOn', { day: dayName })}
                    onClick={() => setDialog({ open: true, date: day })}
                    className="min-h-10"
                  >
                    <Plus aria-hidden="true" className="h-4 w-4" />
                    {t('admin.time.day.add')}
                  </Button>
                </div>
              </div>
              {ofDay.length === 0 ? (
                <p className="px-4 py-3 text-sm text-slate-500">{t('admin.time.day.empty')}</p>
              ) : (
                <ul className="divide-y divide-slate-100">
                  {ofDay.map((e) => {
                    const locked = e.invoiceId !== null;
                    const running = e.runningSince !== null;
                    return (
                      <li key={e.id} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-start sm:justify-between">
                        <div className="min-w-0 flex-1">
                          <p className="font-medium text-slate-900">
                            {e.projectName} <span className="font-normal text-slate-600">· {e.clientName}</span>
                          </p>
                          <p className="text-sm text-slate-700">
                            {activityName(e.activityId)}
                            {person === 'all' ? ` · ${e.userName}` : ''}
                          </p>
                          {e.note ? <p className="mt-1 whitespace-pre-line text-sm text-slate-600">{e.note}</p> : null}
                          <div className="mt-1 flex flex-wrap gap-1">
                            {running ? <Badge tone="brand">{t('admin.time.entry.running')}</Badge> : null}
                            {locked ? <Badge>{t('admin.time.entry.locked')}</Badge> : null}
                            {!e.billable ? <Badge>{t('admin.time.entry.notBillable')}</Badge> : null}
                          </div>
                        </div>
                        <div className="flex flex-wrap items-center gap-1">
                          <span className="mr-2 text-lg font-semibold tabular-nums text-slate-900">{formatMinutes(e.minutes)}</span>
                          {!locked && !running ? <EditIconButton record={entryLabel(e)} onClick={() => setDialog({ open: true, entry: e, date: e.date })} /> : null}
                          {!locked && (isAdmin || e.userId === ownId) ? <DeleteIconButton record={entryLabel(e)} onClick={() => setDeleting(e)} /> : null}
                        </div>
                      </li>
                    );
                  })}
                </ul>
              )}
            </li>
          );
        })}
      </ol>

      {isAdmin ? (
        <>
          <TimeActivitiesSection />
          <HourlyRatesSection />
        </>
      ) : null}

      <TimeEntryDialog
        open={dialog.open}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
        options={options}
        entry={dialog.entry}
        date={dialog.date}
        userId={newEntryFor}
        // A new dialog for each entry or day: the form starts from it.
        key={dialog.entry ? `entry-${dialog.entry.id}` : `day-${dialog.date}`}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('admin.time.entry.deleteTitle')}
        description={
          deleting
            ? t('admin.time.entry.deleteDescription', { duration: formatMinutes(deleting.minutes), project: deleting.projectName, day: formatDay(deleting.date, language) })
            : ''
        }
        confirmLabel={t('admin.time.entry.delete')}
        onConfirm={() => deleting && remove.mutate(deleting)}
        pending={remove.isPending}
      />
    </div>
  );
}
