/**
 * The shared rules of received invoices (docs/product/time-and-profit.md#costs-from-suppliers), with numbers worked
 * out by hand: what a cost is in Kč, what it is rebilled at, and the payload's field rules.
 */
import { describe, expect, it } from 'vitest';
import { MAX_LENGTH } from './fields';
import {
  RECEIVED_INVOICE_MESSAGES as M,
  rebillLines,
  receivedInvoiceCostCzk,
  receivedInvoiceSchema,
  receivedTotals,
  toCzkMinor,
  vatCodeOfPercent,
  vatOfBase,
  vatPercentsOn,
  type ReceivedAmount,
} from './received-invoice';

/** A valid payload: 10 000,00 Kč + 21 % (2 100,00 Kč), DUZP 15 November 2026. */
const payload = (over: Record<string, unknown> = {}) => ({
  supplierName: 'Tiskárna Novák s.r.o.',
  supplierIco: '25596641',
  supplierDic: 'CZ25596641',
  number: 'FV-2026-118',
  issuedOn: '2026-11-16',
  taxableSupplyOn: '2026-11-15',
  dueOn: '2026-11-30',
  amounts: [{ vatPercent: 21, baseMinor: 10_000_00, vatMinor: 2_100_00 }],
  ...over,
});

/** The first message per field path ("amounts.0.vatMinor"), as the API names them. */
function issues(input: unknown): Record<string, string> {
  const result = receivedInvoiceSchema.safeParse(input);
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

const eur = (amounts: ReceivedAmount[], vatReclaimable: boolean) => ({ amounts, currency: 'EUR' as const, exchangeRateThousandths: 25_125, vatReclaimable });

describe('what a received invoice costs the agency (Kč)', () => {
  it('EUR 1 000,00 + 21 % at 25,125 Kč/EUR: 25 125,00 Kč when the VAT is claimed back, 30 401,25 Kč when not', () => {
    const amounts = [{ vatPercent: 21, baseMinor: 1_000_00, vatMinor: 210_00 }];
    // 100 000 cents × 25,125 = 2 512 500 haléřů.
    expect(receivedInvoiceCostCzk(eur(amounts, true))).toBe(25_125_00);
    // (1 000,00 + 210,00) EUR = 121 000 cents × 25,125 = 3 040 125 haléřů.
    expect(receivedInvoiceCostCzk(eur(amounts, false))).toBe(30_401_25);
  });

  it('a CZK invoice at two rates: its bases, or its bases and VAT', () => {
    const amounts = [
      { vatPercent: 21, baseMinor: 10_000_00, vatMinor: 2_100_00 },
      { vatPercent: 12, baseMinor: 1_500_50, vatMinor: 180_06 },
    ];
    expect(receivedTotals(amounts)).toEqual({ baseMinor: 11_500_50, vatMinor: 2_280_06, totalMinor: 13_780_56 });
    expect(receivedInvoiceCostCzk({ amounts, currency: 'CZK', exchangeRateThousandths: null, vatReclaimable: true })).toBe(11_500_50);
    expect(receivedInvoiceCostCzk({ amounts, currency: 'CZK', exchangeRateThousandths: null, vatReclaimable: false })).toBe(13_780_56);
  });

  it('converts once, on the sum, rounding a half away from zero', () => {
    // 0,01 EUR × 24,335 = 0,24335 Kč → 0,24; 0,02 EUR → 0,4867 → 0,49; 1 cent + 1 cent converted separately would be 0,48.
    expect(toCzkMinor(1, 'EUR', 24_335)).toBe(24);
    expect(toCzkMinor(2, 'EUR', 24_335)).toBe(49);
    // 2 cents at 25,000: exactly 0,50 Kč; 1 cent at 24,500: 0,245 → 0,25 (a half up).
    expect(toCzkMinor(2, 'EUR', 25_000)).toBe(50);
    expect(toCzkMinor(1, 'EUR', 24_500)).toBe(25);
    expect(toCzkMinor(12_345, 'CZK', null)).toBe(12_345);
    const amounts = [
      { vatPercent: 21, baseMinor: 1, vatMinor: 0 },
      { vatPercent: 12, baseMinor: 1, vatMinor: 0 },
    ];
    expect(receivedInvoiceCostCzk({ amounts, currency: 'EUR', exchangeRateThousandths: 24_335, vatReclaimable: true })).toBe(49);
  });
});

describe('rebilling: the lines on the client’s next invoice', () => {
  const invoice = { supplierName: 'Tiskárna Novák s.r.o.', number: 'FV-2026-118', description: 'Letáky', currency: 'CZK' as const, exchangeRateThousandths: null };

  it('CZK 10 000,00 at 21 % with 15 % markup: one line of 11 500,00 Kč, basic rate', () => {
    const lines = rebillLines({ ...invoice, markupBasisPoints: 1500, amounts: [{ vatPercent: 21, baseMinor: 10_000_00, vatMinor: 2_100_00 }] }, 'cs');
    expect(lines).toEqual([
      {
        description: 'Přefakturace: Tiskárna Novák s.r.o., doklad FV-2026-118 – Letáky',
        quantityThousandths: 1000,
        unit: '',
        unitPriceMinor: 11_500_00,
        vatRateCode: 'basic',
        discountBasisPoints: 0,
      },
    ]);
  });

  it('one line per VAT percent with a base, in the invoice’s language; EUR converted first, then marked up', () => {
    const lines = rebillLines(
      {
        ...invoice,
        description: '',
        currency: 'EUR',
        exchangeRateThousandths: 24_335,
        markupBasisPoints: 1000,
        amounts: [
          { vatPercent: 0, baseMinor: 0, vatMinor: 0 },
          { vatPercent: 12, baseMinor: 100_00, vatMinor: 12_00 },
          { vatPercent: 21, baseMinor: 333_33, vatMinor: 70_00 },
        ],
      },
      'en',
    );
    // 12 %: 10 000 cents × 24,335 = 243 350 haléřů; + 10 % = 267 685.
    // 21 %: 33 333 cents × 24,335 = 811 158,555 → 811 159 haléřů; + 10 % = 892 274,9 → 892 275.
    expect(lines.map((l) => [l.description, l.unitPriceMinor, l.vatRateCode])).toEqual([
      ['Rebilled: Tiskárna Novák s.r.o., document FV-2026-118', 2_676_85, 'reduced'],
      ['Rebilled: Tiskárna Novák s.r.o., document FV-2026-118', 8_922_75, 'basic'],
    ]);
  });

  it('no markup: the base itself; the line text is cut to what an invoice line holds', () => {
    const long = rebillLines({ ...invoice, description: 'x'.repeat(MAX_LENGTH.description), markupBasisPoints: 0, amounts: [{ vatPercent: 21, baseMinor: 99, vatMinor: 21 }] }, 'cs');
    expect(long[0]!.unitPriceMinor).toBe(99);
    expect(long[0]!.description).toHaveLength(MAX_LENGTH.description);
    expect(long[0]!.description.startsWith('Přefakturace: Tiskárna Novák s.r.o., doklad FV-2026-118 – xxx')).toBe(true);
  });

  it('the agency’s rate code of each percent', () => {
    expect([0, 10, 12, 15, 21].map(vatCodeOfPercent)).toEqual(['zero', 'secondReduced', 'reduced', 'reduced', 'basic']);
  });
});

describe('receivedInvoiceSchema', () => {
  it('takes a valid invoice with its defaults', () => {
    const parsed = receivedInvoiceSchema.parse(payload({ variableSymbol: ' ' }));
    expect(parsed).toMatchObject({ currency: 'CZK', exchangeRateThousandths: null, projectId: null, rebillable: false, markupBasisPoints: 0, variableSymbol: null, description: '' });
  });

  it('the VAT rates of the taxable-supply date: 0, 12 and 21 % since 2024; 15 % and 10 % before', () => {
    expect(vatPercentsOn('2026-11-15')).toEqual([0, 12, 21]);
    expect(vatPercentsOn('2023-12-31')).toEqual([0, 10, 15, 21]);
    expect(issues(payload({ amounts: [{ vatPercent: 15, baseMinor: 1_000_00, vatMinor: 150_00 }] }))).toEqual({ 'amounts.0.vatPercent': M.vatPercentInvalid });
    expect(issues(payload({ taxableSupplyOn: '2023-12-31', issuedOn: '2024-01-05', amounts: [{ vatPercent: 15, baseMinor: 1_000_00, vatMinor: 150_00 }] }))).toEqual({});
  });

  it('VAT within 1 Kč of base × rate (the supplier’s own rounding), each rate once', () => {
    expect(vatOfBase(10_000_00, 21)).toBe(2_100_00);
    expect(vatOfBase(1_500_50, 12)).toBe(180_06); // 180,06
    expect(issues(payload({ amounts: [{ vatPercent: 21, baseMinor: 10_000_00, vatMinor: 2_101_00 }] }))).toEqual({});
    expect(issues(payload({ amounts: [{ vatPercent: 21, baseMinor: 10_000_00, vatMinor: 2_101_01 }] }))).toEqual({ 'amounts.0.vatMinor': M.vatMismatch });
    expect(issues(payload({ amounts: [{ vatPercent: 21, baseMinor: 10_000_00, vatMinor: 2_000_00 }] }))).toEqual({ 'amounts.0.vatMinor': M.vatMismatch });
    expect(
      issues(
        payload({
          amounts: [
            { vatPercent: 21, baseMinor: 100_00, vatMinor: 21_00 },
            { vatPercent: 21, baseMinor: 100_00, vatMinor: 21_00 },
          ],
        }),
      ),
    ).toEqual({ 'amounts.1.vatPercent': M.vatPercentTwice });
    expect(issues(payload({ amounts: [] }))).toEqual({ amounts: M.amountsRequired });
    expect(issues(payload({ amounts: [{ vatPercent: 21, baseMinor: -1, vatMinor: 0 }] }))).toEqual({ 'amounts.0.baseMinor': M.amountInvalid });
  });

  it('the exchange rate: required for EUR, refused for CZK', () => {
    expect(issues(payload({ currency: 'EUR' }))).toEqual({ exchangeRateThousandths: M.exchangeRateRequired });
    expect(issues(payload({ exchangeRateThousandths: 25_125 }))).toEqual({ exchangeRateThousandths: M.exchangeRateNotForCzk });
    expect(issues(payload({ currency: 'EUR', exchangeRateThousandths: 25_125 }))).toEqual({});
  });

  it('rebilling needs a project; the markup is 0 to 1000 %', () => {
    expect(issues(payload({ rebillable: true }))).toEqual({ projectId: M.rebillNeedsProject });
    expect(issues(payload({ rebillable: true, projectId: 7, markupBasisPoints: 100_000 }))).toEqual({});
    expect(issues(payload({ markupBasisPoints: 100_001 }))).toEqual({ markupBasisPoints: M.markupInvalid });
    expect(issues(payload({ markupBasisPoints: 10.5 }))).toEqual({ markupBasisPoints: M.markupInvalid });
  });

  it('names the other fields with their messages', () => {
    expect(issues(payload({ supplierName: ' ' }))).toEqual({ supplierName: M.supplierRequired });
    expect(issues(payload({ number: undefined }))).toEqual({ number: M.numberRequired });
    expect(issues(payload({ taxableSupplyOn: '2026-02-30' }))).toEqual({ taxableSupplyOn: M.dateInvalid });
    expect(issues(payload({ dueOn: '2026-11-01' }))).toEqual({ dueOn: M.dueBeforeIssue });
    expect(issues(payload({ variableSymbol: '12a' }))).toEqual({ variableSymbol: M.variableSymbolInvalid });
    expect(Object.keys(issues(payload({ supplierIco: '12345678' })))).toEqual(['supplierIco']);
  });
});
