import { describe, expect, it } from 'vitest';
import { createSecretBox, SecretBoxError } from './secret-box';

const SECRET = 'a-session-secret-of-at-least-32-characters';

describe('secret box (AES-256-GCM, key from HKDF of SESSION_SECRET)', () => {
  const box = createSecretBox(SECRET);

  it('round-trips, with a fresh IV each time', () => {
    const a = box.encrypt('JBSWY3DPEHPK3PXP', 'user:1');
    const b = box.encrypt('JBSWY3DPEHPK3PXP', 'user:1');
    expect(a).not.toBe(b);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.decrypt(a, 'user:1')).toBe('JBSWY3DPEHPK3PXP');
    expect(box.decrypt(b, 'user:1')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('detects tampering with the ciphertext, the IV or the tag', () => {
    const sealed = box.encrypt('JBSWY3DPEHPK3PXP', 'user:1');
    const [v, iv, body, tag] = sealed.split('.') as [string, string, string, string];
    const flip = (text: string) => {
      const bytes = Buffer.from(text, 'base64url');
      bytes[0] = bytes[0]! ^ 1;
      return bytes.toString('base64url');
    };
    expect(() => box.decrypt([v, iv, flip(body), tag].join('.'), 'user:1')).toThrow(SecretBoxError);
    expect(() => box.decrypt([v, flip(iv), body, tag].join('.'), 'user:1')).toThrow(SecretBoxError);
    expect(() => box.decrypt([v, iv, body, flip(tag)].join('.'), 'user:1')).toThrow(SecretBoxError);
    expect(() => box.decrypt('v2.' + [iv, body, tag].join('.'), 'user:1')).toThrow(SecretBoxError);
    expect(() => box.decrypt('not sealed', 'user:1')).toThrow(SecretBoxError);
  });

  it('refuses a value moved to another row, or read with another secret', () => {
    const sealed = box.encrypt('JBSWY3DPEHPK3PXP', 'user:1');
    expect(() => box.decrypt(sealed, 'user:2')).toThrow(SecretBoxError);
    expect(() => createSecretBox(SECRET + 'x').decrypt(sealed, 'user:1')).toThrow(SecretBoxError);
  });
});
