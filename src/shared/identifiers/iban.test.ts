import { describe, expect, it } from 'vitest';
import { czechIbanOfText, formatIban, ibanProblem, isValidBic, isValidIban, normalizeIban } from './iban';

describe('IBAN', () => {
  it('checks mod 97 for any country and the registry length of known ones', () => {
    expect(isValidIban('CZ65 0800 0000 1920 0014 5399')).toBe(true);
    expect(isValidIban('CZ5855000000001265098001')).toBe(true);
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('GB29NWBK60161331926819')).toBe(true);
    expect(ibanProblem('CZ6608000000192000145399')).toBe('checksum');
    expect(ibanProblem('CZ650800000019200014539')).toBe('format');
    expect(ibanProblem('DE8937040044053201300')).toBe('format');
    expect(ibanProblem('hello')).toBe('format');
  });
  it('derives a Czech IBAN from a Czech account number', () => {
    expect(czechIbanOfText('19-2000145399/0800')).toBe('CZ6508000000192000145399');
    expect(czechIbanOfText('1265098001/5500')).toBe('CZ5855000000001265098001');
    expect(formatIban('CZ6508000000192000145399')).toBe('CZ65 0800 0000 1920 0014 5399');
    expect(czechIbanOfText('not an account')).toBeNull();
  });
  it('normalizes typed text and refuses a changed digit or a wrong length', () => {
    expect(isValidIban(normalizeIban('cz65 0800 0000 1920 0014 5399'))).toBe(true);
    expect(normalizeIban(' cz65 0800\t0000 1920 0014 5399 ')).toBe('CZ6508000000192000145399');
    expect(isValidIban('CZ6508000000192000145398')).toBe(false);
    expect(isValidIban('CZ650800000019200014539')).toBe(false);
  });
});

describe('BIC', () => {
  it('accepts 8 or 11 characters: bank, country, location and an optional branch', () => {
    expect(isValidBic('GIBACZPX')).toBe(true);
    expect(isValidBic('KOMBCZPPXXX')).toBe(true);
    expect(isValidBic('GIBACZP')).toBe(false);
    expect(isValidBic('GIBACZPXX')).toBe(false);
    expect(isValidBic('1IBACZPX')).toBe(false);
  });
});
