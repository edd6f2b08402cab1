import { describe, expect, it } from 'vitest';
import { calculatePlanPrice as calculate, PRICING_PLANS, PRICING_SERVICES, RECOMMENDED_PLAN, type PaymentMode, type PricingPlan, type PricingService } from './pricing';
import { DEFAULT_PRICE_LIST, PRICE_LIST_DEFAULTS, priceListSchema, type PriceListInput } from './schemas/price-list';

/** The calculator with the spec's price list (a new database's, version 0). */
const calculatePlanPrice = (plan: PricingPlan, services: Iterable<PricingService>, mode?: PaymentMode) => calculate(DEFAULT_PRICE_LIST, plan, services, mode);

describe('the default price list is the spec\'s (docs/product/rules.md#pricing)', () => {
  it('has the spec base prices, service prices and multipliers', () => {
    const plans = PRICE_LIST_DEFAULTS.plans;
    expect(Object.fromEntries(PRICING_PLANS.map((p) => [p, { setup: plans[p].setup, monthly: plans[p].monthly }]))).toEqual({
      basic: { setup: 3000, monthly: 50 },
      standard: { setup: 2000, monthly: 80 },
      premium: { setup: 4000, monthly: 120 },
    });
    expect(PRICE_LIST_DEFAULTS.services).toEqual({
      webDevelopment: { oneTime: 8000, monthly: 300 },
      design: { oneTime: 2000, monthly: 100 },
      socialMedia: { oneTime: 3000, monthly: 500 },
      marketing: { oneTime: 6000, monthly: 600 },
    });
    expect(Object.fromEntries(PRICING_PLANS.map((p) => [p, plans[p].serviceMultiplierPercent]))).toEqual({ basic: 60, standard: 80, premium: 100 });
    expect(PRICE_LIST_DEFAULTS.monthlyFocused).toEqual({ setupSharePercent: 10, yearMarkupPercent: 125 });
    expect(RECOMMENDED_PLAN).toBe('standard');
  });

  it('has an external https card-payment link for every plan', () => {
    for (const plan of PRICING_PLANS) expect(PRICE_LIST_DEFAULTS.plans[plan].paymentLink).toMatch(/^https:\/\/buy\.stripe\.com\//);
  });

  it('has the spec\'s plan names in both languages, and passes its own schema unchanged', () => {
    expect(PRICING_PLANS.map((p) => PRICE_LIST_DEFAULTS.plans[p].translations.cs.name)).toEqual(['Základní', 'Standardní', 'Prémiový']);
    expect(PRICING_PLANS.map((p) => PRICE_LIST_DEFAULTS.plans[p].translations.en.name)).toEqual(['Basic', 'Standard', 'Premium']);
    expect(priceListSchema.parse(PRICE_LIST_DEFAULTS)).toEqual(PRICE_LIST_DEFAULTS);
  });
});

describe('calculatePlanPrice with a price list staff published', () => {
  /** The spec's list with other numbers: not multiples of 100, so every rounding is exercised. */
  const edited: PriceListInput = {
    ...PRICE_LIST_DEFAULTS,
    plans: { ...PRICE_LIST_DEFAULTS.plans, basic: { ...PRICE_LIST_DEFAULTS.plans.basic, setup: 2990, monthly: 49, serviceMultiplierPercent: 65 } },
    services: { ...PRICE_LIST_DEFAULTS.services, design: { oneTime: 1990, monthly: 95 }, socialMedia: { oneTime: 2490, monthly: 450 } },
    monthlyFocused: { setupSharePercent: 15, yearMarkupPercent: 120 },
  };

  it('rounds each service\'s share to whole Kč, a half up, and adds them', () => {
    // design:      1990 × 65 % = 1293.5 → 1294;  95 × 65 % =  61.75 →  62
    // socialMedia: 2490 × 65 % = 1618.5 → 1619; 450 × 65 % = 292.5   → 293
    // setup   = 2990 + 1294 + 1619 = 5903
    // monthly =   49 +   62 +  293 =  404
    // first year = 5903 + 12 × 404 = 5903 + 4848 = 10751
    expect(calculate(edited, 'basic', ['design', 'socialMedia'], 'standard')).toEqual({ setup: 5903, monthly: 404, firstYearTotal: 10751 });
  });

  it('uses the published monthly-focused factors', () => {
    // year total = 10751; new setup = 5903 × 15 % = 885.45 → 885; target = 10751 × 120 % = 12901.2 → 12901
    // new monthly = (12901 − 885) / 12 = 12016 / 12 = 1001.33… → 1001; first year = 885 + 12 × 1001 = 12897
    expect(calculate(edited, 'basic', ['design', 'socialMedia'], 'monthlyFocused')).toEqual({ setup: 885, monthly: 1001, firstYearTotal: 12897 });
  });
});

describe('calculatePlanPrice', () => {
  it('standard + web development, standard payment', () => {
    // setup   = 2000 + 8000 × 0.8 = 2000 + 6400 = 8400
    // monthly =   80 +  300 × 0.8 =   80 +  240 =  320
    // first year = 8400 + 12 × 320 = 8400 + 3840 = 12240
    expect(calculatePlanPrice('standard', ['webDevelopment'], 'standard')).toEqual({
      setup: 8400,
      monthly: 320,
      firstYearTotal: 12240,
    });
  });

  it('standard + web development, monthly-focused payment', () => {
    // yearTotal = 8400 + 12 × 320 = 12240
    // newSetup  = round(0.1 × 8400) = 840
    // target    = round(12240 × 1.25) = 15300
    // newMonthly = round((15300 − 840) / 12) = round(1205) = 1205
    // first year = 840 + 12 × 1205 = 15300
    expect(calculatePlanPrice('standard', ['webDevelopment'], 'monthlyFocused')).toEqual({
      setup: 840,
      monthly: 1205,
      firstYearTotal: 15300,
    });
  });

  it('premium + all four services, standard payment', () => {
    // setup   = 4000 + (8000 + 2000 + 3000 + 6000) × 1 = 23000
    // monthly =  120 + (300 + 100 + 500 + 600) × 1     =  1620
    // first year = 23000 + 12 × 1620 = 23000 + 19440 = 42440
    expect(calculatePlanPrice('premium', PRICING_SERVICES, 'standard')).toEqual({
      setup: 23000,
      monthly: 1620,
      firstYearTotal: 42440,
    });
  });

  it('premium + all four services, monthly-focused payment', () => {
    // yearTotal  = 23000 + 12 × 1620 = 42440
    // newSetup   = round(0.1 × 23000) = 2300
    // target     = round(42440 × 1.25) = 53050
    // newMonthly = round((53050 − 2300) / 12) = round(4229.17) = 4229
    // first year = 2300 + 12 × 4229 = 2300 + 50748 = 53048
    expect(calculatePlanPrice('premium', PRICING_SERVICES, 'monthlyFocused')).toEqual({
      setup: 2300,
      monthly: 4229,
      firstYearTotal: 53048,
    });
  });

  it('basic + design + social media, both modes (a .5 monthly rounds up)', () => {
    // setup   = 3000 + (2000 + 3000) × 0.6 = 3000 + 3000 = 6000
    // monthly =   50 + (100 + 500) × 0.6  =   50 +  360 =  410
    // first year = 6000 + 12 × 410 = 10920
    expect(calculatePlanPrice('basic', ['design', 'socialMedia'], 'standard')).toEqual({
      setup: 6000,
      monthly: 410,
      firstYearTotal: 10920,
    });
    // newSetup = round(600) = 600; target = round(10920 × 1.25) = 13650
    // newMonthly = round((13650 − 600) / 12) = round(1087.5) = 1088; first year = 600 + 12 × 1088 = 13656
    expect(calculatePlanPrice('basic', ['design', 'socialMedia'], 'monthlyFocused')).toEqual({
      setup: 600,
      monthly: 1088,
      firstYearTotal: 13656,
    });
  });

  it('basic with nothing selected is 0 in both modes', () => {
    expect(calculatePlanPrice('basic', [], 'standard')).toEqual({ setup: 0, monthly: 0, firstYearTotal: 0 });
    expect(calculatePlanPrice('basic', [], 'monthlyFocused')).toEqual({ setup: 0, monthly: 0, firstYearTotal: 0 });
  });

  it('defaults to standard payment and counts a service once', () => {
    expect(calculatePlanPrice('standard', new Set<PricingService>(['webDevelopment']))).toEqual(
      calculatePlanPrice('standard', ['webDevelopment', 'webDevelopment'], 'standard'),
    );
  });

  it('gives whole numbers for every plan, mode and combination of services', () => {
    for (const plan of PRICING_PLANS) {
      for (let mask = 0; mask < 1 << PRICING_SERVICES.length; mask++) {
        const services = PRICING_SERVICES.filter((_, i) => mask & (1 << i));
        for (const mode of ['standard', 'monthlyFocused'] as const) {
          const price = calculatePlanPrice(plan, services, mode);
          for (const value of Object.values(price)) expect(Number.isInteger(value)).toBe(true);
          expect(price.firstYearTotal).toBe(price.setup + 12 * price.monthly);
        }
      }
    }
  });
});
