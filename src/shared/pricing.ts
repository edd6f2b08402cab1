/**
 * Pricing calculator (docs/product/rules.md#pricing): how the pricing page's numbers are computed from a price list
 * (src/shared/schemas/price-list.ts: the stored numbers, the spec's by default). All amounts are whole Kč.
 * The text catalogue's prices (8990 / 19990 / 49990) are deliberately not used: the calculator's numbers are the prices.
 */
import { divideRounded } from './money/rounding';
import type { PriceListPrices } from './schemas/price-list';

export const PRICING_PLANS = ['basic', 'standard', 'premium'] as const;
export type PricingPlan = (typeof PRICING_PLANS)[number];

/** The plan highlighted on the pricing page. */
export const RECOMMENDED_PLAN: PricingPlan = 'standard';

export const PRICING_SERVICES = ['webDevelopment', 'design', 'socialMedia', 'marketing'] as const;
export type PricingService = (typeof PRICING_SERVICES)[number];

/** standard: higher setup, lower monthly; monthlyFocused: lower setup, higher monthly. */
export const PAYMENT_MODES = ['standard', 'monthlyFocused'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
export const DEFAULT_PAYMENT_MODE: PaymentMode = 'standard';

/** A plan's feature list is grouped under these headings, in this order. */
export const FEATURE_CATEGORIES = ['webDevelopment', 'design', 'socialMedia', 'marketing', 'other'] as const;
export type FeatureCategory = (typeof FEATURE_CATEGORIES)[number];

export const MONTHS_PER_YEAR = 12;

/**
 * A quote sent from a page that showed an earlier price list is priced with that list when it was replaced less than
 * this long ago (a page left open in a tab); later, the visitor is told the prices changed (409 on `priceVersion`).
 */
export const PRICE_CHANGE_GRACE_HOURS = 24;

export interface PlanPrice {
  /** One-time setup (the reduced setup in monthly-focused mode). */
  setup: number;
  /** Monthly fee (the increased fee in monthly-focused mode). */
  monthly: number;
  /** setup + 12 × monthly of the mode shown. */
  firstYearTotal: number;
}

/**
 * What a plan charges for one service: its one-time and monthly price × the plan's multiplier, each rounded to whole
 * Kč (a half up). The calculator adds these, and a proposal made from a quote has one line of each: the same sums.
 */
export function serviceShare(prices: PriceListPrices, plan: PricingPlan, service: PricingService): { oneTime: number; monthly: number } {
  const percent = prices.plans[plan].serviceMultiplierPercent;
  return { oneTime: divideRounded(prices.services[service].oneTime * percent, 100), monthly: divideRounded(prices.services[service].monthly * percent, 100) };
}

/**
 * Setup = plan setup + the selected services' one-time shares (serviceShare); monthly likewise.
 * With no service selected both are 0. Monthly-focused mode: yearTotal = setup + 12 × monthly,
 * newSetup = round(setup share × setup), target = round(yearTotal × year markup), newMonthly = round((target − newSetup) / 12).
 * Factors are whole percent and every step rounds an integer quotient (a half up): no binary fraction is involved.
 */
export function calculatePlanPrice(
  prices: PriceListPrices,
  plan: PricingPlan,
  selectedServices: Iterable<PricingService>,
  mode: PaymentMode = DEFAULT_PAYMENT_MODE,
): PlanPrice {
  const services = [...new Set(selectedServices)];
  if (services.length === 0) return { setup: 0, monthly: 0, firstYearTotal: 0 };

  const shares = services.map((s) => serviceShare(prices, plan, s));
  let setup = prices.plans[plan].setup + shares.reduce((sum, share) => sum + share.oneTime, 0);
  let monthly = prices.plans[plan].monthly + shares.reduce((sum, share) => sum + share.monthly, 0);

  if (mode === 'monthlyFocused') {
    const { setupSharePercent, yearMarkupPercent } = prices.monthlyFocused;
    const yearTotal = setup + MONTHS_PER_YEAR * monthly;
    const newSetup = divideRounded(setup * setupSharePercent, 100);
    const target = divideRounded(yearTotal * yearMarkupPercent, 100);
    monthly = divideRounded(target - newSetup, MONTHS_PER_YEAR);
    setup = newSetup;
  }

  return { setup, monthly, firstYearTotal: setup + MONTHS_PER_YEAR * monthly };
}
