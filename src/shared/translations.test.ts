import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { languagesOf, textsFor, translatedSchema } from './translations';

describe('translations', () => {
  it('lists the languages a record is written in, cs first', () => {
    expect(languagesOf({ en: { t: 'a' }, cs: { t: 'b' } })).toEqual(['cs', 'en']);
    expect(languagesOf({ en: { t: 'a' } })).toEqual(['en']);
  });

  it('falls back to the language the record has', () => {
    expect(textsFor({ cs: { t: 'ahoj' } }, 'en')).toEqual({ t: 'ahoj' });
    expect(textsFor({ cs: { t: 'ahoj' }, en: { t: 'hi' } }, 'en')).toEqual({ t: 'hi' });
    expect(textsFor({}, 'cs')).toBeUndefined();
  });

  it('requires every language not named optional, and reports the path', () => {
    const schema = translatedSchema(z.object({ title: z.string().min(1) }), { optional: ['en'] });
    expect(schema.safeParse({ cs: { title: 'x' } }).success).toBe(true);
    const missing = schema.safeParse({ en: { title: 'x' } });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.path).toEqual(['cs']);
  });
});
