/**
 * The activity list (admins, on the Time screen): rename an activity in both languages, say whether its new entries are
 * billable, archive it, or add one. Archived activities stay on their entries (docs/product/time-and-profit.md#activities).
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '@/client/i18n/use-t';
import { timeApi } from '@/client/api/time-api';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { Spinner } from '@/client/components/ui/spinner';
import { serverFieldErrors } from '@/client/lib/form-save';
import type { AdminTimeActivity, TimeActivityInput } from '@/shared/schemas/time-entry';
import { useAdminMutation } from '../common/use-admin-mutation';

const EMPTY: TimeActivityInput = { names: { cs: '', en: '' }, billable: true, archived: false };
/** The fields the server may refuse, by their names in its answer. */
const NAME_FIELDS = ['names.cs', 'names.en'] as const;
type NameField = (typeof NAME_FIELDS)[number];

export function TimeActivitiesSection() {
  const t = useT();
  const activities = useQuery({ queryKey: timeApi.activitiesKey, queryFn: ({ signal }) => timeApi.activities(signal) });
  return (
    <section aria-labelledby="time-activities-title" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="time-activities-title" className="text-lg font-semibold text-slate-900">
        {t('admin.time.activities.title')}
      </h2>
      <p className="max-w-3xl text-sm text-slate-700">{t('admin.time.activities.intro')}</p>
      {activities.data ? (
        <ul className="space-y-3">
          {activities.data.map((activity) => (
            <li key={activity.id}>
              <ActivityRow activity={activity} />
            </li>
          ))}
          <li>
            <ActivityRow key={activities.data.length} />
          </li>
        </ul>
      ) : activities.isError ? (
        <p role="alert">{t('admin.common.loadError')}</p>
      ) : (
        <Spinner />
      )}
    </section>
  );
}

/** One activity's fields and its Save button; without `activity`, the row that adds one. */
function ActivityRow({ activity }: { activity?: AdminTimeActivity }) {
  const t = useT();
  const [values, setValues] = useState<TimeActivityInput>(activity ? { names: activity.names, billable: activity.billable, archived: activity.archived } : EMPTY);
  const [errors, setErrors] = useState<Partial<Record<NameField, string>>>({});
  const save = useAdminMutation({
    request: (input: TimeActivityInput) => (activity ? timeApi.updateActivity(activity.id, input) : timeApi.createActivity(input)),
    resources: [timeApi, { key: timeApi.activitiesKey }],
    success: () => t('admin.time.activities.saved'),
    errorTitle: t('common.error'),
    onSuccess: () => setErrors({}),
    // The server's texts (English), shown translated at their fields by FormField.
    onError: (err) => setErrors(Object.fromEntries(serverFieldErrors(err, NAME_FIELDS).map(({ field, message }) => [field, message]))),
  });
  const setName = (lang: 'cs' | 'en', name: string) => setValues((v) => ({ ...v, names: { ...v.names, [lang]: name } }));
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(values);
      }}
      className="grid items-end gap-2 border-t border-slate-100 pt-3 sm:grid-cols-[1fr_1fr_auto_auto_auto]"
    >
      <FormField label={t('admin.time.activities.nameCs')} error={errors['names.cs']}>
        <Input value={values.names.cs} onChange={(e) => setName('cs', e.target.value)} />
      </FormField>
      <FormField label={t('admin.time.activities.nameEn')} error={errors['names.en']}>
        <Input value={values.names.en} onChange={(e) => setName('en', e.target.value)} />
      </FormField>
      <label className="flex min-h-10 items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" className="h-4 w-4 accent-brand-700" checked={values.billable} onChange={(e) => setValues((v) => ({ ...v, billable: e.target.checked }))} />
        {t('admin.time.activities.billable')}
      </label>
      {activity ? (
        <label className="flex min-h-10 items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" className="h-4 w-4 accent-brand-700" checked={values.archived} onChange={(e) => setValues((v) => ({ ...v, archived: e.target.checked }))} />
          {t('admin.time.activities.archived')}
        </label>
      ) : (
        <span />
      )}
      <Button type="submit" variant={activity ? 'secondary' : 'primary'} disabled={save.isPending}>
        {activity ? t('admin.time.activities.save') : t('admin.time.activities.add')}
      </Button>
    </form>
  );
}
