/**
 * The editor's live totals: the shared rule (src/shared/money/document-totals.ts) on the lines as typed, with the
 * VAT rates of today — what the server computes when it saves the draft (and checks against `expectedTotals`).
 */
import { documentTotals, type DocumentTotals, type VatMode } from '@/shared/money/document-totals';
import { MAX_DISCOUNT_BASIS_POINTS } from '@/shared/money/document-totals';
import { RECURRENCES } from '@/shared/money/document-totals';
import { VAT_RATE_CODES } from '@/shared/money/vat-rates';
import type { ProposalFormValues } from '@/shared/schemas/proposal';

type FormLine = ProposalFormValues['lines'][number];

const isCount = (n: unknown, max = Number.MAX_SAFE_INTEGER): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 && n <= max;
const isOneOf = <T extends string>(list: readonly T[], v: unknown): v is T => list.some((item) => item === v);

/** The totals of the lines, or null while a line's numbers are not yet valid (the screen says so). */
export function liveTotals(lines: readonly FormLine[] | undefined, vatMode: ProposalFormValues['vatMode'], taxDate: string): DocumentTotals | null {
  const mode: VatMode = vatMode ?? 'czech_vat';
  const ready = [];
  for (const line of lines ?? []) {
    const discount = line.discountBasisPoints ?? 0;
    const code = line.vatRateCode ?? 'basic';
    const recurrence = line.recurrence ?? 'one_time';
    if (!isCount(line.quantityThousandths) || !isCount(line.unitPriceMinor) || !isCount(discount, MAX_DISCOUNT_BASIS_POINTS)) return null;
    if (!isOneOf(VAT_RATE_CODES, code) || !isOneOf(RECURRENCES, recurrence)) return null;
    ready.push({ quantityThousandths: line.quantityThousandths, unitPriceMinor: line.unitPriceMinor, discountBasisPoints: discount, vatRateCode: code, recurrence });
  }
  try {
    return documentTotals({ lines: ready, vatMode: mode, taxDate });
  } catch {
    // Amounts beyond exact integers or a rate missing on the date: the server names the line when it is saved.
    return null;
  }
}
