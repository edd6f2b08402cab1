/**
 * The credit note rule (issue 38): worked examples with their numbers by hand, the refusals naming the field, the
 * rest of a rate closing exactly, an EUR invoice's CZK recap, and the whole credit equal to issue 23's.
 */
import { describe, expect, it } from 'vitest';
import type { SnapshotParty, SnapshotSupplier } from '../proposal-snapshot';
import type { CreditableInvoice, CreditableLine, CreditableRate } from '../schemas/credit-note';
import { creditNoteSchema, quantityToThousandths } from '../schemas/credit-note';
import { buildCreditNoteSnapshot, buildInvoiceSnapshot } from './build-invoice-snapshot';
import { creditNoteLines, creditNoteSnapshot, isRefused, nothingLeft, type CreditNoteComputed } from './credit-note-lines';

const supplier: SnapshotSupplier = {
  name: 'Digitální agentura s.r.o.',
  lines: [],
  email: 'info@example.cz',
  addressLines: ['Vinohradská 12', '120 00 Praha'],
  ico: '27082440',
  dic: 'CZ27082440',
  vatPayer: true,
  registration: 'C 12345 vedená u Městského soudu v Praze',
  bankAccount: '19-2000145399/0800',
  iban: 'CZ6508000000192000145399',
};
const customer: SnapshotParty = { name: 'Pekárna Řehoř s.r.o.', lines: [], email: null, addressLines: ['Dlouhá 1', '602 00 Brno'], ico: '25596641', dic: 'CZ25596641' };

/** 10 h × 1 500 Kč + 1 × 20 000 Kč at 21 %: base 35 000, VAT 7 350, total 42 350 Kč. */
const line = (over: Partial<CreditableLine>): CreditableLine => ({
  lineId: 1,
  position: 0,
  description: 'Vývoj',
  unit: 'hod',
  quantityThousandths: 10_000,
  unitPriceMinor: 1_500_00,
  discountBasisPoints: 0,
  vatRateCode: 'basic',
  baseMinor: 15_000_00,
  leftQuantityThousandths: 10_000,
  leftBaseMinor: 15_000_00,
  ...over,
});
const basic = (over: Partial<CreditableRate> = {}): CreditableRate => ({
  vatRateCode: 'basic',
  vatPercent: 21,
  baseMinor: 35_000_00,
  vatMinor: 7_350_00,
  leftBaseMinor: 35_000_00,
  leftVatMinor: 7_350_00,
  czk: null,
  ...over,
});
const invoice = (over: Partial<CreditableInvoice> = {}): CreditableInvoice => ({
  invoiceId: 7,
  number: '2026-0007',
  currency: 'CZK',
  language: 'cs',
  vatCharged: true,
  exchangeRateThousandths: null,
  lines: [line({}), line({ lineId: 2, position: 1, description: 'Design', unit: 'ks', quantityThousandths: 1000, unitPriceMinor: 20_000_00, baseMinor: 20_000_00, leftQuantityThousandths: 1000, leftBaseMinor: 20_000_00 })],
  rates: [basic()],
  leftMinor: 42_350_00,
  creditNotes: [],
  ...over,
});

function computed(result: ReturnType<typeof creditNoteLines>): CreditNoteComputed {
  if (isRefused(result)) throw new Error(`refused: ${result.field} ${result.code}`);
  return result;
}

describe('a partial credit note of lines', () => {
  it('4 h of the first line: base −6 000, VAT −1 260, total −7 260 Kč; nothing closed', () => {
    // 4 × 1 500 = 6 000; VAT 6 000 × 21 % = 1 260; total 7 260 — negative on the credit note.
    const note = computed(creditNoteLines(invoice(), { kind: 'lines', lines: [{ lineId: 1, quantityThousandths: 4000 }] }));
    expect(note.lines).toEqual([
      expect.objectContaining({ creditsLineId: 1, description: 'Vývoj', quantityThousandths: 4000, unitPriceMinor: -1_500_00, listMinor: -6_000_00, baseMinor: -6_000_00, vatRateCode: 'basic' }),
    ]);
    expect(note.totals).toEqual({
      recap: [{ vatRateCode: 'basic', vatPercent: 21, baseMinor: -6_000_00, vatMinor: -1_260_00, totalMinor: -7_260_00 }],
      baseMinor: -6_000_00,
      vatMinor: -1_260_00,
      totalMinor: -7_260_00,
      roundingMinor: 0,
      payableMinor: -7_260_00,
    });
    expect(note.closedLineIds).toEqual([]);
    expect(note.closesInvoice).toBe(false);
    expect(note.vatRecapCzk).toBeNull();
  });

  it('a second one after the first (6 h left): 6 h closes the line; 7 h is refused on lines.0.quantity', () => {
    // After 4 h: line 1 has 6 h = 9 000 left; the rate 29 000 base and 6 090 VAT.
    const after = invoice({ lines: [line({ leftQuantityThousandths: 6000, leftBaseMinor: 9_000_00 }), invoice().lines[1]!], rates: [basic({ leftBaseMinor: 29_000_00, leftVatMinor: 6_090_00 })] });
    const refused = creditNoteLines(after, { kind: 'lines', lines: [{ lineId: 1, quantityThousandths: 7000 }] });
    expect(refused).toMatchObject({ field: 'lines.0.quantity', code: 'quantityTooLarge', params: { leftThousandths: 6000 } });
    // 6 × 1 500 = 9 000; VAT 1 890; total 10 890.
    const note = computed(creditNoteLines(after, { kind: 'lines', lines: [{ lineId: 1, quantityThousandths: 6000 }] }));
    expect(note.totals).toMatchObject({ baseMinor: -9_000_00, vatMinor: -1_890_00, payableMinor: -10_890_00 });
    expect(note.closedLineIds).toEqual([1]);
    expect(note.closesInvoice).toBe(false);
  });

  it('refuses an unknown line, a line chosen twice, naming the field', () => {
    expect(creditNoteLines(invoice(), { kind: 'lines', lines: [{ lineId: 99, quantityThousandths: 1000 }] })).toMatchObject({ field: 'lines.0.lineId', code: 'unknownLine' });
    expect(
      creditNoteLines(invoice(), {
        kind: 'lines',
        lines: [
          { lineId: 2, quantityThousandths: 500 },
          { lineId: 2, quantityThousandths: 500 },
        ],
      }),
    ).toMatchObject({ field: 'lines.1.lineId', code: 'duplicateLine' });
  });

  it('a line is bounded by its rate too: after an amount credited at 21 %, the lines cannot take more than the rate has left', () => {
    const after = invoice({ rates: [basic({ leftBaseMinor: 1_000_00, leftVatMinor: 210_00 })] });
    expect(creditNoteLines(after, { kind: 'lines', lines: [{ lineId: 1, quantityThousandths: 1000 }] })).toMatchObject({ field: 'lines.0.quantity', code: 'amountTooLarge', params: { leftMinor: 1_000_00 } });
  });
});

describe('an amount per VAT rate', () => {
  it('1 000 Kč at 21 %: one "Snížení ceny" line, VAT 210, total −1 210; more than left is refused on amounts.0.baseMinor', () => {
    const note = computed(creditNoteLines(invoice(), { kind: 'amounts', amounts: [{ vatRateCode: 'basic', baseMinor: 1_000_00 }] }));
    expect(note.lines).toEqual([expect.objectContaining({ creditsLineId: null, description: 'Snížení ceny (DPH 21 %)', quantityThousandths: 1000, unitPriceMinor: -1_000_00, baseMinor: -1_000_00 })]);
    expect(note.totals).toMatchObject({ baseMinor: -1_000_00, vatMinor: -210_00, payableMinor: -1_210_00 });
    expect(creditNoteLines(invoice({ language: 'en' }), { kind: 'amounts', amounts: [{ vatRateCode: 'basic', baseMinor: 1 }] })).toMatchObject({ lines: [expect.objectContaining({ description: 'Price reduction (VAT 21 %)' })] });
    expect(creditNoteLines(invoice(), { kind: 'amounts', amounts: [{ vatRateCode: 'basic', baseMinor: 35_000_01 }] })).toMatchObject({ field: 'amounts.0.baseMinor', code: 'amountTooLarge' });
    expect(creditNoteLines(invoice(), { kind: 'amounts', amounts: [{ vatRateCode: 'reduced', baseMinor: 100 }] })).toMatchObject({ field: 'amounts.0.vatRateCode', code: 'unknownRate' });
  });
});

describe('the whole rest', () => {
  it('of an invoice never credited: every line whole — the same document as issue 23’s whole credit note', () => {
    const issued = buildInvoiceSnapshot(
      {
        kind: 'invoice',
        number: '2026-0007',
        language: 'cs',
        currency: 'CZK',
        exchangeRateThousandths: null,
        vatMode: 'czech_vat',
        issuedOn: '2026-11-02',
        taxableSupplyOn: '2026-11-02',
        dueOn: '2026-11-16',
        variableSymbol: '2026100007',
        note: '',
        lines: [
          { description: 'Vývoj', quantityThousandths: 10_000, unit: 'hod', unitPriceMinor: 1_500_00, discountBasisPoints: 0, vatRateCode: 'basic' },
          { description: 'Design', quantityThousandths: 1000, unit: 'ks', unitPriceMinor: 20_000_00, discountBasisPoints: 0, vatRateCode: 'basic' },
        ],
      },
      { supplier, customer },
    );
    const note = computed(creditNoteLines(invoice(), { kind: 'rest' }));
    expect(note.totals.payableMinor).toBe(-42_350_00);
    expect(note.closesInvoice).toBe(true);
    expect(note.closedLineIds).toEqual([1, 2]);
    const source = { number: 'D-2026-0001', variableSymbol: '2026300001', issuedOn: '2026-12-01', dueOn: '2026-12-15', reason: 'Storno' };
    expect(creditNoteSnapshot(issued, note, source)).toEqual(buildCreditNoteSnapshot(issued, source));
  });

  it('after lines and an amount: the rate’s rest as one amount, its VAT exactly what is left, so the credits add up to the invoice', () => {
    // Credited before: 4 h (−7 260), half of line 2 (−12 100), 1 000 at 21 % (−1 210). Left at 21 %: base
    // 35 000 − 6 000 − 10 000 − 1 000 = 18 000, VAT 7 350 − 1 260 − 2 100 − 210 = 3 780. The lines' rest (6 h = 9 000
    // + 0.5 × 20 000 = 10 000) is 19 000 > 18 000, so the rest is the rate's: −18 000 − 3 780 = −21 780.
    // 7 260 + 12 100 + 1 210 + 21 780 = 42 350: the whole invoice.
    const after = invoice({
      lines: [line({ leftQuantityThousandths: 6000, leftBaseMinor: 9_000_00 }), { ...invoice().lines[1]!, leftQuantityThousandths: 500, leftBaseMinor: 10_000_00 }],
      rates: [basic({ leftBaseMinor: 18_000_00, leftVatMinor: 3_780_00 })],
    });
    const note = computed(creditNoteLines(after, { kind: 'rest' }));
    expect(note.lines).toEqual([expect.objectContaining({ creditsLineId: null, baseMinor: -18_000_00 })]);
    expect(note.totals).toMatchObject({ baseMinor: -18_000_00, vatMinor: -3_780_00, payableMinor: -21_780_00 });
    expect(note.closesInvoice).toBe(true);
    expect(note.closedLineIds).toEqual([1, 2]);
    expect(7_260_00 + 12_100_00 + 1_210_00 + 21_780_00).toBe(42_350_00);
  });

  it('a rate’s last credit takes the VAT left, not its own rounding: 3 × 0,50 Kč at 21 % (VAT 0,32) credited one by one', () => {
    // Base 1,50, VAT 0,315 → 0,32. One piece: 0,50 × 21 % = 0,105 → 0,11; twice → 0,22; the last piece takes 0,10.
    const small = invoice({
      lines: [line({ quantityThousandths: 3000, unitPriceMinor: 50, baseMinor: 150, leftQuantityThousandths: 1000, leftBaseMinor: 50 })],
      rates: [basic({ baseMinor: 150, vatMinor: 32, leftBaseMinor: 50, leftVatMinor: 10 })],
    });
    const first = computed(creditNoteLines({ ...small, lines: [line({ quantityThousandths: 3000, unitPriceMinor: 50, baseMinor: 150, leftQuantityThousandths: 3000, leftBaseMinor: 150 })], rates: [basic({ baseMinor: 150, vatMinor: 32, leftBaseMinor: 150, leftVatMinor: 32 })] }, { kind: 'lines', lines: [{ lineId: 1, quantityThousandths: 1000 }] }));
    expect(first.totals).toMatchObject({ baseMinor: -50, vatMinor: -11 });
    const last = computed(creditNoteLines(small, { kind: 'rest' }));
    expect(last.totals).toMatchObject({ baseMinor: -50, vatMinor: -10, payableMinor: -60 });
  });

  it('nothing left: every rate at 0', () => {
    expect(nothingLeft(invoice())).toBe(false);
    expect(nothingLeft(invoice({ rates: [basic({ leftBaseMinor: 0, leftVatMinor: 0 })] }))).toBe(true);
  });
});

describe('an EUR invoice', () => {
  it('converts the credit’s recap to CZK at the invoice’s rate; the rest of a rate takes the CZK left exactly', () => {
    // 1 000,00 EUR + 21 % at 25,125 Kč/EUR: CZK base 25 125,00, VAT 5 276,25. Credit 100 EUR: base 2 512,50, VAT 21 EUR → 527,63 Kč.
    const eur = invoice({
      currency: 'EUR',
      exchangeRateThousandths: 25_125,
      lines: [line({ quantityThousandths: 1000, unitPriceMinor: 1_000_00, baseMinor: 1_000_00, leftQuantityThousandths: 1000, leftBaseMinor: 1_000_00 })],
      rates: [basic({ baseMinor: 1_000_00, vatMinor: 210_00, leftBaseMinor: 1_000_00, leftVatMinor: 210_00, czk: { baseMinor: 25_125_00, vatMinor: 5_276_25, leftBaseMinor: 25_125_00, leftVatMinor: 5_276_25 } })],
    });
    const part = computed(creditNoteLines(eur, { kind: 'amounts', amounts: [{ vatRateCode: 'basic', baseMinor: 100_00 }] }));
    expect(part.vatRecapCzk).toEqual([{ vatRateCode: 'basic', vatPercent: 21, baseMinor: -2_512_50, vatMinor: -527_63, totalMinor: -3_040_13 }]);
    const rest = computed(
      creditNoteLines(
        { ...eur, rates: [basic({ baseMinor: 1_000_00, vatMinor: 210_00, leftBaseMinor: 900_00, leftVatMinor: 189_00, czk: { baseMinor: 25_125_00, vatMinor: 5_276_25, leftBaseMinor: 22_612_50, leftVatMinor: 4_748_62 } })] },
        { kind: 'amounts', amounts: [{ vatRateCode: 'basic', baseMinor: 900_00 }] },
      ),
    );
    // 5 276,25 − 527,63 = 4 748,62 (the rule alone would give 189 × 25,125 = 4 748,625 → 4 748,63).
    expect(rest.vatRecapCzk).toEqual([{ vatRateCode: 'basic', vatPercent: 21, baseMinor: -22_612_50, vatMinor: -4_748_62, totalMinor: -27_361_12 }]);
  });
});

describe('the request', () => {
  it('reads quantities as decimals of at most three places', () => {
    expect(quantityToThousandths(4)).toBe(4000);
    expect(quantityToThousandths(0.5)).toBe(500);
    expect(quantityToThousandths(1.125)).toBe(1125);
    expect(quantityToThousandths(0.1 + 0.2)).toBeNull();
    expect(quantityToThousandths(1.0005)).toBeNull();
    expect(quantityToThousandths(0)).toBeNull();
    expect(quantityToThousandths(-1)).toBeNull();
  });

  it('takes { reason }, lines or amounts — not both — and names the field it refuses', () => {
    expect(creditNoteSchema.parse({ reason: 'Storno' })).toEqual({ reason: 'Storno' });
    expect(creditNoteSchema.parse({ reason: 'x', lines: [{ lineId: 3, quantity: 4 }] }).lines).toEqual([{ lineId: 3, quantity: 4000 }]);
    const paths = (body: unknown) => creditNoteSchema.safeParse(body).error?.issues.map((i) => i.path.join('.'));
    expect(paths({ reason: 'x', lines: [{ lineId: 3, quantity: 0 }] })).toEqual(['lines.0.quantity']);
    expect(paths({ reason: 'x', lines: [] })).toEqual(['lines']);
    expect(paths({ reason: 'x', amounts: [{ vatRateCode: 'basic', baseMinor: 0 }] })).toEqual(['amounts.0.baseMinor']);
    expect(paths({ reason: 'x', lines: [{ lineId: 3, quantity: 1 }], amounts: [{ vatRateCode: 'basic', baseMinor: 1 }] })).toEqual(['amounts']);
    expect(paths({ lines: [{ lineId: 3, quantity: 1 }] })).toEqual(['reason']);
  });
});
