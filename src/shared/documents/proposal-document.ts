/**
 * A sent proposal's snapshot as the commercial document the PDF prints (docs/decisions/024-document-pdf.md#the-proposals-pdf).
 * Pure: it only reshapes what the snapshot froze when it was sent. The VAT recap and totals of each part are the
 * snapshot's own (computed per rate from the sum of the line bases, docs/product/proposals.md#totals) and are the
 * authoritative amounts; the VAT shown on a line (its base × rate, rounded half away from zero) is for reading only
 * and may differ from the recap by a haléř per line.
 */
import { divideRounded, type PartTotals } from '../money/document-totals';
import type { ProposalSnapshot, SnapshotLine } from '../proposal-snapshot';
import type { CommercialDocument, DocumentLine, DocumentPartTotals, LineRecurrence } from './commercial-document';

/** A line's VAT for display: base × percent / 100, rounded half away from zero; 0 when no VAT is charged. */
export function displayedLineVat(baseMinor: number, vatPercent: number, vatCharged: boolean): number {
  if (!vatCharged) return 0;
  // The percent in hundredths keeps a rate like 10.5 % exact in integers.
  return Number(divideRounded(BigInt(baseMinor) * BigInt(Math.round(vatPercent * 100)), 10_000n));
}

function documentLine(line: SnapshotLine, vatCharged: boolean): DocumentLine {
  const vatMinor = displayedLineVat(line.baseMinor, line.vatPercent, vatCharged);
  return {
    description: line.description.trim() ? `${line.service} – ${line.description.trim()}` : line.service,
    quantity: line.quantityThousandths / 1000,
    unit: line.unit,
    unitPriceMinor: line.unitPriceMinor,
    discountPercent: line.discountBasisPoints / 100,
    vatPercent: line.vatPercent,
    baseMinor: line.baseMinor,
    vatMinor,
    totalMinor: line.baseMinor + vatMinor,
    recurrence: line.recurrence,
  };
}

function documentPart(totals: PartTotals): DocumentPartTotals {
  return {
    vatRecap: totals.recap.map((row) => ({ percent: row.vatPercent, baseMinor: row.baseMinor, vatMinor: row.vatMinor, totalMinor: row.totalMinor })),
    totals: { baseMinor: totals.baseMinor, vatMinor: totals.vatMinor, roundingMinor: totals.roundingMinor, totalMinor: totals.payableMinor },
  };
}

/** The document of a sent proposal; the logo (bytes) is the caller's, as the snapshot holds none. */
export function proposalDocument(snapshot: ProposalSnapshot, logo?: Uint8Array | null): CommercialDocument {
  const { supplier, customer } = snapshot;
  const parts: Partial<Record<LineRecurrence, DocumentPartTotals>> = {};
  if (snapshot.lines.some((l) => l.recurrence === 'one_time')) parts.one_time = documentPart(snapshot.oneTime);
  if (snapshot.lines.some((l) => l.recurrence === 'monthly')) parts.monthly = documentPart(snapshot.monthly);
  return {
    kind: 'proposal',
    number: snapshot.number,
    language: snapshot.language,
    currency: snapshot.currency,
    vatWording: snapshot.vatMode,
    dates: { issued: snapshot.issuedOn, validUntil: snapshot.validUntil },
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
    lines: snapshot.lines.map((line) => documentLine(line, snapshot.vatCharged)),
    partTotals: parts,
    introHtml: snapshot.intro,
    termsHtml: snapshot.terms,
    logo: logo ? { data: logo } : null,
  };
}
