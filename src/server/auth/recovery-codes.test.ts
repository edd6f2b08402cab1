import { describe, expect, it } from 'vitest';
import { generateRecoveryCodes, hashRecoveryCode, normaliseRecoveryCode, RECOVERY_CODE_COUNT } from './recovery-codes';

describe('recovery codes', () => {
  it('ten different codes of 16 unambiguous characters in groups of four', () => {
    const codes = generateRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{4}){3}$/);
  });

  it('hashes the normalised code: case, dashes and spaces do not matter; the code itself is not in the hash', () => {
    const [code] = generateRecoveryCodes(1) as [string];
    const hash = hashRecoveryCode(code);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(normaliseRecoveryCode(code));
    expect(hashRecoveryCode(code.toLowerCase())).toBe(hash);
    expect(hashRecoveryCode(` ${code.replace(/-/g, ' ')} `)).toBe(hash);
    expect(hashRecoveryCode(code.replace(/-/g, ''))).toBe(hash);
    expect(hashRecoveryCode(code.slice(0, -1) + (code.endsWith('2') ? '3' : '2'))).not.toBe(hash);
  });
});
