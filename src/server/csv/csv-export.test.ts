import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import { CSV_CAST, exportFileName, neutralizeFormula } from './csv-export';

describe('neutralizeFormula', () => {
  it('prefixes an apostrophe to cells a spreadsheet would run as a formula', () => {
    for (const cell of ['=1+1', '+420 777', '-5', '@SUM(A1)', '\tx', '\rx']) expect(neutralizeFormula(cell)).toBe(`'${cell}`);
    for (const cell of ['Pekárna', 'a=b', '', ' =1', "'quoted"]) expect(neutralizeFormula(cell)).toBe(cell);
  });
});

describe('CSV cells', () => {
  it('dates ISO 8601, numbers as numbers (negative ones too), booleans as words, texts neutralised', () => {
    const csv = stringify([[new Date('2026-03-01T00:00:00Z'), -5, 12.5, true, false, '=x', null, { a: 1 }]], { cast: CSV_CAST });
    expect(csv).toBe(`2026-03-01T00:00:00.000Z,-5,12.5,true,false,'=x,,"{""a"":1}"\n`);
  });

  it('names the file after the list and the day', () => {
    expect(exportFileName('clients', new Date('2026-11-25T10:00:00Z'))).toBe('clients-2026-11-25.csv');
  });
});
