/**
 * The UUID an ISDOC document must carry (docs/decisions/030-isdoc.md#uuid): an RFC 4122 name-based UUID (version 5,
 * SHA-1) of the issued document's stored snapshot hash in this product's own namespace. The same issued document
 * therefore always has the same UUID — downloading it twice gives identical bytes, and accounting software that
 * keys documents by UUID sees one document — while different documents (different snapshots) get different ones.
 */
import { createHash } from 'node:crypto';

/** This product's namespace for ISDOC document UUIDs (a random version 4 UUID, fixed once). */
export const ISDOC_UUID_NAMESPACE = '060fc20a-805f-43a7-bcc6-1c17a2b8e911';

const HEX_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** RFC 4122 §4.3: SHA-1 of the namespace's 16 bytes and the name's UTF-8, version 5, variant 10xx, lower case. */
export function nameBasedUuid(namespace: string, name: string): string {
  if (!HEX_UUID.test(namespace)) throw new RangeError(`Not a UUID: ${namespace}`);
  const bytes = createHash('sha1')
    .update(Buffer.from(namespace.replaceAll('-', ''), 'hex'))
    .update(name, 'utf8')
    .digest()
    .subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The UUID of the ISDOC of the issued document whose snapshot has this SHA-256 (hex). */
export function isdocUuid(snapshotHash: string): string {
  return nameBasedUuid(ISDOC_UUID_NAMESPACE, snapshotHash.toLowerCase());
}
