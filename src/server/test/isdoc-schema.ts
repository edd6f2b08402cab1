/** For tests: an ISDOC document checked against the official ISDOC 6.0.2 schema kept in the repository (xmllint-wasm). */
import { readFileSync } from 'node:fs';
import { validateXML } from 'xmllint-wasm';

const xsd = (file: string) => ({
  fileName: file,
  contents: readFileSync(new URL(`../documents/isdoc/xsd/${file}`, import.meta.url), 'utf8'),
});
const INVOICE_XSD = xsd('isdoc-invoice-6.0.2.xsd');
// The invoice schema includes the core one by its file name: it is preloaded beside it.
const CORE_XSD = xsd('isdoc-core-6.0.2.xsd');

/** The schema's complaints about the document; [] when it is valid. */
export async function isdocSchemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({ xml: { fileName: 'invoice.isdoc', contents: xml }, schema: INVOICE_XSD, preload: [CORE_XSD] });
  return result.valid ? [] : result.errors.map((e) => e.message);
}
