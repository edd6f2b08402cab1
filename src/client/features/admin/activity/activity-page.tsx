/**
 * /admin/activity (issue 14): the audit log, newest first, filtered by person, record type, action and a range of
 * days (Prague days, as the log's times are shown), paged on the server like every admin list.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '@/client/i18n/use-t';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '@/shared/audit';
import { addDays, isCalendarDay, officeDayStart } from '@/shared/dates';
import { Button } from '@/client/components/ui/button';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { activityApi } from '@/client/api/activity-api';
import { usePageMeta } from '@/client/lib/page-meta';
import { AdminPageHeader } from '../common/admin-page-header';
import { PagedList } from '../common/paged-list-parts';
import { useAdminList } from '../common/use-admin-list';
import { ActivityEntryList } from './activity-entry-list';

interface ActivityFilters {
  actorId: string;
  entity: string;
  action: string;
  /** Days as 'yyyy-MM-dd' from the date inputs. */
  from: string;
  to: string;
}

const NO_FILTERS: ActivityFilters = { actorId: '', entity: '', action: '', from: '', to: '' };

/**
 * The instant a Prague day starts (the dates the log shows are Prague's, whatever the browser's zone); `dayAfter`
 * gives the start of the next day (the end of the range). Undefined for no day.
 */
export function dayStart(day: string, dayAfter = false): string | undefined {
  if (!isCalendarDay(day)) return undefined;
  return officeDayStart(dayAfter ? addDays(day, 1) : day)?.toISOString();
}

/** The query filters of the screen's choices. */
export function activityQueryFilters(filters: ActivityFilters): Record<string, string | undefined> {
  return {
    actorId: filters.actorId || undefined,
    entity: filters.entity || undefined,
    action: filters.action || undefined,
    from: dayStart(filters.from),
    to: dayStart(filters.to, true),
  };
}

export function ActivityPage() {
  const t = useT();
  usePageMeta({ title: t('admin.activity.title') });
  const [filters, setFilters] = useState<ActivityFilters>(NO_FILTERS);
  const list = useAdminList(activityApi, { filters: activityQueryFilters(filters) });
  const people = useQuery({ queryKey: activityApi.peopleKey, queryFn: activityApi.people });
  const set = (name: keyof ActivityFilters) => (event: { target: { value: string } }) =>
    setFilters((current) => ({ ...current, [name]: event.target.value }));
  const filtered = Object.values(filters).some((v) => v !== '');

  return (
    <div>
      <AdminPageHeader title={t('admin.activity.title')} />
      <p className="-mt-3 mb-4 max-w-3xl text-sm text-slate-700">{t('admin.activity.intro')}</p>
      <fieldset className="mb-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <legend className="px-1 text-sm font-semibold text-slate-900">{t('admin.activity.filters.legend')}</legend>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          <Field label={t('admin.activity.filters.person')}>
            <Select value={filters.actorId} onChange={set('actorId')}>
              <option value="">{t('admin.activity.filters.any')}</option>
              {(people.data ?? []).map((person) => (
                <option key={person.id} value={String(person.id)}>
                  {person.name}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('admin.activity.filters.entity')}>
            <Select value={filters.entity} onChange={set('entity')}>
              <option value="">{t('admin.activity.filters.any')}</option>
              {AUDIT_ENTITIES.map((entity) => (
                <option key={entity} value={entity}>
                  {t(`admin.activity.entities.${entity}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('admin.activity.filters.action')}>
            <Select value={filters.action} onChange={set('action')}>
              <option value="">{t('admin.activity.filters.any')}</option>
              {AUDIT_ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {t(`admin.activity.actions.${action}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('admin.activity.filters.from')}>
            <Input type="date" value={filters.from} max={filters.to || undefined} onChange={set('from')} />
          </Field>
          <Field label={t('admin.activity.filters.to')}>
            <Input type="date" value={filters.to} min={filters.from || undefined} onChange={set('to')} />
          </Field>
        </div>
        {filtered ? (
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => setFilters(NO_FILTERS)}>
            {t('admin.activity.filters.clear')}
          </Button>
        ) : null}
      </fieldset>
      <PagedList list={list} searching={false} emptyText={filtered ? t('admin.activity.noMatch') : t('admin.activity.empty')}>
        <ActivityEntryList entries={list.items} label={t('admin.activity.list')} />
      </PagedList>
    </div>
  );
}
