import { describe, expect, it } from 'vitest';
import { closeRetainerMonth, daysOfMonth, monthBefore } from './retainers';

describe('closeRetainerMonth', () => {
  const rollOver = { includedMinutes: 600, rollover: 'roll_over' as const, rolloverCapMinutes: 300 };

  it('time beyond what the month has is overage; what is left rolls over up to the cap, or expires', () => {
    // 10 h + 2 h carried, 13 h used: 1 h over, nothing left.
    expect(closeRetainerMonth(rollOver, 120, 780)).toEqual({ includedMinutes: 600, carriedInMinutes: 120, usedMinutes: 780, overageMinutes: 60, carriedOutMinutes: 0 });
    // 10 h, 2 h used: 8 h left, 5 h carried (the cap).
    expect(closeRetainerMonth(rollOver, 0, 120).carriedOutMinutes).toBe(300);
    // No cap: at most one month's hours.
    expect(closeRetainerMonth({ ...rollOver, rolloverCapMinutes: null }, 600, 0).carriedOutMinutes).toBe(600);
    expect(closeRetainerMonth({ ...rollOver, rollover: 'expire' }, 0, 120)).toMatchObject({ overageMinutes: 0, carriedOutMinutes: 0 });
    // A retainer of 0 hours bills every hour as overage.
    expect(closeRetainerMonth({ includedMinutes: 0, rollover: 'expire', rolloverCapMinutes: null }, 0, 90).overageMinutes).toBe(90);
  });
});

describe('months', () => {
  it('the month before, and a month’s days, across a year and in a leap February', () => {
    expect(monthBefore('2027-01')).toBe('2026-12');
    expect(monthBefore('2026-11')).toBe('2026-10');
    expect(daysOfMonth('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(daysOfMonth('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});
