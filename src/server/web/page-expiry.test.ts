import { afterEach, describe, expect, it } from 'vitest';
import { nextYearStart } from './page-expiry';

const savedZone = process.env.TZ;
afterEach(() => {
  if (savedZone === undefined) delete process.env.TZ;
  else process.env.TZ = savedZone;
});

describe('nextYearStart: the footer\'s year turns at Prague\'s New Year', () => {
  it('is Prague\'s midnight of 1 January, whatever the server\'s zone', () => {
    for (const zone of ['UTC', 'America/New_York', 'Asia/Tokyo']) {
      process.env.TZ = zone;
      expect(new Date(nextYearStart(new Date('2026-06-15T12:00:00Z'))).toISOString()).toBe('2026-12-31T23:00:00.000Z');
      // 23:30 UTC on 31 December is already 2027 in Prague: the next turn is a year on.
      expect(new Date(nextYearStart(new Date('2026-12-31T23:30:00Z'))).toISOString()).toBe('2027-12-31T23:00:00.000Z');
    }
  });
});
