/**
 * What the proposal's and the invoice's document (proposal-document.ts, invoice-document.ts) take alike from a
 * snapshot: the parties, a line's amounts, and a part's VAT recap and totals. Pure reshaping of frozen numbers.
 */
import { divideRounded, type PartTotals, type VatRecapRow as TotalsRecapRow } from '../money/document-totals';
import type { SnapshotParty, SnapshotSupplier } from '../proposal-snapshot';
import type { DocumentLine, DocumentParty, DocumentPartTotals, DocumentSupplier, VatRecapRow } from './commercial-document';

/** A line's VAT for display: base × percent / 100, rounded half away from zero; 0 when no VAT is charged. */
export function displayedLineVat(baseMinor: number, vatPercent: number, vatCharged: boolean): number {
  if (!vatCharged) return 0;
  // The percent in hundredths keeps a rate like 10.5 % exact in integers.
  return Number(divideRounded(BigInt(baseMinor) * BigInt(Math.round(vatPercent * 100)), 10_000n));
}

/** The supplier and the customer as the document prints them. */
export function documentParties(supplier: SnapshotSupplier, customer: SnapshotParty): { supplier: DocumentSupplier; customer: DocumentParty } {
  return {
    supplier: {
      name: supplier.name,
      addressLines: supplier.addressLines,
      ico: supplier.ico,
      dic: supplier.dic,
      vatPayer: supplier.vatPayer,
      registration: supplier.registration,
      bankAccount: supplier.bankAccount,
      iban: supplier.iban,
      email: supplier.email,
    },
    customer: { name: customer.name, addressLines: customer.addressLines, ico: customer.ico, dic: customer.dic },
  };
}

interface SnapshotLineAmounts {
  quantityThousandths: number;
  unit: string;
  unitPriceMinor: number;
  discountBasisPoints: number;
  vatPercent: number;
  baseMinor: number;
}

/** A line's numbers as printed (the caller adds its description and recurrence); its VAT is for reading only. */
export function documentLineAmounts(line: SnapshotLineAmounts, vatCharged: boolean): Omit<DocumentLine, 'description' | 'recurrence'> {
  const vatMinor = displayedLineVat(line.baseMinor, line.vatPercent, vatCharged);
  return {
    quantity: line.quantityThousandths / 1000,
    unit: line.unit,
    unitPriceMinor: line.unitPriceMinor,
    discountPercent: line.discountBasisPoints / 100,
    vatPercent: line.vatPercent,
    baseMinor: line.baseMinor,
    vatMinor,
    totalMinor: line.baseMinor + vatMinor,
  };
}

/** A VAT recap as printed. */
export function documentRecap(rows: readonly TotalsRecapRow[]): VatRecapRow[] {
  return rows.map((row) => ({ percent: row.vatPercent, baseMinor: row.baseMinor, vatMinor: row.vatMinor, totalMinor: row.totalMinor }));
}

/** One part's VAT recap and totals as printed. */
export function documentPart(totals: PartTotals): DocumentPartTotals {
  return {
    vatRecap: documentRecap(totals.recap),
    totals: { baseMinor: totals.baseMinor, vatMinor: totals.vatMinor, roundingMinor: totals.roundingMinor, totalMinor: totals.payableMinor },
  };
}
