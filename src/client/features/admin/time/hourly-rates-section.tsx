/**
 * The hourly rates per service type (admins, on the Time screen): what an hour of a project of each service type is
 * billed at when the project names no rate of its own (docs/product/time-and-profit.md#rates-and-budgets). Typed as Kč
 * in the screen's language, sent as haléře.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useT } from '@/client/i18n/use-t';
import { projectsApi } from '@/client/api/projects-api';
import { timeApi } from '@/client/api/time-api';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { Spinner } from '@/client/components/ui/spinner';
import { PROJECT_SERVICE_TYPES, type Language } from '@/shared/constants';
import { minorToDecimalText } from '@/shared/money/minor-units';
import { serviceRatesFormSchema, type AdminServiceRate, type ServiceRatesFormValues, type ServiceRatesInput } from '@/shared/schemas/rates';
import { useAdminLanguage } from '../common/use-admin-language';
import { useFormSave } from '../common/use-form-save';

type ServiceType = AdminServiceRate['serviceType'];

/** The form's values: each service type's rate as Kč text of the screen's language ("1500", "1500,50"); blank when the server gave none. */
function formValues(rates: readonly AdminServiceRate[], language: Language): Required<ServiceRatesFormValues> {
  const text = (type: ServiceType) => {
    const rate = rates.find((r) => r.serviceType === type);
    return rate ? minorToDecimalText(rate.hourlyRateCzk, language) : '';
  };
  return {
    'web-development': text('web-development'),
    design: text('design'),
    marketing: text('marketing'),
    'social-media': text('social-media'),
    'logo-design': text('logo-design'),
  };
}

export function HourlyRatesSection() {
  const t = useT();
  const rates = useQuery({ queryKey: timeApi.hourlyRatesKey, queryFn: ({ signal }) => timeApi.hourlyRates(signal) });
  return (
    <section aria-labelledby="hourly-rates-title" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="hourly-rates-title" className="text-lg font-semibold text-slate-900">
        {t('admin.time.hourlyRates.title')}
      </h2>
      <p className="max-w-3xl text-sm text-slate-700">{t('admin.time.hourlyRates.intro')}</p>
      {rates.data ? (
        <HourlyRatesForm rates={rates.data} />
      ) : rates.isError ? (
        <p role="alert">{t('admin.common.loadError')}</p>
      ) : (
        <Spinner />
      )}
    </section>
  );
}

/** One input per service type and one Save button: every rate is sent together (PUT replaces them all). */
function HourlyRatesForm({ rates }: { rates: readonly AdminServiceRate[] }) {
  const t = useT();
  const language = useAdminLanguage();
  const resolver = useMemo(() => zodResolver(serviceRatesFormSchema(language)), [language]);
  const form = useForm<ServiceRatesFormValues, unknown, ServiceRatesInput>({ resolver, defaultValues: formValues(rates, language) });
  const save = useFormSave(form, {
    request: (input: ServiceRatesInput) => timeApi.setHourlyRates(input),
    // A project's budget in money is counted by these rates: the projects are refreshed with them.
    resources: [{ key: timeApi.hourlyRatesKey }, projectsApi],
    success: () => t('admin.time.hourlyRates.saved'),
    errorTitle: t('common.error'),
    // The form starts again from what the server stored.
    onSuccess: (saved) => form.reset(formValues(saved, language)),
    // The server names a refused rate by its service type, the field's name here.
    fields: PROJECT_SERVICE_TYPES,
  });
  const { errors } = form.formState;
  return (
    <form noValidate className="space-y-4" onSubmit={form.handleSubmit((values) => save.mutate(values))}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {PROJECT_SERVICE_TYPES.map((type) => (
          <FormField key={type} label={t('admin.time.hourlyRates.rateLabel', { type: t(`admin.project.serviceTypes.${type}`) })} error={errors[type]?.message}>
            <Input inputMode="decimal" autoComplete="off" {...form.register(type)} />
          </FormField>
        ))}
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
          {t('admin.time.hourlyRates.save')}
        </Button>
      </div>
    </form>
  );
}
