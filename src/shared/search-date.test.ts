import { describe, expect, it } from 'vitest';
import { searchDay } from './search-date';

describe('searchDay', () => {
  it('reads the dates the admin lists show, in both languages', () => {
    expect(searchDay('21. 11. 2026')).toBe('2026-11-21');
    expect(searchDay('21.11.2026')).toBe('2026-11-21');
    expect(searchDay('Nov 21, 2026')).toBe('2026-11-21');
    expect(searchDay('November 21, 2026')).toBe('2026-11-21');
    expect(searchDay(' 2026-11-21 ')).toBe('2026-11-21');
  });

  it('leaves other text alone', () => {
    expect(searchDay('Jana')).toBeUndefined();
    expect(searchDay('2026')).toBeUndefined();
    expect(searchDay('31. 2. 2026')).toBeUndefined();
    expect(searchDay('e-shop 2026')).toBeUndefined();
  });
});
