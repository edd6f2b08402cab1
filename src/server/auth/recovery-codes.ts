/**
 * Recovery codes of two-factor sign-in: ten random codes of 16 characters (80 bits) shown once as XXXX-XXXX-XXXX-XXXX,
 * stored as SHA-256 hashes of their normalised form (upper case, no dashes or spaces). The codes are random and long,
 * so a fast hash is enough; a slow one would only make each sign-in with a code slower.
 */
import { createHash, randomInt } from 'node:crypto';

export const RECOVERY_CODE_COUNT = 10;
/** No 0/O, 1/I/L: read from paper without mistakes. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const LENGTH = 16;

export function normaliseRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');
}

export function generateRecoveryCode(): string {
  let text = '';
  for (let i = 0; i < LENGTH; i++) text += ALPHABET[randomInt(ALPHABET.length)];
  return text.match(/.{4}/g)!.join('-');
}

export function generateRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(generateRecoveryCode());
  return [...codes];
}
