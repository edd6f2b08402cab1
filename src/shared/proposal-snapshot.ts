/**
 * The frozen document of a sent proposal (docs/product/proposals.md#sending): everything the client's page (and the
 * PDF) shows, computed once when it is sent and stored with its SHA-256 — the page never recomputes or re-reads the
 * proposal's editable rows, so what was sent is what is shown and what an acceptance's hash covers.
 */
import type { Language } from './constants';
import { documentTotals, type LineAmounts, type LineInput, type PartTotals, type VatMode, type VatRecapRow } from './money/document-totals';
import { foreignMinorToCzkMinor } from './money/accounting-usd';
import type { ProposalCurrency } from './schemas/proposal';

export interface SnapshotParty {
  name: string;
  /** Address and identification lines, in order (street, city, IČO …), as the client's page prints them. */
  lines: string[];
  email: string | null;
  /** The same party structured, for the PDF (docs/decisions/024-document-pdf.md): street, town with postcode, country. */
  addressLines: string[];
  ico: string | null;
  dic: string | null;
}

/** The supplier with what a document's footer and payment details need. */
export interface SnapshotSupplier extends SnapshotParty {
  vatPayer: boolean;
  /** The registration entry (court and file, or trade licence); '' until the agency's details are complete. */
  registration: string;
  bankAccount: string | null;
  iban: string | null;
}

export interface SnapshotLine extends LineInput, LineAmounts {
  service: string;
  description: string;
  unit: string;
}

export interface ProposalSnapshot {
  format: 1;
  number: string;
  version: number;
  title: string;
  language: Language;
  currency: ProposalCurrency;
  vatMode: VatMode;
  vatCharged: boolean;
  /** The date it was sent (Prague), whose VAT rates apply. */
  issuedOn: string;
  validUntil: string;
  supplier: SnapshotSupplier;
  customer: SnapshotParty;
  /** Sanitised HTML. */
  intro: string;
  terms: string;
  lines: SnapshotLine[];
  oneTime: PartTotals;
  monthly: PartTotals;
  /**
   * A proposal in EUR or USD with Czech VAT (issue 38): its VAT recap in CZK at the ČNB rate of the day it was sent,
   * for information only — the invoice states the VAT in CZK at the rate of its own DUZP. Absent in CZK, without
   * VAT charged, when no ČNB rate was to be had when sending, and on proposals sent before currencies.
   */
  indicativeCzk?: IndicativeCzkRecap;
}

/** The rate a foreign-currency proposal was sent with: thousandths of CZK per 1 unit, the ČNB list's fixing date. */
export interface IndicativeRate {
  rateThousandths: number;
  fixedOn: string;
}

export interface IndicativeCzkRecap extends IndicativeRate {
  oneTime: VatRecapRow[];
  monthly: VatRecapRow[];
}

/** A recap in CZK at a rate: base and VAT converted (half away from zero), total = base + VAT (as an invoice's). */
export function recapInCzk(recap: readonly VatRecapRow[], rateThousandths: number): VatRecapRow[] {
  return recap.map((row) => {
    const baseMinor = foreignMinorToCzkMinor(row.baseMinor, rateThousandths);
    const vatMinor = foreignMinorToCzkMinor(row.vatMinor, rateThousandths);
    return { ...row, baseMinor, vatMinor, totalMinor: baseMinor + vatMinor };
  });
}

export interface SnapshotSource {
  number: string;
  version: number;
  title: string;
  language: Language;
  currency: ProposalCurrency;
  vatMode: VatMode;
  validUntil: string;
  intro: string;
  terms: string;
  lines: readonly (LineInput & { service: string; description: string; unit: string })[];
}

/**
 * The snapshot of a proposal sent on `issuedOn`. Throws RangeError when a line's VAT rate has no rate on that day.
 * `rate`: the ČNB rate of a foreign-currency proposal's sending day (its indicative CZK recap when VAT is charged).
 */
export function buildProposalSnapshot(
  source: SnapshotSource,
  parties: { supplier: SnapshotSupplier; customer: SnapshotParty },
  issuedOn: string,
  rate: IndicativeRate | null = null,
): ProposalSnapshot {
  const totals = documentTotals({ lines: source.lines, vatMode: source.vatMode, taxDate: issuedOn });
  const indicative =
    rate && source.currency !== 'CZK' && totals.vatCharged
      ? { indicativeCzk: { ...rate, oneTime: recapInCzk(totals.oneTime.recap, rate.rateThousandths), monthly: recapInCzk(totals.monthly.recap, rate.rateThousandths) } }
      : {};
  return {
    format: 1,
    number: source.number,
    version: source.version,
    title: source.title,
    language: source.language,
    currency: source.currency,
    vatMode: source.vatMode,
    vatCharged: totals.vatCharged,
    issuedOn,
    validUntil: source.validUntil,
    supplier: parties.supplier,
    customer: parties.customer,
    intro: source.intro,
    terms: source.terms,
    lines: source.lines.map((line, i) => ({
      service: line.service,
      description: line.description,
      unit: line.unit,
      quantityThousandths: line.quantityThousandths,
      unitPriceMinor: line.unitPriceMinor,
      discountBasisPoints: line.discountBasisPoints,
      vatRateCode: line.vatRateCode,
      recurrence: line.recurrence,
      ...totals.lines[i]!,
    })),
    oneTime: totals.oneTime,
    monthly: totals.monthly,
    ...indicative,
  };
}
