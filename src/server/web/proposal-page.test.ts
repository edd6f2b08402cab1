import { describe, expect, it } from 'vitest';
import { formatMinor } from './proposal-page';

describe('money on the proposal page', () => {
  it('writes minor units in Czech and English form without floating point', () => {
    expect(formatMinor(123_456_78, 'CZK', 'cs')).toBe('123\u00a0456,78\u00a0Kč');
    expect(formatMinor(5, 'CZK', 'cs')).toBe('0,05\u00a0Kč');
    expect(formatMinor(-29, 'CZK', 'cs')).toBe('−0,29\u00a0Kč');
    expect(formatMinor(1_234_50, 'CZK', 'en')).toBe('CZK\u00a01,234.50');
    expect(formatMinor(1_234_50, 'EUR', 'en')).toBe('€1,234.50');
    expect(formatMinor(900719925474099, 'CZK', 'cs')).toBe('9\u00a0007\u00a0199\u00a0254\u00a0740,99\u00a0Kč');
  });
});
