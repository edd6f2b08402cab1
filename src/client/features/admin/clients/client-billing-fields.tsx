/** The client dialog's billing details tab (issue 22): who documents are made out to, where, in which language. */
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useT } from '@/client/i18n/use-t';
import { LANGUAGES } from '@/shared/constants';
import type { ClientFormValues, ClientInput } from '@/shared/schemas/client';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { AresCompanyFill } from '../common/ares-company-fill';
import { CountryOptions } from '../common/country-options';
import { useAdminLanguage } from '../common/use-admin-language';

type BillingField = 'billingName' | 'ico' | 'dic' | 'billingStreet' | 'billingCity' | 'billingPostalCode';

export function ClientBillingFields({ form }: { form: UseFormReturn<ClientFormValues, unknown, ClientInput> }) {
  const t = useT();
  const lang = useAdminLanguage();
  const { errors } = form.formState;
  // ARES (issue 37): a typed IČO fills the empty company fields; the form's own values are kept (docs/product/czech-services.md).
  const [ico, billingName, dic, billingStreet, billingCity, billingPostalCode, billingCountry] = useWatch({
    control: form.control,
    name: ['ico', 'billingName', 'dic', 'billingStreet', 'billingCity', 'billingPostalCode', 'billingCountry'],
  });
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
      <AresCompanyFill
        ico={ico ?? ''}
        initialIco={form.formState.defaultValues?.ico ?? ''}
        values={{ name: billingName ?? '', street: billingStreet ?? '', city: billingCity ?? '', postalCode: billingPostalCode ?? '', country: billingCountry ?? '', dic: dic ?? '' }}
        write={(found) => {
          const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
          if (found.name !== undefined) form.setValue('billingName', found.name, options);
          if (found.street !== undefined) form.setValue('billingStreet', found.street, options);
          if (found.city !== undefined) form.setValue('billingCity', found.city, options);
          if (found.postalCode !== undefined) form.setValue('billingPostalCode', found.postalCode, options);
          if (found.country !== undefined) form.setValue('billingCountry', found.country, options);
          if (found.dic !== undefined) form.setValue('dic', found.dic, options);
        }}
      />
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
