/**
 * The price list's services (each one's one-time and monthly price, of which every plan charges its share) and the
 * monthly-focused payment's two factors.
 */
import { useT } from '@/client/i18n/use-t';
import { PRICING_SERVICES } from '@/shared/pricing';
import { PriceListNumberField } from './price-list-fields';
import type { PriceListFormApi } from './price-list-form-values';
import { SettingsSection } from './settings-section';

export function PriceListServicesSection({ form }: { form: PriceListFormApi }) {
  const t = useT();
  return (
    <SettingsSection title={t('admin.pricing.services.title')} columns={1}>
      <p className="text-xs text-slate-600">{t('admin.pricing.hints.services')}</p>
      <div className="grid gap-4 md:grid-cols-2">
        {PRICING_SERVICES.map((service) => (
          <fieldset key={service} className="min-w-0 rounded-md border border-slate-200 p-3 sm:p-4">
            <legend className="px-1 text-sm font-semibold text-slate-900">{t(`admin.pricing.services.${service}`)}</legend>
            <div className="grid grid-cols-2 gap-3">
              <PriceListNumberField form={form} name={`services.${service}.oneTime`} label={t('admin.pricing.fields.oneTime')} />
              <PriceListNumberField form={form} name={`services.${service}.monthly`} label={t('admin.pricing.fields.serviceMonthly')} />
            </div>
          </fieldset>
        ))}
      </div>
    </SettingsSection>
  );
}

export function PriceListFactorsSection({ form }: { form: PriceListFormApi }) {
  const t = useT();
  return (
    <SettingsSection title={t('admin.pricing.monthlyFocused.title')}>
      <p className="text-xs text-slate-600 sm:col-span-2">{t('admin.pricing.hints.monthlyFocused')}</p>
      <PriceListNumberField
        form={form}
        name="monthlyFocused.setupSharePercent"
        label={t('admin.pricing.fields.setupSharePercent')}
        hint={t('admin.pricing.hints.setupSharePercent')}
      />
      <PriceListNumberField
        form={form}
        name="monthlyFocused.yearMarkupPercent"
        label={t('admin.pricing.fields.yearMarkupPercent')}
        hint={t('admin.pricing.hints.yearMarkupPercent')}
      />
    </SettingsSection>
  );
}
