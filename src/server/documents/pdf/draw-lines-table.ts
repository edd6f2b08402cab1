/**
 * The lines table: a header row (repeated at the top of every page the table reaches), one row per line with its
 * description wrapped and its numbers right-aligned in fixed columns, and — when a document holds one-time and
 * monthly lines — a heading and a subtotal row per part.
 */
import { LINE_RECURRENCES, type DocumentAmounts, type DocumentLine, type LineRecurrence } from '@/shared/documents/commercial-document';
import { currencyCaption, formatMinorNumber, formatPercent, formatQuantity } from './pdf-format';
import { COLOR, SIZE, contentBottom, fitLine, rule, style, type PdfContext } from './pdf-layout';

interface Column {
  header: string;
  width: number;
  value: (line: DocumentLine) => string;
  /** The subtotal row's value (base, VAT, total columns only). */
  subtotal?: (amounts: DocumentAmounts) => string;
}

const PAD_X = 4;
const PAD_Y = 4;

/** The number columns, left to right; the description takes the rest of the width. */
function numberColumns(ctx: PdfContext): Column[] {
  const { labels, lang, showVat, source } = ctx;
  const money = (minor: number) => formatMinorNumber(minor, lang);
  const columns: Column[] = [
    { header: labels.quantity, width: 50, value: (line) => formatQuantity(line.quantity, line.unit, lang) },
    { header: labels.unitPrice, width: 62, value: (line) => money(line.unitPriceMinor) },
  ];
  if (source.lines.some((line) => line.discountPercent !== 0)) {
    columns.push({ header: labels.discount, width: 46, value: (line) => (line.discountPercent ? formatPercent(line.discountPercent, lang) : '') });
  }
  if (showVat) {
    columns.push(
      { header: labels.vatRate, width: 34, value: (line) => formatPercent(line.vatPercent, lang) },
      { header: labels.base, width: 64, value: (line) => money(line.baseMinor), subtotal: (a) => money(a.baseMinor) },
      { header: labels.vat, width: 56, value: (line) => money(line.vatMinor), subtotal: (a) => money(a.vatMinor) },
    );
  }
  columns.push({ header: labels.total, width: 66, value: (line) => money(line.totalMinor), subtotal: (a) => money(a.totalMinor) });
  return columns;
}

interface Table {
  ctx: PdfContext;
  columns: Column[];
  descriptionWidth: number;
}

function headerHeight(table: Table): number {
  const { doc } = table.ctx;
  style(doc, 'bold', SIZE.label);
  const heights = [
    doc.heightOfString(table.ctx.labels.description, { width: table.descriptionWidth - 2 * PAD_X }),
    ...table.columns.map((column) => doc.heightOfString(column.header, { width: column.width - 2 * PAD_X })),
  ];
  return Math.max(...heights) + 2 * PAD_Y;
}

function drawHeaderRow(table: Table): void {
  const { ctx, columns, descriptionWidth } = table;
  const { doc, left, width } = ctx;
  const y = doc.y;
  const height = headerHeight(table);
  doc.save().rect(left, y, width, height).fill(COLOR.accent).restore();
  style(doc, 'bold', SIZE.label, COLOR.white);
  doc.text(ctx.labels.description, left + PAD_X, y + PAD_Y, { width: descriptionWidth - 2 * PAD_X, height });
  let x = left + descriptionWidth;
  for (const column of columns) {
    doc.text(column.header, x + PAD_X, y + PAD_Y, { width: column.width - 2 * PAD_X, height, align: 'right' });
    x += column.width;
  }
  doc.x = left;
  doc.y = y + height;
}

/** Moves to a new page (with the header row again) unless `height` fits; the header row always has a row below. */
function ensureRow(table: Table, height: number): void {
  const { doc } = table.ctx;
  if (doc.y + height <= contentBottom(doc)) return;
  doc.addPage();
  drawHeaderRow(table);
}

function drawLine(table: Table, line: DocumentLine, index: number): void {
  const { ctx, columns, descriptionWidth } = table;
  const { doc, left, width } = ctx;
  style(doc, 'regular', SIZE.table);
  const textWidth = descriptionWidth - 2 * PAD_X;
  const descriptionHeight = doc.heightOfString(line.description, { width: textWidth, lineGap: 1 });
  const height = Math.max(descriptionHeight, doc.currentLineHeight(true)) + 2 * PAD_Y;
  ensureRow(table, height);
  const y = doc.y;
  if (index % 2 === 1) doc.save().rect(left, y, width, height).fill(COLOR.stripe).restore();
  style(doc, 'regular', SIZE.table);
  doc.text(line.description, left + PAD_X, y + PAD_Y, { width: textWidth, height: descriptionHeight + 1, lineGap: 1 });
  let x = left + descriptionWidth;
  for (const column of columns) {
    fitLine(doc, column.value(line), x + PAD_X, y + PAD_Y, column.width - 2 * PAD_X, { align: 'right', size: SIZE.table });
    x += column.width;
  }
  doc.x = left;
  doc.y = y + height;
}

function drawPartHeading(table: Table, recurrence: LineRecurrence): void {
  const { ctx } = table;
  const { doc, left, width } = ctx;
  ensureRow(table, 36);
  const y = doc.y + 4;
  style(doc, 'bold', SIZE.body, COLOR.accent).text(ctx.labels.part[recurrence], left + PAD_X, y, { width: width - 2 * PAD_X, height: 14 });
  doc.x = left;
  doc.y = y + 14;
  rule(ctx, doc.y - 1, COLOR.accent, 0.75);
}

function drawSubtotal(table: Table, recurrence: LineRecurrence, amounts: DocumentAmounts): void {
  const { ctx, columns, descriptionWidth } = table;
  const { doc, left } = ctx;
  const height = 18;
  ensureRow(table, height);
  const y = doc.y;
  rule(ctx, y, COLOR.text, 0.75);
  style(doc, 'bold', SIZE.table);
  doc.text(ctx.labels.subtotal[recurrence], left + PAD_X, y + 5, { width: descriptionWidth + 120, height, lineBreak: false });
  let x = left + descriptionWidth;
  for (const column of columns) {
    if (column.subtotal) fitLine(doc, column.subtotal(amounts), x + PAD_X, y + 5, column.width - 2 * PAD_X, { align: 'right', size: SIZE.table });
    x += column.width;
  }
  doc.x = left;
  doc.y = y + height;
}

/** The parts a document's lines hold, in print order. */
export function documentParts(lines: DocumentLine[]): LineRecurrence[] {
  return LINE_RECURRENCES.filter((recurrence) => lines.some((line) => line.recurrence === recurrence));
}

/** Draws the whole table from the cursor down, over as many pages as it takes. */
export function drawLinesTable(ctx: PdfContext): void {
  const { doc, source, labels, lang, left, width } = ctx;
  const columns = numberColumns(ctx);
  const table: Table = { ctx, columns, descriptionWidth: width - columns.reduce((sum, column) => sum + column.width, 0) };
  const parts = documentParts(source.lines);

  // The caption, the header row and a first row stay together.
  if (doc.y + 12 + headerHeight(table) + 24 > contentBottom(doc)) doc.addPage();
  style(doc, 'regular', SIZE.small, COLOR.muted).text(`${labels.amountsIn} ${currencyCaption(source.currency, lang)}`, left, doc.y, {
    width,
    align: 'right',
    height: 12,
  });
  doc.y += 2;
  drawHeaderRow(table);
  for (const recurrence of parts) {
    if (parts.length > 1) drawPartHeading(table, recurrence);
    source.lines.filter((line) => line.recurrence === recurrence).forEach((line, index) => drawLine(table, line, index));
    const totals = source.partTotals[recurrence]?.totals;
    if (parts.length > 1 && totals) drawSubtotal(table, recurrence, totals);
  }
  rule(ctx, doc.y, COLOR.text, 0.75);
  doc.y += 12;
}
