/**
 * The price list (issue 35 point 3; docs/product/rules.md#pricing): each plan's name, description and features per
 * category in both languages, its setup and monthly prices, its multiplier of the service prices and its card-payment
 * link; each service's one-time and monthly price; the monthly-focused factors. Staff publish it as a whole
 * (PUT /api/admin/settings/pricing); every publication is a new, never-changed version, so a quote is priced with the
 * version the visitor saw. The defaults are the spec's numbers and texts: what a new database shows (version 0).
 *
 * Prices are whole Kč (the calculator shows whole crowns); factors are whole percent, so every price is computed with
 * integers only (src/shared/pricing.ts).
 */
import { z } from 'zod';
import { INITIAL_PLAN_TEXTS } from '../initial-content/plan-texts';
import { FEATURE_CATEGORIES, PRICING_PLANS, PRICING_SERVICES, type FeatureCategory, type PricingPlan, type PricingService } from '../pricing';
import type { Language } from '../constants';
import { FIELD_MESSAGES, PRICE_LIST_MESSAGES, PROFILE_MESSAGES } from './messages';
import { httpsAddress, MAX_LENGTH, requiredText } from './fields';
export { PRICE_LIST_MESSAGES };

/** The most a price may be (Kč): far above any plan, far below what sums of them could overflow. */
export const MAX_PRICE_KC = 10_000_000;
/** The most features one category of a plan lists. */
export const MAX_FEATURES_PER_CATEGORY = 12;

const wholeKc = z
  .number({ error: FIELD_MESSAGES.numberInvalid })
  .int(PRICE_LIST_MESSAGES.wholeCrowns)
  .min(0, FIELD_MESSAGES.numberMin0)
  .max(MAX_PRICE_KC, FIELD_MESSAGES.numberTooLarge);

const percent = (min: number, max: number, rangeMessage: string) =>
  z.number({ error: FIELD_MESSAGES.numberInvalid }).int(PRICE_LIST_MESSAGES.wholePercent).min(min, rangeMessage).max(max, rangeMessage);

const featureList = z
  .array(requiredText(MAX_LENGTH.short, PRICE_LIST_MESSAGES.featureRequired), { error: FIELD_MESSAGES.textInvalid })
  .max(MAX_FEATURES_PER_CATEGORY, PRICE_LIST_MESSAGES.tooManyFeatures);

const FEATURE_FIELDS = {
  webDevelopment: featureList,
  design: featureList,
  socialMedia: featureList,
  marketing: featureList,
  other: featureList,
} satisfies Record<FeatureCategory, z.ZodType>;

/** A plan's texts in one language. */
const planTextsSchema = z
  .object({
    name: requiredText(60, FIELD_MESSAGES.nameRequired),
    description: requiredText(500, FIELD_MESSAGES.descriptionRequired),
    features: z.object(FEATURE_FIELDS).strict(),
  })
  .strict();
export type PlanTexts = z.output<typeof planTextsSchema>;

const planSchema = z
  .object({
    setup: wholeKc,
    monthly: wholeKc,
    /** The share of the service prices this plan charges (basic 60 %, standard 80 %, premium 100 %). */
    serviceMultiplierPercent: percent(0, 1000, PRICE_LIST_MESSAGES.multiplierRange),
    /** Where the plan's "Select plan" button sends the visitor to pay by card: https only. */
    paymentLink: httpsAddress(PROFILE_MESSAGES.httpsAddressInvalid),
    /** Both languages, always: the page shows the plan in either. */
    translations: z.object({ cs: planTextsSchema, en: planTextsSchema } satisfies Record<Language, z.ZodType>).strict(),
  })
  .strict();

const serviceSchema = z.object({ oneTime: wholeKc, monthly: wholeKc }).strict();

export const priceListSchema = z
  .object({
    plans: z.object({ basic: planSchema, standard: planSchema, premium: planSchema } satisfies Record<PricingPlan, z.ZodType>).strict(),
    services: z
      .object({ webDevelopment: serviceSchema, design: serviceSchema, socialMedia: serviceSchema, marketing: serviceSchema } satisfies Record<
        PricingService,
        z.ZodType
      >)
      .strict(),
    /** Monthly-focused payment: the setup shrinks to `setupSharePercent` of the standard setup, and the first year costs
     * `yearMarkupPercent` of the standard first year, spread over the monthly fee. */
    monthlyFocused: z
      .object({
        setupSharePercent: percent(0, 100, PRICE_LIST_MESSAGES.setupShareRange),
        yearMarkupPercent: percent(100, 1000, PRICE_LIST_MESSAGES.yearMarkupRange),
      }).strict(),
  })
  .strict();

/** What the editor holds and PUT sends. */
export type PriceListFormValues = z.input<typeof priceListSchema>;
/** What is stored as one version. */
export type PriceListInput = z.output<typeof priceListSchema>;
/** The numbers the calculator uses (no texts, no links). */
export type PriceListPrices = Pick<PriceListInput, 'services' | 'monthlyFocused'> & {
  plans: Record<PricingPlan, Pick<PriceListInput['plans'][PricingPlan], 'setup' | 'monthly' | 'serviceMultiplierPercent'>>;
};

/** A published version (GET /api/admin/settings/pricing, the pricing page's data). */
export type PriceList = PriceListInput & {
  /** 0: the defaults, never published; then 1, 2, … in order of publication. */
  version: number;
  /** When it was published (ISO); null for the defaults. */
  publishedAt: string | null;
};

/** GET and PUT /api/admin/settings/pricing: the current version and who published it (staff only, never public). */
export type AdminPriceList = PriceList & { publishedBy: string | null };

const plan = (p: PricingPlan, setup: number, monthly: number, serviceMultiplierPercent: number, paymentLink: string) => ({
  setup,
  monthly,
  serviceMultiplierPercent,
  paymentLink,
  translations: INITIAL_PLAN_TEXTS[p],
});

/** The spec's price list: the plans' base prices and multipliers, the services' prices, the monthly-focused factors. */
export const PRICE_LIST_DEFAULTS: PriceListInput = {
  plans: {
    basic: plan('basic', 3000, 50, 60, 'https://buy.stripe.com/lipa-digital-basic'),
    standard: plan('standard', 2000, 80, 80, 'https://buy.stripe.com/lipa-digital-standard'),
    premium: plan('premium', 4000, 120, 100, 'https://buy.stripe.com/lipa-digital-premium'),
  },
  services: {
    webDevelopment: { oneTime: 8000, monthly: 300 },
    design: { oneTime: 2000, monthly: 100 },
    socialMedia: { oneTime: 3000, monthly: 500 },
    marketing: { oneTime: 6000, monthly: 600 },
  },
  monthlyFocused: { setupSharePercent: 10, yearMarkupPercent: 125 },
};

/** The price list of a database where staff never published one. */
export const DEFAULT_PRICE_LIST: PriceList = { ...PRICE_LIST_DEFAULTS, version: 0, publishedAt: null };

/** The same list with every object's keys in this module's order (a JSON store may reorder them). */
export function priceListInOrder(list: PriceListInput): PriceListInput {
  const texts = (t: PlanTexts): PlanTexts => ({
    name: t.name,
    description: t.description,
    features: Object.fromEntries(FEATURE_CATEGORIES.map((c) => [c, t.features[c]])) as PlanTexts['features'],
  });
  return {
    plans: Object.fromEntries(
      PRICING_PLANS.map((p) => {
        const { setup, monthly, serviceMultiplierPercent, paymentLink, translations } = list.plans[p];
        return [p, { setup, monthly, serviceMultiplierPercent, paymentLink, translations: { cs: texts(translations.cs), en: texts(translations.en) } }];
      }),
    ) as PriceListInput['plans'],
    services: Object.fromEntries(PRICING_SERVICES.map((s) => [s, { oneTime: list.services[s].oneTime, monthly: list.services[s].monthly }])) as PriceListInput['services'],
    monthlyFocused: { setupSharePercent: list.monthlyFocused.setupSharePercent, yearMarkupPercent: list.monthlyFocused.yearMarkupPercent },
  };
}
