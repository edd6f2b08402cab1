/** Intro and terms: the blocks of src/server/documents/pdf/rich-text.ts as styled, wrapped text over pages. */
import { COLOR, SIZE, ensureSpace, fitLine, style, type PdfContext } from './pdf-layout';
import type { TextBlock, TextRun } from './rich-text';

const INDENT = 18;
const LINE_GAP = 2;

function runFont(run: TextRun): 'regular' | 'bold' | 'italic' | 'boldItalic' {
  if (run.bold) return run.italic ? 'boldItalic' : 'bold';
  return run.italic ? 'italic' : 'regular';
}

/** One block's runs as one flow of text `width` wide from (x, y), each run in its own font; links underlined. */
function drawRuns(ctx: PdfContext, runs: TextRun[], x: number, y: number, width: number, size: number, color: string): void {
  const { doc } = ctx;
  runs.forEach((run, index) => {
    style(doc, runFont(run), size, run.href ? COLOR.accent : color);
    const options: PDFKit.Mixins.TextOptions = { width, lineGap: LINE_GAP, continued: index < runs.length - 1, underline: Boolean(run.href) };
    if (run.href) options.link = run.href;
    if (index === 0) doc.text(run.text, x, y, options);
    else doc.text(run.text, options);
  });
}

/** Draws the blocks from the cursor down, with an optional heading above them. */
export function drawTextBlocks(ctx: PdfContext, blocks: TextBlock[], heading?: string): void {
  const { doc, left, width } = ctx;
  if (blocks.length === 0) return;
  if (heading) {
    ensureSpace(ctx, 40);
    style(doc, 'bold', SIZE.heading, COLOR.accent).text(heading, left, doc.y, { width });
    doc.y += 4;
  }
  blocks.forEach((block, index) => {
    // A list ends with the space a paragraph ends with.
    if (block.kind !== 'item' && blocks[index - 1]?.kind === 'item') doc.y += 3;
    const size = block.kind === 'heading' ? SIZE.heading : SIZE.body;
    const indent = block.kind === 'item' ? INDENT * Math.max(1, block.level) : block.kind === 'quote' ? INDENT : 0;
    ensureSpace(ctx, (size + LINE_GAP) * 2.5);
    if (block.kind === 'heading') doc.y += 4;
    const top = doc.y;
    const x = left + indent;
    if (block.kind === 'item' && block.marker) {
      style(doc, 'regular', size);
      fitLine(doc, block.marker, x - INDENT, top, INDENT - 4, { align: 'right', size });
    }
    drawRuns(ctx, block.runs, x, top, width - indent, size, block.kind === 'quote' ? COLOR.muted : COLOR.text);
    if (block.kind === 'quote' && doc.y > top) {
      doc.save().moveTo(left + 4, top).lineTo(left + 4, doc.y - LINE_GAP).lineWidth(2).strokeColor(COLOR.rule).stroke().restore();
    }
    doc.x = left;
    doc.y += block.kind === 'item' ? 2 : 5;
  });
  doc.y += 6;
}
