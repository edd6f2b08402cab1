import { describe, expect, it } from 'vitest';
import { formatMinutes, MAX_ENTRY_MINUTES, parseDuration, timerMinutes, weekDays, weekStart } from './minutes';

describe('timer minutes', () => {
  it('rounds to the nearest minute, at least 1, at most a day', () => {
    expect(timerMinutes(0)).toBe(1);
    expect(timerMinutes(29_999)).toBe(1);
    expect(timerMinutes(89_999)).toBe(1);
    expect(timerMinutes(90_000)).toBe(2);
    // 1 h 29 min 30 s → 90 min.
    expect(timerMinutes((60 + 29) * 60_000 + 30_000)).toBe(90);
    expect(timerMinutes(3 * 24 * 3_600_000)).toBe(MAX_ENTRY_MINUTES);
    expect(timerMinutes(-5_000)).toBe(1);
  });
});

describe('durations typed by staff', () => {
  it.each([
    ['1:30', 90],
    ['0:45', 45],
    [':20', 20],
    ['12:05', 725],
    ['1.5', 90],
    ['1,25', 75],
    ['2', 120],
    ['2h', 120],
    ['0,1', 6],
    ['90m', 90],
    ['15 min', 15],
    [' 1:00 ', 60],
  ])('%s → %i minutes', (text, minutes) => {
    expect(parseDuration(text)).toBe(minutes);
  });

  it.each(['', 'abc', '1:60', '1:5', '1.234', '-1', '1:30:00', 'h'])('refuses %j', (text) => {
    expect(parseDuration(text)).toBeNull();
  });

  it('writes minutes as h:mm', () => {
    expect(formatMinutes(0)).toBe('0:00');
    expect(formatMinutes(5)).toBe('0:05');
    expect(formatMinutes(90)).toBe('1:30');
    expect(formatMinutes(725)).toBe('12:05');
    expect(formatMinutes(-75)).toBe('-1:15');
  });
});

describe('weeks', () => {
  it('start on Monday', () => {
    // 2026-11-30 is a Monday; 2026-12-06 the Sunday after it; 2026-11-29 the Sunday before.
    expect(weekStart('2026-11-30')).toBe('2026-11-30');
    expect(weekStart('2026-12-06')).toBe('2026-11-30');
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(weekStart('2027-01-01')).toBe('2026-12-28');
  });

  it('have seven days', () => {
    expect(weekDays('2026-12-28')).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03']);
  });
});
