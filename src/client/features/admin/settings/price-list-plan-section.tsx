/**
 * One plan of the price list: its setup and monthly prices, its share of the service prices and its card-payment link;
 * then its name, description and features per category in Czech and in English, side by side on a wide screen and one
 * below the other on a phone.
 */
import { useT } from '@/client/i18n/use-t';
import { LANGUAGES, type Language } from '@/shared/constants';
import { FEATURE_CATEGORIES, RECOMMENDED_PLAN, type PricingPlan } from '@/shared/pricing';
import { MAX_FEATURES_PER_CATEGORY } from '@/shared/schemas/price-list';
import { Badge } from '@/client/components/ui/badge';
import { PriceListNumberField, PriceListTextareaField, PriceListTextField } from './price-list-fields';
import { featurePath, type PriceListFormApi } from './price-list-form-values';
import { SettingsSection } from './settings-section';

export function PriceListPlanSection({ plan, form }: { plan: PricingPlan; form: PriceListFormApi }) {
  const t = useT();
  return (
    <SettingsSection title={t(`admin.pricing.plans.${plan}`)} columns={1}>
      {plan === RECOMMENDED_PLAN ? (
        <p className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
          <Badge tone="brand">{t('admin.pricing.recommended')}</Badge>
          {t('admin.pricing.recommendedHint')}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-3">
        <PriceListNumberField form={form} name={`plans.${plan}.setup`} label={t('admin.pricing.fields.setup')} />
        <PriceListNumberField form={form} name={`plans.${plan}.monthly`} label={t('admin.pricing.fields.monthly')} />
        <PriceListNumberField
          form={form}
          name={`plans.${plan}.serviceMultiplierPercent`}
          label={t('admin.pricing.fields.serviceMultiplierPercent')}
          hint={t('admin.pricing.hints.serviceMultiplierPercent')}
        />
      </div>
      <PriceListTextField
        form={form}
        name={`plans.${plan}.paymentLink`}
        label={t('admin.pricing.fields.paymentLink')}
        hint={t('admin.pricing.hints.paymentLink')}
        type="url"
        inputMode="url"
        placeholder="https://"
      />
      <div className="grid gap-4 lg:grid-cols-2">
        {LANGUAGES.map((lang) => (
          <PlanTexts key={lang} plan={plan} lang={lang} form={form} />
        ))}
      </div>
    </SettingsSection>
  );
}

/** The plan's texts in one language; the controls are marked with that language (spelling, screen readers). */
function PlanTexts({ plan, lang, form }: { plan: PricingPlan; lang: Language; form: PriceListFormApi }) {
  const t = useT();
  return (
    <fieldset className="min-w-0 space-y-4 rounded-md border border-slate-200 p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{t(`admin.pricing.languages.${lang}`)}</legend>
      <PriceListTextField form={form} name={`plans.${plan}.translations.${lang}.name`} label={t('admin.pricing.fields.name')} lang={lang} />
      <PriceListTextareaField
        form={form}
        name={`plans.${plan}.translations.${lang}.description`}
        label={t('admin.pricing.fields.description')}
        lang={lang}
        rows={3}
      />
      <p className="text-xs text-slate-600">{t('admin.pricing.hints.features', { max: MAX_FEATURES_PER_CATEGORY })}</p>
      {FEATURE_CATEGORIES.map((category) => (
        <PriceListTextareaField
          key={category}
          form={form}
          name={featurePath(plan, lang, category)}
          label={t(`admin.pricing.categories.${category}`)}
          lang={lang}
          rows={4}
        />
      ))}
    </fieldset>
  );
}
