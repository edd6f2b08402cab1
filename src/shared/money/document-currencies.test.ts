/**
 * Currencies as shown (issue 38, docs/product/invoices.md#currencies): the one list, the QR Platba rule, USD amounts on
 * documents, a USD invoice's CZK recap at a ČNB rate and a USD proposal's indicative one, the pricing page's dollars.
 *
 * The worked example (the standard plan with web development from the English pricing page, for a Czech client):
 *   Kč: setup 2 000 + 8 000 × 80 % = 8 400 Kč; monthly 80 + 300 × 80 % = 320 Kč.
 *   USD shown (× 0.043, whole dollars): 8 400 × 0.043 = 361.2 → $361; 320 × 0.043 = 13.76 → $14.
 *   Lines (running sums): plan 2 000 Kč → 86 → $86; web 8 400 Kč → 361 → $361 − $86 = $275.
 *                         plan 80 Kč → 3.44 → $3; web 320 Kč → 13.76 → $14 − $3 = $11.
 *   One-time, 21 % VAT: base $361.00, VAT 361.00 × 0.21 = $75.81, total $436.81.
 *   Monthly: base $14.00, VAT $2.94, total $16.94.
 *   CZK recap at the ČNB rate 23.105 Kč/$: base 36 100 × 23.105 = 834 090.5 → 834 091 haléře = 8 340,91 Kč;
 *   VAT 7 581 × 23.105 = 175 159.005 → 175 159 haléře = 1 751,59 Kč; total 10 092,50 Kč.
 *   Monthly at 23.105: base 1 400 × 23.105 = 32 347 haléře = 323,47 Kč; VAT 294 × 23.105 = 6 792.87 → 67,93 Kč.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_LIST } from '../schemas/price-list';
import { calculatePlanPrice } from '../pricing';
import { buildInvoiceSnapshot, invoiceSpayd, type InvoiceSnapshotSource } from '../invoices/build-invoice-snapshot';
import { invoiceDocument } from '../documents/invoice-document';
import { proposalDocument } from '../documents/proposal-document';
import { buildProposalSnapshot, type SnapshotParty, type SnapshotSupplier } from '../proposal-snapshot';
import { quoteShownCurrency, shownCurrencyOf, usdPartsShown, usdShown } from '../schemas/quote';
import { invoiceDraftSchema, INVOICE_CURRENCIES } from '../schemas/invoice';
import { PROPOSAL_CURRENCIES, proposalSchema } from '../schemas/proposal';
import { RATE_CURRENCIES } from '../exchange-rates';
import { parseSpayd } from '../payments/spayd';
import { foreignMinorToCzkMinor, invoiceMinorToUsdMinor } from './accounting-usd';
import { DOCUMENT_CURRENCIES, hasQrPlatba, isDocumentCurrency, isForeignCurrency } from './document-currencies';
import { formatDocumentMoney } from './document-money';

const NBSP = '\u00a0';

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
const customer: SnapshotParty = { name: 'Pekárna s.r.o.', lines: [], email: null, addressLines: ['Dlouhá 1', '110 00 Praha'], ico: '27074358', dic: null };

const usdInvoice = (over: Partial<InvoiceSnapshotSource> = {}): InvoiceSnapshotSource => ({
  kind: 'invoice',
  number: '2026-0001',
  language: 'en',
  currency: 'USD',
  exchangeRateThousandths: 23_105,
  exchangeRateSource: 'cnb',
  exchangeRateFixedOn: '2025-03-07',
  vatMode: 'czech_vat',
  issuedOn: '2025-03-07',
  taxableSupplyOn: '2025-03-07',
  dueOn: '2025-03-21',
  variableSymbol: '2025100001',
  note: '',
  lines: [
    { description: 'Website – Standard plan', quantityThousandths: 1000, unit: 'pc', unitPriceMinor: 86_00, discountBasisPoints: 0, vatRateCode: 'basic' },
    { description: 'Web development', quantityThousandths: 1000, unit: 'pc', unitPriceMinor: 275_00, discountBasisPoints: 0, vatRateCode: 'basic' },
  ],
  ...over,
});

describe('the document currencies (one list for proposals and invoices)', () => {
  it('CZK, EUR and USD everywhere: invoices, proposals, the ČNB rates asked for', () => {
    expect(DOCUMENT_CURRENCIES).toEqual(['CZK', 'EUR', 'USD']);
    expect(INVOICE_CURRENCIES).toBe(DOCUMENT_CURRENCIES);
    expect(PROPOSAL_CURRENCIES).toBe(DOCUMENT_CURRENCIES);
    expect(RATE_CURRENCIES).toEqual(['EUR', 'USD']);
    expect(['CZK', 'EUR', 'USD', 'GBP', 'usd', ''].map(isDocumentCurrency)).toEqual([true, true, true, false, false, false]);
    expect(DOCUMENT_CURRENCIES.map(isForeignCurrency)).toEqual([false, true, true]);
  });

  it('QR Platba only where SPAYD carries the currency: CZK and EUR, not USD', () => {
    expect(DOCUMENT_CURRENCIES.map(hasQrPlatba)).toEqual([true, true, false]);
    const payment = { kind: 'invoice' as const, number: '2026-0001', amountDueMinor: 436_81, variableSymbol: '2026100001', dueOn: '2026-12-10', supplier };
    expect(invoiceSpayd({ ...payment, currency: 'USD' })).toBeNull();
    expect(parseSpayd(invoiceSpayd({ ...payment, currency: 'EUR' })!).CC).toBe('EUR');
    expect(parseSpayd(invoiceSpayd({ ...payment, currency: 'CZK' })!).CC).toBe('CZK');
  });

  it('writes USD amounts on documents: 1 234,50 USD (cs), $1,234.50 (en)', () => {
    expect(formatDocumentMoney(1_234_50, 'USD', 'cs')).toBe(`1${NBSP}234,50${NBSP}USD`);
    expect(formatDocumentMoney(1_234_50, 'USD', 'en')).toBe('$1,234.50');
    expect(formatDocumentMoney(-43_681, 'USD', 'en')).toBe('-$436.81');
    // The others unchanged.
    expect(formatDocumentMoney(1_234_50, 'EUR', 'en')).toBe('€1,234.50');
    expect(formatDocumentMoney(1_234_50, 'CZK', 'en')).toBe(`CZK${NBSP}1,234.50`);
  });

  it('a USD draft takes the ČNB rate like EUR: a typed rate needs one, CZK refuses one', () => {
    const line = { description: 'Web', quantityThousandths: 1000, unit: 'pc', unitPriceMinor: 100_00 };
    expect(invoiceDraftSchema.safeParse({ clientId: 1, currency: 'USD', lines: [line] }).success).toBe(true);
    const manual = invoiceDraftSchema.safeParse({ clientId: 1, currency: 'USD', exchangeRateSource: 'manual', lines: [line] });
    expect(manual.success).toBe(false);
    expect(manual.error?.issues[0]?.path).toEqual(['exchangeRateThousandths']);
    expect(invoiceDraftSchema.safeParse({ clientId: 1, currency: 'GBP', lines: [line] }).error?.issues[0]?.path).toEqual(['currency']);
    expect(proposalSchema.shape.currency.parse('USD')).toBe('USD');
  });
});

describe('the English pricing page’s dollars as proposal lines', () => {
  it('the worked example: the standard plan with web development, $361 setup and $14 a month as shown', () => {
    const price = calculatePlanPrice(DEFAULT_PRICE_LIST, 'standard', ['webDevelopment']);
    expect(price).toMatchObject({ setup: 8400, monthly: 320 });
    expect([usdShown(price.setup), usdShown(price.monthly)]).toEqual([361, 14]);
    expect(usdPartsShown([2000, 6400])).toEqual([86, 275]);
    expect(usdPartsShown([80, 240])).toEqual([3, 11]);
  });

  it('parts always add up to the dollars shown for their sum', () => {
    for (const parts of [[1, 1, 1, 1], [2990, 4800, 1200, 3600], [11, 12, 13], [0, 0, 5000]]) {
      const total = parts.reduce((a, b) => a + b, 0);
      expect(usdPartsShown(parts).reduce((a, b) => a + b, 0)).toBe(usdShown(total));
    }
  });

  it('the currency shown: USD on the English page, Kč on the Czech one; kept, or read from the language', () => {
    expect([shownCurrencyOf('en'), shownCurrencyOf('cs')]).toEqual(['USD', 'CZK']);
    expect(quoteShownCurrency({}, 'en')).toBe('USD');
    expect(quoteShownCurrency({ shownCurrency: 'CZK' }, 'en')).toBe('CZK');
  });
});

describe('a USD invoice with Czech VAT (the worked example at 23.105 Kč/$)', () => {
  it('totals in USD, the VAT recap in CZK at the ČNB rate, no QR Platba, a bank transfer asked for', () => {
    const snapshot = buildInvoiceSnapshot(usdInvoice(), { supplier, customer });
    expect(snapshot.totals).toMatchObject({ baseMinor: 361_00, vatMinor: 75_81, totalMinor: 436_81, payableMinor: 436_81 });
    expect(snapshot.vatRecapCzk).toEqual([expect.objectContaining({ vatPercent: 21, baseMinor: 8_340_91, vatMinor: 1_751_59, totalMinor: 10_092_50 })]);
    expect(snapshot).toMatchObject({ currency: 'USD', exchangeRateThousandths: 23_105, exchangeRateSource: 'cnb', exchangeRateFixedOn: '2025-03-07', spayd: null });
    const document = invoiceDocument(snapshot);
    expect(document.payByTransfer).toBe(true);
    expect(document.paymentQrPng).toBeNull();
    // EUR keeps its QR code and needs no transfer note.
    const eur = buildInvoiceSnapshot(usdInvoice({ currency: 'EUR', exchangeRateThousandths: 25_010 }), { supplier, customer });
    expect(eur.spayd).not.toBeNull();
    expect(invoiceDocument(eur).payByTransfer).toBe(false);
  });

  it('in the accounting a USD invoice counts its own cents; EUR and CZK go through the koruna', () => {
    expect(foreignMinorToCzkMinor(361_00, 23_105)).toBe(8_340_91);
    expect(invoiceMinorToUsdMinor(436_81, 'USD', 23_105)).toBe(436_81);
    expect(invoiceMinorToUsdMinor(23_500, 'CZK', null)).toBe(10_00);
    expect(invoiceMinorToUsdMinor(100_00, 'EUR', 23_500)).toBe(100_00);
  });
});

describe('a USD proposal’s indicative CZK recap', () => {
  const source = {
    number: 'N-2025-0001',
    version: 1,
    title: 'Website – Standard plan',
    language: 'en' as const,
    currency: 'USD' as const,
    vatMode: 'czech_vat' as const,
    validUntil: '2025-04-06',
    intro: '',
    terms: '',
    lines: [
      { service: 'Website – Standard plan', description: '', unit: 'pc', quantityThousandths: 1000, unitPriceMinor: 86_00, discountBasisPoints: 0, vatRateCode: 'basic' as const, recurrence: 'one_time' as const },
      { service: 'Web development', description: '', unit: 'pc', quantityThousandths: 1000, unitPriceMinor: 275_00, discountBasisPoints: 0, vatRateCode: 'basic' as const, recurrence: 'one_time' as const },
      { service: 'Website – Standard plan', description: '', unit: 'month', quantityThousandths: 1000, unitPriceMinor: 3_00, discountBasisPoints: 0, vatRateCode: 'basic' as const, recurrence: 'monthly' as const },
      { service: 'Web development', description: '', unit: 'month', quantityThousandths: 1000, unitPriceMinor: 11_00, discountBasisPoints: 0, vatRateCode: 'basic' as const, recurrence: 'monthly' as const },
    ],
  };

  it('frozen at the rate of the day it was sent, per part, and printed as indicative', () => {
    const snapshot = buildProposalSnapshot(source, { supplier, customer }, '2025-03-07', { rateThousandths: 23_105, fixedOn: '2025-03-07' });
    expect(snapshot.oneTime).toMatchObject({ baseMinor: 361_00, vatMinor: 75_81, totalMinor: 436_81 });
    expect(snapshot.monthly).toMatchObject({ baseMinor: 14_00, vatMinor: 2_94, totalMinor: 16_94 });
    expect(snapshot.indicativeCzk).toEqual({
      rateThousandths: 23_105,
      fixedOn: '2025-03-07',
      oneTime: [expect.objectContaining({ vatPercent: 21, baseMinor: 8_340_91, vatMinor: 1_751_59, totalMinor: 10_092_50 })],
      monthly: [expect.objectContaining({ vatPercent: 21, baseMinor: 323_47, vatMinor: 67_93, totalMinor: 391_40 })],
    });
    const document = proposalDocument(snapshot);
    expect(document.indicativeCzk).toEqual({
      thousandths: 23_105,
      fixedOn: '2025-03-07',
      parts: { one_time: [{ percent: 21, baseMinor: 8_340_91, vatMinor: 1_751_59, totalMinor: 10_092_50 }], monthly: [{ percent: 21, baseMinor: 323_47, vatMinor: 67_93, totalMinor: 391_40 }] },
    });
  });

  it('none in CZK, without VAT charged, or without a rate', () => {
    expect(buildProposalSnapshot({ ...source, currency: 'CZK' }, { supplier, customer }, '2025-03-07', { rateThousandths: 23_105, fixedOn: '2025-03-07' }).indicativeCzk).toBeUndefined();
    expect(buildProposalSnapshot({ ...source, vatMode: 'outside_eu' }, { supplier, customer }, '2025-03-07', { rateThousandths: 23_105, fixedOn: '2025-03-07' }).indicativeCzk).toBeUndefined();
    expect(buildProposalSnapshot(source, { supplier, customer }, '2025-03-07').indicativeCzk).toBeUndefined();
  });
});
