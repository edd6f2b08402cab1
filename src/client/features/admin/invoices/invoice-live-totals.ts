/**
 * The invoice editor's live totals: the shared rule (src/shared/money/document-totals.ts) on the lines as typed, with
 * the VAT rates of the tax date (taxable supply, else issue, else today) — what the server computes for the draft.
 * Every invoice line is one-time: an invoice has no monthly part.
 */
import { documentTotals, MAX_DISCOUNT_BASIS_POINTS, type DocumentTotals, type VatMode } from '@/shared/money/document-totals';
import { VAT_RATE_CODES } from '@/shared/money/vat-rates';
import type { InvoiceDraftFormValues } from '@/shared/schemas/invoice';

type FormLine = InvoiceDraftFormValues['lines'][number];

const isCount = (n: unknown, max = Number.MAX_SAFE_INTEGER): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 && n <= max;
const isRate = (v: unknown): v is (typeof VAT_RATE_CODES)[number] => VAT_RATE_CODES.some((code) => code === v);

/** The date whose VAT rates apply: the taxable-supply date, else the date of issue, else today (both set when issued). */
export function invoiceTaxDate(values: { taxableSupplyOn?: string | null | undefined; issuedOn?: string | null | undefined }, today: string): string {
  return values.taxableSupplyOn || values.issuedOn || today;
}

/** The totals of the lines, or null while a line's numbers are not yet valid (the screen says so). */
export function liveInvoiceTotals(lines: readonly FormLine[] | undefined, vatMode: VatMode | undefined, taxDate: string): DocumentTotals | null {
  const ready = [];
  for (const line of lines ?? []) {
    const discount = line.discountBasisPoints ?? 0;
    const code = line.vatRateCode ?? 'basic';
    if (!isCount(line.quantityThousandths) || !isCount(line.unitPriceMinor) || !isCount(discount, MAX_DISCOUNT_BASIS_POINTS) || !isRate(code)) return null;
    ready.push({ quantityThousandths: line.quantityThousandths, unitPriceMinor: line.unitPriceMinor, discountBasisPoints: discount, vatRateCode: code, recurrence: 'one_time' as const });
  }
  try {
    return documentTotals({ lines: ready, vatMode: vatMode ?? 'czech_vat', taxDate });
  } catch {
    // A rate missing on the date, or amounts beyond exact integers: the server names the line when it is saved.
    return null;
  }
}
