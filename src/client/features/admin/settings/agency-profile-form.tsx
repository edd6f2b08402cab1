/** The agency profile form: react-hook-form over the shared schema (values = its z.input), saved with PUT. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type ReactElement } from 'react';
import { useForm, useWatch, type Path, type UseFormReturn } from 'react-hook-form';
import { useT } from '@/client/i18n/use-t';
import {
  agencyProfileSchema,
  SOCIAL_NETWORK_NAMES,
  SOCIAL_NETWORKS,
  WEEKDAYS,
  type AgencyProfile,
  type AgencyProfileFormValues,
  type AgencyProfileInput,
  type Weekday,
} from '@/shared/schemas/agency-profile';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { agencyProfileApi } from '@/client/api/agency-profile-api';
import { billingSettingsApi } from '@/client/api/billing-settings-api';
import { CountryOptions } from '../common/country-options';
import { useAdminLanguage } from '../common/use-admin-language';
import { useFormSave } from '../common/use-form-save';
import { MediaField } from '../media';
import { profileFormValues } from './profile-form-values';
import { SettingsField, SettingsSection } from './settings-section';

const resolver = zodResolver(agencyProfileSchema);

type Values = AgencyProfileFormValues;
type Form = UseFormReturn<Values, unknown, AgencyProfileInput>;

/** The fields of one value each, in screen order. */
const PLAIN_FIELDS = ['name', 'logoMediaId', 'email', 'phone', 'street', 'postalCode', 'city', 'country', 'mapUrl'] as const satisfies readonly (keyof Values)[];
/** Every field of the schema is on the form: one added to the schema and not here fails the typecheck. */
export const PROFILE_FORM_COMPLETE = {} satisfies Record<Exclude<keyof Values, (typeof PLAIN_FIELDS)[number] | 'socialLinks' | 'openingHours'>, never>;

/** Every field in screen order, as the server names a refused one ('socialLinks.x', 'openingHours.monday.opens'): shown at it, focus on the first. */
const FIELDS: readonly Path<Values>[] = [
  ...PLAIN_FIELDS,
  ...SOCIAL_NETWORKS.map((network) => `socialLinks.${network}` as const),
  ...WEEKDAYS.flatMap((day) => [`openingHours.${day}.opens`, `openingHours.${day}.closes`] as const),
];

type TextField = Exclude<(typeof PLAIN_FIELDS)[number], 'logoMediaId' | 'country'>;

/** The hours a day gets when it is opened again and had none before. */
const OFFICE_HOURS = { opens: '09:00', closes: '17:00' };

export function AgencyProfileForm({ profile }: { profile: AgencyProfile }) {
  const t = useT();
  const lang = useAdminLanguage();
  const queryClient = useQueryClient();
  const form: Form = useForm<Values, unknown, AgencyProfileInput>({ resolver, defaultValues: profileFormValues(profile) });
  // The chosen logo's preview (the page mounts the form anew for each saved version of the profile).
  const [logoPreview, setLogoPreview] = useState(profile.logoUrl ?? '');
  const logoMediaId = useWatch({ control: form.control, name: 'logoMediaId' });
  const { errors } = form.formState;

  const mutation = useFormSave(form, {
    request: (values: AgencyProfileInput) => agencyProfileApi.update(values),
    // The billing details may take the profile's address (addressFromProfile) and print its logo: refreshed too.
    resources: [agencyProfileApi, billingSettingsApi],
    success: () => ({ title: t('admin.agencyProfile.saveSuccess'), description: t('admin.agencyProfile.saveSuccessDescription') }),
    errorTitle: t('admin.agencyProfile.saveError'),
    onSuccess: (saved) => {
      queryClient.setQueryData(agencyProfileApi.key, saved);
      // The frame's name (the public read) is the same profile.
      queryClient.setQueryData(agencyProfileApi.publicKey, saved);
    },
    fields: FIELDS,
  });

  const field = (name: (typeof PLAIN_FIELDS)[number], control: ReactElement<{ id?: string }>, hint?: string) => (
    <SettingsField label={t(`admin.agencyProfile.fields.${name}`)} error={errors[name]?.message} hint={hint}>
      {control}
    </SettingsField>
  );
  const text = (name: TextField, props: Record<string, string> = {}, hint?: string) =>
    field(name, <Input autoComplete="off" {...props} {...form.register(name)} />, hint);

  return (
    <form noValidate className="space-y-6" onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
      <SettingsSection title={t('admin.agencyProfile.sections.agency')}>
        <div className="sm:col-span-2">{text('name', { autoComplete: 'organization' })}</div>
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
              <p className="text-sm font-medium text-slate-800">{t('admin.agencyProfile.fields.logoMediaId')}</p>
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
                  {t('admin.agencyProfile.logoRemove')}
                </Button>
              ) : (
                <p className="text-sm text-slate-600">{t('admin.agencyProfile.logoNone')}</p>
              )}
              {errors.logoMediaId?.message ? <p className="text-sm text-red-700">{errors.logoMediaId.message}</p> : null}
              <p className="text-xs text-slate-600">{t('admin.agencyProfile.hints.logo')}</p>
            </div>
          </MediaField>
        </div>
      </SettingsSection>
      <SettingsSection title={t('admin.agencyProfile.sections.contact')}>
        {text('email', { type: 'email', inputMode: 'email', autoComplete: 'email' })}
        {text('phone', { type: 'tel', inputMode: 'tel', autoComplete: 'tel' }, t('admin.agencyProfile.hints.phone'))}
      </SettingsSection>
      <SettingsSection title={t('admin.agencyProfile.sections.address')}>
        <div className="sm:col-span-2">{text('street', { autoComplete: 'street-address' })}</div>
        {text('city', { autoComplete: 'address-level2' })}
        {text('postalCode', { inputMode: 'numeric', autoComplete: 'postal-code' })}
        {field(
          'country',
          <Select {...form.register('country')}>
            <CountryOptions lang={lang} />
          </Select>,
        )}
        <div className="sm:col-span-2">{text('mapUrl', { type: 'url', inputMode: 'url', placeholder: 'https://mapy.cz/…' }, t('admin.agencyProfile.hints.mapUrl'))}</div>
      </SettingsSection>
      <SettingsSection title={t('admin.agencyProfile.sections.social')}>
        <p className="text-xs text-slate-600 sm:col-span-2">{t('admin.agencyProfile.hints.social')}</p>
        {SOCIAL_NETWORKS.map((network) => (
          <FormField key={network} label={SOCIAL_NETWORK_NAMES[network]} error={errors.socialLinks?.[network]?.message}>
            <Input type="url" inputMode="url" autoComplete="off" placeholder="https://" {...form.register(`socialLinks.${network}`)} />
          </FormField>
        ))}
      </SettingsSection>
      <SettingsSection title={t('admin.agencyProfile.sections.hours')} columns={1}>
        <p className="text-xs text-slate-600">{t('admin.agencyProfile.hints.hours')}</p>
        <div className="divide-y divide-slate-200">
          {WEEKDAYS.map((day) => (
            <DayRow key={day} day={day} form={form} />
          ))}
        </div>
      </SettingsSection>
      <div className="flex justify-end">
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? t('admin.common.saving') : t('admin.agencyProfile.save')}
        </Button>
      </div>
    </form>
  );
}

/**
 * One day's hours: the opening and closing times, and "Closed", which blanks and disables both (a closed day is both
 * times blank, as the schema reads it). Opened again, the day gets back the times it had, or office hours.
 * Phones: the day's name above, the two times side by side, "Closed" below them.
 */
function DayRow({ day, form }: { day: Weekday; form: Form }) {
  const t = useT();
  const nameId = useId();
  const opensPath = `openingHours.${day}.opens` as const;
  const closesPath = `openingHours.${day}.closes` as const;
  const [opens, closes] = useWatch({ control: form.control, name: [opensPath, closesPath] });
  const closed = !opens && !closes;
  const before = useRef<{ opens: string; closes: string } | null>(null);
  const errors = form.formState.errors.openingHours?.[day];

  const setClosed = (close: boolean) => {
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    if (close) {
      before.current = { opens: opens ?? '', closes: closes ?? '' };
      form.setValue(opensPath, '', options);
      form.setValue(closesPath, '', options);
    } else {
      const times = before.current?.opens && before.current.closes ? before.current : OFFICE_HOURS;
      form.setValue(opensPath, times.opens, options);
      form.setValue(closesPath, times.closes, options);
    }
  };

  return (
    <div role="group" aria-labelledby={nameId} className="grid grid-cols-2 items-start gap-x-3 gap-y-2 py-3 sm:grid-cols-[8rem_minmax(0,1fr)_minmax(0,1fr)_auto]">
      <p id={nameId} className="col-span-2 text-sm font-semibold text-slate-900 sm:col-span-1 sm:pt-8">
        {t(`admin.agencyProfile.weekdays.${day}`)}
      </p>
      <div className="min-w-0">
        <FormField label={t('admin.agencyProfile.hours.opens')} error={errors?.opens?.message}>
          <Input type="time" step={60} className="min-w-0 disabled:bg-slate-100 disabled:text-slate-500" {...form.register(opensPath)} disabled={closed} />
        </FormField>
      </div>
      <div className="min-w-0">
        <FormField label={t('admin.agencyProfile.hours.closes')} error={errors?.closes?.message}>
          <Input type="time" step={60} className="min-w-0 disabled:bg-slate-100 disabled:text-slate-500" {...form.register(closesPath)} disabled={closed} />
        </FormField>
      </div>
      <label className="col-span-2 flex min-h-11 items-center gap-3 text-sm font-medium text-slate-800 sm:col-span-1 sm:mt-6">
        <input
          type="checkbox"
          className="h-5 w-5 rounded border-slate-300 accent-brand-700"
          checked={closed}
          onChange={(event) => setClosed(event.target.checked)}
        />
        {t('admin.agencyProfile.hours.closed')}
      </label>
    </div>
  );
}
