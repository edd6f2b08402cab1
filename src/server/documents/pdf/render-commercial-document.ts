/**
 * A commercial document (proposal; invoice, advance invoice, credit note) as an A4 PDF, made with pdfkit and the
 * embedded DejaVu Sans (docs/decisions/024-document-pdf.md). The same input gives the same bytes: the creation date
 * comes from the input, and nothing else in the file depends on the clock or on chance.
 */
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type { CommercialDocument } from '@/shared/documents/commercial-document';
import { MEDIA_MAX_PIXELS } from '@/shared/media';
import { drawHeader } from './draw-header';
import { drawLinesTable } from './draw-lines-table';
import { drawSummary } from './draw-summary';
import { drawTextBlocks } from './draw-text-blocks';
import { FONT, documentFonts, fontPath } from './pdf-fonts';
import { PDF_LABELS, documentTitle } from './pdf-labels';
import { COLOR, PAGE, SIZE, rule, style, type PdfContext, type PngImage } from './pdf-layout';
import { richTextBlocks } from './rich-text';

/** A logo is scaled down to at most this many pixels (about 300 dpi at its printed size) before it is embedded. */
const LOGO_PIXELS = { width: 720, height: 240 } as const;

/** Any image sharp reads, as PNG (pdfkit embeds PNG and JPEG only); its first frame when animated. */
async function toPng(data: Uint8Array | null | undefined, fit?: { width: number; height: number }): Promise<PngImage | null> {
  if (!data || data.length === 0) return null;
  let image = sharp(data, { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'truncated', autoOrient: true });
  if (fit) image = image.resize({ ...fit, fit: 'inside', withoutEnlargement: true });
  const { data: png, info } = await image.png().toBuffer({ resolveWithObject: true });
  return { data: png, width: info.width, height: info.height };
}

function creationDate(source: CommercialDocument): Date {
  const date = new Date(source.createdAt ?? `${source.dates.issued}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new Error(`Not a creation date: "${source.createdAt ?? source.dates.issued}"`);
  return date;
}

/** Every page's footer (registration text, "Strana X z Y") and, from page 2, the document's name at the top. */
function drawPageFurniture(ctx: PdfContext, title: string): void {
  const { doc, labels, left, width, source } = ctx;
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const top = doc.page.height - margin + 16;
    rule(ctx, top);
    const pageLabel = labels.page(index + 1, count);
    style(doc, 'regular', SIZE.label, COLOR.muted).text(source.supplier.registration, left, top + 6, { width: width - 120, height: 30 });
    style(doc, 'regular', SIZE.small, COLOR.muted).text(pageLabel, left + width - 120, top + 6, { width: 120, align: 'right', height: 12 });
    if (index > start) {
      style(doc, 'regular', SIZE.small, COLOR.muted).text(title, left, doc.page.margins.top - 20, { width, align: 'right', height: 12 });
    }
    doc.page.margins.bottom = margin;
  }
}

/** The PDF of `source`, as bytes. Refuses (throws) totals that do not match the document's parts, or a bad date. */
export async function renderCommercialDocumentPdf(source: CommercialDocument): Promise<Buffer> {
  const [logo, qr] = await Promise.all([toPng(source.logo?.data, LOGO_PIXELS), toPng(source.paymentQrPng)]);
  const labels = PDF_LABELS[source.language];
  const title = `${documentTitle(source.kind, source.vatWording, labels)} ${labels.numberPrefix} ${source.number}`;
  const doc = new PDFDocument({
    size: PAGE.size,
    margins: { ...PAGE.margins },
    bufferPages: true,
    // The default font is the document's own (no unused Helvetica in the file).
    font: fontPath(FONT.regular),
    lang: source.language === 'cs' ? 'cs-CZ' : 'en',
    displayTitle: true,
    info: { Title: title, Author: source.supplier.name, Subject: title, CreationDate: creationDate(source) },
  });
  for (const [name, bytes] of documentFonts()) doc.registerFont(name, bytes);

  const chunks: Uint8Array[] = [];
  doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = PAGE.margins.left;
  const width = doc.page.width - PAGE.margins.left - PAGE.margins.right;
  const ctx: PdfContext = {
    doc,
    source,
    labels,
    lang: source.language,
    showVat: source.vatWording === 'czech_vat',
    logo,
    qr,
    left,
    right: left + width,
    width,
  };
  drawHeader(ctx);
  drawTextBlocks(ctx, richTextBlocks(source.introHtml));
  drawLinesTable(ctx);
  drawSummary(ctx);
  drawTextBlocks(ctx, richTextBlocks(source.termsHtml), labels.terms);
  drawPageFurniture(ctx, title);
  doc.end();
  return finished;
}
