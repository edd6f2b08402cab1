import { describe, expect, it } from 'vitest';
import { Invalid, TooLarge, UnsupportedType } from '@/server/domain/errors';
import { fixtureBytes } from '@/server/test/bank-statement-fixtures';
import { BANK_STATEMENT_MAX_BYTES, parseBankStatement } from './parse-statement';

function errorOf(bytes: Buffer): unknown {
  try {
    parseBankStatement(bytes);
  } catch (err) {
    return err;
  }
  return undefined;
}

describe('reading an uploaded statement: the format comes from the content', () => {
  it('reads camt.053 whatever the file is called, with or without a byte-order mark and leading blank lines', () => {
    const xml = fixtureBytes('camt053-001-02.xml');
    expect(parseBankStatement(xml).format).toBe('camt053');
    expect(parseBankStatement(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), xml])).transactions).toHaveLength(6);
  });

  it('refuses an empty file', () => {
    for (const bytes of [Buffer.alloc(0), Buffer.from(' \r\n\n')]) {
      const err = errorOf(bytes);
      expect(err).toBeInstanceOf(Invalid);
      expect(err).toMatchObject({ field: 'file', message: 'file: The file is empty' });
    }
  });

  it('refuses a file over the size limit before reading it', () => {
    const err = errorOf(Buffer.alloc(BANK_STATEMENT_MAX_BYTES + 1, 0x20));
    expect(err).toBeInstanceOf(TooLarge);
  });

  it('refuses foreign files, saying what they are', () => {
    const cases: [string, RegExp][] = [
      ['%PDF-1.7\n1 0 obj <<>> endobj', /A PDF statement cannot be read/],
      ['Datum;Objem;Měna;Protiúčet;VS\n26.11.2026;12100,00;CZK;123456789/0100;20260001\n', /Not a camt.053 or GPC/],
      ['{1:F01BANKCZPPAXXX0000000000}{4:\r\n:20:STMT\r\n:25:CZ6508000000192000145399\r\n-}', /MT940 statements are not supported/],
      [':20:STMT2026\r\n:25:2000145399/0800\r\n:28C:42/1\r\n', /MT940 statements are not supported/],
      ['<html><body>Výpis</body></html>', /no camt.053 bank statement/],
    ];
    for (const [content, message] of cases) {
      const err = errorOf(Buffer.from(content, 'utf8'));
      expect(err).toBeInstanceOf(UnsupportedType);
      expect((err as Error).message).toMatch(message);
    }
  });
});
