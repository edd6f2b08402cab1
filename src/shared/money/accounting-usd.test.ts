import { describe, expect, it } from 'vitest';
import { eurMinorToCzkMinor, invoiceMinorToUsdMinor } from './accounting-usd';

describe('invoice money as accounting US cents', () => {
  it('converts haléře at 23.5 Kč per dollar, rounding half away from zero', () => {
    expect(invoiceMinorToUsdMinor(2_350_00, 'CZK', null)).toBe(100_00);
    // 1 Kč: 100 × 10 / 235 = 4.26 → 4 cents; 11.75 Kč → 50 cents exactly.
    expect(invoiceMinorToUsdMinor(100, 'CZK', null)).toBe(4);
    expect(invoiceMinorToUsdMinor(1_175, 'CZK', null)).toBe(50);
    // 0.47 Kč → 2 cents exactly; 35 haléře → 1.49 → 1 cent, 36 haléře → 1.53 → 2 cents.
    expect(invoiceMinorToUsdMinor(47, 'CZK', null)).toBe(2);
    expect(invoiceMinorToUsdMinor(35, 'CZK', null)).toBe(1);
    expect(invoiceMinorToUsdMinor(36, 'CZK', null)).toBe(2);
    expect(invoiceMinorToUsdMinor(-1_175, 'CZK', null)).toBe(-50);
  });

  it('converts euro cents through the invoice’s own rate to haléře, then to US cents', () => {
    // 100.00 € at 24.335 Kč = 2 433.50 Kč = 243 350 haléře → 243350 × 10 / 235 = 10 355.3… → 10 355 cents.
    expect(eurMinorToCzkMinor(100_00, 24_335)).toBe(243_350);
    expect(invoiceMinorToUsdMinor(100_00, 'EUR', 24_335)).toBe(10_355);
    // 0.01 € at 24.335 Kč = 0.24335 Kč → 24 haléře (24.335 rounds down) → 1 cent.
    expect(eurMinorToCzkMinor(1, 24_335)).toBe(24);
    expect(invoiceMinorToUsdMinor(1, 'EUR', 24_335)).toBe(1);
    // 0.02 € at 24.250 Kč = 48.5 haléře → 49 (half away from zero).
    expect(eurMinorToCzkMinor(2, 24_250)).toBe(49);
    expect(invoiceMinorToUsdMinor(5_00, 'EUR', null)).toBe(0);
  });
});
