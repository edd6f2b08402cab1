/**
 * Pricing calculator (docs/product/rules.md#pricing): the numbers shown on the pricing page. All amounts are in Kč.
 * The text catalogue's prices (8990 / 19990 / 49990) are deliberately not used: the calculator's numbers are the prices.
 */

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

/** Plan base prices (setup / monthly). */
export const PLAN_BASE_PRICES: Readonly<Record<PricingPlan, { setup: number; monthly: number }>> = {
  basic: { setup: 3000, monthly: 50 },
  standard: { setup: 2000, monthly: 80 },
  premium: { setup: 4000, monthly: 120 },
};

/** Service prices (one-time / monthly). */
export const SERVICE_PRICES: Readonly<Record<PricingService, { oneTime: number; monthly: number }>> = {
  webDevelopment: { oneTime: 8000, monthly: 300 },
  design: { oneTime: 2000, monthly: 100 },
  socialMedia: { oneTime: 3000, monthly: 500 },
  marketing: { oneTime: 6000, monthly: 600 },
};

/** Plan multiplier applied to the service prices. */
export const PLAN_SERVICE_MULTIPLIERS: Readonly<Record<PricingPlan, number>> = {
  basic: 0.6,
  standard: 0.8,
  premium: 1,
};

/** Monthly-focused mode: the setup shrinks to this share of the standard setup… */
export const MONTHLY_FOCUSED_SETUP_SHARE = 0.1;
/** …and the first year costs this much times the standard first year, spread over the monthly fee. */
export const MONTHLY_FOCUSED_YEAR_MARKUP = 1.25;
export const MONTHS_PER_YEAR = 12;

/** Fixed external card-payment link per plan, opened in a new tab by the plan's select button. */
export const PLAN_PAYMENT_LINKS: Readonly<Record<PricingPlan, string>> = {
  basic: 'https://buy.stripe.com/lipa-digital-basic',
  standard: 'https://buy.stripe.com/lipa-digital-standard',
  premium: 'https://buy.stripe.com/lipa-digital-premium',
};

export interface PlanPrice {
  /** One-time setup (the reduced setup in monthly-focused mode). */
  setup: number;
  /** Monthly fee (the increased fee in monthly-focused mode). */
  monthly: number;
  /** setup + 12 × monthly of the mode shown. */
  firstYearTotal: number;
}

/**
 * Setup = plan setup + (sum of the selected one-time prices) × plan multiplier; monthly likewise.
 * With no service selected both are 0. Monthly-focused mode: yearTotal = setup + 12 × monthly,
 * newSetup = round(10 % of setup), target = round(yearTotal × 1.25), newMonthly = round((target − newSetup) / 12).
 */
export function calculatePlanPrice(
  plan: PricingPlan,
  selectedServices: Iterable<PricingService>,
  mode: PaymentMode = DEFAULT_PAYMENT_MODE,
): PlanPrice {
  const services = [...new Set(selectedServices)];
  if (services.length === 0) return { setup: 0, monthly: 0, firstYearTotal: 0 };

  const multiplier = PLAN_SERVICE_MULTIPLIERS[plan];
  const oneTimeSum = services.reduce((sum, s) => sum + SERVICE_PRICES[s].oneTime, 0);
  const monthlySum = services.reduce((sum, s) => sum + SERVICE_PRICES[s].monthly, 0);
  // Every price is a multiple of 100 and every multiplier has one decimal, so the results are whole numbers;
  // rounding only removes floating-point noise (e.g. 19000 × 0.6).
  let setup = Math.round(PLAN_BASE_PRICES[plan].setup + oneTimeSum * multiplier);
  let monthly = Math.round(PLAN_BASE_PRICES[plan].monthly + monthlySum * multiplier);

  if (mode === 'monthlyFocused') {
    const yearTotal = setup + MONTHS_PER_YEAR * monthly;
    const newSetup = Math.round(setup * MONTHLY_FOCUSED_SETUP_SHARE);
    const target = Math.round(yearTotal * MONTHLY_FOCUSED_YEAR_MARKUP);
    monthly = Math.round((target - newSetup) / MONTHS_PER_YEAR);
    setup = newSetup;
  }

  return { setup, monthly, firstYearTotal: setup + MONTHS_PER_YEAR * monthly };
}
