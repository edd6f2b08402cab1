/** Credit-note tests (issue 38): what GET …/credit-note answers for an issued invoice fixture. */
import type { CreditableInvoice, CreditNoteSummary } from '@/shared/schemas/credit-note';
import type { AdminInvoice } from '@/shared/schemas/invoice';

/**
 * What is left to credit of `invoice` (its lines and recap as issued) after credit notes that took `credited` of
 * each line's quantity (thousandths by line id) — their bases by the line's price, VAT by the rate.
 */
export function creditableFixture(invoice: AdminInvoice, credited: Record<number, number> = {}, creditNotes: CreditNoteSummary[] = []): CreditableInvoice {
  const lines = invoice.lines.map((line) => {
    const leftQuantityThousandths = line.quantityThousandths - (credited[line.id] ?? 0);
    return {
      lineId: line.id,
      position: line.position,
      description: line.description,
      unit: line.unit,
      quantityThousandths: line.quantityThousandths,
      unitPriceMinor: line.unitPriceMinor,
      discountBasisPoints: line.discountBasisPoints,
      vatRateCode: line.vatRateCode,
      baseMinor: line.baseMinor,
      leftQuantityThousandths,
      leftBaseMinor: Math.round((line.baseMinor * leftQuantityThousandths) / line.quantityThousandths),
    };
  });
  const rates = invoice.totals.recap.map((rate) => {
    const leftBaseMinor = lines.filter((l) => l.vatRateCode === rate.vatRateCode).reduce((sum, l) => sum + l.leftBaseMinor, 0);
    return { ...rate, leftBaseMinor, leftVatMinor: Math.round((leftBaseMinor * rate.vatPercent) / 100), czk: null };
  });
  return {
    invoiceId: invoice.id,
    number: invoice.number ?? '',
    currency: invoice.currency,
    language: invoice.language,
    vatCharged: invoice.vatMode === 'czech_vat',
    exchangeRateThousandths: invoice.exchangeRateThousandths,
    lines,
    rates: rates.map(({ totalMinor: _total, ...rate }) => rate),
    leftMinor: rates.reduce((sum, r) => sum + r.leftBaseMinor + r.leftVatMinor, 0),
    creditNotes,
  };
}
