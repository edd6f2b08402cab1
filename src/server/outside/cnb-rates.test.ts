import { describe, expect, it } from 'vitest';
import { cnbDateParameter, parseCnbRates } from './cnb-rates';

const SAMPLE = ['07.03.2025 #47', 'země|měna|množství|kód|kurz', 'EMU|euro|1|EUR|25,010', 'Maďarsko|forint|100|HUF|6,300', 'Indonesie|rupie|1000|IDR|1,415', 'Velká Británie|libra|1|GBP|29,750', 'MMF|ZPČ|1|XDR|30,911'].join('\n');

describe('the ČNB denni_kurz.txt parser', () => {
  it('reads the fixing date, serial and each rate in thousandths of CZK per amount', () => {
    expect(parseCnbRates(SAMPLE)).toEqual({
      fixingDate: '2025-03-07',
      serial: 47,
      rates: [
        { currency: 'EUR', amount: 1, rateThousandths: 25010 },
        { currency: 'HUF', amount: 100, rateThousandths: 6300 },
        { currency: 'IDR', amount: 1000, rateThousandths: 1415 },
        { currency: 'GBP', amount: 1, rateThousandths: 29750 },
        { currency: 'XDR', amount: 1, rateThousandths: 30911 },
      ],
    });
  });

  it('tolerates CRLF, a trailing newline and a BOM', () => {
    const parsed = parseCnbRates(`\uFEFF${SAMPLE.replace(/\n/g, '\r\n')}\r\n`);
    expect(parsed?.fixingDate).toBe('2025-03-07');
    expect(parsed?.rates).toHaveLength(5);
    expect(parseCnbRates(`${SAMPLE}\n`)?.rates).toHaveLength(5);
  });

  it('reads the first list of the year (#1) and large rates', () => {
    const text = ['02.01.2025 #1', 'země|měna|množství|kód|kurz', 'Japonsko|jen|100|JPY|15,321', 'Island|koruna|100|ISK|17,250'].join('\n');
    expect(parseCnbRates(text)).toEqual({
      fixingDate: '2025-01-02',
      serial: 1,
      rates: [
        { currency: 'JPY', amount: 100, rateThousandths: 15321 },
        { currency: 'ISK', amount: 100, rateThousandths: 17250 },
      ],
    });
  });

  it.each([
    ['an empty body', ''],
    ['only the first line', '07.03.2025 #47\n'],
    ['an HTML page', '<!DOCTYPE html><html><body>Stránka nenalezena</body></html>'],
    ['the English file', SAMPLE.replace('07.03.2025 #47', '07 Mar 2025 #47').replace('země|měna|množství|kód|kurz', 'Country|Currency|Amount|Code|Rate')],
    ['a first line without serial', SAMPLE.replace(' #47', '')],
    ['an impossible date', SAMPLE.replace('07.03.2025', '31.02.2025')],
    ['another header', SAMPLE.replace('země|měna|množství|kód|kurz', 'zeme|mena|mnozstvi|kod|kurz')],
    ['a row of four fields', SAMPLE.replace('EMU|euro|1|EUR|25,010', 'EMU|1|EUR|25,010')],
    ['a decimal point', SAMPLE.replace('25,010', '25.010')],
    ['two decimals', SAMPLE.replace('25,010', '25,01')],
    ['an amount of 10', SAMPLE.replace('|100|HUF', '|10|HUF')],
    ['a lower-case code', SAMPLE.replace('|EUR|', '|eur|')],
    ['a currency twice', `${SAMPLE}\nEMU|euro|1|EUR|25,020`],
    ['a blank row in the middle', SAMPLE.replace('\nMaďarsko', '\n\nMaďarsko')],
    ['a thousands separator', SAMPLE.replace('25,010', '1 025,010')],
  ])('refuses %s as a whole (never a partial list)', (_name, text) => {
    expect(parseCnbRates(text)).toBeNull();
  });

  it('writes the ?date= parameter as dd.mm.yyyy', () => {
    expect(cnbDateParameter('2025-03-07')).toBe('07.03.2025');
  });
});
