/**
 * For tests: an ISDOC document checked against the official ISDOC 6.0.2 schema — the committed copy the server checks
 * imported supplier invoices with (src/server/documents/isdoc/schema, one source; xmllint-wasm).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ISDOC_SCHEMA_DIR, isdocSchemaErrors as schemaErrors } from '../documents/isdoc/isdoc-schema';

/** Whether the schema is there to validate against: always, it is part of the repository (kept for the tests' skipIf). */
export const isdocSchemaPresent = existsSync(path.join(ISDOC_SCHEMA_DIR, 'isdoc-invoice-6.0.2.xsd'));

/** The schema's complaints about the document; [] when it is valid. */
export async function isdocSchemaErrors(xml: string): Promise<string[]> {
  return schemaErrors(xml);
}
