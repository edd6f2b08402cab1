/** The client dialog's billing details tab (issue 22): who documents are made out to, where, in which language. */
import type { UseFormReturn } from 'react-hook-form';
import { useT } from '@/client/i18n/use-t';
import { LANGUAGES } from '@/shared/constants';
import type { ClientFormValues, ClientInput } from '@/shared/schemas/client';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { CountryOptions } from '../common/country-options';
import { useAdminLanguage } from '../common/use-admin-language';

type BillingField = 'billingName' | 'ico' | 'dic' | 'billingStreet' | 'billingCity' | 'billingPostalCode';

export function ClientBillingFields({ form }: { form: UseFormReturn<ClientFormValues, unknown, ClientInput> }) {
  const t = useT();
  const lang = useAdminLanguage();
  const { errors } = form.formState;
  const text = (name: BillingField, props: Record<string, string> = {}) => (
    <FormField label={t(`admin.client.fields.${name}`)} error={errors[name]?.message}>
      <Input autoComplete="off" {...props} {...form.register(name)} />
    </FormField>
  );
  return (
    <>
      <div className="sm:col-span-2">{text('billingName')}</div>
      {text('ico', { inputMode: 'numeric', placeholder: '12345678' })}
      {text('dic', { placeholder: 'CZ12345678' })}
      <div className="sm:col-span-2">
        <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-slate-800">
          <input type="checkbox" className="h-5 w-5 rounded border-slate-300 accent-brand-700" {...form.register('vatPayer')} />
          {t('admin.client.fields.vatPayer')}
        </label>
        {errors.vatPayer?.message ? <p className="text-sm text-red-700">{errors.vatPayer.message}</p> : null}
        <p className="text-xs text-slate-600">{t('admin.client.billing.vatPayerHint')}</p>
      </div>
      <div className="sm:col-span-2">{text('billingStreet')}</div>
      {text('billingCity')}
      {text('billingPostalCode')}
      <FormField label={t('admin.client.fields.billingCountry')} error={errors.billingCountry?.message}>
        <Select {...form.register('billingCountry')}>
          <CountryOptions lang={lang} />
        </Select>
      </FormField>
      <FormField label={t('admin.client.fields.documentLanguage')} error={errors.documentLanguage?.message}>
        <Select {...form.register('documentLanguage')}>
          {LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {t(`admin.client.billing.language.${language}`)}
            </option>
          ))}
        </Select>
      </FormField>
    </>
  );
}
