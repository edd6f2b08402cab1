import { describe, expect, it } from 'vitest';
import { encodeWindows1250, fixtureBytes } from '@/server/test/bank-statement-fixtures';
import { parseBankStatement } from './parse-statement';

const v02 = fixtureBytes('camt053-001-02.xml');
const v08 = fixtureBytes('camt053-001-08.xml');

function refused(input: string | Buffer): string {
  try {
    parseBankStatement(typeof input === 'string' ? Buffer.from(input, 'utf8') : input);
  } catch (err) {
    return (err as Error).message;
  }
  return 'parsed';
}

describe('camt.053 statements', () => {
  it('reads credits and debits, the VS from each place Czech banks put it, and a batch entry as one transaction each', () => {
    const statement = parseBankStatement(v02);
    expect(statement).toMatchObject({ format: 'camt053', account: { iban: 'CZ6508000000192000145399' }, currency: 'CZK', statementId: '2026/042' });
    expect(statement.transactions).toEqual([
      {
        // VS from the structured creditor reference (RmtInf/Strd/CdtrRefInf/Ref), leading zeros dropped
        bankRef: 'CSOB-20261125-0001',
        bookingDate: '2026-11-25',
        valueDate: '2026-11-25',
        amountMinor: 1_210_000,
        currency: 'CZK',
        variableSymbol: '20260001',
        counterpartyAccount: 'CZ5855000000001265098001',
        counterpartyName: 'Novák & syn, Úpice',
        message: 'Faktura 2026-0001 Příliš žluťoučký kůň',
      },
      {
        // VS, SS and KS from EndToEndId "/VS/…/SS/…/KS/…"; a domestic account number with its bank code
        bankRef: 'CSOB-20261125-0002',
        bookingDate: '2026-11-25',
        valueDate: '2026-11-24',
        amountMinor: 50_050,
        currency: 'CZK',
        variableSymbol: '20260002',
        constantSymbol: '0308',
        specificSymbol: '77',
        counterpartyAccount: '19-123457/0100',
        counterpartyName: 'Šťastná Ludmila',
      },
      {
        // VS from the unstructured text "VS: …"
        bankRef: 'CSOB-20261126-0003',
        bookingDate: '2026-11-26',
        amountMinor: 100_000,
        currency: 'CZK',
        variableSymbol: '20260003',
        message: 'Úhrada zálohy VS: 20260003, děkujeme',
      },
      // An entry without details: its symbols and message from AddtlNtryInf
      { bankRef: 'CSOB-20261126-0004', bookingDate: '2026-11-26', amountMinor: -25_075, currency: 'CZK', constantSymbol: '0598', message: 'Poplatek za vedení účtu KS 0598' },
      // A batch of two: VS from a plain-digit EndToEndId, and from "vs …" in the text
      { bankRef: 'CSOB-20261126-0005/1', bookingDate: '2026-11-26', amountMinor: 100_000, currency: 'CZK', variableSymbol: '20260004', counterpartyName: 'Žlutý kůň a.s.' },
      { bankRef: 'CSOB-20261126-0005/2', bookingDate: '2026-11-26', amountMinor: 200_000, currency: 'CZK', variableSymbol: '20260005', message: 'vs 20260005' },
      // The pending entry 6 is no booked movement: left out.
    ]);
  });

  it('reads version 001.08 (prefixed namespace, Sts/Cd, Pty/Nm, typed creditor references, EUR, a reversal)', () => {
    const statement = parseBankStatement(v08);
    expect(statement).toMatchObject({ format: 'camt053', account: { iban: 'CZ5855000000001265098001' }, currency: 'EUR', statementId: 'EUR-2026-330' });
    expect(statement.transactions).toEqual([
      {
        bankRef: 'RB-EUR-778812',
        bookingDate: '2026-11-26',
        valueDate: '2026-11-26',
        amountMinor: 151_235,
        currency: 'EUR',
        variableSymbol: '20260010',
        constantSymbol: '0558',
        counterpartyAccount: 'DE89370400440532013000',
        counterpartyName: 'Ärzte GmbH',
      },
      { bankRef: 'RB-EUR-778813', bookingDate: '2026-11-26', amountMinor: -2_000, currency: 'EUR', variableSymbol: '20260011', counterpartyName: 'Zpět plátci', message: 'Vrácení platby VS20260011' },
    ]);
  });

  it('gives the same bank references when the same file is parsed twice', () => {
    expect(parseBankStatement(v02).transactions.map((t) => t.bankRef)).toEqual(parseBankStatement(v02).transactions.map((t) => t.bankRef));
  });

  it('reads every namespace version from 001.02 to 001.08 and refuses others', () => {
    const text = v02.toString('utf8');
    for (const version of ['03', '04', '05', '06', '07', '08']) {
      expect(parseBankStatement(Buffer.from(text.replace('xsd:camt.053.001.02', `xsd:camt.053.001.${version}`))).transactions).toHaveLength(6);
    }
    expect(refused(text.replace('xsd:camt.053.001.02', 'xsd:camt.053.001.09'))).toMatch(/no camt.053 bank statement/);
  });

  it('refuses a truncated file, a camt.052 or camt.054, and other XML', () => {
    expect(refused(v02.subarray(0, Math.floor(v02.length * 0.6)))).toMatch(/^file: The XML is malformed or incomplete \(line \d+/);
    const text = v02.toString('utf8');
    expect(refused(text.replace('xsd:camt.053.001.02', 'xsd:camt.052.001.02').replace(/BkToCstmrStmt/g, 'BkToCstmrAcctRpt'))).toMatch(/camt.052 account report/);
    expect(refused(text.replace('xsd:camt.053.001.02', 'xsd:camt.054.001.02'))).toMatch(/camt.054 debit\/credit notification/);
    expect(refused('<?xml version="1.0"?><Invoice xmlns="http://isdoc.cz/namespace/2013"><ID>1</ID></Invoice>')).toMatch(/no camt.053/);
    expect(refused(text.replace(/BkToCstmrStmt/g, 'Other'))).toMatch(/no camt.053/);
  });

  it('refuses entries it cannot read whole: a bad amount, a missing date or reference, a wrong indicator', () => {
    const text = v02.toString('utf8');
    expect(refused(text.replace('<Amt Ccy="CZK">500.50</Amt>', '<Amt Ccy="CZK">500,50</Amt>'))).toMatch(/Entry 2: the amount "500,50" is not a number/);
    expect(refused(text.replace('<Amt Ccy="CZK">500.50</Amt>', '<Amt Ccy="CZK">500.505</Amt>'))).toMatch(/Entry 2: the amount 500.505 has more than two decimals/);
    expect(refused(text.replace('<BookgDt><Dt>2026-11-25</Dt></BookgDt>', ''))).toMatch(/Entry 1: no booking date/);
    expect(refused(text.replace('<AcctSvcrRef>CSOB-20261126-0004</AcctSvcrRef>', '').replace('<NtryRef>4</NtryRef>', ''))).toMatch(/Entry 4: no bank reference/);
    expect(refused(text.replace('<CdtDbtInd>DBIT</CdtDbtInd>', '<CdtDbtInd>DEBIT</CdtDbtInd>'))).toMatch(/Entry 4: CdtDbtInd must be CRDT or DBIT/);
    expect(refused(text.replace('CSOB-20261126-0004', 'CSOB-20261126-0003'))).toMatch(/CSOB-20261126-0003 appears twice/);
  });

  it('refuses mixed currencies when the account names none, and an entry in another currency than the account', () => {
    const text = v02.toString('utf8').replace('<Ccy>CZK</Ccy>', '');
    expect(parseBankStatement(Buffer.from(text)).currency).toBe('CZK');
    const mixed = text.replace('<Amt Ccy="CZK">250.75</Amt>', '<Amt Ccy="EUR">250.75</Amt>');
    expect(refused(mixed)).toMatch(/mixes currencies \(CZK, EUR\) without naming the account's currency/);
    expect(refused(v02.toString('utf8').replace('<Amt Ccy="CZK">250.75</Amt>', '<Amt Ccy="EUR">250.75</Amt>'))).toMatch(/Entry 4 is in EUR, the account in CZK/);
  });

  it('refuses an entity bomb and an external entity quickly, without expanding anything', () => {
    const lol = ['<!ENTITY a "aaaaaaaaaa">', ...Array.from({ length: 9 }, (_, i) => `<!ENTITY ${String.fromCharCode(98 + i)} "${`&${String.fromCharCode(97 + i)};`.repeat(10)}">`)];
    const bomb = `<?xml version="1.0"?><!DOCTYPE Document [${lol.join('')}]><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt><Id>&j;</Id></Stmt></BkToCstmrStmt></Document>`;
    expect(refused(bomb)).toBe('file: The XML declares a DOCTYPE or entities, which bank statements never do; it was not read');
    const xxe = v02.toString('utf8').replace('<Document', '<!DOCTYPE Document [<!ENTITY x SYSTEM "file:///etc/passwd">]><Document').replace('2026/042', '&x;');
    expect(refused(xxe)).toMatch(/DOCTYPE or entities/);
  });

  it('refuses bytes that are not UTF-8 in a file declared UTF-8', () => {
    expect(refused(encodeWindows1250(v02.toString('utf8')))).toBe('file: The file is not valid text in its declared encoding');
  });

  it('decodes a statement declared in windows-1250', () => {
    const text = v02.toString('utf8').replace('encoding="UTF-8"', 'encoding="windows-1250"');
    const statement = parseBankStatement(encodeWindows1250(text));
    expect(statement.transactions[1]?.counterpartyName).toBe('Šťastná Ludmila');
    expect(statement.transactions[0]?.message).toBe('Faktura 2026-0001 Příliš žluťoučký kůň');
  });
});
