/**
 * The POHODA mapping (docs/product/accountant.md#the-pohoda-mapping) with worked examples computed by hand, and every
 * document kind, currency and VAT situation validated against the publisher's schemas in ../shared/pohoda/v2 (the
 * pack against data-package.xsd, each inv:invoice alone against invoice.xsd).
 */
import { describe, expect, it } from 'vitest';

/** Each schema check starts a libxml2 worker and compiles the schemas (about 0.5 s alone, seconds on a busy machine). */
const SCHEMA_CHECKS = { timeout: 60_000 };
import { INVOICE_KINDS } from '@/shared/schemas/invoice';
import { xmlDocument } from '../isdoc/isdoc-xml';
import { pohodaErrors, pohodaInvoiceErrors, pohodaInvoicesOf, pohodaPackErrors } from '@/server/test/pohoda-schema';
import { SAMPLE_CUSTOMERS, SAMPLE_NON_PAYER_SUPPLIER, sampleInvoiceSnapshot } from '@/server/test/sample-invoice-snapshot';
import { pohodaDataPack, pohodaInvoiceType, pohodaIssuedInvoice, pohodaRate, pohodaReceivedInvoice, type PohodaDocument, type PohodaReceivedInvoice } from './pohoda-xml';

const one = (description: string, unitPriceMinor: number, vatRateCode: 'basic' | 'reduced' | 'secondReduced' | 'zero' = 'basic') => ({
  description,
  unit: 'ks',
  quantityThousandths: 1000,
  unitPriceMinor,
  vatRateCode,
});

const issuedXml = (snapshot: Parameters<typeof pohodaIssuedInvoice>[0]) => xmlDocument(pohodaIssuedInvoice(snapshot));

const received: PohodaReceivedInvoice = {
  id: 7,
  supplierName: 'Tiskárna Bílý & syn s.r.o.',
  supplierIco: '12345678',
  supplierDic: 'CZ12345678',
  number: 'FV-2026/118',
  variableSymbol: '2026118',
  issuedOn: '2026-11-03',
  taxableSupplyOn: '2026-11-02',
  dueOn: '2026-11-17',
  currency: 'CZK',
  exchangeRateThousandths: null,
  description: 'Tisk letáků',
  amounts: [
    { vatPercent: 12, baseMinor: 1_000_00, vatMinor: 120_00 },
    { vatPercent: 21, baseMinor: 10_000_00, vatMinor: 2_100_00 },
  ],
};

describe('rates', () => {
  it('21 % is high, 12 % low, 0 none; the historic 15 % low and 10 % third while they were valid', () => {
    expect(pohodaRate(21, '2026-11-20')).toBe('high');
    expect(pohodaRate(12, '2026-11-20')).toBe('low');
    expect(pohodaRate(0, '2026-11-20')).toBe('none');
    expect(pohodaRate(15, '2023-06-01')).toBe('low');
    expect(pohodaRate(10, '2023-06-01')).toBe('third');
    // 15 % was no rate in 2026: a foreign VAT, not Czech.
    expect(pohodaRate(15, '2026-11-20')).toBe('none');
    expect(pohodaRate(19, '2026-11-20')).toBe('none');
  });
  it('every invoice kind has a POHODA document type', () => {
    expect(INVOICE_KINDS.map(pohodaInvoiceType)).toEqual(INVOICE_KINDS.map((kind) => ({ invoice: 'issuedInvoice', advance_invoice: 'issuedAdvanceInvoice', credit_note: 'issuedCreditNotice', advance_tax_document: 'issuedCorrectiveTax' })[kind]));
  });
});

describe('worked examples (numbers by hand)', SCHEMA_CHECKS, () => {
  it('an invoice of 100 000 Kč + 21 %: priceHigh 100000, priceHighVAT 21000, sum 121000', async () => {
    const xml = issuedXml(sampleInvoiceSnapshot({ number: '2026-0007', variableSymbol: '2026100007', lines: [one('Web', 100_000_00)] }));
    expect(xml).toContain('<inv:invoiceType>issuedInvoice</inv:invoiceType>');
    expect(xml).toContain('<typ:numberRequested>2026-0007</typ:numberRequested>');
    expect(xml).toContain('<inv:symVar>2026100007</inv:symVar>');
    expect(xml).toContain('<inv:dateTax>2026-11-20</inv:dateTax>');
    expect(xml).toContain('<typ:priceHigh>100000.00</typ:priceHigh>');
    expect(xml).toContain('<typ:priceHighVAT>21000.00</typ:priceHighVAT>');
    expect(xml).toContain('<typ:priceHighSum>121000.00</typ:priceHighSum>');
    expect(xml).toContain('<inv:rateVAT>high</inv:rateVAT>');
    expect(xml).toContain('<typ:ico>25596641</typ:ico>');
    expect(xml).toContain('<typ:dic>CZ25596641</typ:dic>');
    expect(xml).toContain('<typ:zip>370 01</typ:zip>');
    expect(await pohodaInvoiceErrors(xml)).toEqual([]);
  });

  it('a credit note of one line (20 000 Kč + 21 %) is negative and names the invoice it corrects', async () => {
    const xml = issuedXml(
      sampleInvoiceSnapshot({
        kind: 'credit_note',
        number: 'D-2026-0001',
        lines: [one('Web – sleva', 20_000_00)],
        corrects: { number: '2026-0007', issuedOn: '2026-11-20', reason: 'Nedodaná podstránka' },
      }),
    );
    expect(xml).toContain('<inv:invoiceType>issuedCreditNotice</inv:invoiceType>');
    expect(xml).toContain('<inv:originalDocument>2026-0007</inv:originalDocument>');
    expect(xml).toContain('<typ:priceHigh>-20000.00</typ:priceHigh>');
    expect(xml).toContain('<typ:priceHighVAT>-4200.00</typ:priceHighVAT>');
    expect(xml).toContain('<typ:unitPrice>-20000.00</typ:unitPrice>');
    expect(xml).toContain('<inv:text>2026-0007: Nedodaná podstránka</inv:text>');
    expect(await pohodaInvoiceErrors(xml)).toEqual([]);
  });

  it('a tax document for a received advance of 60 500 Kč (50 % of 121 000): base 50 000, VAT 10 500, dated the day of payment', async () => {
    const xml = issuedXml(sampleInvoiceSnapshot({ kind: 'advance_tax_document', number: 'P-2026-0001', issuedOn: '2026-11-12', taxableSupplyOn: '2026-11-12', lines: [one('Záloha 50 %', 50_000_00)] }));
    expect(xml).toContain('<inv:invoiceType>issuedCorrectiveTax</inv:invoiceType>');
    expect(xml).toContain('<inv:dateTax>2026-11-12</inv:dateTax>');
    expect(xml).toContain('<typ:priceHigh>50000.00</typ:priceHigh>');
    expect(xml).toContain('<typ:priceHighVAT>10500.00</typ:priceHighVAT>');
    expect(await pohodaInvoiceErrors(xml)).toEqual([]);
  });

  it('a final invoice deducting an advance: a negative advance item at no VAT, priceNone −60 500', async () => {
    const xml = issuedXml(sampleInvoiceSnapshot({ number: '2026-0008', lines: [one('Web', 100_000_00)], advance: { number: 'Z-2026-0001', paidMinor: 60_500_00 } }));
    expect(xml).toMatch(/<inv:invoiceAdvancePaymentItem>[\s\S]*<typ:number>Z-2026-0001<\/typ:number>[\s\S]*<typ:unitPrice>-60500.00<\/typ:unitPrice>/);
    expect(xml).toContain('<typ:priceNone>-60500.00</typ:priceNone>');
    expect(xml).toContain('<typ:priceHigh>100000.00</typ:priceHigh>');
    expect(await pohodaInvoiceErrors(xml)).toEqual([]);
  });

  it('the worked example: 121 000 Kč ordered, 50 % paid, its tax document P-2026-0001 (50 000 + 10 500) deducted per rate', async () => {
    const recap = [{ vatRateCode: 'basic' as const, vatPercent: 21, baseMinor: 50_000_00, vatMinor: 10_500_00, totalMinor: 60_500_00 }];
    const xml = issuedXml(
      sampleInvoiceSnapshot({
        number: '2026-0010',
        lines: [one('Web', 100_000_00)],
        advance: { number: 'Z-2026-0001', paidMinor: 60_500_00, taxDocuments: [{ number: 'P-2026-0001', variableSymbol: '2026400001', issuedOn: '2026-11-12', recap, recapCzk: null }] },
      }),
    );
    expect(xml).toMatch(
      /<inv:invoiceAdvancePaymentItem>\s*<inv:sourceDocument>\s*<typ:number>P-2026-0001<\/typ:number>[\s\S]*?<inv:rateVAT>high<\/inv:rateVAT>\s*<inv:homeCurrency>\s*<typ:unitPrice>-50000.00<\/typ:unitPrice>\s*<typ:price>-50000.00<\/typ:price>\s*<typ:priceVAT>-10500.00<\/typ:priceVAT>/,
    );
    // What is left per rate: 100 000 − 50 000 and 21 000 − 10 500; nothing paid beyond the tax document.
    expect(xml).toContain('<typ:priceHigh>50000.00</typ:priceHigh>');
    expect(xml).toContain('<typ:priceHighVAT>10500.00</typ:priceHighVAT>');
    expect(xml).toContain('<typ:priceNone>0.00</typ:priceNone>');
    expect(xml.match(/<inv:invoiceAdvancePaymentItem>/g)).toHaveLength(1);
    expect(await pohodaInvoiceErrors(xml)).toEqual([]);
  });

  it('an advance invoice has no date of taxable supply', async () => {
    const xml = issuedXml(sampleInvoiceSnapshot({ kind: 'advance_invoice', number: 'Z-2026-0001', lines: [one('Záloha', 50_000_00)] }));
    expect(xml).toContain('<inv:invoiceType>issuedAdvanceInvoice</inv:invoiceType>');
    expect(xml).not.toContain('<inv:dateTax>');
    expect(await pohodaInvoiceErrors(xml)).toEqual([]);
  });

  it('EUR with Czech VAT: the recap in CZK at the rate (1 000 € × 24.335 = 24 335 Kč, VAT 5 110.35), the total in EUR', async () => {
    const xml = issuedXml(sampleInvoiceSnapshot({ currency: 'EUR', exchangeRateThousandths: 24_335, lines: [one('Web', 1_000_00)] }));
    expect(xml).toContain('<typ:priceHigh>24335.00</typ:priceHigh>');
    expect(xml).toContain('<typ:priceHighVAT>5110.35</typ:priceHighVAT>');
    expect(xml).toMatch(/<inv:foreignCurrency>\s*<typ:currency>\s*<typ:ids>EUR<\/typ:ids>\s*<\/typ:currency>\s*<typ:rate>24.335<\/typ:rate>\s*<typ:amount>1<\/typ:amount>\s*<typ:priceSum>1210.00<\/typ:priceSum>/);
    expect(xml).toMatch(/<inv:foreignCurrency>\s*<typ:unitPrice>1000.00<\/typ:unitPrice>/);
    expect(await pohodaInvoiceErrors(xml)).toEqual([]);
  });

  it('reverse charge to an EU VAT payer: no VAT, rate none, the VAT classification, the customer’s country', async () => {
    const xml = issuedXml(sampleInvoiceSnapshot({ currency: 'EUR', vatMode: 'reverse_charge', customer: SAMPLE_CUSTOMERS.german, lines: [one('Web', 2_000_00)] }));
    expect(xml).toMatch(/<inv:classificationVAT>\s*<typ:ids>UDslEU<\/typ:ids>/);
    expect(xml).toContain('<typ:priceNone>48670.00</typ:priceNone>');
    expect(xml).not.toContain('<typ:priceHigh>');
    expect(xml).toContain('<inv:rateVAT>none</inv:rateVAT>');
    expect(xml).toMatch(/<typ:country>\s*<typ:ids>DE<\/typ:ids>/);
    expect(await pohodaInvoiceErrors(xml)).toEqual([]);
  });

  it('USD outside the EU at 20.950 Kč/USD: 2 000 $ is 41 900 Kč at no VAT', async () => {
    const xml = issuedXml(sampleInvoiceSnapshot({ currency: 'USD', exchangeRateThousandths: 20_950, vatMode: 'outside_eu', customer: SAMPLE_CUSTOMERS.swiss, lines: [one('Web', 2_000_00)] }));
    expect(xml).toContain('<typ:priceNone>41900.00</typ:priceNone>');
    expect(xml).toContain('<typ:ids>USD</typ:ids>');
    expect(xml).toMatch(/<inv:classificationVAT>\s*<typ:ids>UDzahr<\/typ:ids>/);
    expect(await pohodaInvoiceErrors(xml)).toEqual([]);
  });

  it('an agency that is not a VAT payer: every line at rate none, no VAT', async () => {
    const xml = issuedXml(sampleInvoiceSnapshot({ vatMode: 'non_payer', supplier: SAMPLE_NON_PAYER_SUPPLIER, lines: [one('Logo', 15_000_00)] }));
    expect(xml).toContain('<typ:priceNone>15000.00</typ:priceNone>');
    expect(xml).not.toContain('<inv:rateVAT>high</inv:rateVAT>');
    expect(xml).not.toContain('classificationVAT');
    expect(await pohodaInvoiceErrors(xml)).toEqual([]);
  });

  it('the historic rates of 2023: 15 % low, 10 % third (price3)', async () => {
    const xml = issuedXml(sampleInvoiceSnapshot({ issuedOn: '2023-06-01', lines: [one('Kniha', 1_000_00, 'reduced'), one('Vstupenka', 2_000_00, 'secondReduced')] }));
    expect(xml).toContain('<typ:priceLow>1000.00</typ:priceLow>');
    expect(xml).toContain('<typ:priceLowVAT>150.00</typ:priceLowVAT>');
    expect(xml).toContain('<typ:price3>2000.00</typ:price3>');
    expect(xml).toContain('<typ:price3VAT>200.00</typ:price3VAT>');
    expect(await pohodaInvoiceErrors(xml)).toEqual([]);
  });

  it('a received invoice: receivedInvoice, the supplier’s number as the original document, one item per rate', async () => {
    const xml = xmlDocument(pohodaReceivedInvoice(received));
    expect(xml).toContain('<inv:invoiceType>receivedInvoice</inv:invoiceType>');
    expect(xml).toContain('<inv:originalDocument>FV-2026/118</inv:originalDocument>');
    expect(xml).not.toContain('numberRequested');
    expect(xml).toContain('<typ:priceHigh>10000.00</typ:priceHigh>');
    expect(xml).toContain('<typ:priceHighVAT>2100.00</typ:priceHighVAT>');
    expect(xml).toContain('<typ:priceLow>1000.00</typ:priceLow>');
    expect(xml).toContain('<typ:priceLowVAT>120.00</typ:priceLowVAT>');
    expect(xml).toContain('<typ:company>Tiskárna Bílý &amp; syn s.r.o.</typ:company>');
    expect(await pohodaInvoiceErrors(xml)).toEqual([]);
  });
});

describe('the data pack', SCHEMA_CHECKS, () => {
  const documents: PohodaDocument[] = [
    { source: 'issued', snapshot: sampleInvoiceSnapshot({ number: '2026-0007' }) },
    { source: 'issued', snapshot: sampleInvoiceSnapshot({ kind: 'advance_invoice', number: 'Z-2026-0001' }) },
    { source: 'issued', snapshot: sampleInvoiceSnapshot({ kind: 'advance_tax_document', number: 'P-2026-0001' }) },
    { source: 'issued', snapshot: sampleInvoiceSnapshot({ kind: 'credit_note', number: 'D-2026-0001', corrects: { number: '2026-0007', issuedOn: '2026-11-20', reason: 'Vrácení' } }) },
    { source: 'issued', snapshot: sampleInvoiceSnapshot({ number: '2026-0009', currency: 'USD', exchangeRateThousandths: 20_950, vatMode: 'outside_eu', customer: SAMPLE_CUSTOMERS.swiss }) },
    { source: 'received', invoice: { ...received, currency: 'EUR', exchangeRateThousandths: 24_335, amounts: [{ vatPercent: 19, baseMinor: 100_00, vatMinor: 19_00 }] } },
  ];

  it('one item per document, its id from the period, no time of writing; valid envelope and invoices', async () => {
    const pack = pohodaDataPack({ ico: '27082440', from: '2026-11-01', to: '2026-11-30', documents });
    expect(pack).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<dat:dataPack /);
    expect(pack).toContain('id="ucetni-2026-11-01-2026-11-30"');
    expect(pack).toContain('ico="27082440"');
    expect(pack).toContain('version="2.0"');
    expect([...pack.matchAll(/<dat:dataPackItem version="2.0" id="([^"]+)"/g)].map((m) => m[1])).toEqual([
      'vydana-2026-0007', 'vydana-Z-2026-0001', 'vydana-P-2026-0001', 'vydana-D-2026-0001', 'vydana-2026-0009', 'prijata-7',
    ]);
    expect(pohodaInvoicesOf(pack)).toHaveLength(documents.length);
    expect(await pohodaErrors(pack)).toEqual([]);
    // Written again: the same bytes.
    expect(pohodaDataPack({ ico: '27082440', from: '2026-11-01', to: '2026-11-30', documents })).toBe(pack);
  });

  it('the checks fail a wrong document: an unknown type, a number too long, a pack without items', async () => {
    const good = issuedXml(sampleInvoiceSnapshot());
    expect(await pohodaInvoiceErrors(good.replace('issuedInvoice', 'issuedReceipt'))).not.toEqual([]);
    expect(await pohodaInvoiceErrors(good.replace('<typ:numberRequested>2026-0042', `<typ:numberRequested>${'9'.repeat(40)}`))).not.toEqual([]);
    const pack = pohodaDataPack({ ico: '27082440', from: '2026-11-01', to: '2026-11-30', documents: documents.slice(0, 1) });
    expect(await pohodaPackErrors(pack.replace(/<dat:dataPackItem[\s\S]*<\/dat:dataPackItem>/, ''))).not.toEqual([]);
    expect(() => pohodaDataPack({ ico: null, from: '2026-11-01', to: '2026-11-30', documents: [] })).toThrow(RangeError);
  });
});
