import { describe, expect, it } from 'vitest';
import { PaymentInputError } from './payment-input-error';
import { buildSpayd, formatSpaydAmount, parseSpayd, type SpaydPayment } from './spayd';

const base: SpaydPayment = {
  iban: 'CZ65 0800 0000 1920 0014 5399',
  amountMinor: 123_450,
  currency: 'CZK',
  variableSymbol: '20260001',
  dueDate: '2026-12-10',
};

function fieldOf(payment: SpaydPayment): string | undefined {
  try {
    buildSpayd(payment);
  } catch (err) {
    if (err instanceof PaymentInputError) return err.field;
    throw err;
  }
  return undefined;
}

describe('buildSpayd', () => {
  it('writes a worked example field by field', () => {
    expect(
      buildSpayd({ ...base, message: 'Faktura 2026-0001', recipientName: 'Příliš žluťoučký kůň s.r.o.' }),
    ).toBe(
      'SPD*1.0*ACC:CZ6508000000192000145399*AM:1234.50*CC:CZK*X-VS:20260001*DT:20261210*MSG:FAKTURA 2026-0001*RN:PRILIS ZLUTOUCKY KUN S.R.O.',
    );
  });

  it('writes the invoice currency, EUR included, never a default (Invoice Ninja #11001)', () => {
    expect(parseSpayd(buildSpayd({ ...base, currency: 'EUR', amountMinor: 99_00 }))).toMatchObject({ CC: 'EUR', AM: '99.00' });
    expect(fieldOf({ ...base, currency: 'USD' as never })).toBe('currency');
    expect(fieldOf({ ...base, currency: 'czk' as never })).toBe('currency');
  });

  it('writes amounts from integer minor units with a dot and two decimals, at most 10 characters', () => {
    expect(formatSpaydAmount(1)).toBe('0.01');
    expect(formatSpaydAmount(50)).toBe('0.50');
    expect(formatSpaydAmount(100)).toBe('1.00');
    expect(formatSpaydAmount(48_050)).toBe('480.50');
    expect(formatSpaydAmount(999_999_999)).toBe('9999999.99');
    expect(fieldOf({ ...base, amountMinor: 1_000_000_000 })).toBe('amountMinor');
    expect(fieldOf({ ...base, amountMinor: 0 })).toBe('amountMinor');
    expect(fieldOf({ ...base, amountMinor: -100 })).toBe('amountMinor');
    expect(fieldOf({ ...base, amountMinor: 12.5 })).toBe('amountMinor');
  });

  it('adds the BIC after the IBAN and the optional symbols in their own keys', () => {
    const text = buildSpayd({ ...base, bic: 'gibaczpx', constantSymbol: '0308', specificSymbol: '42' });
    expect(parseSpayd(text)).toEqual({
      ACC: 'CZ6508000000192000145399+GIBACZPX',
      AM: '1234.50',
      CC: 'CZK',
      'X-VS': '20260001',
      'X-SS': '42',
      'X-KS': '0308',
      DT: '20261210',
    });
  });

  it('leaves out what is not given', () => {
    expect(buildSpayd({ ...base, variableSymbol: undefined, message: '  ' })).toBe(
      'SPD*1.0*ACC:CZ6508000000192000145399*AM:1234.50*CC:CZK*DT:20261210',
    );
  });

  it('escapes * as %2A and keeps the message within 60 and the name within 35 characters', () => {
    const text = buildSpayd({ ...base, message: 'A*B ' + 'x'.repeat(80), recipientName: 'Ž'.repeat(50) });
    const msg = /\*MSG:([^*]*)/.exec(text)?.[1] ?? '';
    expect(msg.startsWith('A%2AB XXX')).toBe(true);
    expect(msg).toHaveLength(60);
    expect(/\*RN:([^*]*)$/.exec(text)?.[1]).toBe('Z'.repeat(35));
    expect(parseSpayd(text).MSG?.startsWith('A*B X')).toBe(true);
    expect(text.split('*')).toHaveLength(2 + 7);
  });

  it('turns line breaks and characters outside ASCII into plain upper-case text', () => {
    expect(parseSpayd(buildSpayd({ ...base, message: 'Úhrada\nza  září – ĎĚKUJEME €' })).MSG).toBe('UHRADA ZA ZARI DEKUJEME');
  });

  it('refuses bad input naming the field', () => {
    expect(fieldOf({ ...base, iban: 'CZ6508000000192000145398' })).toBe('iban');
    expect(fieldOf({ ...base, iban: '' })).toBe('iban');
    expect(fieldOf({ ...base, bic: 'NOT A BIC' })).toBe('bic');
    expect(fieldOf({ ...base, variableSymbol: '2026-0001' })).toBe('variableSymbol');
    expect(fieldOf({ ...base, variableSymbol: '12345678901' })).toBe('variableSymbol');
    expect(fieldOf({ ...base, constantSymbol: 'KS' })).toBe('constantSymbol');
    expect(fieldOf({ ...base, specificSymbol: '1*2' })).toBe('specificSymbol');
    expect(fieldOf({ ...base, dueDate: '2026-02-30' })).toBe('dueDate');
    expect(fieldOf({ ...base, dueDate: '10.12.2026' })).toBe('dueDate');
    expect(() => buildSpayd({ ...base, iban: 'x' })).toThrow('iban: Not a valid IBAN');
  });
});
