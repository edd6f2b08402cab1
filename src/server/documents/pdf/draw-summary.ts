/**
 * Below the table: per part, the VAT recap (Czech VAT only) and the totals ending in the amount to pay. One part:
 * on the right, with the QR Platba image (if any) on the left. Two parts (one-time and monthly): side by side. Then
 * the VAT wording of a document without Czech VAT. The summary is kept on one page.
 */
import { LINE_RECURRENCES, type DeductedRecapLine, type DocumentPartTotals, type LineRecurrence } from '@/shared/documents/commercial-document';
import { formatScaled } from '@/shared/money/document-money';
import { formatDateTime } from '@/shared/dates';
import { documentParts } from './draw-lines-table';
import { formatDocumentDate, formatMinorMoney, formatMinorNumber, formatPercent } from './pdf-format';
import { COLOR, SIZE, ensureSpace, fitLine, rule, style, type PdfContext } from './pdf-layout';

const BLOCK_WIDTH = 270;
const GAP = 24;
const ROW = 14;
/** The recap's columns as shares of the block's width: rate, base, VAT, total. */
const RECAP_COLUMNS = [0.16, 0.27, 0.27, 0.3] as const;
const TOTAL_BOX = 26;
const QR_SIZE = 96;

interface Part {
  recurrence: LineRecurrence;
  totals: DocumentPartTotals;
  caption: string | null;
  totalLabel: string;
}

function blockHeight(ctx: PdfContext, part: Part): number {
  const { totals } = part.totals;
  const caption = part.caption ? ROW + 4 : 0;
  const recap = ctx.showVat && part.totals.vatRecap.length > 0 ? ROW * (part.totals.vatRecap.length + 2) + 6 : 0;
  const lines = (ctx.showVat ? 2 : 0) + (totals.roundingMinor !== 0 ? 1 : 0);
  return caption + recap + lines * ROW + TOTAL_BOX + 6;
}

function drawRecap(ctx: PdfContext, part: Part, x: number, y: number, blockWidth: number): number {
  const { doc, labels, lang } = ctx;
  style(doc, 'bold', SIZE.label, COLOR.muted).text(labels.vatRecap.toUpperCase(), x, y, { width: blockWidth, height: ROW, characterSpacing: 0.6 });
  let rowY = y + ROW;
  const cells = (values: string[], font: 'regular' | 'bold') => {
    let cellX = x;
    values.forEach((value, index) => {
      const width = (RECAP_COLUMNS[index] ?? 0) * blockWidth;
      style(doc, font, SIZE.table, font === 'bold' ? COLOR.muted : COLOR.text);
      fitLine(doc, value, cellX, rowY + 2, width - 4, { align: 'right', size: SIZE.table });
      cellX += width;
    });
    rowY += ROW;
  };
  cells([labels.vatRate, labels.base, labels.vat, labels.total], 'bold');
  rule({ ...ctx, left: x, right: x + blockWidth }, rowY);
  for (const row of part.totals.vatRecap) {
    const money = (minor: number) => formatMinorNumber(minor, lang);
    cells([formatPercent(row.percent, lang), money(row.baseMinor), money(row.vatMinor), money(row.totalMinor)], 'regular');
  }
  return rowY + 6;
}

function drawAmountRow(ctx: PdfContext, label: string, value: string, x: number, y: number, blockWidth: number): number {
  const { doc } = ctx;
  style(doc, 'regular', SIZE.body, COLOR.muted).text(label, x, y + 2, { width: blockWidth * 0.55, height: ROW, lineBreak: false });
  style(doc, 'regular', SIZE.body);
  fitLine(doc, value, x + blockWidth * 0.45, y + 2, blockWidth * 0.55 - 4, { align: 'right', size: SIZE.body });
  return y + ROW;
}

/** One part's block, `blockWidth` wide from (x, top); returns its bottom. */
function drawPart(ctx: PdfContext, part: Part, x: number, top: number, blockWidth: number): number {
  const { doc, labels, lang, source } = ctx;
  const money = (minor: number) => formatMinorMoney(minor, source.currency, lang);
  let y = top;
  if (part.caption) {
    style(doc, 'bold', SIZE.body, COLOR.accent).text(part.caption, x, y, { width: blockWidth, height: ROW });
    y += ROW + 4;
  }
  if (ctx.showVat && part.totals.vatRecap.length > 0) y = drawRecap(ctx, part, x, y, blockWidth);
  const { totals } = part.totals;
  if (ctx.showVat) {
    y = drawAmountRow(ctx, labels.totalBase, money(totals.baseMinor), x, y, blockWidth);
    y = drawAmountRow(ctx, labels.totalVat, money(totals.vatMinor), x, y, blockWidth);
  }
  if (totals.roundingMinor !== 0) y = drawAmountRow(ctx, labels.rounding, money(totals.roundingMinor), x, y, blockWidth);
  y += 3;
  doc.save().rect(x, y, blockWidth, TOTAL_BOX).fill(COLOR.accent).restore();
  style(doc, 'bold', SIZE.body, COLOR.white).text(part.totalLabel, x + 8, y + 9, { width: blockWidth * 0.5, height: ROW, lineBreak: false });
  style(doc, 'bold', SIZE.total, COLOR.white);
  fitLine(doc, money(totals.totalMinor), x + blockWidth * 0.4, y + 7, blockWidth * 0.6 - 8, { align: 'right', size: SIZE.total });
  return y + TOTAL_BOX;
}

function drawQr(ctx: PdfContext, top: number): number {
  const { doc, left, labels, qr } = ctx;
  if (!qr) return top;
  doc.image(qr.data, left, top, { width: QR_SIZE, height: QR_SIZE });
  style(doc, 'bold', SIZE.small, COLOR.text).text(labels.qrPayment, left, top + QR_SIZE + 3, { width: QR_SIZE, align: 'center', height: ROW });
  return top + QR_SIZE + 3 + ROW;
}

/** The parts of the document with their totals, checked against its lines. */
export function summaryParts(ctx: PdfContext): Part[] {
  const { source, labels } = ctx;
  const parts = documentParts(source.lines);
  for (const recurrence of Object.keys(source.partTotals) as LineRecurrence[]) {
    if (!parts.includes(recurrence)) throw new Error(`partTotals.${recurrence} is given but no line is ${recurrence}`);
  }
  return parts.map((recurrence) => {
    const totals = source.partTotals[recurrence];
    if (!totals) throw new Error(`partTotals.${recurrence} is missing for the ${recurrence} lines`);
    const both = parts.length > 1;
    return {
      recurrence,
      totals,
      caption: both ? labels.summaryCaption[recurrence] : null,
      totalLabel: both ? labels.partTotal[recurrence] : labels.grandTotal[source.kind],
    };
  });
}

/** Draws the summary from the cursor down and leaves the cursor below it. */
export function drawSummary(ctx: PdfContext): void {
  const { doc, left, width, labels, source } = ctx;
  const parts = summaryParts(ctx);
  const [first, second] = parts;
  if (first) {
    const height = Math.max(...parts.map((part) => blockHeight(ctx, part)), ctx.qr ? QR_SIZE + ROW + 6 : 0);
    ensureSpace(ctx, height);
    const top = doc.y;
    let bottom: number;
    if (second) {
      const half = (width - GAP) / 2;
      bottom = Math.max(drawPart(ctx, first, left, top, half), drawPart(ctx, second, left + half + GAP, top, half));
      if (ctx.qr) bottom = drawQr(ctx, bottom + 12);
    } else {
      bottom = Math.max(drawQr(ctx, top), drawPart(ctx, first, ctx.right - BLOCK_WIDTH, top, BLOCK_WIDTH));
    }
    doc.x = left;
    doc.y = bottom + 12;
  }
  const notes: string[] = [];
  const money = (minor: number) => formatMinorMoney(minor, source.currency, ctx.lang);
  if (source.advanceDeduction) notes.push(`${labels.advancePaid(source.advanceDeduction.number)}: ${money(source.advanceDeduction.paidMinor)}`);
  // Issue 38: the advance's tax documents deducted per rate (ZDPH §37a), and what is left of each rate.
  const deduction = source.advanceDeduction;
  if (deduction?.taxDocuments && deduction.deductedRecap && ctx.showVat) {
    const documents = deduction.taxDocuments.join(', ');
    const recapNotes = (rows: readonly DeductedRecapLine[], format: (minor: number) => string) => {
      for (const row of rows) {
        const percent = formatPercent(row.percent, ctx.lang);
        notes.push(`${labels.deducted(documents, percent)}: ${labels.base} ${format(-row.deductedBaseMinor)}, ${labels.vat} ${format(-row.deductedVatMinor)}`);
        notes.push(`${labels.afterDeduction(percent)}: ${labels.base} ${format(row.restBaseMinor)}, ${labels.vat} ${format(row.restVatMinor)}`);
      }
    };
    recapNotes(deduction.deductedRecap, money);
    if (deduction.deductedRecapCzk) recapNotes(deduction.deductedRecapCzk, (minor) => `${formatMinorMoney(minor, 'CZK', ctx.lang)}`);
  }
  if (source.amountDueMinor !== undefined && source.amountDueMinor !== null && source.advanceDeduction) notes.push(`${labels.amountDue}: ${money(source.amountDueMinor)}`);
  if (source.receivedPayment) {
    const paid = source.receivedPayment;
    notes.push(labels.receivedOnAdvance(paid.advanceNumber, paid.advanceVariableSymbol, formatDocumentDate(paid.paidOn, ctx.lang)));
    if (paid.rateFromAdvance) notes.push(labels.rateFromAdvance);
  }
  if (source.exchangeRate && ctx.showVat) {
    for (const row of source.exchangeRate.vatRecapCzk) {
      const czk = (minor: number) => formatMinorMoney(minor, 'CZK', ctx.lang);
      notes.push(`${labels.vatInCzk} ${formatPercent(row.percent, ctx.lang)}: ${labels.base} ${czk(row.baseMinor)}, ${labels.vat} ${czk(row.vatMinor)}`);
    }
  }
  // Issue 38: a foreign-currency proposal's indicative VAT in CZK; a USD invoice is paid by transfer (no QR Platba).
  if (source.indicativeCzk && ctx.showVat) {
    const { thousandths, fixedOn, parts } = source.indicativeCzk;
    const czk = (minor: number) => formatMinorMoney(minor, 'CZK', ctx.lang);
    notes.push(labels.indicativeCzk(formatScaled(thousandths, 3, ctx.lang), source.currency, formatDocumentDate(fixedOn, ctx.lang)));
    for (const part of LINE_RECURRENCES) {
      for (const row of parts[part] ?? []) {
        notes.push(`${labels.indicativeVat(part, formatPercent(row.percent, ctx.lang))}: ${labels.base} ${czk(row.baseMinor)}, ${labels.vat} ${czk(row.vatMinor)}`);
      }
    }
  }
  if (source.payByTransfer && source.variableSymbol) notes.push(labels.payByTransfer(source.variableSymbol));
  if (source.correctionReason) notes.push(`${labels.correctionReason}: ${source.correctionReason}`);
  if (source.vatWording !== 'czech_vat') notes.push(labels.vatWording[source.vatWording]);
  if (source.kind === 'advance_invoice') notes.push(labels.advanceNotTaxDocument);
  for (const note of notes) {
    ensureSpace(ctx, ROW + 4);
    style(doc, 'bold', SIZE.body, COLOR.text).text(note, left, doc.y, { width });
    doc.y += 4;
  }
  // Reverse charge: the VIES check behind it, one small line under the wording (issue 37).
  const proof = source.vatWording === 'reverse_charge' ? source.vatProof : null;
  if (proof) {
    const at = proof.verifiedAt ? formatDateTime(proof.verifiedAt, ctx.lang) : null;
    const text = !at ? labels.viesMissing : proof.unavailableAtIssue ? labels.viesUnavailable(at, proof.requestIdentifier) : labels.viesVerified(at, proof.requestIdentifier);
    ensureSpace(ctx, ROW + 4);
    style(doc, 'regular', SIZE.small, COLOR.muted).text(text, left, doc.y, { width });
    doc.y += 4;
  }
  if (notes.length > 0 || proof) doc.y += 8;
  doc.x = left;
}
