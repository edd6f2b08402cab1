/**
 * The tax document for a payment received on an advance invoice (daňový doklad k přijaté platbě, ZDPH §28 odst. 2 and
 * §37a; issue 38; docs/product/invoices.md#tax-documents-for-received-advance-payments) and the final invoice's
 * deduction of it (ZDPH §37a: "the final invoice deducts the advance and its VAT"). Pure.
 *
 * The split rule — the amount received includes VAT:
 *   1. it is shared over the advance invoice's VAT rates in proportion to the advance's totals (with VAT) per rate:
 *      every rate but the last takes round(amount × rateTotal / advanceTotal), the last what is left, so the shares
 *      add up to the amount exactly;
 *   2. per rate, base = round(share × 100 / (100 + rate)) and VAT = share − base, so base + VAT is the share exactly.
 * Each rounding is to the minor unit, half away from zero (divideRounded).
 *
 *   121 000 Kč order (100 000 + 21 % VAT), 50 % advance paid 60 500 Kč:
 *   base = round(60 500 × 100 / 121) = 50 000, VAT = 60 500 − 50 000 = 10 500.
 */
import type { InvoiceSnapshot, SnapshotDeductedTaxDocument } from '../invoice-snapshot';
import { divideRounded, type PartTotals, type VatRecapRow } from '../money/document-totals';
import type { InvoiceSnapshotLine } from '../invoice-snapshot';
import type { VatRateCode } from '../money/vat-rates';
import { vatRecapInCzk } from './build-invoice-snapshot';

/** A rate in hundredths of a percent (21 % → 2100; 10.5 % → 1050), exact for every rate the VAT act has had. */
const hundredths = (percent: number) => BigInt(Math.round(percent * 100));

/**
 * The VAT recap of `amountMinor` received on an advance whose own recap is `advanceRecap` (VAT charged): the rule above.
 * Rows with a zero share are left out; an advance of no total takes the whole amount at its first rate.
 */
export function splitReceivedPayment(amountMinor: number, advanceRecap: readonly VatRecapRow[]): VatRecapRow[] {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) throw new RangeError(`A received payment must be a positive whole amount: ${amountMinor}`);
  if (advanceRecap.length === 0) throw new RangeError('An advance without a VAT recap cannot be split');
  const amount = BigInt(amountMinor);
  const advanceTotal = advanceRecap.reduce((sum, row) => sum + BigInt(row.totalMinor), 0n);
  let left = amount;
  const rows: VatRecapRow[] = [];
  advanceRecap.forEach((row, index) => {
    const last = index === advanceRecap.length - 1;
    const share = last ? left : advanceTotal === 0n ? (index === 0 ? amount : 0n) : divideRounded(amount * BigInt(row.totalMinor), advanceTotal);
    left -= share;
    if (share === 0n) return;
    const base = divideRounded(share * 10_000n, 10_000n + hundredths(row.vatPercent));
    rows.push({ vatRateCode: row.vatRateCode, vatPercent: row.vatPercent, baseMinor: Number(base), vatMinor: Number(share - base), totalMinor: Number(share) });
  });
  return rows;
}

/** The totals of a received payment's recap: what the tax document states (no rounding line; payable = the amount). */
export function receivedPaymentTotals(recap: readonly VatRecapRow[]): PartTotals {
  const baseMinor = recap.reduce((sum, row) => sum + row.baseMinor, 0);
  const vatMinor = recap.reduce((sum, row) => sum + row.vatMinor, 0);
  return { recap: [...recap], baseMinor, vatMinor, totalMinor: baseMinor + vatMinor, roundingMinor: 0, payableMinor: baseMinor + vatMinor };
}

/** The tax document's lines: one per rate, "Přijatá platba k zálohové faktuře Z-…" / "Payment received on …", quantity 1. */
export function receivedPaymentLines(recap: readonly VatRecapRow[], description: string): InvoiceSnapshotLine[] {
  return recap.map((row) => ({
    service: '',
    description,
    unit: '',
    quantityThousandths: 1000,
    unitPriceMinor: row.baseMinor,
    discountBasisPoints: 0,
    vatRateCode: row.vatRateCode,
    recurrence: 'one_time',
    listMinor: row.baseMinor,
    discountMinor: 0,
    baseMinor: row.baseMinor,
    vatPercent: row.vatPercent,
  }));
}

/** The line's text of a tax document for a received payment, in the document's language. */
export const RECEIVED_PAYMENT_LINE = {
  cs: (advanceNumber: string) => `Přijatá platba k zálohové faktuře ${advanceNumber}`,
  en: (advanceNumber: string) => `Payment received on advance invoice ${advanceNumber}`,
} as const;

/** The CZK recap of a foreign-currency received payment at the rate of the payment day (thousandths of CZK per unit). */
export const receivedPaymentRecapCzk = (recap: readonly VatRecapRow[], rateThousandths: number): VatRecapRow[] => vatRecapInCzk(recap, rateThousandths);

/** One rate of a final invoice's recap with the advance deducted: the invoice's own, the tax documents', the rest. */
export interface DeductedRecapRow {
  vatRateCode: VatRateCode;
  vatPercent: number;
  invoice: { baseMinor: number; vatMinor: number };
  deducted: { baseMinor: number; vatMinor: number };
  rest: { baseMinor: number; vatMinor: number };
}

function sumRecaps(recaps: readonly (readonly VatRecapRow[])[]): Map<VatRateCode, VatRecapRow> {
  const byCode = new Map<VatRateCode, VatRecapRow>();
  for (const row of recaps.flat()) {
    const seen = byCode.get(row.vatRateCode);
    byCode.set(
      row.vatRateCode,
      seen ? { ...seen, baseMinor: seen.baseMinor + row.baseMinor, vatMinor: seen.vatMinor + row.vatMinor, totalMinor: seen.totalMinor + row.totalMinor } : { ...row },
    );
  }
  return byCode;
}

/**
 * Per rate: the final invoice's base/VAT, minus its advance's tax documents' base/VAT, and the rest (ZDPH §37a) —
 * in the invoice's currency (`czk`: false) or in CZK (`czk`: true, a foreign-currency invoice's vatRecapCzk minus the
 * tax documents' CZK recaps, each at its own day's rate). Empty when the invoice deducts no tax document.
 */
export function deductedRecap(
  invoice: Pick<InvoiceSnapshot, 'totals' | 'vatRecapCzk'>,
  taxDocuments: readonly SnapshotDeductedTaxDocument[],
  czk = false,
): DeductedRecapRow[] {
  if (taxDocuments.length === 0) return [];
  const own = czk ? (invoice.vatRecapCzk ?? []) : invoice.totals.recap;
  const deducted = sumRecaps(taxDocuments.map((doc) => (czk ? (doc.recapCzk ?? []) : doc.recap)));
  const codes: VatRateCode[] = [...own.map((row) => row.vatRateCode), ...[...deducted.keys()].filter((code) => !own.some((row) => row.vatRateCode === code))];
  return codes.map((code) => {
    const mine = own.find((row) => row.vatRateCode === code);
    const theirs = deducted.get(code);
    const invoiceAmounts = { baseMinor: mine?.baseMinor ?? 0, vatMinor: mine?.vatMinor ?? 0 };
    const deductedAmounts = { baseMinor: theirs?.baseMinor ?? 0, vatMinor: theirs?.vatMinor ?? 0 };
    return {
      vatRateCode: code,
      vatPercent: mine?.vatPercent ?? theirs?.vatPercent ?? 0,
      invoice: invoiceAmounts,
      deducted: deductedAmounts,
      rest: { baseMinor: invoiceAmounts.baseMinor - deductedAmounts.baseMinor, vatMinor: invoiceAmounts.vatMinor - deductedAmounts.vatMinor },
    };
  });
}

export interface AdvanceTaxDocumentSource {
  number: string;
  variableSymbol: string;
  /** The payment's day: the date of issue, the DUZP and the "due" date of the document (nothing is due on it). */
  paidOn: string;
  amountMinor: number;
  /** A foreign currency: the rate of the CZK recap (thousandths of CZK per unit) and where it came from. */
  rateThousandths: number | null;
  rateSource: 'cnb' | 'advance' | null;
  rateFixedOn: string | null;
}

/**
 * The snapshot of the tax document for `source.amountMinor` received on the issued advance invoice `advance`
 * (Czech VAT charged): the split rule's recap, one line per rate, the CZK recap of a foreign currency at the given
 * rate, nothing to pay (no QR Platba); parties as given (the current ones, as issuing takes them).
 */
export function buildAdvanceTaxDocumentSnapshot(advance: InvoiceSnapshot, source: AdvanceTaxDocumentSource, parties: Pick<InvoiceSnapshot, 'supplier' | 'customer'>): InvoiceSnapshot {
  const recap = splitReceivedPayment(source.amountMinor, advance.totals.recap);
  const foreign = advance.currency !== 'CZK';
  const rate = foreign ? source.rateThousandths : null;
  if (foreign && (rate === null || rate <= 0)) throw new RangeError(`A tax document in ${advance.currency} needs an exchange rate`);
  return {
    format: 1,
    kind: 'advance_tax_document',
    number: source.number,
    language: advance.language,
    currency: advance.currency,
    exchangeRateThousandths: rate,
    ...(foreign && source.rateSource === 'cnb' ? { exchangeRateSource: 'cnb' as const, ...(source.rateFixedOn ? { exchangeRateFixedOn: source.rateFixedOn } : {}) } : {}),
    ...(foreign && source.rateSource === 'advance' && advance.exchangeRateSource ? { exchangeRateSource: advance.exchangeRateSource } : {}),
    vatMode: advance.vatMode,
    vatCharged: advance.vatCharged,
    issuedOn: source.paidOn,
    taxableSupplyOn: source.paidOn,
    dueOn: source.paidOn,
    variableSymbol: source.variableSymbol,
    supplier: parties.supplier,
    customer: parties.customer,
    note: '',
    lines: receivedPaymentLines(recap, RECEIVED_PAYMENT_LINE[advance.language](advance.number)),
    totals: receivedPaymentTotals(recap),
    vatRecapCzk: rate === null ? null : receivedPaymentRecapCzk(recap, rate),
    corrects: null,
    advance: null,
    receivedPayment: {
      advanceNumber: advance.number,
      advanceVariableSymbol: advance.variableSymbol,
      paidOn: source.paidOn,
      amountMinor: source.amountMinor,
      rateSource: foreign ? source.rateSource : null,
    },
    amountDueMinor: 0,
    spayd: null,
  };
}

/** What a final invoice's snapshot keeps of a tax document it deducts. */
export function deductedTaxDocument(snapshot: InvoiceSnapshot): SnapshotDeductedTaxDocument {
  return { number: snapshot.number, variableSymbol: snapshot.variableSymbol, issuedOn: snapshot.issuedOn, recap: snapshot.totals.recap, recapCzk: snapshot.vatRecapCzk };
}
