import { describe, expect, it } from 'vitest';
import { answerValidThrough, easterSunday, fixingDayFor, isCzechWorkingDay, listCoversDay } from './exchange-rates';

describe('Czech working days (the days ČNB declares a fixing)', () => {
  it('knows Easter, Good Friday (since 2016) and the fixed holidays', () => {
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(isCzechWorkingDay('2025-04-18')).toBe(false); // Good Friday
    expect(isCzechWorkingDay('2025-04-21')).toBe(false); // Easter Monday
    expect(isCzechWorkingDay('2015-04-03')).toBe(true); // Good Friday was no holiday before 2016
    expect(isCzechWorkingDay('2025-12-24')).toBe(false);
    expect(isCzechWorkingDay('2025-10-28')).toBe(false);
    expect(isCzechWorkingDay('2025-03-07')).toBe(true); // a Friday
    expect(isCzechWorkingDay('2025-03-08')).toBe(false); // a Saturday
  });

  it('finds the fixing day of a weekend and of the Christmas holidays', () => {
    expect(fixingDayFor('2025-03-08')).toBe('2025-03-07');
    expect(fixingDayFor('2025-03-09')).toBe('2025-03-07');
    expect(fixingDayFor('2025-03-10')).toBe('2025-03-10');
    // Tuesday 23 Dec 2025: valid 23–28 Dec (24, 25, 26 holidays, then the weekend).
    for (const day of ['2025-12-23', '2025-12-24', '2025-12-25', '2025-12-26', '2025-12-27', '2025-12-28']) expect(fixingDayFor(day)).toBe('2025-12-23');
    expect(fixingDayFor('2025-12-29')).toBe('2025-12-29');
  });
});

describe('a stored list covers a day (the rate of a DUZP)', () => {
  const friday = { fixingDate: '2025-03-07', serial: 47, validThrough: '2025-03-07' };

  it('a Saturday or Sunday DUZP takes Friday’s list', () => {
    expect(listCoversDay(friday, null, '2025-03-08')).toBe(true);
    expect(listCoversDay(friday, null, '2025-03-09')).toBe(true);
  });

  it('a Monday DUZP is not covered by Friday’s list until Monday’s is known', () => {
    expect(listCoversDay(friday, null, '2025-03-10')).toBe(false);
    // ČNB answered Friday's list for Monday (a Monday holiday in another year): known.
    expect(listCoversDay({ ...friday, validThrough: '2025-03-10' }, null, '2025-03-10')).toBe(true);
  });

  it('a next list by serial closes the gap; a jump in serial does not', () => {
    const monday = { fixingDate: '2025-03-10', serial: 48, validThrough: null };
    const wednesday = { fixingDate: '2025-03-12', serial: 50, validThrough: null };
    expect(listCoversDay(monday, { fixingDate: '2025-03-11', serial: 49, validThrough: null }, '2025-03-10')).toBe(true);
    const tuesdayKnown = { fixingDate: '2025-03-11', serial: 49, validThrough: null };
    expect(listCoversDay(tuesdayKnown, wednesday, '2025-03-11')).toBe(true);
    // Monday's list, then Wednesday's (#50): Tuesday's #49 is missing — Tuesday is not Monday's rate.
    expect(listCoversDay(monday, wednesday, '2025-03-11')).toBe(false);
  });

  it('the list of Tuesday 23 Dec covers the holidays and the weekend after it', () => {
    const list = { fixingDate: '2025-12-23', serial: 247, validThrough: '2025-12-23' };
    expect(listCoversDay(list, null, '2025-12-26')).toBe(true);
    expect(listCoversDay(list, null, '2025-12-28')).toBe(true);
    expect(listCoversDay(list, null, '2025-12-29')).toBe(false);
  });

  it('a day before the list is never covered by it', () => {
    expect(listCoversDay(friday, null, '2025-03-06')).toBe(false);
  });
});

describe('how far an answer is final', () => {
  it('a past day’s answer is final for that day', () => {
    expect(answerValidThrough('2025-03-10', '2025-03-10', '2025-03-12')).toBe('2025-03-10');
    expect(answerValidThrough('2025-03-09', '2025-03-07', '2025-03-12')).toBe('2025-03-09');
  });

  it('today: final with today’s own list, or on a weekend; before the fixing only up to yesterday', () => {
    expect(answerValidThrough('2025-03-10', '2025-03-10', '2025-03-10')).toBe('2025-03-10');
    expect(answerValidThrough('2025-03-10', '2025-03-07', '2025-03-10')).toBe('2025-03-09');
    expect(answerValidThrough('2025-03-08', '2025-03-07', '2025-03-08')).toBe('2025-03-08');
    // A future day asked: known up to today only.
    expect(answerValidThrough('2025-03-20', '2025-03-10', '2025-03-10')).toBe('2025-03-10');
  });
});
