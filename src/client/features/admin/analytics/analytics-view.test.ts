import { describe, expect, it } from 'vitest';
import { describeChange, formatAmounts, formatCount, formatPercentNumber, presetRange, rangeFromParams } from './analytics-view';

const TODAY = '2026-11-26';
const params = (query: string) => new URLSearchParams(query);

describe('the analytics range', () => {
  it('presets end today and include it', () => {
    expect(presetRange(7, TODAY)).toEqual({ from: '2026-11-20', to: TODAY });
    expect(presetRange(90, TODAY)).toEqual({ from: '2026-08-29', to: TODAY });
  });

  it('reads a custom range, a preset, or falls back to the last 30 days', () => {
    expect(rangeFromParams(params('from=2026-10-01&to=2026-10-31'), TODAY)).toEqual({ preset: 'custom', range: { from: '2026-10-01', to: '2026-10-31' } });
    expect(rangeFromParams(params('days=7'), TODAY)).toEqual({ preset: 7, range: { from: '2026-11-20', to: TODAY } });
    expect(rangeFromParams(params(''), TODAY)).toEqual({ preset: 30, range: { from: '2026-10-28', to: TODAY } });
    // Not a range the API takes: the default instead of an error.
    expect(rangeFromParams(params('from=2026-10-31&to=2026-10-01'), TODAY).preset).toBe(30);
    expect(rangeFromParams(params('days=8'), TODAY).preset).toBe(30);
  });
});

describe('figures in each language', () => {
  it('counts, percentages and changes', () => {
    expect(formatCount(1234567, 'cs')).toBe('1\u00a0234\u00a0567');
    expect(formatCount(1234567, 'en')).toBe('1,234,567');
    expect(formatPercentNumber(0.1234, 'cs')).toBe('12,3');
    expect(formatPercentNumber(0.1234, 'en')).toBe('12.3');
    expect(describeChange(0.25, 'cs')).toEqual({ kind: 'up', value: '25,0' });
    expect(describeChange(-0.5, 'en')).toEqual({ kind: 'down', value: '50.0' });
    expect(describeChange(0.0004, 'en')).toEqual({ kind: 'same', value: '0.0' });
  });

  it('money', () => {
    expect(formatAmounts([{ currency: 'CZK', amountMinor: '6050000' }, { currency: 'EUR', amountMinor: '20000' }], 'cs')).toBe('60\u00a0500,00\u00a0Kč + 200,00\u00a0€');
    expect(formatAmounts([{ currency: 'CZK', amountMinor: '6050000' }], 'en')).toBe('CZK\u00a060,500.00');
    expect(formatAmounts([], 'en')).toBe('—');
  });
});
