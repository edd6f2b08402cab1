/**
 * For tests: an ISDOC document checked against the official ISDOC 6.0.2 schema (xmllint-wasm). The repository does not
 * copy the schema: it is read from `../shared/isdoc/6.0.2/` beside the project (present in CI), or from the folder
 * ISDOC_SCHEMA_DIR names. Where it is absent, the tests say so plainly once and check everything but the schema.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';
import { projectRoot } from '../project-root';

const SCHEMA_DIR = process.env.ISDOC_SCHEMA_DIR ?? path.join(projectRoot(), '..', 'shared', 'isdoc', '6.0.2');
const INVOICE_FILE = 'isdoc-invoice-6.0.2.xsd';
const CORE_FILE = 'isdoc-core-6.0.2.xsd';

/** Whether the official schema is there to validate against. */
export const isdocSchemaPresent = existsSync(path.join(SCHEMA_DIR, INVOICE_FILE)) && existsSync(path.join(SCHEMA_DIR, CORE_FILE));

const xsd = (file: string) => ({ fileName: file, contents: readFileSync(path.join(SCHEMA_DIR, file), 'utf8') });
// The invoice schema includes the core one by its file name: it is preloaded beside it.
const schema = isdocSchemaPresent ? { invoice: xsd(INVOICE_FILE), core: xsd(CORE_FILE) } : null;

let warned = false;

/** The schema's complaints about the document; [] when it is valid (or, said once on stderr, when the schema is absent). */
export async function isdocSchemaErrors(xml: string): Promise<string[]> {
  if (!schema) {
    if (!warned) console.warn(`ISDOC 6.0.2 schema not found in ${SCHEMA_DIR}: exported documents are NOT validated against it (set ISDOC_SCHEMA_DIR)`);
    warned = true;
    return [];
  }
  const result = await validateXML({ xml: { fileName: 'invoice.isdoc', contents: xml }, schema: schema.invoice, preload: [schema.core] });
  return result.valid ? [] : result.errors.map((e) => e.message);
}
