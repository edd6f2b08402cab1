/**
 * A document checked against the official ISDOC 6.0.2 schema (./schema, copied unchanged with its notice:
 * ./schema/README.md) by libxml2 compiled to WebAssembly (xmllint-wasm: a worker thread per check, its memory capped).
 * The schema is read from the project's folder at run time — from src/ and from the bundle in dist/ alike, as the
 * database migrations are — once per process. The one check of both the import of supplier invoices and the tests of
 * the export.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';
import { projectRoot } from '@/server/project-root';

/** The committed copy of the schema. */
export const ISDOC_SCHEMA_DIR = path.join(projectRoot(), 'src', 'server', 'documents', 'isdoc', 'schema');
const INVOICE_FILE = 'isdoc-invoice-6.0.2.xsd';
const CORE_FILE = 'isdoc-core-6.0.2.xsd';

/** xmllint's exit status when the schema itself does not compile: the server's fault, never the document's. */
const SCHEMA_COMPILE_FAILED = 5;

let schema: { invoice: XMLFileInfo; core: XMLFileInfo } | undefined;

function schemaFiles(): { invoice: XMLFileInfo; core: XMLFileInfo } {
  const xsd = (file: string): XMLFileInfo => ({ fileName: file, contents: readFileSync(path.join(ISDOC_SCHEMA_DIR, file), 'utf8') });
  // The invoice schema includes the core one by its file name: it is preloaded beside it.
  schema ??= { invoice: xsd(INVOICE_FILE), core: xsd(CORE_FILE) };
  return schema;
}

/**
 * The schema's complaints about the document (its text, or its bytes as they came); [] when it is valid. A document
 * libxml2 cannot read at all (not XML) is one complaint too. Throws only when the check itself fails.
 */
export async function isdocSchemaErrors(xml: string | Uint8Array): Promise<string[]> {
  const { invoice, core } = schemaFiles();
  try {
    const result = await validateXML({ xml: { fileName: 'invoice.isdoc', contents: xml }, schema: invoice, preload: [core] });
    if (result.valid) return [];
    const messages = result.errors.map((e) => e.message).filter((message) => message !== '');
    return messages.length > 0 ? messages : [result.rawOutput.trim() || 'fails the ISDOC 6.0.2 schema'];
  } catch (err) {
    // xmllint-wasm rejects on an exit status other than "valid" or "invalid": a document it could not parse (status 1)
    // is the document's problem; a schema that does not compile, or a failed worker, is not.
    const status = typeof err === 'object' && err !== null && 'code' in err ? err.code : undefined;
    if (typeof status !== 'number' || status === SCHEMA_COMPILE_FAILED) throw err;
    return [err instanceof Error && err.message.trim() ? err.message.trim().split('\n')[0]! : `xmllint status ${status}`];
  }
}
