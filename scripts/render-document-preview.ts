/**
 * Writes the sample proposal's PDF in Czech and English to a folder, and each page as PNG next to it:
 *   npx tsx scripts/render-document-preview.ts <folder>
 * Pages are rendered with `pdftoppm` (poppler-utils) when it is installed, else with pdfjs-dist on @napi-rs/canvas
 * when that is, else not at all (the script says so).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderCommercialDocumentPdf } from '@/server/documents/pdf/render-commercial-document';
import { sampleCommercialDocument } from '@/server/documents/pdf/sample-commercial-document';
import { LANGUAGES } from '@/shared/constants';

function hasPdftoppm(): boolean {
  try {
    execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** What the script uses of @napi-rs/canvas (an optional dependency of pdfjs-dist: it may be absent). */
interface CanvasModule {
  createCanvas(width: number, height: number): {
    width: number;
    height: number;
    getContext(type: '2d'): { fillStyle: string; fillRect(x: number, y: number, width: number, height: number): void };
    toBuffer(type: 'image/png'): Buffer;
  };
}
// Imported by a name the compiler does not resolve, so the script type-checks where the package is not installed.
const CANVAS_MODULE = '@napi-rs/canvas';

/** Each page of the PDF as PNG with pdfjs-dist and @napi-rs/canvas; null when the canvas package is missing. */
async function pagesWithPdfjs(pdf: Buffer, prefix: string): Promise<string[] | null> {
  const canvas = (await import(CANVAS_MODULE).catch(() => null)) as CanvasModule | null;
  if (!canvas) return null;
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const written: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const viewport = page.getViewport({ scale: 2 });
    const surface = canvas.createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = surface.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, surface.width, surface.height);
    // pdfjs draws on any 2D context with the standard API; @napi-rs/canvas provides one.
    await page.render({ canvas: surface as unknown as HTMLCanvasElement, canvasContext: context as unknown as CanvasRenderingContext2D, viewport }).promise;
    const file = `${prefix}-${number}.png`;
    writeFileSync(file, surface.toBuffer('image/png'));
    written.push(file);
  }
  await document.destroy();
  return written;
}

async function main(): Promise<void> {
  const folder = process.argv[2];
  if (!folder) {
    console.error('Usage: npx tsx scripts/render-document-preview.ts <folder>');
    process.exit(2);
  }
  mkdirSync(folder, { recursive: true });
  const pdftoppm = hasPdftoppm();
  for (const lang of LANGUAGES) {
    const file = path.join(folder, `proposal-${lang}.pdf`);
    const pdf = await renderCommercialDocumentPdf(sampleCommercialDocument(lang));
    writeFileSync(file, pdf);
    console.log(`Wrote ${file}`);
    const prefix = path.join(folder, `proposal-${lang}`);
    if (pdftoppm) {
      execFileSync('pdftoppm', ['-png', '-r', '110', file, prefix]);
      console.log(`Pages as PNG (pdftoppm): ${prefix}-*.png`);
      continue;
    }
    const pages = await pagesWithPdfjs(pdf, prefix);
    console.log(pages ? `Pages as PNG (pdfjs-dist): ${pages.join(', ')}` : 'No PNG pages: neither pdftoppm nor @napi-rs/canvas is installed.');
  }
}

await main();
