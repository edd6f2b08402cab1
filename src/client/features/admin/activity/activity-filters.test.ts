import { describe, expect, it } from 'vitest';
import { inTimeZone } from '@/client/test/time-zone';
import { activityQueryFilters, dayStart } from './activity-page';

// A browser in New York: the range still runs from a Prague midnight to the next, as the log shows Prague times.
inTimeZone('America/New_York');

describe('the activity filter\'s days are Prague days', () => {
  it('sends the range from the first day\'s Prague midnight to the midnight after the last day', () => {
    expect(activityQueryFilters({ actorId: '3', entity: '', action: '', from: '2026-11-02', to: '2026-11-28' })).toEqual({
      actorId: '3',
      entity: undefined,
      action: undefined,
      from: '2026-11-01T23:00:00.000Z',
      to: '2026-11-28T23:00:00.000Z',
    });
  });

  it('follows summer time, and the day the clock changes has its own length', () => {
    expect(dayStart('2026-07-01')).toBe('2026-06-30T22:00:00.000Z');
    expect(dayStart('2026-03-29')).toBe('2026-03-28T23:00:00.000Z');
    expect(dayStart('2026-03-29', true)).toBe('2026-03-29T22:00:00.000Z');
    expect(dayStart('2026-12-31', true)).toBe('2026-12-31T23:00:00.000Z');
  });

  it('ignores a blank or impossible day', () => {
    expect(dayStart('')).toBeUndefined();
    expect(dayStart('2026-02-30')).toBeUndefined();
    expect(activityQueryFilters({ actorId: '', entity: '', action: '', from: '', to: '' })).toEqual({
      actorId: undefined,
      entity: undefined,
      action: undefined,
      from: undefined,
      to: undefined,
    });
  });
});
