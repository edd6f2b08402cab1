import { describe, expect, it } from 'vitest';
import { formatDay } from '../dates';
import { minutesToHourThousandths, previousMonth, timeInvoiceLines, timeInvoiceNote } from './billing';

describe('minutesToHourThousandths', () => {
  it('is the hours to three decimals, rounded', () => {
    expect(minutesToHourThousandths(60)).toBe(1000);
    expect(minutesToHourThousandths(140)).toBe(2333); // 2,3333 h
    expect(minutesToHourThousandths(175)).toBe(2917); // 2,9167 h
    expect(minutesToHourThousandths(1)).toBe(17); // 0,0167 h
  });
});

describe('timeInvoiceLines', () => {
  it('one line per group at the rate, in the invoice’s language; a day is written out', () => {
    const groups = [
      { key: '2026-11-02', label: '2026-11-02', minutes: 90, entries: 1 },
      { key: '2026-11-03', label: '2026-11-03', minutes: 175, entries: 2 },
    ];
    expect(timeInvoiceLines(groups, 'day', 1_200_00, 'en')).toEqual([
      { description: `Work on ${formatDay('2026-11-02', 'en')}`, quantityThousandths: 1500, unit: 'h', unitPriceMinor: 1_200_00, discountBasisPoints: 0, vatRateCode: 'basic' },
      { description: `Work on ${formatDay('2026-11-03', 'en')}`, quantityThousandths: 2917, unit: 'h', unitPriceMinor: 1_200_00, discountBasisPoints: 0, vatRateCode: 'basic' },
    ]);
    expect(timeInvoiceLines([{ key: '1', label: 'Design', minutes: 60, entries: 1 }], 'activity', 1_500_00, 'cs')[0]).toMatchObject({ description: 'Design', unit: 'hod', quantityThousandths: 1000 });
    expect(timeInvoiceNote('2026-11-01', '2026-11-30', 'cs')).toBe(`Fakturujeme práci za období ${formatDay('2026-11-01', 'cs')} – ${formatDay('2026-11-30', 'cs')}.`);
  });
});

describe('previousMonth', () => {
  it('is the whole calendar month before, across a year and in a leap year', () => {
    expect(previousMonth('2026-11-30')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(previousMonth('2027-01-15')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(previousMonth('2028-03-01')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });
});
