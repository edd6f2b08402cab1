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
