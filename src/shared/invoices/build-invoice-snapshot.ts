/**
 * The frozen document of an issued invoice, advance invoice or credit note (docs/product/invoices.md#issuing): pure —
 * the caller reads the rows and the parties, this computes everything the PDF, the ISDOC and the screens print.
 *
 * - Totals through documentTotals on the taxable-supply date (the date of issue on an advance invoice, which has no
 *   DUZP). VAT per rate from the sum of the line bases, as a proposal.
 * - EUR: the VAT recap also in CZK at the exchange rate (ZDPH §4: a foreign-currency tax document states the tax in
 *   CZK), each amount rounded half away from zero; the total in CZK is base + VAT.
 * - A final invoice settling an advance: what was paid on the advance is deducted from the amount due (`advance`).
 * - QR Platba (SPAYD) for what is due, in the invoice's currency with its variable symbol; none on a credit note,
 *   when nothing is due, without the supplier's IBAN, beyond what QR Platba can carry, or in USD (SPAYD: CZK, EUR).
 * - A credit note credits the whole invoice: its lines and totals are the invoice's, negated.
 *
 * A line's text is `description` (an invoice line has no separate service name; `service` is '').
 */
import type { Language } from '../constants';
import { documentTotals, type PartTotals, type VatMode, type VatRecapRow } from '../money/document-totals';
import { eurMinorToCzkMinor } from '../money/accounting-usd';
import type { InvoiceSnapshot, InvoiceSnapshotLine, SnapshotAdvanceDeduction } from '../invoice-snapshot';
import { buildSpayd, SPAYD_MAX_AMOUNT_MINOR } from '../payments/spayd';
import { hasQrPlatba } from '../money/document-currencies';
import type { SnapshotParty, SnapshotSupplier } from '../proposal-snapshot';
import type { ExchangeRateSource, InvoiceCurrency, InvoiceKind, InvoiceLineInput } from '../schemas/invoice';
import type { SnapshotVatCheck } from '../vat-checks';

export interface InvoiceSnapshotSource {
  kind: Exclude<InvoiceKind, 'credit_note'>;
  number: string;
  language: Language;
  currency: InvoiceCurrency;
  exchangeRateThousandths: number | null;
  /** Where the rate came from and, for a ČNB rate, its fixing date (frozen with the document; issue 37). */
  exchangeRateSource?: ExchangeRateSource | null;
  exchangeRateFixedOn?: string | null;
  vatMode: VatMode;
  issuedOn: string;
  /** Null on an advance invoice. */
  taxableSupplyOn: string | null;
  dueOn: string;
  variableSymbol: string;
  note: string;
  lines: readonly InvoiceLineInput[];
}

export interface SnapshotParties {
  supplier: SnapshotSupplier;
  customer: SnapshotParty;
}

/** What QR Platba's message says before the number (upper-case ASCII, as SPAYD writes it). */
export const SPAYD_MESSAGE_PREFIX: Record<Exclude<InvoiceKind, 'credit_note'>, string> = { invoice: 'FAKTURA', advance_invoice: 'ZALOHA', advance_tax_document: 'PLATBA' };

/** The VAT recap in CZK: base and VAT converted, total = base + VAT. */
export function vatRecapInCzk(recap: readonly VatRecapRow[], rateThousandths: number): VatRecapRow[] {
  return recap.map((row) => {
    const baseMinor = eurMinorToCzkMinor(row.baseMinor, rateThousandths);
    const vatMinor = eurMinorToCzkMinor(row.vatMinor, rateThousandths);
    return { ...row, baseMinor, vatMinor, totalMinor: baseMinor + vatMinor };
  });
}

/** The QR Platba text of what is due, or null (see above). */
export function invoiceSpayd(input: {
  kind: InvoiceKind;
  number: string;
  currency: InvoiceCurrency;
  amountDueMinor: number;
  variableSymbol: string;
  dueOn: string;
  supplier: Pick<SnapshotSupplier, 'iban' | 'name'>;
}): string | null {
  if (input.kind === 'credit_note' || input.kind === 'advance_tax_document' || input.amountDueMinor <= 0 || input.amountDueMinor > SPAYD_MAX_AMOUNT_MINOR) return null;
  // QR Platba carries CZK and EUR only (issue 38): a USD invoice is paid by bank transfer with its variable symbol.
  const { currency } = input;
  if (!input.supplier.iban || !hasQrPlatba(currency)) return null;
  return buildSpayd({
    iban: input.supplier.iban,
    amountMinor: input.amountDueMinor,
    currency,
    variableSymbol: input.variableSymbol,
    dueDate: input.dueOn,
    message: `${SPAYD_MESSAGE_PREFIX[input.kind]} ${input.number}`,
    recipientName: input.supplier.name,
  });
}

/**
 * The snapshot of an invoice or advance invoice issued now. Throws RangeError for a VAT rate missing on the tax date.
 * `vatCheck`: a reverse-charge document's VIES proof, frozen with it (only when the VAT mode is reverse charge).
 */
export function buildInvoiceSnapshot(
  source: InvoiceSnapshotSource,
  parties: SnapshotParties,
  advance: SnapshotAdvanceDeduction | null = null,
  vatCheck: SnapshotVatCheck | null = null,
): InvoiceSnapshot {
  const taxDate = source.taxableSupplyOn ?? source.issuedOn;
  const lines = source.lines.map((line) => ({ ...line, recurrence: 'one_time' as const }));
  const totals = documentTotals({ lines, vatMode: source.vatMode, taxDate });
  const amountDueMinor = totals.oneTime.payableMinor - (advance?.paidMinor ?? 0);
  const snapshotLines: InvoiceSnapshotLine[] = lines.map((line, i) => ({
    service: '',
    description: line.description,
    unit: line.unit,
    quantityThousandths: line.quantityThousandths,
    unitPriceMinor: line.unitPriceMinor,
    discountBasisPoints: line.discountBasisPoints,
    vatRateCode: line.vatRateCode,
    recurrence: 'one_time',
    ...totals.lines[i]!,
  }));
  return {
    format: 1,
    kind: source.kind,
    number: source.number,
    language: source.language,
    currency: source.currency,
    exchangeRateThousandths: source.currency === 'CZK' ? null : source.exchangeRateThousandths,
    ...(source.currency !== 'CZK' && source.exchangeRateThousandths !== null && source.exchangeRateSource ? { exchangeRateSource: source.exchangeRateSource } : {}),
    ...(source.currency !== 'CZK' && source.exchangeRateSource === 'cnb' && source.exchangeRateFixedOn ? { exchangeRateFixedOn: source.exchangeRateFixedOn } : {}),
    vatMode: source.vatMode,
    vatCharged: totals.vatCharged,
    issuedOn: source.issuedOn,
    taxableSupplyOn: source.kind === 'advance_invoice' ? null : source.taxableSupplyOn,
    dueOn: source.dueOn,
    variableSymbol: source.variableSymbol,
    supplier: parties.supplier,
    customer: parties.customer,
    note: source.note,
    lines: snapshotLines,
    totals: totals.oneTime,
    vatRecapCzk: source.currency !== 'CZK' && source.exchangeRateThousandths !== null ? vatRecapInCzk(totals.oneTime.recap, source.exchangeRateThousandths) : null,
    corrects: null,
    advance,
    amountDueMinor,
    spayd: invoiceSpayd({ ...source, amountDueMinor, supplier: parties.supplier }),
    ...(vatCheck && source.vatMode === 'reverse_charge' ? { vatCheck } : {}),
  };
}

/** -x without a negative zero. */
const negated = (value: number) => (value === 0 ? 0 : -value);

function negatedRecap(row: VatRecapRow): VatRecapRow {
  return { ...row, baseMinor: negated(row.baseMinor), vatMinor: negated(row.vatMinor), totalMinor: negated(row.totalMinor) };
}

function negatedTotals(totals: PartTotals): PartTotals {
  return {
    recap: totals.recap.map(negatedRecap),
    baseMinor: negated(totals.baseMinor),
    vatMinor: negated(totals.vatMinor),
    totalMinor: negated(totals.totalMinor),
    roundingMinor: negated(totals.roundingMinor),
    payableMinor: negated(totals.payableMinor),
  };
}

export interface CreditNoteSource {
  number: string;
  variableSymbol: string;
  /** The credit note's date of issue, also its taxable-supply date (the date of the correction). */
  issuedOn: string;
  dueOn: string;
  reason: string;
}

/**
 * The credit note of a whole issued invoice: the invoice's lines with negative unit prices and amounts, its totals
 * negated, the same parties, currency, exchange rate and VAT mode; `corrects` names the invoice; no QR Platba.
 */
export function buildCreditNoteSnapshot(invoice: InvoiceSnapshot, source: CreditNoteSource): InvoiceSnapshot {
  const totals = negatedTotals(invoice.totals);
  return {
    ...invoice,
    kind: 'credit_note',
    number: source.number,
    issuedOn: source.issuedOn,
    taxableSupplyOn: source.issuedOn,
    dueOn: source.dueOn,
    variableSymbol: source.variableSymbol,
    note: '',
    lines: invoice.lines.map((line) => ({
      ...line,
      unitPriceMinor: negated(line.unitPriceMinor),
      listMinor: negated(line.listMinor),
      discountMinor: negated(line.discountMinor),
      baseMinor: negated(line.baseMinor),
    })),
    totals,
    vatRecapCzk: invoice.vatRecapCzk ? invoice.vatRecapCzk.map(negatedRecap) : null,
    corrects: { number: invoice.number, issuedOn: invoice.issuedOn, reason: source.reason },
    advance: null,
    amountDueMinor: totals.payableMinor,
    spayd: null,
  };
}
