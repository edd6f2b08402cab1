/**
 * The live example: each plan's price with all four services, in both payment modes, computed in the browser from the
 * form's current values with the pricing page's own calculator. A figure whose inputs are not valid yet is a dash.
 */
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { useT } from '@/client/i18n/use-t';
import type { Language } from '@/shared/constants';
import { formatMoney } from '@/shared/money/format-money';
import { majorToMinor } from '@/shared/money/minor-units';
import { calculatePlanPrice, PAYMENT_MODES, PRICING_PLANS, PRICING_SERVICES, type PaymentMode, type PlanPrice, type PricingPlan } from '@/shared/pricing';
import { priceListSchema, type PriceListFormValues } from '@/shared/schemas/price-list';
import { useAdminLanguage } from '../common/use-admin-language';
import { priceListFromDraft, type PriceListFormApi } from './price-list-form-values';

/** The checks of the numbers one figure depends on: the schema's own. */
const PLAN_PRICES = priceListSchema.shape.plans.shape.basic.pick({ setup: true, monthly: true, serviceMultiplierPercent: true });
const SERVICE_PRICES = priceListSchema.shape.services;
const FACTORS = priceListSchema.shape.monthlyFocused;

const ROWS = [
  { key: 'setup', figure: 'setup' },
  { key: 'monthly', figure: 'monthly' },
  { key: 'firstYear', figure: 'firstYearTotal' },
] as const satisfies readonly { key: string; figure: keyof PlanPrice }[];

/** A plan's price with every service in a mode; null while a number it depends on is not valid. */
export function examplePrice(values: PriceListFormValues, plan: PricingPlan, mode: PaymentMode): PlanPrice | null {
  const { setup, monthly, serviceMultiplierPercent } = values.plans[plan];
  const valid =
    PLAN_PRICES.safeParse({ setup, monthly, serviceMultiplierPercent }).success &&
    SERVICE_PRICES.safeParse(values.services).success &&
    (mode !== 'monthlyFocused' || FACTORS.safeParse(values.monthlyFocused).success);
  return valid ? calculatePlanPrice(values, plan, PRICING_SERVICES, mode) : null;
}

export function PriceListExample({ form }: { form: PriceListFormApi }) {
  const t = useT();
  const lang = useAdminLanguage();
  const titleId = useId();
  // Any change of the form renders the example anew, from the values as they are now.
  useWatch({ control: form.control });
  const values = priceListFromDraft(form.getValues());
  return (
    <section aria-labelledby={titleId} className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={titleId} className="text-base font-semibold text-slate-900">
        {t('admin.pricing.example.title')}
      </h2>
      <p className="mt-1 text-xs text-slate-600">{t('admin.pricing.example.intro')}</p>
      <div className="mt-4 grid gap-6 xl:grid-cols-3">
        {PRICING_PLANS.map((plan) => (
          <PlanExample key={plan} plan={plan} prices={PAYMENT_MODES.map((mode) => examplePrice(values, plan, mode))} lang={lang} />
        ))}
      </div>
    </section>
  );
}

/** One plan's figures: a row each for the setup, the monthly fee and the first year; a column each for the modes. */
function PlanExample({ plan, prices, lang }: { plan: PricingPlan; prices: (PlanPrice | null)[]; lang: Language }) {
  const t = useT();
  return (
    <table className="w-full text-sm">
      <caption className="pb-2 text-left font-semibold text-slate-900">{t(`admin.pricing.plans.${plan}`)}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-xs text-slate-600">
          <th scope="col" className="py-1 pr-2 text-left font-medium">
            {t('admin.pricing.example.item')}
          </th>
          {PAYMENT_MODES.map((mode) => (
            <th key={mode} scope="col" className="px-1 py-1 text-right font-medium">
              {t(`admin.pricing.example.modes.${mode}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {ROWS.map(({ key, figure }) => (
          <tr key={key} className="border-b border-slate-100 last:border-0">
            <th scope="row" className="py-1.5 pr-2 text-left font-normal text-slate-700">
              {t(`admin.pricing.example.${key}`)}
            </th>
            {prices.map((price, index) => (
              <td key={PAYMENT_MODES[index]} className="whitespace-nowrap py-1.5 pl-1 text-right font-medium tabular-nums text-slate-900">
                {price ? (
                  formatMoney(majorToMinor(price[figure]), 'CZK', lang)
                ) : (
                  <>
                    <span aria-hidden="true">—</span>
                    <span className="sr-only">{t('admin.pricing.example.unavailable')}</span>
                  </>
                )}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
