/**
 * The ISDOC export (docs/product/e-invoice.md): every kind and VAT situation is valid against the official ISDOC 6.0.2
 * schema (./xsd, checked with libxml2's xmllint compiled to WebAssembly), and reads back with the snapshot's numbers.
 */
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import type { InvoiceSnapshot } from '@/shared/invoice-snapshot';
import {
  SAMPLE_CUSTOMERS,
  SAMPLE_NON_PAYER_SUPPLIER,
  SAMPLE_SUPPLIER,
  sampleInvoiceSnapshot,
} from '@/server/test/sample-invoice-snapshot';
import { isdocSchemaErrors, isdocSchemaPresent } from '@/server/test/isdoc-schema';
import { PDF_LABELS } from '../pdf/pdf-labels';
import { ISDOC_DOCUMENT_TYPE, ISDOC_TEXTS, invoiceIsdoc } from './invoice-isdoc';
import { isdocUuid } from './isdoc-uuid';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (name) => ['InvoiceLine', 'TaxSubTotal'].includes(name),
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Parsed = any;

const UUID = isdocUuid('6f1ed002ab5595859014ebf0951522d9e6a8f1f4fd58c5d8f0c5d6f3c1a1b2c3');

/** The document, checked against the schema, read back. */
async function exported(snapshot: InvoiceSnapshot, correctsUuid?: string): Promise<{ xml: string; invoice: Parsed }> {
  const xml = invoiceIsdoc(snapshot, { uuid: UUID, correctsUuid });
  expect(await isdocSchemaErrors(xml)).toEqual([]);
  return { xml, invoice: parser.parse(xml).Invoice };
}

/**
 * The business rules the schema cannot state (ISDOC "Pravidla" 2 and 3): in a foreign currency every amount element
 * named here has its `…Curr` twin beside it; in CZK there is no `…Curr` element at all and both rates are 1.
 */
const NEEDS_CURR = [
  'LineExtensionAmount',
  'LineExtensionAmountTaxInclusive',
  'DepositAmount',
  'TaxAmount',
  'TaxableAmount',
  'TaxInclusiveAmount',
  'AlreadyClaimedTaxableAmount',
  'AlreadyClaimedTaxAmount',
  'AlreadyClaimedTaxInclusiveAmount',
  'DifferenceTaxableAmount',
  'DifferenceTaxAmount',
  'DifferenceTaxInclusiveAmount',
  'TaxExclusiveAmount',
  'AlreadyClaimedTaxExclusiveAmount',
  'DifferenceTaxExclusiveAmount',
  'PayableRoundingAmount',
  'PaidDepositsAmount',
  'PayableAmount',
];
function currencyRuleProblems(node: Parsed, foreign: boolean, path = 'Invoice'): string[] {
  if (node === null || typeof node !== 'object') return [];
  const problems: string[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (!foreign && key.endsWith('Curr')) problems.push(`${path}/${key} in a CZK document`);
    if (foreign && NEEDS_CURR.includes(key) && !(`${key}Curr` in node)) problems.push(`${path}/${key} without ${key}Curr`);
    for (const child of Array.isArray(value) ? value : [value]) problems.push(...currencyRuleProblems(child, foreign, `${path}/${key}`));
  }
  return problems;
}

const lines = (invoice: Parsed): Parsed[] => invoice.InvoiceLines.InvoiceLine;
const subtotals = (invoice: Parsed): Parsed[] => invoice.TaxTotal.TaxSubTotal;

describe('ISDOC of a Czech VAT payer’s invoice (two rates, a discount)', () => {
  const snapshot = sampleInvoiceSnapshot({ note: 'Děkujeme za objednávku & těšíme se <na další>.' });

  it('is valid and states the number, UUID, dates, variable symbol, totals and VAT per rate', async () => {
    const { invoice } = await exported(snapshot);
    expect(invoice['@version']).toBe('6.0.2');
    expect(invoice.DocumentType).toBe(String(ISDOC_DOCUMENT_TYPE.invoice));
    expect(invoice.DocumentType).toBe('1');
    expect(invoice.ID).toBe('2026-0042');
    expect(invoice.UUID).toBe(UUID);
    expect(invoice.IssuingSystem).toBe('Agency website back office');
    expect(invoice.IssueDate).toBe('2026-11-20');
    expect(invoice.TaxPointDate).toBe('2026-11-20');
    expect(invoice.VATApplicable).toBe('true');
    expect(invoice.Note).toEqual({ '#text': 'Děkujeme za objednávku & těšíme se <na další>.', '@languageID': 'cs' });
    expect([invoice.LocalCurrencyCode, invoice.ForeignCurrencyCode, invoice.CurrRate, invoice.RefCurrRate]).toEqual(['CZK', undefined, '1', '1']);
    expect(currencyRuleProblems(invoice, false)).toEqual([]);

    // 12.5 h × 1 200,00 − 10 % = 13 500,00 and 3 333,33 at 21 %: VAT 21 % of 16 833,33 = 3 535,00 (rounded from 3 534,9993);
    // 3 × 249,90 = 749,70 at 12 %: VAT 89,96 (from 89,964).
    expect(subtotals(invoice).map((s) => [s.TaxCategory.Percent, s.TaxableAmount, s.TaxAmount, s.TaxInclusiveAmount])).toEqual([
      ['21', '16833.33', '3535.00', '20368.33'],
      ['12', '749.70', '89.96', '839.66'],
    ]);
    expect(invoice.TaxTotal.TaxAmount).toBe('3624.96');
    expect(invoice.LegalMonetaryTotal).toMatchObject({
      TaxExclusiveAmount: '17583.03',
      TaxInclusiveAmount: '21207.99',
      DifferenceTaxInclusiveAmount: '21207.99',
      PaidDepositsAmount: '0.00',
      PayableAmount: '21207.99',
    });
    expect(snapshot.amountDueMinor).toBe(21_207_99);

    const payment = invoice.PaymentMeans.Payment;
    expect(payment).toMatchObject({ PaidAmount: '21207.99', PaymentMeansCode: '42' });
    expect(payment.Details).toMatchObject({
      PaymentDueDate: '2026-12-04',
      ID: '19-2000145399',
      BankCode: '0800',
      IBAN: 'CZ6508000000192000145399',
      VariableSymbol: '20260042',
    });
  });

  it('writes each line with its quantity, unit, amounts before and after the discount, and its rate', async () => {
    const { invoice } = await exported(snapshot);
    const [discounted, plain, reduced] = lines(invoice);
    expect(discounted).toMatchObject({
      ID: '1',
      InvoicedQuantity: { '#text': '12.5', '@unitCode': 'h' },
      LineExtensionAmount: '13500.00',
      LineExtensionAmountBeforeDiscount: '15000.00',
      LineExtensionAmountTaxInclusive: '16335.00',
      LineExtensionAmountTaxInclusiveBeforeDiscount: '18150.00',
      LineExtensionTaxAmount: '2835.00',
      UnitPrice: '1200.00',
      UnitPriceTaxInclusive: '1452.00',
      ClassifiedTaxCategory: { Percent: '21', VATCalculationMethod: '0', VATApplicable: 'true' },
      Item: { Description: 'Webdesign – Návrh úvodní stránky <a> šablony & styly' },
    });
    expect(discounted.VATNote).toBeUndefined();
    expect(plain.LineExtensionAmountBeforeDiscount).toBeUndefined();
    expect(plain).toMatchObject({ LineExtensionAmount: '3333.33', UnitPriceTaxInclusive: '4033.3293' });
    expect(reduced).toMatchObject({
      InvoicedQuantity: { '#text': '3', '@unitCode': 'ks' },
      LineExtensionAmount: '749.70',
      ClassifiedTaxCategory: { Percent: '12' },
      Item: { Description: 'Tištěná příručka' },
    });
  });

  it('names both parties with IČO, DIČ, a structured address and the registration', async () => {
    const { invoice } = await exported(snapshot);
    const supplier = invoice.AccountingSupplierParty.Party;
    expect(supplier.PartyIdentification.ID).toBe('27082440');
    expect(supplier.PartyName.Name).toBe('Digitální agentura s.r.o.');
    expect(supplier.PostalAddress).toEqual({
      StreetName: 'Vinohradská',
      BuildingNumber: '1234/12',
      CityName: 'Praha',
      PostalZone: '120 00',
      Country: { IdentificationCode: 'CZ', Name: 'Česko' },
    });
    expect(supplier.PartyTaxScheme).toEqual({ CompanyID: 'CZ27082440', TaxScheme: 'VAT' });
    expect(supplier.RegisterIdentification.Preformatted).toBe(SAMPLE_SUPPLIER.registration);
    const customer = invoice.AccountingCustomerParty.Party;
    expect(customer.PostalAddress).toMatchObject({ StreetName: 'Náměstí Přemysla Otakara II.', BuildingNumber: '7', CityName: 'České Budějovice', PostalZone: '370 01' });
    expect(customer.PartyTaxScheme.CompanyID).toBe('CZ25596641');
    expect(customer.RegisterIdentification).toBeUndefined();
  });

  it.skipIf(!isdocSchemaPresent)('is checked by the schema for real: a document type outside its code list is refused', async () => {
    const xml = invoiceIsdoc(snapshot, { uuid: UUID }).replace('<DocumentType>1</DocumentType>', '<DocumentType>9</DocumentType>');
    expect((await isdocSchemaErrors(xml)).join('\n')).toMatch(/DocumentType/);
  });

  it('gives the same bytes for the same snapshot and UUID', () => {
    expect(invoiceIsdoc(snapshot, { uuid: UUID })).toBe(invoiceIsdoc(structuredClone(snapshot), { uuid: UUID }));
  });

  it('escapes what the texts hold and drops characters XML cannot carry', async () => {
    const { xml, invoice } = await exported(
      sampleInvoiceSnapshot({
        note: 'a\u0007b ]]> </Note>',
        customer: { ...SAMPLE_CUSTOMERS.czech, name: 'Tom & Jerry "Ltd" <s.r.o.>' },
      }),
    );
    expect(xml).toContain('<Name>Tom &amp; Jerry &quot;Ltd&quot; &lt;s.r.o.&gt;</Name>');
    expect(invoice.AccountingCustomerParty.Party.PartyName.Name).toBe('Tom & Jerry "Ltd" <s.r.o.>');
    expect(invoice.Note['#text']).toBe('ab ]]> </Note>');
  });
});

describe('ISDOC without Czech VAT', () => {
  it('reverse charge to a German business: 0 %, the customer accounts for the VAT, no local reverse charge code', async () => {
    const snapshot = sampleInvoiceSnapshot({ vatMode: 'reverse_charge', customer: SAMPLE_CUSTOMERS.german });
    const { xml, invoice } = await exported(snapshot);
    expect(invoice.VATApplicable).toBe('true');
    for (const line of lines(invoice)) {
      expect(line.ClassifiedTaxCategory).toEqual({ Percent: '0', VATCalculationMethod: '0', VATApplicable: 'true' });
      expect(line.VATNote).toEqual({ '#text': PDF_LABELS.cs.vatWording.reverse_charge, '@languageID': 'cs' });
      expect(line.LineExtensionTaxAmount).toBe('0.00');
    }
    expect(line0(invoice).VATNote['#text']).toBe('Daň odvede zákazník');
    // The local reverse charge (ZDPH §92a: gold, emission allowances, construction, waste) is another regime.
    expect(xml).not.toContain('LocalReverseCharge');
    expect(subtotals(invoice).map((s) => [s.TaxCategory.Percent, s.TaxableAmount, s.TaxAmount])).toEqual([['0', '17583.03', '0.00']]);
    expect(invoice.LegalMonetaryTotal).toMatchObject({ TaxExclusiveAmount: '17583.03', TaxInclusiveAmount: '17583.03', PayableAmount: '17583.03' });
    const customer = invoice.AccountingCustomerParty.Party;
    expect(customer.PartyIdentification.ID).toBe('');
    expect(customer.PartyName.Name).toBe('Weber & Söhne GmbH');
    expect(customer.PartyTaxScheme.CompanyID).toBe('DE123456789');
    // The contact person's line before the street is not taken for the street.
    expect(customer.PostalAddress).toEqual({
      StreetName: 'Hauptstraße',
      BuildingNumber: '5',
      CityName: 'Berlin',
      PostalZone: '10115',
      Country: { IdentificationCode: 'DE', Name: 'Německo' },
    });
  });

  it('a client outside the EU, in English: 0 %, outside the scope of Czech VAT', async () => {
    const snapshot = sampleInvoiceSnapshot({ vatMode: 'outside_eu', customer: SAMPLE_CUSTOMERS.swiss, language: 'en' });
    const { invoice } = await exported(snapshot);
    expect(invoice.VATApplicable).toBe('true');
    expect(line0(invoice).ClassifiedTaxCategory.Percent).toBe('0');
    expect(line0(invoice).VATNote).toEqual({ '#text': 'Outside the scope of Czech VAT', '@languageID': 'en' });
    expect(invoice.TaxTotal.TaxAmount).toBe('0.00');
    expect(invoice.AccountingCustomerParty.Party.PostalAddress.Country).toEqual({ IdentificationCode: 'CH', Name: 'Switzerland' });
    expect(invoice.AccountingCustomerParty.Party.Contact).toBeUndefined();
  });

  it('an agency that is no VAT payer: not subject to VAT, on the document and on every line', async () => {
    const snapshot = sampleInvoiceSnapshot({ vatMode: 'non_payer', supplier: SAMPLE_NON_PAYER_SUPPLIER });
    const { invoice } = await exported(snapshot);
    expect(invoice.VATApplicable).toBe('false');
    // ISDOC rule 5: a document not subject to VAT has no line that is.
    expect(lines(invoice).map((l) => l.ClassifiedTaxCategory.VATApplicable)).toEqual(['false', 'false', 'false']);
    expect(line0(invoice).VATNote['#text']).toBe('Nejsem plátce DPH');
    expect(subtotals(invoice)).toHaveLength(1);
    expect(subtotals(invoice)[0].TaxCategory).toEqual({ Percent: '0', VATApplicable: 'false' });
    const supplier = invoice.AccountingSupplierParty.Party;
    expect(supplier.PartyTaxScheme).toBeUndefined();
    expect(supplier.PartyIdentification.ID).toBe('25596641');
    expect(invoice.PaymentMeans.Payment.Details).toMatchObject({ ID: '2000145399', BankCode: '0800', IBAN: 'CZ7908000000002000145399' });
    expect(invoice.LegalMonetaryTotal.PayableAmount).toBe('17583.03');
  });
});

describe('ISDOC of an invoice in EUR', () => {
  const snapshot = sampleInvoiceSnapshot({
    currency: 'EUR',
    exchangeRateThousandths: 24_335,
    vatMode: 'czech_vat',
    language: 'en',
    supplier: { ...SAMPLE_SUPPLIER, iban: 'CZ6508000000192000145399' },
    lines: [
      { description: 'Design', unit: 'h', quantityThousandths: 10_000, unitPriceMinor: 80_00 },
      { description: 'Print', unit: 'pcs', quantityThousandths: 3000, unitPriceMinor: 10_01, vatRateCode: 'reduced' },
    ],
  });

  it('states the exchange rate, every amount in EUR beside CZK, and the VAT recap in CZK as frozen', async () => {
    const { invoice } = await exported(snapshot);
    expect([invoice.LocalCurrencyCode, invoice.ForeignCurrencyCode, invoice.CurrRate, invoice.RefCurrRate]).toEqual(['CZK', 'EUR', '24.335', '1']);
    expect(currencyRuleProblems(invoice, true)).toEqual([]);
    // 800,00 € at 21 % (VAT 168,00 €) and 30,03 € at 12 % (VAT 3,60 €); in CZK: 19 468,00 (VAT 4 088,28) and
    // 730,78 (VAT 87,61) — the snapshot's vatRecapCzk (each amount at 24,335, rounded).
    expect(snapshot.vatRecapCzk!.map((r) => [r.baseMinor, r.vatMinor])).toEqual([
      [19_468_00, 4_088_28],
      [730_78, 87_61],
    ]);
    expect(
      subtotals(invoice).map((s) => [s.TaxCategory.Percent, s.TaxableAmountCurr, s.TaxableAmount, s.TaxAmountCurr, s.TaxAmount, s.TaxInclusiveAmount]),
    ).toEqual([
      ['21', '800.00', '19468.00', '168.00', '4088.28', '23556.28'],
      ['12', '30.03', '730.78', '3.60', '87.61', '818.39'],
    ]);
    expect([invoice.TaxTotal.TaxAmountCurr, invoice.TaxTotal.TaxAmount]).toEqual(['171.60', '4175.89']);
    expect(invoice.LegalMonetaryTotal).toMatchObject({
      TaxExclusiveAmount: '20198.78',
      TaxExclusiveAmountCurr: '830.03',
      TaxInclusiveAmount: '24374.67',
      TaxInclusiveAmountCurr: '1001.63',
      PayableAmount: '24374.67',
      PayableAmountCurr: '1001.63',
    });
    const [design] = lines(invoice);
    expect(design).toMatchObject({
      LineExtensionAmountCurr: '800.00',
      LineExtensionAmount: '19468.00',
      UnitPrice: '1946.80',
      ClassifiedTaxCategory: { Percent: '21' },
    });
    // What the client transfers: in euros, to the IBAN given.
    expect(invoice.PaymentMeans.Payment).toMatchObject({ PaidAmount: '1001.63', Details: { IBAN: 'CZ6508000000192000145399' } });
  });
});

describe('ISDOC of a credit note and of advances', () => {
  it('a credit note: type 2, positive amounts, the invoice it corrects and why', async () => {
    const original = sampleInvoiceSnapshot();
    const originalUuid = isdocUuid('a'.repeat(64));
    const snapshot = sampleInvoiceSnapshot({
      kind: 'credit_note',
      number: '2026-0003',
      issuedOn: '2026-11-25',
      corrects: { number: original.number, issuedOn: original.issuedOn, reason: 'Vrácení celé částky' },
    });
    expect(snapshot.totals.totalMinor).toBe(-21_207_99);
    const { invoice } = await exported(snapshot, originalUuid);
    expect(invoice.DocumentType).toBe('2');
    expect(invoice.ID).toBe('2026-0003');
    expect(invoice.OriginalDocumentReferences.OriginalDocumentReference).toEqual({ ID: '2026-0042', IssueDate: '2026-11-20', UUID: originalUuid });
    expect(invoice.Note).toEqual({ '#text': `${ISDOC_TEXTS.cs.correctionReason}: Vrácení celé částky`, '@languageID': 'cs' });
    expect(subtotals(invoice).map((s) => [s.TaxableAmount, s.TaxAmount])).toEqual([
      ['16833.33', '3535.00'],
      ['749.70', '89.96'],
    ]);
    expect(line0(invoice)).toMatchObject({ InvoicedQuantity: { '#text': '12.5' }, LineExtensionAmount: '13500.00', UnitPrice: '1200.00' });
    expect(invoice.LegalMonetaryTotal).toMatchObject({ TaxInclusiveAmount: '21207.99', PayableAmount: '21207.99' });
    // Money goes back to the client: no payment details.
    expect(invoice.PaymentMeans).toBeUndefined();
  });

  it('a credit note without a known UUID of its invoice still names it by number and date', async () => {
    const snapshot = sampleInvoiceSnapshot({ kind: 'credit_note', corrects: { number: '2026-0042', issuedOn: '2026-11-20', reason: '' } });
    const { invoice } = await exported(snapshot);
    expect(invoice.OriginalDocumentReferences.OriginalDocumentReference).toEqual({ ID: '2026-0042', IssueDate: '2026-11-20' });
    expect(invoice.Note).toBeUndefined();
  });

  it('refuses a credit note that names no invoice (ISDOC requires the reference)', () => {
    expect(() => invoiceIsdoc(sampleInvoiceSnapshot({ kind: 'credit_note' }), { uuid: UUID })).toThrow(RangeError);
  });

  it('an advance invoice: type 4, no taxable-supply date, payable by transfer', async () => {
    const snapshot = sampleInvoiceSnapshot({ kind: 'advance_invoice', number: '2026-0007', variableSymbol: '20260007' });
    expect(snapshot.taxableSupplyOn).toBeNull();
    const { invoice } = await exported(snapshot);
    expect(invoice.DocumentType).toBe('4');
    expect(invoice.TaxPointDate).toBeUndefined();
    expect(invoice.PaymentMeans.Payment).toMatchObject({ PaidAmount: '21207.99', Details: { VariableSymbol: '20260007' } });
  });

  it('a final invoice settling a paid advance deducts it: payable = total + rounding − paid', async () => {
    const snapshot = sampleInvoiceSnapshot({ advance: { number: '2026-0007', paidMinor: 10_000_00 }, roundToWholeUnits: true });
    expect(snapshot.totals.roundingMinor).toBe(1);
    const { invoice } = await exported(snapshot);
    expect(invoice.NonTaxedDeposits.NonTaxedDeposit).toEqual({ ID: '2026-0007', VariableSymbol: '', DepositAmount: '10000.00' });
    expect(invoice.LegalMonetaryTotal).toMatchObject({
      TaxInclusiveAmount: '21207.99',
      PayableRoundingAmount: '0.01',
      PaidDepositsAmount: '10000.00',
      PayableAmount: '11208.00',
    });
    expect(snapshot.amountDueMinor).toBe(11_208_00);
    expect(invoice.PaymentMeans.Payment.PaidAmount).toBe('11208.00');
  });

  it('an advance settled in EUR states the deposit in both currencies', async () => {
    const snapshot = sampleInvoiceSnapshot({ currency: 'EUR', advance: { number: '2026-0008', paidMinor: 100_00 } });
    const { invoice } = await exported(snapshot);
    expect(currencyRuleProblems(invoice, true)).toEqual([]);
    expect(invoice.NonTaxedDeposits.NonTaxedDeposit).toMatchObject({ DepositAmountCurr: '100.00', DepositAmount: '2433.50' });
    expect(invoice.LegalMonetaryTotal).toMatchObject({ PaidDepositsAmountCurr: '100.00', PaidDepositsAmount: '2433.50' });
    // 21 207,99 € − 100,00 € paid on the advance.
    expect(snapshot.amountDueMinor).toBe(21_107_99);
    expect(invoice.LegalMonetaryTotal.PayableAmountCurr).toBe('21107.99');
  });
});

function line0(invoice: Parsed): Parsed {
  return lines(invoice)[0];
}
