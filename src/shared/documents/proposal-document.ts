/**
 * A sent proposal's snapshot as the commercial document the PDF prints (docs/decisions/024-document-pdf.md#the-proposals-pdf).
 * Pure: it only reshapes what the snapshot froze when it was sent. The VAT recap and totals of each part are the
 * snapshot's own (computed per rate from the sum of the line bases, docs/product/proposals.md#totals) and are the
 * authoritative amounts; the VAT shown on a line (its base × rate, rounded half away from zero) is for reading only
 * and may differ from the recap by a haléř per line.
 */
import type { ProposalSnapshot, SnapshotLine } from '../proposal-snapshot';
import type { CommercialDocument, DocumentLine, DocumentPartTotals, LineRecurrence } from './commercial-document';
import { documentLineAmounts, documentPart, documentParties, documentRecap } from './snapshot-parts';

function documentLine(line: SnapshotLine, vatCharged: boolean): DocumentLine {
  return {
    description: line.description.trim() ? `${line.service} – ${line.description.trim()}` : line.service,
    ...documentLineAmounts(line, vatCharged),
    recurrence: line.recurrence,
  };
}

/** The document of a sent proposal; the logo (bytes) is the caller's, as the snapshot holds none. */
export function proposalDocument(snapshot: ProposalSnapshot, logo?: Uint8Array | null): CommercialDocument {
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
    ...documentParties(snapshot.supplier, snapshot.customer),
    lines: snapshot.lines.map((line) => documentLine(line, snapshot.vatCharged)),
    partTotals: parts,
    introHtml: snapshot.intro,
    termsHtml: snapshot.terms,
    logo: logo ? { data: logo } : null,
    // A foreign-currency proposal's indicative VAT in CZK (issue 38), per part it holds.
    indicativeCzk: snapshot.indicativeCzk
      ? {
          thousandths: snapshot.indicativeCzk.rateThousandths,
          fixedOn: snapshot.indicativeCzk.fixedOn,
          parts: {
            ...(parts.one_time ? { one_time: documentRecap(snapshot.indicativeCzk.oneTime) } : {}),
            ...(parts.monthly ? { monthly: documentRecap(snapshot.indicativeCzk.monthly) } : {}),
          },
        }
      : null,
  };
}
