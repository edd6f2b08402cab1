/** Reading ARES's answers (the published format): every published variant, and what counts as "down". */
import { describe, expect, it } from 'vitest';
import { aresIco } from '@/shared/ares';
import { aresSubjectExamples, ARES_SUBJECTS } from '@/server/test/stand-ins/ares';
import { formatCzechPostalCode, houseNumber, readAresAnswer } from './ares-client';

const JSON_TYPE = 'application/json';
const examples = aresSubjectExamples();
const read = (ico: string) => readAresAnswer(ico, 200, JSON_TYPE, JSON.stringify(examples.get(ico)));

describe('readAresAnswer: a subject (200)', () => {
  it('reads the published example: name, street with "567/12a", city, "602 00", CZ, DIČ, VAT registration', () => {
    expect(read(ARES_SUBJECTS.known)).toEqual({
      kind: 'found',
      company: {
        ico: '12345679',
        name: 'Příklad Software s.r.o.',
        street: 'Údolní 567/12a',
        city: 'Brno',
        postalCode: '602 00',
        country: 'CZ',
        dic: 'CZ12345679',
        vatRegistered: true,
        dissolvedOn: null,
      },
    });
  });

  it('a subject without DIČ: dic null, not registered for VAT; Prague: its numbered district as the city', () => {
    const answer = read(ARES_SUBJECTS.noDic);
    expect(answer).toMatchObject({ kind: 'found', company: { name: 'Jana Nováková', street: 'Karlova 180/5', city: 'Praha 1', postalCode: '110 00', dic: null, vatRegistered: false } });
  });

  it('a dissolved subject is still found, with its day of dissolution', () => {
    expect(read(ARES_SUBJECTS.dissolved)).toMatchObject({ kind: 'found', company: { name: 'Zaniklá obchodní s.r.o.', dissolvedOn: '2024-06-30', vatRegistered: false } });
  });

  it('a village without streets: its part and the house number', () => {
    expect(read(ARES_SUBJECTS.village)).toMatchObject({ kind: 'found', company: { street: 'Dolní Lhota 15', city: 'Lhota', postalCode: '396 01', country: 'CZ', dic: null } });
  });

  it('a foreign seat: its country code, pscTxt as given, an orientation number alone', () => {
    expect(read(ARES_SUBJECTS.foreign)).toMatchObject({ kind: 'found', company: { street: 'Obchodná 22', city: 'Bratislava', postalCode: '811 06', country: 'SK', dic: 'SK2020123456' } });
  });

  it('structured parts missing: the one-line textovaAdresa is kept as the street', () => {
    expect(read(ARES_SUBJECTS.textOnly)).toMatchObject({ kind: 'found', company: { street: 'Masarykovo náměstí 1, 68601 Uherské Hradiště', city: '', postalCode: '', vatRegistered: null } });
  });

  it('a 200 without a name, or not an object, is malformed', () => {
    expect(readAresAnswer('12345679', 200, JSON_TYPE, JSON.stringify({ ico: '12345679' }))).toEqual({ kind: 'down', reason: 'malformed' });
    expect(readAresAnswer('12345679', 200, JSON_TYPE, '[]')).toEqual({ kind: 'down', reason: 'malformed' });
  });
});

describe('readAresAnswer: errors', () => {
  it('404 NENALEZENO is "not found" (a business answer)', () => {
    const body = JSON.stringify({ kod: 'NENALEZENO', popis: 'Ekonomický subjekt nenalezen', subKod: 'VYSTUP_SUBJEKT_NENALEZEN' });
    expect(readAresAnswer('87654326', 404, JSON_TYPE, body)).toEqual({ kind: 'notFound' });
  });

  it('400 CHYBA_VSTUPU is invalid input', () => {
    const body = JSON.stringify({ kod: 'CHYBA_VSTUPU', popis: '…', subKod: 'VSTUP_NEVALIDNI_FORMAT_ICO' });
    expect(readAresAnswer('12345679', 400, JSON_TYPE, body)).toEqual({ kind: 'invalid' });
  });

  it.each([
    ['a Spring-style 404 of a wrong path', 404, JSON_TYPE, JSON.stringify({ status: 404, error: 'Not Found', path: '/x' })],
    ['an HTML page with 200', 200, 'text/html; charset=utf-8', '<!DOCTYPE html><html><body>Služba nedostupná</body></html>'],
    ['an HTML page with 503', 503, 'text/html', '<html></html>'],
    ['an empty body', 200, JSON_TYPE, ''],
    ['500 OBECNA_CHYBA', 500, JSON_TYPE, JSON.stringify({ kod: 'OBECNA_CHYBA', popis: '…' })],
    ['a block page (HTML with 403)', 403, 'text/html', '<p>Váš požadavek byl z bezpečnostních důvodů zablokován</p>'],
  ])('%s is the service down, never "not found"', (_name, status, type, body) => {
    expect(readAresAnswer('12345679', status, type, body)).toEqual({ kind: 'down', reason: 'malformed' });
  });
});

describe('the parts', () => {
  it('house numbers: 567/12a, 567, 12a', () => {
    expect(houseNumber({ cisloDomovni: 567, cisloOrientacni: 12, cisloOrientacniPismeno: 'a' })).toBe('567/12a');
    expect(houseNumber({ cisloDomovni: 567 })).toBe('567');
    expect(houseNumber({ cisloOrientacni: 12, cisloOrientacniPismeno: 'a' })).toBe('12a');
    expect(houseNumber({})).toBe('');
  });

  it('postal codes: 60200 → "602 00", 1000 → "010 00"', () => {
    expect(formatCzechPostalCode(60200)).toBe('602 00');
    expect(formatCzechPostalCode(1000)).toBe('010 00');
  });

  it('aresIco: pads to 8 digits, drops spaces, checks the digit', () => {
    expect(aresIco('6947')).toBe('00006947');
    expect(aresIco('270 82 440')).toBe('27082440');
    expect(aresIco('12345678')).toBeUndefined();
    expect(aresIco('abc')).toBeUndefined();
    expect(aresIco('123456789')).toBeUndefined();
    expect(aresIco('0')).toBeUndefined();
  });
});
