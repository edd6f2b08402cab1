import { describe, expect, it } from 'vitest';
import { ASSUMED_SERVICE_COST_USD, daysRemaining, profitMargin } from './accounting';

describe('ASSUMED_SERVICE_COST_USD', () => {
  it('holds the spec costs', () => {
    expect(ASSUMED_SERVICE_COST_USD).toEqual({
      'web-development': 200,
      design: 150,
      marketing: 100,
      'social-media': 120,
      'logo-design': 180,
    });
  });
});

describe('profitMargin (amounts in cents)', () => {
  it('is (paid − cost) / paid × 100 with one decimal', () => {
    // web development: (1000 − 200) / 1000 = 80 %
    expect(profitMargin(100_000, 'web-development')).toBe(80);
    // design: (400 − 150) / 400 = 62.5 %
    expect(profitMargin(40_000, 'design')).toBe(62.5);
    // social media: (700 − 120) / 700 = 82.857… → 82.9 %
    expect(profitMargin(70_000, 'social-media')).toBe(82.9);
    // logo design: (300 − 180) / 300 = 40 %
    expect(profitMargin(30_000, 'logo-design')).toBe(40);
    // marketing: (100 − 100) / 100 = 0 %
    expect(profitMargin(10_000, 'marketing')).toBe(0);
  });

  it('goes negative when the payment is below the cost', () => {
    // web development: (50 − 200) / 50 = −300 %
    expect(profitMargin(5_000, 'web-development')).toBe(-300);
    // design: (149 − 150) / 149 = −0.671… → −0.7 %
    expect(profitMargin(14_900, 'design')).toBe(-0.7);
  });

  it('is exact on cents, a half rounded away from zero', () => {
    // design: (160 − 150) / 160 = 6.25 % exactly → 6.3 %
    expect(profitMargin(16_000, 'design')).toBe(6.3);
    // design: (150.01 − 150) / 150.01 = 0.0066… % → 0 %
    expect(profitMargin(15_001, 'design')).toBe(0);
    // web development: (199.99 − 200) / 199.99 = −0.005 % → 0 (never −0)
    expect(Object.is(profitMargin(19_999, 'web-development'), 0)).toBe(true);
    // design: $120 paid → (120 − 150) / 120 = −25 %
    expect(profitMargin(12_000, 'design')).toBe(-25);
    // logo design: $0.01 paid → (0.01 − 180) / 0.01 = −1 799 900 %
    expect(profitMargin(1, 'logo-design')).toBe(-1_799_900);
  });

  it('is 0 when nothing or less was paid', () => {
    expect(profitMargin(0, 'design')).toBe(0);
    expect(profitMargin(-1_000, 'design')).toBe(0);
  });

  it('is null for an unknown service type', () => {
    expect(profitMargin(100_000, 'seo')).toBeNull();
  });
});

describe('daysRemaining', () => {
  const now = new Date('2025-03-10T12:00:00Z');

  it('counts whole days up to the due date, a started day counting as one', () => {
    expect(daysRemaining(new Date('2025-03-12T12:00:00Z'), now)).toBe(2); // exactly 48 h
    expect(daysRemaining(new Date('2025-03-12T00:00:00Z'), now)).toBe(2); // 36 h → 2
    expect(daysRemaining('2025-03-11T13:00:00Z', now)).toBe(2); // 25 h → 2
    expect(daysRemaining('2025-03-10T13:00:00Z', now)).toBe(1); // 1 h → 1
    expect(daysRemaining('2025-04-09T12:00:00Z', now)).toBe(30);
  });

  it('never goes below 0', () => {
    expect(daysRemaining(now, now)).toBe(0);
    expect(daysRemaining('2025-01-01T00:00:00Z', now)).toBe(0);
  });

  it('is null without a (valid) due date', () => {
    expect(daysRemaining(null, now)).toBeNull();
    expect(daysRemaining(undefined, now)).toBeNull();
    expect(daysRemaining('not a date', now)).toBeNull();
  });
});
