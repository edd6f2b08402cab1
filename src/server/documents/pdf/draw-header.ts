/** The first page's top: logo and title, supplier and customer, the dates and the payment details. */
import type { DocumentParty, DocumentSupplier } from '@/shared/documents/commercial-document';
import { formatScaled } from '@/shared/money/document-money';
import { formatDocumentDate } from './pdf-format';
import { documentTitle } from './pdf-labels';
import { COLOR, SIZE, fitLine, rule, style, type PdfContext } from './pdf-layout';

const LOGO_BOX = { width: 170, height: 56 } as const;

/** Logo (or the supplier's name) on the left, the document's title and number on the right. */
function drawTitle(ctx: PdfContext): number {
  const { doc, source, labels, left, width, logo } = ctx;
  const top = doc.page.margins.top;
  let leftBottom = top;
  if (logo) {
    const scale = Math.min(LOGO_BOX.width / logo.width, LOGO_BOX.height / logo.height);
    const height = logo.height * scale;
    doc.image(logo.data, left, top, { width: logo.width * scale, height });
    leftBottom = top + height;
  } else {
    style(doc, 'bold', 15, COLOR.accent).text(source.supplier.name, left, top, { width: width * 0.38 });
    leftBottom = doc.y;
  }
  const title = documentTitle(source.kind, source.vatWording, labels);
  style(doc, 'bold', SIZE.title, COLOR.accent).text(title, left + width * 0.4, top, { width: width * 0.6, align: 'right' });
  style(doc, 'regular', 11, COLOR.text).text(`${labels.numberPrefix} ${source.number}`, left + width * 0.4, doc.y + 2, {
    width: width * 0.6,
    align: 'right',
  });
  return Math.max(leftBottom, doc.y);
}

function partyLines(party: DocumentParty, ctx: PdfContext): string[] {
  const ids = [party.ico ? `${ctx.labels.ico}: ${party.ico}` : '', party.dic ? `${ctx.labels.dic}: ${party.dic}` : ''];
  return [...party.addressLines, ...ids].map((line) => line.trim()).filter(Boolean);
}

function supplierContacts(supplier: DocumentSupplier): string[] {
  return [supplier.email, supplier.phone, supplier.web].map((value) => value?.trim() ?? '').filter(Boolean);
}

/** A party's block: a small caption, the name in bold, then its lines; returns the block's bottom. */
function drawParty(ctx: PdfContext, caption: string, party: DocumentParty, extra: string[], x: number, y: number, width: number): number {
  const { doc } = ctx;
  style(doc, 'bold', SIZE.label, COLOR.muted).text(caption.toUpperCase(), x, y, { width, characterSpacing: 0.6 });
  style(doc, 'bold', 10.5).text(party.name, x, doc.y + 3, { width });
  doc.moveDown(0.15);
  style(doc, 'regular', SIZE.body);
  for (const line of partyLines(party, ctx)) doc.text(line, x, doc.y, { width, lineGap: 1 });
  if (extra.length > 0) {
    style(doc, 'regular', SIZE.small, COLOR.muted);
    doc.text(extra.join('  ·  '), x, doc.y + 3, { width });
  }
  return doc.y;
}

interface MetaRow {
  label: string;
  value: string;
}

function dateRows(ctx: PdfContext): MetaRow[] {
  const { source, labels, lang } = ctx;
  const { dates } = source;
  const rows: MetaRow[] = [{ label: labels.issued, value: formatDocumentDate(dates.issued, lang) }];
  if (dates.taxableSupply) rows.push({ label: labels.taxableSupply, value: formatDocumentDate(dates.taxableSupply, lang) });
  if (dates.validUntil) rows.push({ label: labels.validUntil, value: formatDocumentDate(dates.validUntil, lang) });
  if (dates.due) rows.push({ label: labels.due, value: formatDocumentDate(dates.due, lang) });
  if (source.correctsNumber) rows.push({ label: labels.correctsNumber, value: source.correctsNumber });
  if (source.exchangeRate) {
    const rate = formatScaled(source.exchangeRate.thousandths, 3, lang);
    // A ČNB rate names its fixing: "1 EUR = 25,010 Kč ze dne 7. 3. 2025" / "1 EUR = 25.010 CZK of 7 Mar 2025".
    const fixedOn = source.exchangeRate.fixedOn ? ` ${lang === 'cs' ? 'ze dne' : 'of'} ${formatDocumentDate(source.exchangeRate.fixedOn, lang)}` : '';
    rows.push({ label: labels.exchangeRate, value: `1 ${source.currency} = ${rate} ${lang === 'cs' ? 'Kč' : 'CZK'}${fixedOn}` });
  }
  return rows;
}

/** 'CZ6508000000192000145399' → 'CZ65 0800 0000 1920 0014 5399', as IBANs are printed. */
export function printedIban(iban: string): string {
  return iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

function paymentRows(ctx: PdfContext): MetaRow[] {
  const { source, labels } = ctx;
  const rows: MetaRow[] = [];
  if (source.supplier.bankAccount) rows.push({ label: labels.bankAccount, value: source.supplier.bankAccount });
  if (source.supplier.iban) rows.push({ label: labels.iban, value: printedIban(source.supplier.iban) });
  if (source.variableSymbol) rows.push({ label: labels.variableSymbol, value: source.variableSymbol });
  return rows;
}

const META_ROW = 13;
const META_PAD = 8;

function drawMetaColumn(ctx: PdfContext, rows: MetaRow[], x: number, y: number, width: number): void {
  const { doc } = ctx;
  const labelWidth = 92;
  rows.forEach((row, index) => {
    const rowY = y + index * META_ROW;
    style(doc, 'regular', 8.5, COLOR.muted);
    fitLine(doc, `${row.label}:`, x, rowY, labelWidth - 4, { size: 8.5 });
    style(doc, 'bold', 8.5);
    fitLine(doc, row.value, x + labelWidth, rowY, width - labelWidth, { size: 8.5 });
  });
}

/** The dates (left) and payment details (right) on a tinted band; returns its bottom. */
function drawMeta(ctx: PdfContext, y: number): number {
  const { doc, left, width } = ctx;
  const dates = dateRows(ctx);
  const payment = paymentRows(ctx);
  const height = Math.max(dates.length, payment.length) * META_ROW + 2 * META_PAD - 3;
  doc.save().rect(left, y, width, height).fill(COLOR.accentLight).restore();
  const column = (width - 3 * META_PAD) / 2;
  drawMetaColumn(ctx, dates, left + META_PAD, y + META_PAD, column);
  drawMetaColumn(ctx, payment, left + 2 * META_PAD + column, y + META_PAD, column);
  return y + height;
}

/** Draws the top of the first page and leaves the cursor below it. */
export function drawHeader(ctx: PdfContext): void {
  const { doc, source, labels, left, width } = ctx;
  const titleBottom = drawTitle(ctx);
  const ruleY = titleBottom + 10;
  rule(ctx, ruleY, COLOR.accent, 1.5);
  const gap = 24;
  const column = (width - gap) / 2;
  const partiesTop = ruleY + 12;
  const supplierBottom = drawParty(ctx, labels.supplier, source.supplier, supplierContacts(source.supplier), left, partiesTop, column);
  const customerBottom = drawParty(ctx, labels.customer, source.customer, [], left + column + gap, partiesTop, column);
  const metaBottom = drawMeta(ctx, Math.max(supplierBottom, customerBottom) + 12);
  doc.x = left;
  doc.y = metaBottom + 14;
}
