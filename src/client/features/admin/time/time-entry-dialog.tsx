import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { useT } from '@/client/i18n/use-t';
import { timeApi, type TimeEntryPayload } from '@/client/api/time-api';
import { Button } from '@/client/components/ui/button';
import { Dialog } from '@/client/components/ui/dialog';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { Textarea } from '@/client/components/ui/textarea';
import { fromFirstOpening } from '@/client/components/ui/use-opened-once';
import { timeEntryFormSchema, type AdminTimeEntry, type TimeEntryFormValues, type TimeEntryInput, type TimeOptions } from '@/shared/schemas/time-entry';
import { formatMinutes } from '@/shared/time/minutes';
import type { PickedRecord } from '../common/search-picker';
import { useAdminLanguage } from '../common/use-admin-language';
import { useFormSave } from '../common/use-form-save';
import { ProjectPicker } from './project-picker';

/** The fields the form shows, in screen order. */
const FORM_FIELDS = ['userId', 'date', 'projectId', 'activityId', 'minutes', 'note', 'billable'] as const satisfies readonly Path<TimeEntryFormValues>[];

interface TimeEntryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  options: TimeOptions;
  /** Given: edit this entry (PUT); otherwise a new one on `date` for `userId`. */
  entry?: AdminTimeEntry | undefined;
  date: string;
  userId: number;
}

/** Add or edit a time entry (docs/product/time-and-profit.md#week-view). */
export const TimeEntryDialog = fromFirstOpening(TimeEntryDialogContent);

function TimeEntryDialogContent({ open, onOpenChange, ...props }: TimeEntryDialogProps) {
  const t = useT();
  return (
    <Dialog
      closeLabel={t('common.close')}
      open={open}
      onOpenChange={onOpenChange}
      title={props.entry ? t('admin.time.form.editTitle') : t('admin.time.form.createTitle')}
    >
      <TimeEntryForm {...props} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

/** The form's values as the inputs hold them: the duration as h:mm text, ids as numbers ('' until chosen). */
function formValues(entry: AdminTimeEntry | undefined, date: string, userId: number, options: TimeOptions): Required<TimeEntryFormValues> {
  if (entry) {
    return {
      userId: entry.userId,
      projectId: entry.projectId,
      activityId: entry.activityId,
      date: entry.date,
      minutes: formatMinutes(entry.minutes),
      note: entry.note,
      billable: entry.billable,
    };
  }
  const firstActivity = options.activities.find((a) => !a.archived);
  return { userId, projectId: '', activityId: firstActivity?.id ?? '', date, minutes: '', note: '', billable: firstActivity?.billable ?? true };
}

function TimeEntryForm({ entry, date, userId, options, onDone }: Omit<TimeEntryDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const t = useT();
  const language = useAdminLanguage();
  const [project, setProject] = useState<PickedRecord | null>(entry ? { id: entry.projectId, name: entry.projectName } : null);
  const form = useForm<TimeEntryFormValues, unknown, TimeEntryInput>({
    resolver: zodResolver(timeEntryFormSchema),
    defaultValues: formValues(entry, date, userId, options),
  });
  const mutation = useFormSave(form, {
    request: (payload: TimeEntryPayload) => (entry ? timeApi.update(entry.id, payload) : timeApi.create(payload)),
    resources: [timeApi],
    success: () => t('admin.time.form.saved'),
    errorTitle: t('common.error'),
    onSuccess: onDone,
    fields: FORM_FIELDS,
  });
  const { errors } = form.formState;
  // An edited entry keeps its archived activity; a new one is offered the others.
  const activities = options.activities.filter((a) => !a.archived || a.id === entry?.activityId);
  const activity = form.register('activityId', {
    onChange: (e: { target: { value: string } }) => {
      // A new entry's billable follows the activity until it is set by hand.
      const chosen = options.activities.find((a) => String(a.id) === e.target.value);
      if (!entry && chosen && !form.getFieldState('billable').isDirty) form.setValue('billable', chosen.billable);
    },
  });

  return (
    <form noValidate className="space-y-4" onSubmit={form.handleSubmit((values: TimeEntryPayload) => mutation.mutate(values))}>
      {options.people.length > 1 ? (
        <FormField label={t('admin.time.form.person')} error={errors.userId?.message}>
          <Select {...form.register('userId')}>
            {options.people.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </Select>
        </FormField>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('admin.time.form.date')} error={errors.date?.message}>
          <Input type="date" max="9999-12-31" {...form.register('date')} />
        </FormField>
        <FormField label={t('admin.time.form.duration')} error={errors.minutes?.message}>
          <Input inputMode="decimal" autoComplete="off" placeholder={t('admin.time.form.durationHint')} {...form.register('minutes')} />
        </FormField>
      </div>
      <Controller
        control={form.control}
        name="projectId"
        render={({ field, fieldState }) => (
          <FormField label={t('admin.time.form.project')} error={fieldState.error?.message}>
            <ProjectPicker
              recent={options.recentProjects}
              value={project}
              onBlur={field.onBlur}
              onChange={(next) => {
                setProject(next);
                field.onChange(next ? next.id : '');
                if (next) form.clearErrors('projectId');
              }}
            />
          </FormField>
        )}
      />
      <FormField label={t('admin.time.form.activity')} error={errors.activityId?.message}>
        <Select {...activity}>
          {activities.map((a) => (
            <option key={a.id} value={a.id}>
              {a.names[language]}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t('admin.time.form.note')} error={errors.note?.message}>
        <Textarea rows={2} {...form.register('note')} />
      </FormField>
      <label className="flex min-h-10 items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" className="h-4 w-4 accent-brand-700" {...form.register('billable')} />
        {t('admin.time.form.billable')}
      </label>
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onDone}>
          {t('admin.time.form.cancel')}
        </Button>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? t('admin.common.saving') : t('admin.time.form.save')}
        </Button>
      </div>
    </form>
  );
}
