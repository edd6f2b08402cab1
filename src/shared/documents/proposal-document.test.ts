import { describe, expect, it } from 'vitest';
import { buildProposalSnapshot, type SnapshotSupplier } from '../proposal-snapshot';
import { proposalDocument } from './proposal-document';
import { displayedLineVat } from './snapshot-parts';

const supplier: SnapshotSupplier = {
  name: 'Lipa Digital s.r.o.',
  lines: ['Horní náměstí 12', '779 00 Olomouc', 'IČO: 27082440'],
  email: 'hello@lipadigital.cz',
  addressLines: ['Horní náměstí 12', '779 00 Olomouc'],
  ico: '27082440',
  dic: 'CZ27082440',
  vatPayer: true,
  registration: 'C 61234 vedená u Krajského soudu v Ostravě',
  bankAccount: '1265098001/5500',
  iban: null,
};
const customer = { name: 'Žluťoučký kůň a.s.', lines: ['Jan Novák', 'Dlouhá 1', '110 00 Praha', 'IČO: 25596641'], email: 'jan@kun.cz', addressLines: ['Jan Novák', 'Dlouhá 1', '110 00 Praha'], ico: '25596641', dic: null };

const line = (service: string, description: string, quantityThousandths: number, unitPriceMinor: number, discountBasisPoints: number, recurrence: 'one_time' | 'monthly', vatRateCode: 'basic' | 'reduced' = 'basic') => ({
  service, description, unit: 'h', quantityThousandths, unitPriceMinor, discountBasisPoints, vatRateCode, recurrence,
});

function snapshotOf(vatMode: 'czech_vat' | 'reverse_charge', lines: ReturnType<typeof line>[]) {
  return buildProposalSnapshot(
    { number: 'N-2026-0007', version: 2, title: 'Web', language: 'cs', currency: 'CZK', vatMode, validUntil: '2026-12-26', intro: '<p>Úvod</p>', terms: '<p>Podmínky</p>', lines },
    { supplier, customer },
    '2026-11-26',
  );
}

describe('proposalDocument', () => {
  it('maps a worked example: quantities, discounts, line VAT for display, the recap from the snapshot', () => {
    // Line 1: 1.5 h × 1 234,50 Kč − 10 % = 1 666,575 → base 1 666,58 Kč; shown VAT 21 % = 349,98 Kč.
    // Lines 2 and 3: 1 × 0,50 Kč each; shown VAT 0,105 → 0,11 Kč each, but the recap of 21 % on the sum of the bases
    // (1 667,58 Kč) is 350,19 Kč — the recap (authoritative) is not the sum of the lines' shown VAT (350,20 Kč).
    // Line 4: monthly, 2 × 500 Kč at 12 %.
    const snapshot = snapshotOf('czech_vat', [
      line('Návrh webu', 'Úvodní stránka', 1500, 123_450, 1000, 'one_time'),
      line('Drobnost', '', 1000, 50, 0, 'one_time'),
      line('Drobnost', ' ', 1000, 50, 0, 'one_time'),
      line('Správa', 'měsíčně', 2000, 50_000, 0, 'monthly', 'reduced'),
    ]);
    const doc = proposalDocument(snapshot, new Uint8Array([1, 2, 3]));
    expect(doc).toMatchObject({
      kind: 'proposal',
      number: 'N-2026-0007',
      language: 'cs',
      currency: 'CZK',
      vatWording: 'czech_vat',
      dates: { issued: '2026-11-26', validUntil: '2026-12-26' },
      supplier: { name: supplier.name, addressLines: supplier.addressLines, ico: '27082440', dic: 'CZ27082440', vatPayer: true, registration: supplier.registration, bankAccount: '1265098001/5500', iban: null },
      customer: { name: customer.name, addressLines: customer.addressLines, ico: '25596641', dic: null },
      introHtml: '<p>Úvod</p>',
      termsHtml: '<p>Podmínky</p>',
      logo: { data: new Uint8Array([1, 2, 3]) },
    });
    expect(doc.lines[0]).toEqual({ description: 'Návrh webu – Úvodní stránka', quantity: 1.5, unit: 'h', unitPriceMinor: 123_450, discountPercent: 10, vatPercent: 21, baseMinor: 166_658, vatMinor: 34_998, totalMinor: 201_656, recurrence: 'one_time' });
    expect(doc.lines[1]).toMatchObject({ description: 'Drobnost', baseMinor: 50, vatMinor: 11, totalMinor: 61 });
    expect(doc.lines[2]).toMatchObject({ description: 'Drobnost' });
    expect(doc.lines[3]).toMatchObject({ quantity: 2, vatPercent: 12, baseMinor: 100_000, vatMinor: 12_000, recurrence: 'monthly' });
    expect(doc.partTotals.one_time).toEqual({
      vatRecap: [{ percent: 21, baseMinor: 166_758, vatMinor: 35_019, totalMinor: 201_777 }],
      totals: { baseMinor: 166_758, vatMinor: 35_019, roundingMinor: 0, totalMinor: 201_777 },
    });
    expect(doc.partTotals.monthly).toEqual({
      vatRecap: [{ percent: 12, baseMinor: 100_000, vatMinor: 12_000, totalMinor: 112_000 }],
      totals: { baseMinor: 100_000, vatMinor: 12_000, roundingMinor: 0, totalMinor: 112_000 },
    });
  });

  it('gives only the parts that have lines, no VAT on lines when none is charged, and no logo without one', () => {
    const doc = proposalDocument(snapshotOf('reverse_charge', [line('Audit', '', 1000, 100_000, 0, 'one_time')]));
    expect(doc.vatWording).toBe('reverse_charge');
    expect(Object.keys(doc.partTotals)).toEqual(['one_time']);
    expect(doc.lines[0]).toMatchObject({ baseMinor: 100_000, vatMinor: 0, totalMinor: 100_000 });
    expect(doc.partTotals.one_time!.totals).toMatchObject({ vatMinor: 0, totalMinor: 100_000 });
    expect(doc.logo).toBeNull();
  });

  it('rounds the shown line VAT half away from zero', () => {
    expect(displayedLineVat(50, 21, true)).toBe(11);
    expect(displayedLineVat(-50, 21, true)).toBe(-11);
    expect(displayedLineVat(1000, 10.5, true)).toBe(105);
    expect(displayedLineVat(1000, 21, false)).toBe(0);
  });
});
