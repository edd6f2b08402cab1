import { describe, expect, it } from 'vitest';
import { encodeWindows1250, gpcFile, gpcLine } from '@/server/test/bank-statement-fixtures';
import { parseBankStatement } from './parse-statement';

// Lines written from the GPC description (positions 1-based, see decision 027): 074 header, 075 transactions.
const OWN = '0000192000145399'; // 19-2000145399
const header = (newBalance = '00000002289975') =>
  gpcLine([
    '074', OWN, 'Příliš žluťoučký kůň', '251126', // type, account, short name (20), date of the old balance
    '00000001000000', '+', newBalance, '+', // old balance 10 000.00, new balance
    '00000000030075', '0', '00000001320050', '0', // debit and credit turnovers
    '042', '261126', ' '.repeat(14), // statement number, statement date, filler
  ]);
const tx = (fields: { counter?: string; id: string; amount: string; code: string; vs?: string; ks?: string; ss?: string; valuta?: string; name: string; currency?: string; booked?: string }) =>
  gpcLine([
    '075', OWN, fields.counter ?? '0000000000000000', fields.id, fields.amount, fields.code,
    fields.vs ?? '0000000000', fields.ks ?? '0000000000', fields.ss ?? '0000000000', fields.valuta ?? '000000',
    fields.name.padEnd(20), '0', fields.currency ?? '0203', fields.booked ?? '261126',
  ]);

const lines = [
  header(),
  tx({ counter: '0000000123456789', id: '2026112600001', amount: '000001210000', code: '2', vs: '0020260001', ks: '0001000308', valuta: '251126', name: 'Novák Jiří' }),
  gpcLine(['078', 'Faktura 2026-0001'.padEnd(35), 'Příliš žluťoučký kůň'.padEnd(35)]),
  tx({ id: '2026112600002', amount: '000000025075', code: '1', name: 'Poplatek' }),
  gpcLine(['078', 'Poplatek za vedení účtu'.padEnd(35), ''.padEnd(35)]),
  gpcLine(['079', 'listopad 2026'.padEnd(35), ''.padEnd(35)]),
  tx({ id: '2026112600003', amount: '000000010000', code: '4', name: 'Storno poplatku' }),
  tx({ counter: '0000190000123457', id: '2026112600004', amount: '000000005000', code: '5', vs: '0000000099', name: 'Storno platby' }),
  tx({ id: '2026112600005', amount: '000000100050', code: '2', vs: '0020260002', ss: '0000000077', valuta: '261126', name: 'Šťastná Ludmila' }),
  gpcLine(['076', 'Zpráva: děkujeme za spolupráci']),
];

describe('GPC statements', () => {
  it('reads the header and each transaction: signs by accounting code, amounts in haléře, symbols, Czech text', () => {
    const statement = parseBankStatement(gpcFile(lines));
    expect(statement).toMatchObject({ format: 'gpc', account: { number: '19-2000145399' }, currency: 'CZK', statementId: '42' });
    expect(statement.transactions).toEqual([
      {
        bankRef: '2026112600001',
        bookingDate: '2026-11-26',
        valueDate: '2026-11-25',
        amountMinor: 1_210_000,
        currency: 'CZK',
        variableSymbol: '20260001',
        constantSymbol: '0308',
        counterpartyAccount: '123456789/0100',
        counterpartyName: 'Novák Jiří',
        message: 'Faktura 2026-0001 Příliš žluťoučký kůň',
      },
      { bankRef: '2026112600002', bookingDate: '2026-11-26', amountMinor: -25_075, currency: 'CZK', counterpartyName: 'Poplatek', message: 'Poplatek za vedení účtu listopad 2026' },
      { bankRef: '2026112600003', bookingDate: '2026-11-26', amountMinor: 10_000, currency: 'CZK', counterpartyName: 'Storno poplatku' },
      { bankRef: '2026112600004', bookingDate: '2026-11-26', amountMinor: -5_000, currency: 'CZK', variableSymbol: '99', counterpartyAccount: '19-123457', counterpartyName: 'Storno platby' },
      {
        bankRef: '2026112600005',
        bookingDate: '2026-11-26',
        valueDate: '2026-11-26',
        amountMinor: 100_050,
        currency: 'CZK',
        variableSymbol: '20260002',
        specificSymbol: '77',
        counterpartyName: 'Šťastná Ludmila',
        message: 'Zpráva: děkujeme za spolupráci',
      },
    ]);
  });

  it('reads LF line ends, a UTF-8 file and a DOS end-of-file mark the same', () => {
    const crlf = parseBankStatement(gpcFile(lines));
    expect(parseBankStatement(gpcFile(lines, '\n'))).toEqual(crlf);
    expect(parseBankStatement(Buffer.from(lines.join('\r\n') + '\r\n', 'utf8'))).toEqual(crlf);
    expect(parseBankStatement(Buffer.concat([gpcFile(lines), Buffer.from([0x1a])]))).toEqual(crlf);
  });

  it('gives the same bank references when the same file is parsed twice', () => {
    const refs = () => parseBankStatement(gpcFile(lines)).transactions.map((t) => t.bankRef);
    expect(refs()).toEqual(refs());
    expect(new Set(refs()).size).toBe(5);
  });

  it('reads an EUR statement from the currency code 0978', () => {
    const eur = [
      header('00000001012345'),
      tx({ id: '9000000000001', amount: '000000012345', code: '2', vs: '0020260010', name: 'Ärzte GmbH', currency: '0978' }),
    ];
    expect(parseBankStatement(gpcFile(eur))).toMatchObject({ currency: 'EUR', transactions: [{ amountMinor: 12_345, currency: 'EUR' }] });
  });

  it('reads a statement without movements (old and new balance equal) as an empty CZK statement', () => {
    expect(parseBankStatement(gpcFile([header('00000001000000')]))).toEqual({
      format: 'gpc',
      account: { number: '19-2000145399' },
      currency: 'CZK',
      statementId: '42',
      transactions: [],
    });
  });

  const refused = (bytes: Buffer) => {
    try {
      parseBankStatement(bytes);
    } catch (err) {
      return (err as Error).message;
    }
    return 'parsed';
  };

  it('refuses a damaged or cut file naming the line, and returns nothing of it', () => {
    expect(refused(gpcFile([...lines.slice(0, 3), lines[3]?.slice(0, 90) ?? '']))).toMatch(/^file: Line 4: a 075 record has 128 characters, this one 90/);
    // Cut after a whole line: the transactions no longer add up to the new balance.
    expect(refused(gpcFile(lines.slice(0, 7)))).toMatch(/Statement 42: its transactions do not add up/);
    expect(refused(gpcFile([lines[0] ?? '', lines[1]?.replace('0020260001', '00202600O1') ?? '']))).toMatch(/Line 2: the variable symbol "00202600O1" is not digits/);
    expect(refused(gpcFile([...lines.slice(0, 2), '', ...lines.slice(2)]))).toMatch(/Line 3: the line is empty/);
    expect(refused(gpcFile([lines[0] ?? '', tx({ id: '2026112600001', amount: '000001210000', code: '3', name: 'X' })]))).toMatch(/Line 2: the accounting code is "3"/);
    expect(refused(gpcFile([lines[0] ?? '', tx({ id: '2026112600001', amount: '000001210000', code: '2', name: 'X', booked: '311126' })]))).toMatch(/Line 2: the booking date "311126" is no date/);
    expect(refused(gpcFile([lines[0] ?? '', lines[2] ?? '']))).toMatch(/Line 2: a 078 text line that follows no transaction/);
    expect(refused(gpcFile([...lines, gpcLine(['099', 'x'.repeat(125)])]))).toMatch(/Line 11: unknown record type "099"/);
    expect(refused(gpcFile(lines.slice(1)))).toMatch(/does not start like|camt.053 or GPC/);
  });

  it('refuses a file that mixes currencies, repeats a transaction id or holds another account', () => {
    const two = (currency: string) => tx({ id: '2026112600009', amount: '000000000000', code: '2', name: 'Nula', currency });
    expect(refused(gpcFile([...lines, two('0978')]))).toMatch(/mixes currencies \(CZK, EUR\)/);
    expect(refused(gpcFile([...lines, tx({ id: '2026112600005', amount: '000000000000', code: '2', name: 'Znovu' })]))).toMatch(/2026112600005 appears twice/);
    const other = header().replace(OWN, '0000000000001111').replace('00000002289975', '00000001000000');
    expect(refused(gpcFile([...lines, other]))).toMatch(/several accounts/);
  });

  it('decodes Windows-1250 bytes, not UTF-8 guesses', () => {
    const bytes = gpcFile(lines);
    expect(bytes.includes(encodeWindows1250('žluťoučký'))).toBe(true);
    expect(parseBankStatement(bytes).transactions[0]?.counterpartyName).toBe('Novák Jiří');
  });
});
