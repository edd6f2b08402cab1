/**
 * What a PDF says, for tests: the text of each page as pdfjs-dist extracts it (the way a reader's viewer or a
 * screen reader gets it), with its metadata. Spaces are normalised (non-breaking spaces and line ends become one
 * space), so a test compares words, not layout.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfText {
  pages: string[];
  /** All pages' text, one space between pages. */
  text: string;
  info: Record<string, unknown>;
  /** Link annotations' addresses, page by page. */
  links: string[];
}

/** Text with every run of white space (non-breaking space included) as one plain space. */
export function normalizeSpaces(text: string): string {
  return text.replace(/[\s\u00a0]+/g, ' ').trim();
}

export async function pdfText(pdf: Uint8Array): Promise<PdfText> {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0, isEvalSupported: false }).promise;
  try {
    const pages: string[] = [];
    const links: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      pages.push(normalizeSpaces(content.items.map((item) => ('str' in item ? item.str : '')).join(' ')));
      for (const annotation of await page.getAnnotations()) {
        const address: unknown = annotation.url ?? annotation.unsafeUrl;
        if (typeof address === 'string') links.push(address);
      }
    }
    const { info } = await document.getMetadata();
    return { pages, text: pages.join(' '), info: Object.fromEntries(Object.entries(info)), links };
  } finally {
    await document.destroy();
  }
}

/** An image painted on a page, as pdfjs-dist decodes it: pixels as RGBA (pdfjs gives RGB or RGBA). */
export interface PdfImage {
  width: number;
  height: number;
  rgba: Uint8ClampedArray;
}

/** Every image XObject painted on the PDF's pages, in drawing order (what a test decodes, e.g. a QR code). */
export async function pdfImages(pdf: Uint8Array): Promise<PdfImage[]> {
  const { OPS } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0, isEvalSupported: false }).promise;
  try {
    const images: PdfImage[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const operators = await page.getOperatorList();
      for (let i = 0; i < operators.fnArray.length; i++) {
        if (operators.fnArray[i] !== OPS.paintImageXObject) continue;
        const name = operators.argsArray[i][0] as string;
        const image = (await new Promise((resolve) => page.objs.get(name, resolve))) as { width: number; height: number; data?: Uint8ClampedArray };
        if (!image.data) continue;
        const pixels = image.width * image.height;
        const channels = image.data.length / pixels;
        const rgba = new Uint8ClampedArray(pixels * 4);
        for (let p = 0; p < pixels; p++) {
          for (let c = 0; c < 3; c++) rgba[p * 4 + c] = channels === 1 ? image.data[p]! : image.data[p * channels + c]!;
          rgba[p * 4 + 3] = channels === 4 ? image.data[p * 4 + 3]! : 255;
        }
        images.push({ width: image.width, height: image.height, rgba });
      }
    }
    return images;
  } finally {
    await document.destroy();
  }
}
