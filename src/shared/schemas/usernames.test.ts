/** Issue 19, item 11: usernames are NFKC-normalised and limited to letters a–z, digits, '.', '_' and '-'. */
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, isAllowedUsername, loginSchema, registerSchema, usernameSchema } from './auth';

describe('usernames', () => {
  it('are normalised (NFKC, trimmed) and keep their letter case', () => {
    expect(usernameSchema.parse('ａｄｍｉｎ')).toBe('admin'); // full-width: folded by NFKC
    expect(usernameSchema.parse('ﬁona')).toBe('fiona'); // a ligature
    expect(usernameSchema.parse('  Jana.Novak_2-x ')).toBe('Jana.Novak_2-x');
  });

  it.each([
    ['zero-width space', 'ad\u200bmin'],
    ['Cyrillic а in a Latin name', '\u0430dmin'],
    ['dotless ı', 'adm\u0131n'],
    ['an accent', 'tomáš'],
    ['a space inside', 'jana novak'],
    ['a slash', 'jana/novak'],
    ['full-width @', 'ｊａｎａ＠'],
  ])('refuse %s with the field message', (_label, username) => {
    const result = usernameSchema.safeParse(username);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(AUTH_MESSAGES.usernameInvalid);
  });

  it('new accounts use the rule; sign-in only normalises what was typed', () => {
    const account = { password: 'secret-1', email: 'a@example.cz', name: 'A' };
    expect(registerSchema.safeParse({ ...account, username: '\u0430dmin' }).success).toBe(false);
    expect(registerSchema.parse({ ...account, username: 'ａｄｍｉｎ' }).username).toBe('admin');
    expect(loginSchema.parse({ username: 'ＡＤＭＩＮ', password: 'x' }).username).toBe('ADMIN');
  });

  it('a stored username is allowed only in its normalised form', () => {
    expect(isAllowedUsername('admin')).toBe(true);
    expect(isAllowedUsername('ａｄｍｉｎ')).toBe(false);
    expect(isAllowedUsername('\u0430dmin')).toBe(false);
    expect(isAllowedUsername(' admin')).toBe(false);
  });
});
