/**
 * The documents' typeface: DejaVu Sans (regular, bold, oblique, bold oblique) from the `dejavu-fonts-ttf` package,
 * embedded (subset) in every PDF so each Czech letter prints the same in any viewer (docs/decisions/024-document-pdf.md).
 * The files are found through Node's resolver from this module, so the same code works from src/ (tsx, vitest) and
 * from the server bundle in dist/ (the package stays in node_modules; the bundle does not copy it).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export const FONT = {
  regular: 'DejaVuSans',
  bold: 'DejaVuSans-Bold',
  italic: 'DejaVuSans-Oblique',
  boldItalic: 'DejaVuSans-BoldOblique',
} as const;
export type FontName = (typeof FONT)[keyof typeof FONT];

const require = createRequire(import.meta.url);

/** The absolute path of one of the package's TrueType files. */
export function fontPath(name: FontName): string {
  return require.resolve(`dejavu-fonts-ttf/ttf/${name}.ttf`);
}

let cache: ReadonlyMap<FontName, Buffer> | undefined;

/** The four files' bytes, read once per process (each document parses and subsets them itself). */
export function documentFonts(): ReadonlyMap<FontName, Buffer> {
  cache ??= new Map(Object.values(FONT).map((name) => [name, readFileSync(fontPath(name))]));
  return cache;
}
