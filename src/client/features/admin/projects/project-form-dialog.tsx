import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { useT } from '@/client/i18n/use-t';
import { assumedServiceCost, isProjectServiceType } from '@/shared/accounting';
import type { AdminProject } from '@/shared/api-types';
import { PROJECT_SERVICE_TYPES, type Language } from '@/shared/constants';
import { officeDay } from '@/shared/dates';
import { minorToDecimalText } from '@/shared/money/minor-units';
import { PROJECT_DEFAULTS, projectFormSchema, type ProjectFormValues, type ProjectInput } from '@/shared/schemas/project';
import { Button } from '@/client/components/ui/button';
import { Dialog } from '@/client/components/ui/dialog';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { Textarea } from '@/client/components/ui/textarea';
import { projectsApi, type ProjectPayload } from '@/client/api/projects-api';
import { MoneyField } from '../common/money-field';
import { useAdminLanguage } from '../common/use-admin-language';
import { useFormSave } from '../common/use-form-save';
import { ClientPicker, type ClientOption } from './client-picker';
import { DerivedField } from '../common/derived-field';
import { formatMoney } from '@/shared/money/format-money';
import { fromFirstOpening } from '@/client/components/ui/use-opened-once';
import { formatMinutes } from '@/shared/time/minutes';
import { BUDGET_KINDS } from '@/shared/time/rates';
import { RETAINER_ROLLOVERS } from '@/shared/time/retainers';
import { BudgetBurn } from './budget-burn';

/** The fields the form shows, in screen order; the other fields of the schema are carried as they are. */
const FORM_FIELDS = ['clientId', 'name', 'description', 'serviceType', 'budget', 'amountPaid', 'costOfService', 'dueDate', 'hourlyRateCzk', 'budgetKind', 'budgetMinutes', 'budgetCzk', 'retainerFeeCzk', 'retainerMinutes', 'retainerOverageRateCzk', 'retainerRollover', 'retainerRolloverCapMinutes', 'retainerSince'] as const satisfies readonly Path<ProjectFormValues>[];

/**
 * The form's values: every field of the shared form schema as the inputs hold it (text as typed, amounts as dollars
 * in the screen's language, the date included; clientId '' until a client is picked). A new project starts from the
 * schema's defaults, an edited one from its stored values. Typed over the schema, so a field added to it and not here
 * fails the typecheck.
 */
function projectFormValues(language: Language, project?: AdminProject): Required<ProjectFormValues> {
  const money = (minor: number) => minorToDecimalText(minor, language);
  if (!project) {
    return {
      clientId: '',
      name: '',
      description: '',
      serviceType: PROJECT_DEFAULTS.serviceType,
      status: PROJECT_DEFAULTS.status,
      // Blank: the server sets today.
      startDate: '',
      dueDate: '',
      budget: money(PROJECT_DEFAULTS.budget),
      costOfService: money(PROJECT_DEFAULTS.costOfService),
      amountPaid: money(PROJECT_DEFAULTS.amountPaid),
      monthlyFee: money(PROJECT_DEFAULTS.monthlyFee),
      notes: '',
      hourlyRateCzk: '',
      budgetKind: 'none',
      budgetMinutes: '',
      budgetCzk: '',
      retainerFeeCzk: '',
      retainerMinutes: '',
      retainerOverageRateCzk: '',
      retainerRollover: 'expire',
      retainerRolloverCapMinutes: '',
      // The month the dialog opens in (Prague): a retainer typed in now starts this month.
      retainerSince: officeDay().slice(0, 7),
    };
  }
  return {
    clientId: project.clientId,
    name: project.name,
    description: project.description,
    serviceType: project.serviceType,
    status: project.status,
    startDate: project.startDate,
    // Due dates are stored as midnight UTC of the chosen day.
    dueDate: project.dueDate ? project.dueDate.slice(0, 10) : '',
    budget: money(project.budget),
    costOfService: money(project.costOfService),
    amountPaid: money(project.amountPaid),
    monthlyFee: money(project.monthlyFee),
    notes: project.notes ?? '',
    hourlyRateCzk: project.hourlyRateCzk === null ? '' : money(project.hourlyRateCzk),
    budgetKind: project.budgetKind,
    budgetMinutes: project.budgetMinutes === null ? '' : budgetHoursText(project.budgetMinutes),
    budgetCzk: project.budgetCzk === null ? '' : money(project.budgetCzk),
    retainerFeeCzk: project.retainerFeeCzk === null ? '' : money(project.retainerFeeCzk),
    retainerMinutes: project.retainerMinutes === null ? '' : budgetHoursText(project.retainerMinutes),
    retainerOverageRateCzk: project.retainerOverageRateCzk === null ? '' : money(project.retainerOverageRateCzk),
    retainerRollover: project.retainerRollover,
    retainerRolloverCapMinutes: project.retainerRolloverCapMinutes === null ? '' : budgetHoursText(project.retainerRolloverCapMinutes),
    retainerSince: project.retainerSince ?? officeDay().slice(0, 7),
  };
}

/** An hours budget as the field shows it: whole hours ("40"), or h:mm when it has minutes ("37:30"). */
const budgetHoursText = (minutes: number) => (minutes % 60 === 0 ? String(minutes / 60) : formatMinutes(minutes));

/** POST's body: the fields the form shows; the due date as the day chosen ('yyyy-MM-dd', midnight UTC), or null. */
export function toPayload(values: ProjectInput): ProjectPayload {
  return {
    clientId: values.clientId,
    name: values.name,
    description: values.description,
    serviceType: values.serviceType,
    budget: values.budget,
    amountPaid: values.amountPaid,
    costOfService: values.costOfService,
    dueDate: values.dueDate ? values.dueDate.toISOString().slice(0, 10) : null,
    hourlyRateCzk: values.hourlyRateCzk,
    budgetKind: values.budgetKind,
    budgetMinutes: values.budgetMinutes,
    budgetCzk: values.budgetCzk,
    retainerFeeCzk: values.retainerFeeCzk,
    retainerMinutes: values.retainerMinutes,
    retainerOverageRateCzk: values.retainerOverageRateCzk,
    retainerRollover: values.retainerRollover,
    retainerRolloverCapMinutes: values.retainerRolloverCapMinutes,
    retainerSince: values.retainerSince,
  };
}

interface ProjectFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Given: edit this project (PUT); otherwise create one (POST). */
  project?: AdminProject | undefined;
}

/** Create or edit a project (docs/product/rules.md#record-validation project rules, docs/product/api.md#projects projectsApi.create / update, docs/product/rules.md#defaults form defaults). */
export const ProjectFormDialog = fromFirstOpening(ProjectFormDialogContent);

/** The dialog itself, rendered from its first opening on (use-opened-once.ts). */
function ProjectFormDialogContent({ open, onOpenChange, project }: ProjectFormDialogProps) {
  const t = useT();
  return (
    <Dialog closeLabel={t('common.close')}
      open={open}
      onOpenChange={onOpenChange}
      title={project ? t('admin.project.form.editTitle') : t('admin.project.form.createTitle')}
      description={t('admin.project.form.description')}
      className="max-w-2xl"
    >
      {/* Mounted on every opening: the form starts from the project (or the defaults) each time. */}
      <ProjectForm project={project} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

function ProjectForm({ project, onDone }: { project: AdminProject | undefined; onDone: () => void }) {
  const t = useT();
  const editing = project !== undefined;
  const [client, setClient] = useState<ClientOption | null>(project ? { id: project.clientId, name: project.clientName } : null);
  const language = useAdminLanguage();
  // The first day the due-date calendar offers: today in Prague, whatever the browser's zone.
  const [minDate] = useState(() => officeDay());
  // The form keeps typed text, which the form schema reads (amounts in dollars → cents, blank date → null).
  const resolver = useMemo(() => zodResolver(projectFormSchema(language)), [language]);
  const form = useForm<ProjectFormValues, unknown, ProjectInput>({ resolver, defaultValues: projectFormValues(language, project) });

  const mutation = useFormSave(form, {
    request: (payload: ProjectPayload) =>
      project
        ? // PUT replaces the project: keep what this form does not edit.
          projectsApi.update(project.id, { ...payload, monthlyFee: project.monthlyFee, notes: project.notes })
        : projectsApi.create(payload),
    resources: [projectsApi],
    success: () => (editing ? t('admin.project.toast.updated') : t('admin.project.toast.created')),
    errorTitle: editing ? t('admin.project.toast.updateError') : t('admin.project.toast.createError'),
    onSuccess: onDone,
    fields: FORM_FIELDS,
  });

  const { errors } = form.formState;
  const budgetKind = useWatch({ control: form.control, name: 'budgetKind' });
  const [retainerFee, retainerRollover] = useWatch({ control: form.control, name: ['retainerFeeCzk', 'retainerRollover'] });
  const budgetKindField = form.register('budgetKind', {
    onChange: () => {
      // The amount of the other kind is not kept (the server stores only the chosen kind's): nor is its error.
      form.setValue('budgetMinutes', '');
      form.setValue('budgetCzk', '');
      form.clearErrors(['budgetMinutes', 'budgetCzk']);
    },
  });
  const required = (label: string) => t('admin.project.form.required', { label });
  const serviceType = form.register('serviceType', {
    onChange: (e: { target: { value: string } }) => {
      // A new project's cost follows the service type until the cost is typed in by hand.
      const type = e.target.value;
      if (!editing && !form.getFieldState('costOfService').isDirty && isProjectServiceType(type)) {
        form.setValue('costOfService', minorToDecimalText(assumedServiceCost(type), language));
      }
    },
  });

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit((values) => mutation.mutate(toPayload(values)))}
    >
      <Controller
        control={form.control}
        name="clientId"
        render={({ field, fieldState }) => (
          <FormField label={required(t('admin.project.fields.client'))} error={fieldState.error?.message}>
            <ClientPicker
              value={client}
              placeholder={t('admin.project.clientPicker.placeholder')}
              onBlur={field.onBlur}
              onChange={(next) => {
                setClient(next);
                field.onChange(next ? next.id : '');
                if (next) form.clearErrors('clientId');
              }}
            />
          </FormField>
        )}
      />
      <FormField label={required(t('admin.project.fields.name'))} error={errors.name?.message}>
        <Input autoComplete="off" {...form.register('name')} />
      </FormField>
      <FormField label={required(t('admin.project.fields.description'))} error={errors.description?.message}>
        <Textarea rows={3} {...form.register('description')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('admin.project.fields.serviceType')} error={errors.serviceType?.message}>
          <Select {...serviceType}>
            {PROJECT_SERVICE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`admin.project.serviceTypes.${type}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t('admin.project.fields.dueDateOptional')} error={errors.dueDate?.message}>
          <Input type="date" min={minDate} max="9999-12-31" {...form.register('dueDate')} />
        </FormField>
        <MoneyField label={t('admin.project.fields.budget')} error={errors.budget?.message} input={form.register('budget')} />
        {project?.amountPaidFromInvoices ? (
          <DerivedField
            label={t('admin.project.fields.amountPaid')}
            value={formatMoney(project.amountPaid, 'USD', language)}
            note={t('admin.project.amountPaidFromInvoices')}
          />
        ) : (
          <MoneyField label={t('admin.project.fields.amountPaid')} error={errors.amountPaid?.message} input={form.register('amountPaid')} />
        )}
        <MoneyField label={t('admin.project.fields.costOfService')} error={errors.costOfService?.message} input={form.register('costOfService')} />
      </div>
      <fieldset className="space-y-3 rounded-md border border-slate-200 p-3">
        <legend className="px-1 text-sm font-semibold text-slate-900">{t('admin.project.budget.title')}</legend>
        {project ? <BudgetBurn project={project} /> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1">
            <MoneyField label={t('admin.project.fields.hourlyRate')} error={errors.hourlyRateCzk?.message} input={form.register('hourlyRateCzk')} />
            <p className="text-xs text-slate-600">{t('admin.project.budget.rateHint')}</p>
          </div>
          <FormField label={t('admin.project.fields.budgetKind')} error={errors.budgetKind?.message}>
            <Select {...budgetKindField}>
              {BUDGET_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`admin.project.budget.kinds.${kind}`)}
                </option>
              ))}
            </Select>
          </FormField>
          {budgetKind === 'hours' ? (
            <FormField label={t('admin.project.fields.budgetHours')} error={errors.budgetMinutes?.message}>
              <Input type="text" inputMode="decimal" autoComplete="off" className="tabular-nums" {...form.register('budgetMinutes')} />
            </FormField>
          ) : null}
          {budgetKind === 'money' ? <MoneyField label={t('admin.project.fields.budgetMoney')} error={errors.budgetCzk?.message} input={form.register('budgetCzk')} /> : null}
        </div>
      </fieldset>
      <fieldset className="space-y-3 rounded-md border border-slate-200 p-3">
        <legend className="px-1 text-sm font-semibold text-slate-900">{t('admin.project.retainer.title')}</legend>
        <p className="text-xs text-slate-600">{t('admin.project.retainer.intro')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <MoneyField label={t('admin.project.retainer.fee')} error={errors.retainerFeeCzk?.message} input={form.register('retainerFeeCzk')} />
          {retainerFee?.trim() ? (
            <>
              <FormField label={t('admin.project.retainer.since')} error={errors.retainerSince?.message}>
                <Input type="month" {...form.register('retainerSince')} />
              </FormField>
              <FormField label={t('admin.project.retainer.hours')} error={errors.retainerMinutes?.message}>
                <Input type="text" inputMode="decimal" autoComplete="off" className="tabular-nums" {...form.register('retainerMinutes')} />
              </FormField>
              <div className="space-y-1">
                <MoneyField label={t('admin.project.retainer.overageRate')} error={errors.retainerOverageRateCzk?.message} input={form.register('retainerOverageRateCzk')} />
                <p className="text-xs text-slate-600">{t('admin.project.retainer.overageHint')}</p>
              </div>
              <FormField label={t('admin.project.retainer.rollover')} error={errors.retainerRollover?.message}>
                <Select {...form.register('retainerRollover')}>
                  {RETAINER_ROLLOVERS.map((rollover) => (
                    <option key={rollover} value={rollover}>
                      {t(`admin.project.retainer.rollovers.${rollover}`)}
                    </option>
                  ))}
                </Select>
              </FormField>
              {retainerRollover === 'roll_over' ? (
                <div className="space-y-1">
                  <FormField label={t('admin.project.retainer.cap')} error={errors.retainerRolloverCapMinutes?.message}>
                    <Input type="text" inputMode="decimal" autoComplete="off" className="tabular-nums" {...form.register('retainerRolloverCapMinutes')} />
                  </FormField>
                  <p className="text-xs text-slate-600">{t('admin.project.retainer.capHint')}</p>
                </div>
              ) : null}
            </>
          ) : null}
        </div>
      </fieldset>
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending
            ? t('admin.common.saving')
            : editing
              ? t('admin.project.form.submitEdit')
              : t('admin.project.form.submitCreate')}
        </Button>
      </div>
    </form>
  );
}
