/** The page, colours and type sizes of a commercial document, and the drawing context its parts share. */
import type PDFDocument from 'pdfkit';
import type { Language } from '@/shared/constants';
import type { CommercialDocument } from '@/shared/documents/commercial-document';
import { FONT } from './pdf-fonts';
import type { PdfLabels } from './pdf-labels';

/** A4 in points; the bottom margin leaves room for the footer (registration text, page number). */
export const PAGE = { size: 'A4', margins: { top: 40, left: 42, right: 42, bottom: 66 } } as const;

export const COLOR = {
  text: '#1f2328',
  muted: '#5b6470',
  rule: '#d0d7de',
  accent: '#136b43',
  accentLight: '#eefbf4',
  stripe: '#f6f8fa',
  white: '#ffffff',
} as const;

export const SIZE = { body: 9, small: 7.5, table: 8, label: 7, heading: 10.5, title: 18, total: 12 } as const;

/** A PNG ready to embed, with its size in pixels (for the aspect ratio). */
export interface PngImage {
  data: Buffer;
  width: number;
  height: number;
}

export interface PdfContext {
  doc: PDFKit.PDFDocument;
  source: CommercialDocument;
  labels: PdfLabels;
  lang: Language;
  /** Only Czech VAT shows VAT columns and the recap. */
  showVat: boolean;
  logo: PngImage | null;
  qr: PngImage | null;
  /** The content box's left and right edge and width. */
  left: number;
  right: number;
  width: number;
}

export type PdfDocument = InstanceType<typeof PDFDocument>;

/** The lowest y content may reach on the current page. */
export function contentBottom(doc: PDFKit.PDFDocument): number {
  return doc.page.height - doc.page.margins.bottom;
}

/** Starts a new page unless `height` more points fit below the current position; true when it did. */
export function ensureSpace(ctx: PdfContext, height: number): boolean {
  if (ctx.doc.y + height <= contentBottom(ctx.doc)) return false;
  ctx.doc.addPage();
  ctx.doc.x = ctx.left;
  return true;
}

/** Sets font, size and colour in one call. */
export function style(doc: PDFKit.PDFDocument, font: keyof typeof FONT, size: number, color: string = COLOR.text): PDFKit.PDFDocument {
  return doc.font(FONT[font]).fontSize(size).fillColor(color);
}

/**
 * One line of text in a box `width` wide, never wrapped: right- or left-aligned, shrunk (down to 70 %) when it would
 * not fit, so a long amount stays inside its column.
 */
export function fitLine(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  width: number,
  options: { align?: 'left' | 'right' | 'center'; size: number },
): void {
  let size = options.size;
  doc.fontSize(size);
  while (size > options.size * 0.7 && doc.widthOfString(text) > width) doc.fontSize((size -= 0.25));
  // A height keeps pdfkit from starting a page when the line sits near the bottom.
  doc.text(text, x, y, { width, height: size * 2, align: options.align ?? 'left', lineBreak: false });
  doc.fontSize(options.size);
}

/** A horizontal rule across the content box at `y`. */
export function rule(ctx: PdfContext, y: number, color: string = COLOR.rule, width = 0.5): void {
  ctx.doc.save().moveTo(ctx.left, y).lineTo(ctx.right, y).lineWidth(width).strokeColor(color).stroke().restore();
}
