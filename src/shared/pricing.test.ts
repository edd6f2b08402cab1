import { describe, expect, it } from 'vitest';
import {
  calculatePlanPrice,
  PLAN_BASE_PRICES,
  PLAN_PAYMENT_LINKS,
  PLAN_SERVICE_MULTIPLIERS,
  PRICING_PLANS,
  PRICING_SERVICES,
  RECOMMENDED_PLAN,
  SERVICE_PRICES,
  type PricingService,
} from './pricing';

describe('pricing constants (docs/product/rules.md#pricing)', () => {
  it('has the spec base prices, service prices and multipliers', () => {
    expect(PLAN_BASE_PRICES).toEqual({
      basic: { setup: 3000, monthly: 50 },
      standard: { setup: 2000, monthly: 80 },
      premium: { setup: 4000, monthly: 120 },
    });
    expect(SERVICE_PRICES).toEqual({
      webDevelopment: { oneTime: 8000, monthly: 300 },
      design: { oneTime: 2000, monthly: 100 },
      socialMedia: { oneTime: 3000, monthly: 500 },
      marketing: { oneTime: 6000, monthly: 600 },
    });
    expect(PLAN_SERVICE_MULTIPLIERS).toEqual({ basic: 0.6, standard: 0.8, premium: 1 });
    expect(RECOMMENDED_PLAN).toBe('standard');
  });

  it('has an external https card-payment link for every plan', () => {
    for (const plan of PRICING_PLANS) expect(PLAN_PAYMENT_LINKS[plan]).toMatch(/^https:\/\/buy\.stripe\.com\//);
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
