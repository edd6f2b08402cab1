/** The pieces of the ISDOC export: decimals from integers, escaping, the UUID, addresses read from printed lines. */
import { describe, expect, it } from 'vitest';
import { isdocPostalAddress } from './isdoc-address';
import { ISDOC_UUID_NAMESPACE, isdocUuid, nameBasedUuid } from './isdoc-uuid';
import { decimal, escapeXml, leaf, money, node, xmlDocument } from './isdoc-xml';

describe('decimal', () => {
  it('writes integers in units of 10^-scale exactly, by string slicing', () => {
    expect(money(123450)).toBe('1234.50');
    expect(money(-5)).toBe('-0.05');
    expect(money(0)).toBe('0.00');
    expect(money(-100)).toBe('-1.00');
    expect(money(9_007_199_254_740_991)).toBe('90071992547409.91');
    expect(money(10n ** 20n + 1n)).toBe('1000000000000000000.01');
    expect(decimal(1500, 3, 0)).toBe('1.5');
    expect(decimal(1000, 3, 0)).toBe('1');
    expect(decimal(24335, 3)).toBe('24.335');
    expect(decimal(194680000, 5, 2)).toBe('1946.80');
    expect(decimal(7, 0)).toBe('7');
  });

  it('refuses a number that is not a safe integer', () => {
    expect(() => money(0.5)).toThrow(RangeError);
    expect(() => money(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
  });
});

describe('escapeXml', () => {
  it('escapes markup, keeps CR and (in attributes) line breaks and tabs, drops what XML forbids', () => {
    expect(escapeXml(`a & b < c > d " e ' f`)).toBe('a &amp; b &lt; c &gt; d &quot; e &apos; f');
    expect(escapeXml('line\r\nnext\tx')).toBe('line&#13;\nnext\tx');
    expect(escapeXml('line\nnext\tx', true)).toBe('line&#10;next&#9;x');
    expect(escapeXml('a\u0000b\u001Fc\uFFFEd\uD800e')).toBe('abcde');
    // A pair of surrogates is one character (an emoji), kept.
    expect(escapeXml('😀')).toBe('😀');
  });

  it('writes elements in the order given, leaving out what is left out', () => {
    const xml = xmlDocument(node('Root', [leaf('A', 'x & y', { unitCode: 'h"' }), false, null, node('Empty', []), [leaf('B', '')]], { version: '1' }));
    expect(xml).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<Root version="1">\n  <A unitCode="h&quot;">x &amp; y</A>\n  <Empty/>\n  <B></B>\n</Root>\n');
  });
});

describe('isdocUuid', () => {
  it('is an RFC 4122 version 5 UUID (checked against the RFC’s DNS namespace example value)', () => {
    expect(nameBasedUuid('6ba7b810-9dad-11d1-80b4-00c04fd430c8', 'www.example.com')).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2');
  });

  it('is the same for the same snapshot hash, different for another, version 5 with the RFC variant', () => {
    const hash = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
    const uuid = isdocUuid(hash);
    expect(uuid).toBe(isdocUuid(hash));
    expect(uuid).toBe(isdocUuid(hash.toUpperCase()));
    expect(uuid).toBe(nameBasedUuid(ISDOC_UUID_NAMESPACE, hash));
    expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(isdocUuid(hash.replace(/5$/, '6'))).not.toBe(uuid);
  });
});

describe('isdocPostalAddress', () => {
  const address = (addressLines: string[], dic: string | null = null, language: 'cs' | 'en' = 'cs') => isdocPostalAddress({ addressLines, dic }, language);

  it('reads street and number, postcode and town, and the country code the lines end with', () => {
    expect(address(['Vinohradská 1234/12a', '120 00 Praha 2'])).toEqual({
      street: 'Vinohradská',
      buildingNumber: '1234/12a',
      city: 'Praha 2',
      postalZone: '120 00',
      countryCode: 'CZ',
      countryName: 'Česko',
    });
    expect(address(['ul. Marszałkowska 1', '00-950 Warszawa', 'PL'], null, 'en')).toMatchObject({
      street: 'ul. Marszałkowska',
      buildingNumber: '1',
      city: 'Warszawa',
      postalZone: '00-950',
      countryCode: 'PL',
      countryName: 'Poland',
    });
  });

  it('keeps a street without a number whole, and skips a contact person’s line before the street', () => {
    expect(address(['Jan Novák', 'Na Příkopě', '110 00 Praha'])).toMatchObject({ street: 'Na Příkopě', buildingNumber: '', city: 'Praha' });
  });

  it('takes a lone line without a postcode for the town, never a name before it for the street', () => {
    expect(address(['Jan Novák', 'Brno'])).toMatchObject({ street: '', buildingNumber: '', city: 'Brno', postalZone: '', countryCode: 'CZ' });
    expect(address([])).toMatchObject({ street: '', city: '', postalZone: '', countryCode: 'CZ' });
  });

  it('without a country line: the country of an EU VAT ID, else Czechia', () => {
    expect(address(['Wien'], 'ATU12345678')).toMatchObject({ city: 'Wien', countryCode: 'AT', countryName: 'Rakousko' });
    expect(address(['Zürich'], 'CHE-123.456.789')).toMatchObject({ countryCode: 'CZ' });
  });
});
