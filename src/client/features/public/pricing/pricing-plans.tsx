import { PRICING_PLANS } from '@/shared/pricing';
import type { PriceList } from '@/shared/schemas/price-list';
import type { TextBranchKey, TextKey } from '@/client/i18n/texts';
import { PlanCard } from './plan-card';
import { QUOTE_VALIDATION_TEXTS } from './quote-validation-texts';

/** The texts the plan cards use (the page's heading, intro and currency note stay in the static HTML). */
export const PRICING_PLANS_TEXTS = [
  'pricing.recommended',
  'pricing.paymentOptions',
  'pricing.services',
  'pricing.priceBox',
  'pricing.features',
  'pricing.selectPlan',
  'pricing.selectPlanContext',
  'pricing.quote',
  ...QUOTE_VALIDATION_TEXTS,
] as const satisfies readonly (TextKey | TextBranchKey)[];

/**
 * Island 'pricing-plans': the three plan cards, each with its own calculator (docs/product/public-site.md#pricing-page
 * pricing page, docs/product/rules.md#pricing), from the price list the page was rendered with.
 */
export function PricingPlans({ vatPayer, priceList }: { vatPayer: boolean; priceList: PriceList }) {
  return (
    <div className="mt-14 grid grid-cols-1 items-stretch gap-10 lg:grid-cols-3 lg:gap-6">
      {PRICING_PLANS.map((plan) => (
        <PlanCard key={plan} plan={plan} priceList={priceList} vatPayer={vatPayer} />
      ))}
    </div>
  );
}
