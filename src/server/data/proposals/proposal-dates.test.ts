import { describe, expect, it } from 'vitest';
import { endOfOfficeDay, officeDate } from './proposal-dates';

describe('the office calendar of proposals (docs/product/proposals.md#statuses)', () => {
  it("dates an instant by Prague's day", () => {
    expect(officeDate(new Date('2026-12-31T22:59:59Z'))).toBe('2026-12-31');
    expect(officeDate(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
    expect(officeDate(new Date('2026-07-01T21:59:59Z'))).toBe('2026-07-01');
    expect(officeDate(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });

  it('ends a validity day at the next Prague midnight, in winter and summer time', () => {
    expect(endOfOfficeDay('2026-12-10').toISOString()).toBe('2026-12-10T23:00:00.000Z');
    expect(endOfOfficeDay('2026-07-10').toISOString()).toBe('2026-07-10T22:00:00.000Z');
    // The night summer time ends (25 October 2026): the next midnight is in winter time.
    expect(endOfOfficeDay('2026-10-25').toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });
});
