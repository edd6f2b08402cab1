import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '@/shared/validation-messages';
import { cs } from './cs';
import { en } from './en';

/** Every leaf path of a resource: "a.b.0.c" → value. */
function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      for (const [p, leaf] of leaves(v, prefix ? `${prefix}.${k}` : k)) out.set(p, leaf);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

describe('translation resources', () => {
  const csLeaves = leaves(cs);
  const enLeaves = leaves(en);

  it('cs and en have identical key sets', () => {
    expect([...enLeaves.keys()].sort()).toEqual([...csLeaves.keys()].sort());
  });

  it('have no empty values and only strings as leaves', () => {
    for (const [path, value] of [...csLeaves, ...enLeaves]) {
      expect(typeof value, path).toBe('string');
      expect((value as string).trim(), path).not.toBe('');
    }
  });

  it('use the same interpolation placeholders in both languages', () => {
    const placeholders = (s: unknown) => [...String(s).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [path, value] of csLeaves) expect(placeholders(enLeaves.get(path)), path).toEqual(placeholders(value));
  });

  it('English validation texts are the spec texts the shared schemas produce', () => {
    expect(en.validation).toEqual(VALIDATION_MESSAGES);
    expect(Object.keys(cs.validation).sort()).toEqual(Object.keys(VALIDATION_MESSAGES).sort());
  });

  it('keeps the spec texts of the 404 page and the sign-in page in English', () => {
    expect(en.notFound.title).toBe('Page Not Found');
    expect(en.notFound.heading).toBe('404 Page Not Found');
    expect(en.notFound.hint).toBe('Did you forget to add the page to the router?');
    expect(en.auth.pending).toBe('Logging in...');
    expect(en.auth.loginFailed).toBe('Login failed');
  });
});
