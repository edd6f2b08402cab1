/** The billing details form: react-hook-form over the shared schema (values = its z.input), saved with PUT. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactElement, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useT } from '@/client/i18n/use-t';
import {
  agencyBillingSchema,
  type AgencyBilling,
  type AgencyBillingFormValues,
  type AgencyBillingInput,
} from '@/shared/schemas/agency-billing';
import { RECURRING_INVOICE_MODES } from '@/shared/schemas/invoice';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { Textarea } from '@/client/components/ui/textarea';
import { billingSettingsApi } from '@/client/api/billing-settings-api';
import { CountryOptions } from '../common/country-options';
import { useAdminLanguage } from '../common/use-admin-language';
import { useFormSave } from '../common/use-form-save';
import { MediaField } from '../media';
import { billingFormValues } from './billing-form-values';

const resolver = zodResolver(agencyBillingSchema);

/** The form's fields in screen order (a server's refusal is shown at its field, focus on the first). */
const FIELDS = [
  'companyName', 'street', 'city', 'postalCode', 'country', 'ico', 'dic', 'vatPayer', 'registration',
  'bankAccount', 'iban', 'proposalValidityDays', 'invoiceDueDays', 'recurringInvoiceMode', 'firstReminderDays',
  'secondReminderDays', 'logoMediaId',
] as const satisfies readonly (keyof AgencyBillingFormValues)[];
/** Every field of the schema is on the form: one added to the schema and not here fails the typecheck. */
export const BILLING_FORM_COMPLETE = {} satisfies Record<Exclude<keyof AgencyBillingFormValues, (typeof FIELDS)[number]>, never>;

type TextField = Exclude<(typeof FIELDS)[number], 'vatPayer' | 'country' | 'logoMediaId' | 'registration' | 'recurringInvoiceMode'>;

export function BillingSettingsForm({ details }: { details: AgencyBilling }) {
  const t = useT();
  const lang = useAdminLanguage();
  const queryClient = useQueryClient();
  const form = useForm<AgencyBillingFormValues, unknown, AgencyBillingInput>({ resolver, defaultValues: billingFormValues(details) });
  // The chosen logo's preview (the page mounts the form anew for each saved version of the details).
  const [logoPreview, setLogoPreview] = useState(details.logoUrl ?? '');
  const logoMediaId = useWatch({ control: form.control, name: 'logoMediaId' });
  const { errors } = form.formState;

  const mutation = useFormSave(form, {
    request: (values: AgencyBillingInput) => billingSettingsApi.update(values),
    resources: [billingSettingsApi],
    success: () => ({ title: t('admin.billing.saveSuccess'), description: t('admin.billing.saveSuccessDescription') }),
    errorTitle: t('admin.billing.saveError'),
    onSuccess: (saved) => queryClient.setQueryData(billingSettingsApi.key, saved),
    fields: FIELDS,
  });

  const field = (name: (typeof FIELDS)[number], control: ReactElement<{ id?: string }>, hint?: string) => (
    <div className="space-y-1">
      <FormField label={t(`admin.billing.fields.${name}`)} error={errors[name]?.message}>
        {control}
      </FormField>
      {hint ? <p className="text-xs text-slate-600">{hint}</p> : null}
    </div>
  );
  const text = (name: TextField, props: Record<string, string> = {}, hint?: string) =>
    field(name, <Input autoComplete="off" {...props} {...form.register(name)} />, hint);

  return (
    <form noValidate className="space-y-6" onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
      <Section title={t('admin.billing.sections.company')}>
        <div className="sm:col-span-2">{text('companyName', { autoComplete: 'organization' })}</div>
        <div className="sm:col-span-2">{text('street')}</div>
        {text('city')}
        {text('postalCode', { inputMode: 'numeric' })}
        {field(
          'country',
          <Select {...form.register('country')}>
            <CountryOptions lang={lang} />
          </Select>,
        )}
      </Section>
      <Section title={t('admin.billing.sections.tax')}>
        {text('ico', { inputMode: 'numeric', placeholder: '12345678' })}
        {text('dic', { placeholder: 'CZ12345678' })}
        <div className="sm:col-span-2">
          <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-slate-800">
            <input type="checkbox" className="h-5 w-5 rounded border-slate-300 accent-brand-700" {...form.register('vatPayer')} />
            {t('admin.billing.fields.vatPayer')}
          </label>
          <p className="text-xs text-slate-600">{t('admin.billing.hints.vatPayer')}</p>
        </div>
        <div className="sm:col-span-2">
          {field('registration', <Textarea rows={2} {...form.register('registration')} />, t('admin.billing.hints.registration'))}
        </div>
      </Section>
      <Section title={t('admin.billing.sections.bank')}>
        {text('bankAccount', { inputMode: 'text', placeholder: '19-2000145399/0800' }, t('admin.billing.hints.bankAccount'))}
        {text('iban', { placeholder: 'CZ65 0800 0000 1920 0014 5399' }, t('admin.billing.hints.iban'))}
      </Section>
      <Section title={t('admin.billing.sections.documents')}>
        {text('proposalValidityDays', { type: 'number', inputMode: 'numeric', min: '1', max: '365' })}
        {text('invoiceDueDays', { type: 'number', inputMode: 'numeric', min: '1', max: '365' })}
        {field(
          'recurringInvoiceMode',
          <Select {...form.register('recurringInvoiceMode')}>
            {RECURRING_INVOICE_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {t(`admin.billing.recurringModes.${mode}`)}
              </option>
            ))}
          </Select>,
          t('admin.billing.hints.recurringInvoiceMode'),
        )}
        <div className="hidden sm:block" />
        {text('firstReminderDays', { type: 'number', inputMode: 'numeric', min: '1', max: '365' }, t('admin.billing.hints.reminders'))}
        {text('secondReminderDays', { type: 'number', inputMode: 'numeric', min: '1', max: '365' })}
        <div className="sm:col-span-2">
          <MediaField
            value={logoPreview}
            lang={lang}
            onPick={(picked) => {
              form.setValue('logoMediaId', String(picked.id), { shouldDirty: true, shouldValidate: true });
              setLogoPreview(picked.url);
            }}
          >
            <div className="space-y-1">
              <p className="text-sm font-medium text-slate-800">{t('admin.billing.fields.logoMediaId')}</p>
              {logoMediaId ? (
                <Button
                  type="button"
                  variant="secondary"
                  size="sm"
                  onClick={() => {
                    form.setValue('logoMediaId', '', { shouldDirty: true });
                    setLogoPreview('');
                  }}
                >
                  {t('admin.billing.logoRemove')}
                </Button>
              ) : (
                <p className="text-sm text-slate-600">{t('admin.billing.logoNone')}</p>
              )}
              {errors.logoMediaId?.message ? <p className="text-sm text-red-700">{errors.logoMediaId.message}</p> : null}
            </div>
          </MediaField>
        </div>
      </Section>
      <div className="flex justify-end">
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? t('admin.common.saving') : t('admin.billing.save')}
        </Button>
      </div>
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <legend className="px-1 text-base font-semibold text-slate-900">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
