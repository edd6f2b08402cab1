import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatAdminDate } from './dates';

afterEach(() => vi.restoreAllMocks());

describe('formatAdminDate', () => {
  const when = new Date(2026, 10, 21, 14, 5); // local time

  it("formats with 'PPp' in the active locale", () => {
    expect(formatAdminDate(when, 'en')).toBe('Nov 21, 2026, 2:05 PM');
    expect(formatAdminDate(when, 'cs')).toBe('21. 11. 2026, 14:05');
  });

  it('accepts ISO text', () => {
    expect(formatAdminDate(when.toISOString(), 'en')).toBe('Nov 21, 2026, 2:05 PM');
  });

  it("logs 'Date formatting error' and shows the raw value when it cannot format", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(formatAdminDate('not a date', 'en')).toBe('not a date');
    expect(log).toHaveBeenCalledWith('Date formatting error', expect.anything());
  });

  it('shows nothing for a missing date', () => {
    expect(formatAdminDate(null, 'cs')).toBe('');
  });
});
