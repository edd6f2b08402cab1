import { describe, expect, it } from 'vitest';
import { auditChanges, clientActor, isSecretField, MAX_LOGGED_TEXT } from './audit-log';

describe('auditChanges', () => {
  it('lists only the fields that changed, from → to, dates as ISO text', () => {
    const at = new Date('2026-11-01T10:00:00Z');
    expect(
      auditChanges(
        { id: 1, name: 'A', price: 10, startDate: null, updatedAt: at },
        { id: 1, name: 'A', price: 12, startDate: at, updatedAt: new Date() },
      ),
    ).toEqual({ price: { from: 10, to: 12 }, startDate: { from: null, to: '2026-11-01T10:00:00.000Z' } });
  });

  it('a created record lists its set fields from null; a deleted one to null', () => {
    expect(auditChanges(null, { id: 3, name: 'B', phone: null, createdAt: new Date() })).toEqual({ name: { from: null, to: 'B' } });
    expect(auditChanges({ id: 3, name: 'B', tags: ['x'] }, null)).toEqual({ name: { from: 'B', to: null }, tags: { from: ['x'], to: null } });
  });

  it('never lists secrets: password hashes, two-factor secrets, recovery codes, tokens', () => {
    const before = { name: 'C', passwordHash: 'scrypt$a', totpSecret: 'S1', recoveryCodes: ['1'], resetToken: 't1', two_factor_secret: 'x' };
    const after = { name: 'D', passwordHash: 'scrypt$b', totpSecret: 'S2', recoveryCodes: ['2'], resetToken: 't2', two_factor_secret: 'y' };
    expect(auditChanges(before, after)).toEqual({ name: { from: 'C', to: 'D' } });
    expect(['password', 'passwordHash', 'totpSecret', 'recovery_codes', 'apiToken'].every(isSecretField)).toBe(true);
    expect(['name', 'email', 'role', 'status'].some(isSecretField)).toBe(false);
  });

  it('cuts long texts and compares nested values by content', () => {
    const long = 'x'.repeat(MAX_LOGGED_TEXT + 50);
    const change = auditChanges({ content: 'short' }, { content: long }).content!;
    expect(String(change.to)).toHaveLength(MAX_LOGGED_TEXT + 1);
    expect(auditChanges({ translations: { cs: { title: 'A' } } }, { translations: { cs: { title: 'A' } } })).toEqual({});
  });
});

describe('clientActor', () => {
  it('names the client and its id, without an account; a long name is cut, the id kept', () => {
    expect(clientActor('Alena Alfa', '203.0.113.7', 42)).toEqual({ id: null, name: 'client: Alena Alfa (#42)', ip: '203.0.113.7' });
    const long = clientActor('x'.repeat(300), null, 1234567);
    expect(long.name).toHaveLength(200);
    expect(long.name.endsWith('x (#1234567)')).toBe(true);
  });
});
