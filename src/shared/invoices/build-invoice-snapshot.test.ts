import { describe, expect, it } from 'vitest';
import { parseSpayd } from '../payments/spayd';
import type { SnapshotParty, SnapshotSupplier } from '../proposal-snapshot';
import { REVERSE_CHARGE_TEXT } from '../vat-treatment';
import { invoiceDocument, noteHtml } from '../documents/invoice-document';
import { eurMinorToCzkMinor } from '../money/accounting-usd';
import { buildCreditNoteSnapshot, buildInvoiceSnapshot, type InvoiceSnapshotSource } from './build-invoice-snapshot';
import { formatInvoiceNumber, invoiceVariableSymbol } from './invoice-numbers';

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
const customer: SnapshotParty = { name: 'Bäckerei GmbH', lines: [], email: null, addressLines: ['Hauptstraße 1', '10115 Berlin', 'DE'], ico: null, dic: 'DE123456789' };

const source = (over: Partial<InvoiceSnapshotSource> = {}): InvoiceSnapshotSource => ({
  kind: 'invoice',
  number: '2026-0001',
  language: 'cs',
  currency: 'CZK',
  exchangeRateThousandths: null,
  vatMode: 'czech_vat',
  issuedOn: '2026-11-26',
  taxableSupplyOn: '2026-11-26',
  dueOn: '2026-12-10',
  variableSymbol: '2026100001',
  note: '',
  lines: [
    { description: 'Web', quantityThousandths: 1000, unit: 'ks', unitPriceMinor: 100_000_00, discountBasisPoints: 0, vatRateCode: 'basic' },
    { description: 'Hosting', quantityThousandths: 2000, unit: 'měs.', unitPriceMinor: 500_00, discountBasisPoints: 0, vatRateCode: 'reduced' },
  ],
  ...over,
});

describe('invoice numbers and variable symbols', () => {
  it('one format per kind; the symbol is 10 digits, unique across kinds', () => {
    expect(formatInvoiceNumber('invoice', 2026, 1)).toBe('2026-0001');
    expect(formatInvoiceNumber('advance_invoice', 2026, 12)).toBe('Z-2026-0012');
    expect(formatInvoiceNumber('credit_note', 2026, 10_000)).toBe('D-2026-10000');
    expect(invoiceVariableSymbol('invoice', 2026, 1)).toBe('2026100001');
    expect(invoiceVariableSymbol('advance_invoice', 2026, 1)).toBe('2026200001');
    expect(invoiceVariableSymbol('credit_note', 2026, 99_999)).toBe('2026399999');
    expect(() => invoiceVariableSymbol('invoice', 2026, 100_000)).toThrow(RangeError);
    expect(() => formatInvoiceNumber('invoice', 2026, 0)).toThrow(RangeError);
  });
});

describe('buildInvoiceSnapshot', () => {
  it('Czech VAT: a recap per rate, the amount due, and QR Platba for it', () => {
    const snapshot = buildInvoiceSnapshot(source(), { supplier, customer });
    expect(snapshot.vatCharged).toBe(true);
    expect(snapshot.totals.recap.map((r) => [r.vatPercent, r.baseMinor, r.vatMinor])).toEqual([
      [21, 100_000_00, 21_000_00],
      [12, 1_000_00, 120_00],
    ]);
    expect(snapshot.totals.payableMinor).toBe(122_120_00);
    expect(snapshot.amountDueMinor).toBe(122_120_00);
    expect(snapshot.vatRecapCzk).toBeNull();
    expect(snapshot.lines[0]).toMatchObject({ service: '', description: 'Web', baseMinor: 100_000_00, vatPercent: 21, recurrence: 'one_time' });
    expect(parseSpayd(snapshot.spayd!)).toEqual({
      ACC: 'CZ6508000000192000145399',
      AM: '122120.00',
      CC: 'CZK',
      'X-VS': '2026100001',
      DT: '20261210',
      MSG: 'FAKTURA 2026-0001',
      RN: 'DIGITALNI AGENTURA S.R.O.',
    });
  });

  it('reverse charge: no VAT, the customer VAT ID kept, the reverse-charge wording on the document', () => {
    const snapshot = buildInvoiceSnapshot(source({ vatMode: 'reverse_charge', language: 'en' }), { supplier, customer });
    expect(snapshot.vatCharged).toBe(false);
    expect(snapshot.totals.vatMinor).toBe(0);
    expect(snapshot.customer.dic).toBe('DE123456789');
    expect(invoiceDocument(snapshot).vatWording).toBe('reverse_charge');
    expect(REVERSE_CHARGE_TEXT.en).toBe('Reverse charge');
  });

  it('outside the EU and a non-payer agency: no Czech VAT', () => {
    for (const vatMode of ['outside_eu', 'non_payer'] as const) {
      const snapshot = buildInvoiceSnapshot(source({ vatMode }), { supplier: { ...supplier, vatPayer: vatMode !== 'non_payer' }, customer });
      expect(snapshot.vatCharged).toBe(false);
      expect(snapshot.totals.payableMinor).toBe(101_000_00);
      expect(snapshot.totals.recap.every((r) => r.vatMinor === 0)).toBe(true);
      expect(invoiceDocument(snapshot).vatWording).toBe(vatMode);
    }
  });

  it('EUR: the exchange rate and the VAT recap in CZK, QR Platba in EUR', () => {
    const snapshot = buildInvoiceSnapshot(
      source({ currency: 'EUR', exchangeRateThousandths: 24_335, lines: [{ description: 'Web', quantityThousandths: 1000, unit: '', unitPriceMinor: 1_000_00, discountBasisPoints: 0, vatRateCode: 'basic' }] }),
      { supplier, customer },
    );
    expect(snapshot.exchangeRateThousandths).toBe(24_335);
    expect(snapshot.vatRecapCzk).toEqual([{ vatRateCode: 'basic', vatPercent: 21, baseMinor: 24_335_00, vatMinor: 5_110_35, totalMinor: 29_445_35 }]);
    expect(eurMinorToCzkMinor(1, 24_335)).toBe(24);
    expect(parseSpayd(snapshot.spayd!)).toMatchObject({ AM: '1210.00', CC: 'EUR' });
    expect(invoiceDocument(snapshot).exchangeRate).toEqual({ thousandths: 24_335, vatRecapCzk: [{ percent: 21, baseMinor: 24_335_00, vatMinor: 5_110_35, totalMinor: 29_445_35 }] });
  });

  it('an advance invoice has no taxable-supply date; its QR says ZALOHA', () => {
    const snapshot = buildInvoiceSnapshot(source({ kind: 'advance_invoice', number: 'Z-2026-0001', variableSymbol: '2026200001', taxableSupplyOn: null }), { supplier, customer });
    expect(snapshot.taxableSupplyOn).toBeNull();
    expect(parseSpayd(snapshot.spayd!).MSG).toBe('ZALOHA Z-2026-0001');
  });

  it('a final invoice deducts what was paid on its advance; nothing due: no QR', () => {
    const partly = buildInvoiceSnapshot(source(), { supplier, customer }, { number: 'Z-2026-0001', paidMinor: 22_120_00 });
    expect(partly.amountDueMinor).toBe(100_000_00);
    expect(parseSpayd(partly.spayd!).AM).toBe('100000.00');
    expect(invoiceDocument(partly).advanceDeduction).toEqual({ number: 'Z-2026-0001', paidMinor: 22_120_00 });
    const whole = buildInvoiceSnapshot(source(), { supplier, customer }, { number: 'Z-2026-0001', paidMinor: 122_120_00 });
    expect(whole.amountDueMinor).toBe(0);
    expect(whole.spayd).toBeNull();
  });

  it('a credit note negates the whole invoice, names it and has no QR', () => {
    const invoice = buildInvoiceSnapshot(source({ currency: 'EUR', exchangeRateThousandths: 25_000 }), { supplier, customer });
    const note = buildCreditNoteSnapshot(invoice, { number: 'D-2026-0001', variableSymbol: '2026300001', issuedOn: '2026-12-01', dueOn: '2026-12-15', reason: 'Zrušená zakázka' });
    expect(note.kind).toBe('credit_note');
    expect(note.totals.payableMinor).toBe(-invoice.totals.payableMinor);
    expect(note.totals.recap[0]!.vatMinor).toBe(-invoice.totals.recap[0]!.vatMinor);
    expect(note.lines[0]!.unitPriceMinor).toBe(-100_000_00);
    expect(note.lines[0]!.baseMinor).toBe(-100_000_00);
    expect(note.vatRecapCzk![0]!.baseMinor).toBe(-invoice.vatRecapCzk![0]!.baseMinor);
    expect(note.corrects).toEqual({ number: '2026-0001', issuedOn: '2026-11-26', reason: 'Zrušená zakázka' });
    expect(note.amountDueMinor).toBe(-invoice.totals.payableMinor);
    expect(note.spayd).toBeNull();
    expect(note.taxableSupplyOn).toBe('2026-12-01');
    const document = invoiceDocument(note, { paymentQrPng: new Uint8Array([1]) });
    expect(document).toMatchObject({ kind: 'credit_note', correctsNumber: '2026-0001', correctionReason: 'Zrušená zakázka', paymentQrPng: null });
  });

  it('the note is printed as escaped paragraphs', () => {
    expect(noteHtml('Děkujeme <b>\n\nza objednávku')).toBe('<p>Děkujeme &lt;b&gt;</p><p>za objednávku</p>');
    expect(noteHtml('  ')).toBeNull();
  });
});

describe('the monthly fee line', () => {
  it('names the project and the month in the client’s language', async () => {
    const { MONTHLY_FEE_TEXTS, monthOf } = await import('./monthly-fee');
    expect(monthOf('2026-11-26')).toBe('2026-11');
    expect(MONTHLY_FEE_TEXTS.cs.line('Web', '2026-11')).toBe('Měsíční poplatek – Web – 11/2026');
    expect(MONTHLY_FEE_TEXTS.en.line('Web', '2027-01')).toBe('Monthly fee – Web – 01/2027');
  });
});
