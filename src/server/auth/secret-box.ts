/**
 * Encryption at rest of two-factor secrets: AES-256-GCM with a key derived from SESSION_SECRET by HKDF-SHA-256 (its
 * own `info`, so the key is used for nothing else). A stored value is `v1.<iv>.<ciphertext>.<tag>` (base64url), and
 * the row it belongs to is bound in as additional data: a value copied to another user's row does not decrypt.
 * Changing SESSION_SECRET makes the stored secrets unreadable: those staff then set two-factor sign-in up again.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class SecretBoxError extends Error {}

export interface SecretBox {
  encrypt(plain: string, boundTo: string): string;
  /** Throws SecretBoxError when the value was changed, belongs elsewhere, or was sealed with another key. */
  decrypt(sealed: string, boundTo: string): string;
}

export function deriveKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), Buffer.alloc(0), Buffer.from(purpose, 'utf8'), 32));
}

export function createSecretBox(sessionSecret: string, purpose = 'agency totp secret v1'): SecretBox {
  if (!sessionSecret) throw new Error('A secret is required to encrypt two-factor secrets');
  const key = deriveKey(sessionSecret, purpose);
  return {
    encrypt(plain, boundTo) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(boundTo, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
    },
    decrypt(sealed, boundTo) {
      const [version, ivText, bodyText, tagText, ...rest] = sealed.split('.');
      if (version !== VERSION || ivText === undefined || bodyText === undefined || tagText === undefined || rest.length) {
        throw new SecretBoxError('Not a sealed value');
      }
      const iv = Buffer.from(ivText, 'base64url');
      const tag = Buffer.from(tagText, 'base64url');
      if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new SecretBoxError('Not a sealed value');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
        decipher.setAAD(Buffer.from(boundTo, 'utf8'));
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(Buffer.from(bodyText, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        throw new SecretBoxError('The sealed value was changed or sealed with another key');
      }
    },
  };
}
