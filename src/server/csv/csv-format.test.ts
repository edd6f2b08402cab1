import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import { readClientCsv } from './client-import';
import { csvCast } from './csv-export';
import { officeInstant } from '@/shared/dates';
import { formatCsvDate, formatCsvNumber, readCsvDate } from './csv-format';
import { csvHeader, csvValue } from './csv-labels';

describe('CSV cells in the staff member\'s language', () => {
  it('dates in the office\'s local time: d. M. yyyy H:mm in Czech, yyyy-MM-dd HH:mm in English, summer time too', () => {
    const winter = new Date('2026-03-01T00:00:00Z');
    const summer = new Date('2026-07-15T10:05:00Z');
    expect(formatCsvDate(winter, 'cs')).toBe('1. 3. 2026 1:00');
    expect(formatCsvDate(winter, 'en')).toBe('2026-03-01 01:00');
    expect(formatCsvDate(summer, 'cs')).toBe('15. 7. 2026 12:05');
    expect(formatCsvDate(summer, 'en')).toBe('2026-07-15 12:05');
    expect(formatCsvDate(new Date('2026-12-31T23:30:00Z'), 'cs')).toBe('1. 1. 2027 0:30');
  });

  it('read back to the same instant, either way written; other text left for the schema to judge', () => {
    for (const iso of ['2026-03-01T00:00:00.000Z', '2026-07-15T10:05:00.000Z', '2026-10-25T02:30:00.000Z', '2026-03-29T01:30:00.000Z']) {
      expect(readCsvDate(formatCsvDate(new Date(iso), 'cs'))).toBe(iso);
      expect(readCsvDate(formatCsvDate(new Date(iso), 'en'))).toBe(iso);
    }
    expect(readCsvDate('1. 3. 2026')).toBe('2026-02-28T23:00:00.000Z');
    // The hour that happens twice when summer time ends is read as the second one (local time cannot tell them apart).
    expect(readCsvDate('25. 10. 2026 2:30')).toBe('2026-10-25T01:30:00.000Z');
    expect(officeInstant(2026, 7, 1).toISOString()).toBe('2026-06-30T22:00:00.000Z');
    for (const cell of ['2026-03-01', '2026-03-01T00:00:00.000Z', '', '31. 2. 2026', 'zítra', '2026-13-01 10:00']) expect(readCsvDate(cell)).toBe(cell);
  });

  it('numbers with a decimal comma in Czech', () => {
    expect(formatCsvNumber(12500.5, 'cs')).toBe('12500,5');
    expect(formatCsvNumber(-5, 'cs')).toBe('-5');
    expect(formatCsvNumber(12500.5, 'en')).toBe('12500.5');
  });

  it('cells: yes/no in words, formulas still neutralised, in both languages', () => {
    const row = [new Date('2026-03-01T00:00:00Z'), 12.5, true, false, '=x', null];
    expect(stringify([row], { cast: csvCast('cs'), delimiter: ';' })).toBe("1. 3. 2026 1:00;12,5;ano;ne;'=x;\n");
    expect(stringify([row], { cast: csvCast('en') })).toBe("2026-03-01 01:00,12.5,yes,no,'=x,\n");
  });

  it('headers and words per list, the stored value where there is no word', () => {
    expect(csvHeader('clients', 'currentStatus', 'cs')).toBe('Stav');
    expect(csvHeader('clients', 'createdAt', 'en')).toBe('Added');
    expect(csvHeader('messages', 'createdAt', 'cs')).toBe('Přijato');
    expect(csvHeader('projects', 'clientName', 'cs')).toBe('Klient');
    expect(csvHeader('portfolio', 'someNewColumn', 'cs')).toBe('someNewColumn');
    expect(csvValue('clients', 'currentStatus', 'active', 'cs')).toBe('Aktivní');
    expect(csvValue('projects', 'status', 'active', 'cs')).toBe('Probíhá');
    expect(csvValue('messages', 'status', 'unread', 'en')).toBe('Unread');
    expect(csvValue('clients', 'name', 'active', 'cs')).toBe('active');
  });
});

describe('the clients import reads both languages', () => {
  it('a Czech file: byte order mark, `;`, Czech headers in any case, words, local dates, decimal comma', async () => {
    const csv = '\uFEFFID;Jméno;E-MAIL;Stav;Stav platby;Velikost firmy;Datum zahájení;Jednorázová cena (Kč);Poznámka navíc\r\n';
    const read = await readClientCsv(csv + "1;Pekárna; pekarna@example.cz;Aktivní;Částečně zaplaceno;11–50 zaměstnanců;1. 3. 2026 1:00;12500,5;x\r\n");
    expect(read.issues.map((i) => i.message)).toEqual(['The file has a column that is not a client field: Poznámka navíc']);
    const ok = await readClientCsv(
      '\uFEFFID;Jméno;E-mail;Stav;Stav platby;Velikost firmy;Datum zahájení;Jednorázová cena (Kč);Přidán\r\n' +
        "1;'=Pekárna;pekarna@example.cz;Aktivní;Částečně zaplaceno;11–50 zaměstnanců;1. 3. 2026 1:00;12500,5;1. 1. 2026 9:00\r\n",
    );
    expect(ok.issues).toEqual([]);
    expect(ok.rows[0]!.input).toMatchObject({
      name: '=Pekárna',
      email: 'pekarna@example.cz',
      currentStatus: 'active',
      paymentStatus: 'partial',
      companySize: '11-50',
      startDate: new Date('2026-03-01T00:00:00Z'),
      oneTimePrice: 1_250_050,
    });
  });

  it('prices as decimal amounts of either language, into haléře exactly', async () => {
    const cs = await readClientCsv('Jméno;E-mail;Jednorázová cena (Kč);Měsíční cena (Kč)\nA;a@example.cz;1 234,50;0,01\nB;b@example.cz;1.234;\nC;c@example.cz;1,234;-5\n');
    expect(cs.rows.map((r) => [r.input.oneTimePrice, r.input.monthlyPrice])).toEqual([[123_450, 1], [123_400, 0]]);
    expect(cs.issues).toEqual([
      { line: 4, field: 'oneTimePrice', message: 'At most two decimal places' },
      { line: 4, field: 'monthlyPrice', message: 'Must be 0 or more' },
    ]);
    const en = await readClientCsv('name,email,oneTimePrice,monthlyPrice\nA,a@example.cz,"1,234.5",0.1\nB,b@example.cz,12500 Kč,lots\n');
    expect(en.rows.map((r) => [r.input.oneTimePrice, r.input.monthlyPrice])).toEqual([[123_450, 10]]);
    expect(en.issues).toEqual([{ line: 3, field: 'monthlyPrice', message: 'Enter an amount such as 1234.50' }]);
  });

  it('an English file with `,` and no byte order mark, and a file of field names and stored values', async () => {
    const en = await readClientCsv('Name,E-mail,Status,Payment status,Start date\nJana,jana@example.cz,Paused,Overdue,2026-07-15 12:05\n');
    expect(en.issues).toEqual([]);
    expect(en.rows[0]!.input).toMatchObject({ name: 'Jana', currentStatus: 'paused', paymentStatus: 'overdue', startDate: new Date('2026-07-15T10:05:00Z') });
    const raw = await readClientCsv('name,email,currentStatus,startDate\nPetr,petr@example.cz,lead,2026-03-01\n');
    expect(raw.rows[0]!.input).toMatchObject({ currentStatus: 'lead', startDate: new Date('2026-03-01T00:00:00Z') });
    // A Czech word in an English file is read too; a word that is no value is the schema's problem.
    const bad = await readClientCsv('Name;E-mail;Status\nEva;eva@example.cz;Aktivní\nIva;iva@example.cz;Možná\n');
    expect(bad.rows.map((r) => r.input.currentStatus)).toEqual(['active']);
    expect(bad.issues).toEqual([expect.objectContaining({ line: 3, field: 'currentStatus' })]);
  });
});
