/**
 * For tests: POHODA XML checked against the publisher's schemas, version 2 (../shared/pohoda/v2 beside the project,
 * never copied in — the README beside them): a data pack against data-package.xsd (which skips what an item
 * holds), and each `inv:invoice` element alone against invoice.xsd. xmllint-wasm, as the ISDOC check. A missing schema
 * folder throws, saying where it was looked for: such a test fails, it never passes unchecked.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';
import { projectRoot } from '../project-root';

/** Where the schemas are: shared/pohoda/v2 beside the repository's folder. */
export const POHODA_SCHEMA_DIR = path.resolve(projectRoot(), '..', 'shared', 'pohoda', 'v2');

const cache = new Map<string, XMLFileInfo>();
function xsd(file: string): XMLFileInfo {
  const full = path.join(POHODA_SCHEMA_DIR, file);
  if (!existsSync(full)) throw new Error(`The POHODA schema ${full} is missing: the tests read ../shared/pohoda/v2 beside the project`);
  let info = cache.get(file);
  if (!info) {
    info = { fileName: file, contents: readFileSync(full, 'utf8') };
    cache.set(file, info);
  }
  return info;
}

async function errors(xml: string, schema: string, preload: readonly string[]): Promise<string[]> {
  const result = await validateXML({ xml: { fileName: 'document.xml', contents: xml }, schema: xsd(schema), preload: preload.map(xsd) });
  if (result.valid) return [];
  const messages = result.errors.map((e) => e.rawMessage || e.message).filter((m) => m !== '');
  return messages.length > 0 ? messages : [result.rawOutput.trim() || `fails ${schema}`];
}

/** The data pack envelope's complaints (dat:dataPack / dat:dataPackItem); [] when valid. */
export function pohodaPackErrors(xml: string): Promise<string[]> {
  return errors(xml, 'data-package.xsd', ['type.xsd', 'filter.xsd']);
}

/** One `inv:invoice` (a document whose root it is, its namespaces declared) against invoice.xsd; [] when valid. */
export function pohodaInvoiceErrors(xml: string): Promise<string[]> {
  return errors(xml, 'invoice.xsd', ['type.xsd', 'filter.xsd', 'documentresponse.xsd', 'print.xsd']);
}

/** Each `inv:invoice` element of a pack as a document of its own (each declares the inv and typ namespaces itself). */
export function pohodaInvoicesOf(pack: string): string[] {
  return [...pack.matchAll(/<inv:invoice [^>]*>[\s\S]*?<\/inv:invoice>/g)].map((m) => `<?xml version="1.0" encoding="UTF-8"?>\n${m[0]}\n`);
}

/** Every complaint of a pack: its envelope, then each invoice (prefixed with its position); [] when all are valid. */
export async function pohodaErrors(pack: string): Promise<string[]> {
  const invoices = pohodaInvoicesOf(pack);
  const found = [...(await pohodaPackErrors(pack))];
  if (invoices.length === 0) found.push('the pack holds no inv:invoice');
  for (const [i, invoice] of invoices.entries()) for (const e of await pohodaInvoiceErrors(invoice)) found.push(`invoice ${i + 1}: ${e}`);
  return found;
}
