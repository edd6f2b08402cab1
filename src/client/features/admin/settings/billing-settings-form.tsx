/** The billing details form: react-hook-form over the shared schema (values = its z.input), saved with PUT. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ReactElement } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useT } from '@/client/i18n/use-t';
import {
  agencyBillingSchema,
  type AgencyBilling,
  type AgencyBillingFormValues,
  type AgencyBillingInput,
} from '@/shared/schemas/agency-billing';
import { RECURRING_INVOICE_MODES } from '@/shared/schemas/invoice';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { Textarea } from '@/client/components/ui/textarea';
import { agencyProfileApi } from '@/client/api/agency-profile-api';
import { billingSettingsApi } from '@/client/api/billing-settings-api';
import { AresCompanyFill } from '../common/ares-company-fill';
import { CountryOptions, countryName } from '../common/country-options';
import { useAdminLanguage } from '../common/use-admin-language';
import { useFormSave } from '../common/use-form-save';
import { billingFormValues } from './billing-form-values';
import { SettingsField, SettingsSection } from './settings-section';

const resolver = zodResolver(agencyBillingSchema);

/** The form's fields in screen order (a server's refusal is shown at its field, focus on the first). */
const FIELDS = [
  'companyName', 'addressFromProfile', 'street', 'city', 'postalCode', 'country', 'ico', 'dic', 'vatPayer', 'registration',
  'bankAccount', 'iban', 'proposalValidityDays', 'invoiceDueDays', 'recurringInvoiceMode', 'firstReminderDays',
  'secondReminderDays',
] as const satisfies readonly (keyof AgencyBillingFormValues)[];
/** Every field of the schema is on the form: one added to the schema and not here fails the typecheck. */
export const BILLING_FORM_COMPLETE = {} satisfies Record<Exclude<keyof AgencyBillingFormValues, (typeof FIELDS)[number]>, never>;

type TextField = Exclude<(typeof FIELDS)[number], 'vatPayer' | 'country' | 'addressFromProfile' | 'registration' | 'recurringInvoiceMode'>;

/** The seat's fields, which take the agency profile's office address when `addressFromProfile` is ticked. */
const ADDRESS_FIELDS = ['street', 'city', 'postalCode', 'country'] as const;
type AddressField = (typeof ADDRESS_FIELDS)[number];

const READ_ONLY = 'bg-slate-100 text-slate-700';

export function BillingSettingsForm({ details }: { details: AgencyBilling }) {
  const t = useT();
  const lang = useAdminLanguage();
  const queryClient = useQueryClient();
  const form = useForm<AgencyBillingFormValues, unknown, AgencyBillingInput>({ resolver, defaultValues: billingFormValues(details) });
  const { errors } = form.formState;

  // The seat from the agency profile: its office address shown read-only (the server copies it on every save).
  const addressFromProfile = useWatch({ control: form.control, name: 'addressFromProfile' }) === true;
  const country = useWatch({ control: form.control, name: 'country' });
  const profile = useQuery({ queryKey: agencyProfileApi.key, queryFn: agencyProfileApi.get, enabled: addressFromProfile });
  // The address typed here before the box was ticked, given back when it is unticked.
  const ownAddress = useRef<Pick<AgencyBillingFormValues, AddressField> | null>(null);
  useEffect(() => {
    if (!addressFromProfile || !profile.data) return;
    const options = { shouldValidate: form.formState.isSubmitted };
    for (const name of ADDRESS_FIELDS) form.setValue(name, profile.data[name], options);
  }, [addressFromProfile, profile.data, form]);

  const mutation = useFormSave(form, {
    request: (values: AgencyBillingInput) => billingSettingsApi.update(values),
    resources: [billingSettingsApi],
    success: () => ({ title: t('admin.billing.saveSuccess'), description: t('admin.billing.saveSuccessDescription') }),
    errorTitle: t('admin.billing.saveError'),
    onSuccess: (saved) => queryClient.setQueryData(billingSettingsApi.key, saved),
    fields: FIELDS,
  });

  const field = (name: (typeof FIELDS)[number], control: ReactElement<{ id?: string }>, hint?: string) => (
    <SettingsField label={t(`admin.billing.fields.${name}`)} error={errors[name]?.message} hint={hint}>
      {control}
    </SettingsField>
  );
  const text = (name: TextField, props: Record<string, string> = {}, hint?: string) =>
    field(name, <Input autoComplete="off" {...props} {...form.register(name)} />, hint);
  const address = (name: Exclude<AddressField, 'country'>, props: Record<string, string> = {}) =>
    field(
      name,
      <Input
        autoComplete="off"
        {...props}
        {...form.register(name)}
        readOnly={addressFromProfile}
        className={addressFromProfile ? READ_ONLY : undefined}
      />,
    );
  const addressFromProfileField = form.register('addressFromProfile');
  // Ticked: the address typed so far is kept aside; unticked: it is given back.
  const keepOrGiveBackOwnAddress = (fromProfile: boolean) => {
    if (fromProfile) {
      ownAddress.current = { street: form.getValues('street'), city: form.getValues('city'), postalCode: form.getValues('postalCode'), country: form.getValues('country') };
    } else if (ownAddress.current) {
      for (const name of ADDRESS_FIELDS) form.setValue(name, ownAddress.current[name], { shouldValidate: form.formState.isSubmitted });
    }
  };
  const profileStatus = !addressFromProfile
    ? null
    : profile.isError
      ? t('admin.billing.profileAddressError')
      : profile.isPending
        ? t('admin.billing.profileAddressLoading')
        : null;

  return (
    <form noValidate className="space-y-6" onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
      <SettingsSection title={t('admin.billing.sections.company')}>
        <div className="sm:col-span-2">{text('companyName', { autoComplete: 'organization' })}</div>
        <div className="sm:col-span-2">
          <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              className="h-5 w-5 rounded border-slate-300 accent-brand-700"
              {...addressFromProfileField}
              onChange={(event) => {
                keepOrGiveBackOwnAddress(event.target.checked);
                void addressFromProfileField.onChange(event);
              }}
            />
            {t('admin.billing.fields.addressFromProfile')}
          </label>
          <p className="text-xs text-slate-600">{t('admin.billing.hints.addressFromProfile')}</p>
          {profileStatus ? (
            <p role="status" className="mt-1 text-xs text-slate-700">
              {profileStatus}
            </p>
          ) : null}
        </div>
        <div className="sm:col-span-2">{address('street')}</div>
        {address('city')}
        {address('postalCode', { inputMode: 'numeric' })}
        {field(
          'country',
          addressFromProfile ? (
            <Input readOnly className={READ_ONLY} value={typeof country === 'string' && country ? countryName(country, lang) : ''} />
          ) : (
            <Select {...form.register('country')}>
              <CountryOptions lang={lang} />
            </Select>
          ),
        )}
      </SettingsSection>
      <SettingsSection title={t('admin.billing.sections.tax')}>
        {text('ico', { inputMode: 'numeric', placeholder: '12345678' })}
        {text('dic', { placeholder: 'CZ12345678' })}
        <BillingAresFill form={form} initialIco={details.ico ?? ''} addressFromProfile={addressFromProfile} />
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
      </SettingsSection>
      <SettingsSection title={t('admin.billing.sections.bank')}>
        {text('bankAccount', { inputMode: 'text', placeholder: '19-2000145399/0800' }, t('admin.billing.hints.bankAccount'))}
        {text('iban', { placeholder: 'CZ65 0800 0000 1920 0014 5399' }, t('admin.billing.hints.iban'))}
      </SettingsSection>
      <SettingsSection title={t('admin.billing.sections.documents')}>
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
      </SettingsSection>
      <div className="flex justify-end">
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? t('admin.common.saving') : t('admin.billing.save')}
        </Button>
      </div>
    </form>
  );
}

/**
 * ARES (issue 37): the agency's IČO fills its name, DIČ and — unless the seat comes from the agency profile — its
 * address; only empty fields by itself, the others on request (admin/common/ares-company-fill.tsx).
 */
function BillingAresFill({ form, initialIco, addressFromProfile }: { form: UseFormReturn<AgencyBillingFormValues, unknown, AgencyBillingInput>; initialIco: string; addressFromProfile: boolean }) {
  const [ico, companyName, dic, street, city, postalCode, country] = useWatch({
    control: form.control,
    name: ['ico', 'companyName', 'dic', 'street', 'city', 'postalCode', 'country'],
  });
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const address = addressFromProfile ? {} : { street: text(street), city: text(city), postalCode: text(postalCode), country: text(country) };
  return (
    <AresCompanyFill
      ico={text(ico)}
      initialIco={initialIco}
      values={{ name: text(companyName), dic: text(dic), ...address }}
      write={(found) => {
        const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
        if (found.name !== undefined) form.setValue('companyName', found.name, options);
        if (found.dic !== undefined) form.setValue('dic', found.dic, options);
        if (addressFromProfile) return;
        if (found.street !== undefined) form.setValue('street', found.street, options);
        if (found.city !== undefined) form.setValue('city', found.city, options);
        if (found.postalCode !== undefined) form.setValue('postalCode', found.postalCode, options);
        if (found.country !== undefined) form.setValue('country', found.country, options);
      }}
    />
  );
}
