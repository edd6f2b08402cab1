import { describe, expect, it } from 'vitest';
import { czechAccountProblem, formatCzechAccount, isValidCzechAccount, parseCzechAccount } from './bank-account';
import { icoCheckDigit, isValidIco } from './ico';
import { isValidCzechDic, isValidVatId, normalizeVatId, vatIdCountry } from './vat-id';

describe('IČO', () => {
  it('accepts real ones (worked: 2·8+7·7+0·6+8·5+2·4+4·3+4·2 = 133, 133 mod 11 = 1, (11 − 1) mod 10 = 0)', () => {
    expect(icoCheckDigit('2708244')).toBe(0); // Alza.cz a.s.
    expect(isValidIco('27082440')).toBe(true);
    expect(icoCheckDigit('0000694')).toBe(7); // Ministry of Finance: 6·4+9·3+4·2 = 59, 59 mod 11 = 4 → 7
    expect(isValidIco('00006947')).toBe(true);
    expect(icoCheckDigit('2559664')).toBe(1); // Seznam.cz: sum 176, 176 mod 11 = 0 → (11 − 0) mod 10 = 1
    expect(isValidIco('25596641')).toBe(true);
    expect(isValidIco('270 82 440')).toBe(true);
  });
  it('refuses a wrong check digit, a wrong length or letters', () => {
    expect(isValidIco('27082441')).toBe(false);
    expect(isValidIco('2708244')).toBe(false);
    expect(isValidIco('270824400')).toBe(false);
    expect(isValidIco('2708244O')).toBe(false);
  });
});

describe('DIČ and EU VAT IDs', () => {
  it('a Czech DIČ is CZ + a valid IČO, or CZ + a birth number (10 digits divisible by 11) or 9 digits', () => {
    expect(isValidCzechDic('CZ27082440')).toBe(true);
    expect(isValidCzechDic('cz 270 82 440')).toBe(true);
    expect(isValidCzechDic('CZ27082441')).toBe(false);
    expect(isValidCzechDic('CZ7103192745')).toBe(true); // 7103192745 = 11 · 645744795
    expect(isValidCzechDic('CZ7103192746')).toBe(false);
    expect(isValidCzechDic('CZ699001234')).toBe(true); // a VAT group
    expect(isValidCzechDic('27082440')).toBe(false);
  });
  it('other member states by prefix and format; Greece is EL', () => {
    expect(isValidVatId('DE123456789')).toBe(true);
    expect(isValidVatId('DE12345678')).toBe(false);
    expect(isValidVatId('ATU12345678')).toBe(true);
    expect(isValidVatId('AT12345678')).toBe(false);
    expect(isValidVatId('SK2020317068')).toBe(true);
    expect(isValidVatId('NL123456789B01')).toBe(true);
    expect(isValidVatId('FR40303265045')).toBe(true);
    expect(isValidVatId('EL094259216')).toBe(true);
    expect(vatIdCountry('EL094259216')).toBe('GR');
    expect(isValidVatId('GR094259216')).toBe(false);
    expect(isValidVatId('GB123456789')).toBe(false);
    expect(normalizeVatId(' de 123.456-789 ')).toBe('DE123456789');
  });
});

describe('Czech account numbers', () => {
  it('checks prefix and number by mod 11 (19-2000145399/0800: 1·2+9·1 = 11; 2·6+1·10+4·5+5·8+3·4+9·2+9·1 = 121)', () => {
    expect(isValidCzechAccount('19-2000145399/0800')).toBe(true);
    expect(isValidCzechAccount('1265098001/5500')).toBe(true);
    expect(isValidCzechAccount('000019-2000145399/0800')).toBe(true);
    expect(formatCzechAccount(parseCzechAccount('000019-0002000145399/0800'.replace('0002', '2'))!)).toBe('19-2000145399/0800');
  });
  it('names what is wrong: the form, the prefix or the number', () => {
    expect(czechAccountProblem('18-2000145399/0800')).toBe('prefix');
    expect(czechAccountProblem('19-2000145398/0800')).toBe('number');
    expect(czechAccountProblem('2000145399/080')).toBe('format');
    expect(czechAccountProblem('1234567-2000145399/0800')).toBe('format');
    expect(czechAccountProblem('2000145399')).toBe('format');
    expect(czechAccountProblem('00/0800')).toBe('format');
  });
});
