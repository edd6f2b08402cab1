import { describe, expect, it } from 'vitest';
import { ifNoneMatch, parseIfNoneMatch } from './if-none-match';

describe('parseIfNoneMatch (RFC 9110 §13.1.2)', () => {
  it('reads *, one tag, weak tags and lists with optional whitespace and empty elements', () => {
    expect(parseIfNoneMatch('*')).toBe('*');
    expect(parseIfNoneMatch(' * ')).toBe('*');
    expect(parseIfNoneMatch('"abc"')).toEqual([{ weak: false, opaque: '"abc"' }]);
    expect(parseIfNoneMatch('W/"abc"')).toEqual([{ weak: true, opaque: '"abc"' }]);
    expect(parseIfNoneMatch('"a", W/"b" ,"c",,\t"d"')).toEqual([
      { weak: false, opaque: '"a"' },
      { weak: true, opaque: '"b"' },
      { weak: false, opaque: '"c"' },
      { weak: false, opaque: '"d"' },
    ]);
    expect(parseIfNoneMatch('""')).toEqual([{ weak: false, opaque: '""' }]);
  });

  it('keeps a comma inside a quoted tag as part of the tag', () => {
    expect(parseIfNoneMatch('"a,b", "c"')).toEqual([
      { weak: false, opaque: '"a,b"' },
      { weak: false, opaque: '"c"' },
    ]);
  });

  it.each([
    ['an unquoted tag', 'abc'],
    ['an unterminated tag', '"abc'],
    ['a lower-case weak prefix', 'w/"abc"'],
    ['* inside a list', '"a", *'],
    ['two tags without a comma', '"a" "b"'],
    ['a space inside a tag', '"a b"'],
    ['only commas', ' , ,'],
    ['empty', ''],
  ])('refuses %s', (_case, header) => {
    expect(parseIfNoneMatch(header)).toBeNull();
  });
});

describe('ifNoneMatch: weak comparison against the ETag sent', () => {
  const etag = '"5d41402abc4b2a76"';
  it.each([
    ['the same strong tag', etag, true],
    ['the weak form of it', `W/${etag}`, true],
    ['a list holding it', `"other", W/${etag}, "third"`, true],
    ['*', '*', true],
    ['another tag', '"other"', false],
    ['a prefix of it', '"5d41402abc4b2a7"', false],
    ['a list without it', '"a", W/"b"', false],
    ['an invalid header that contains it', `${etag} junk`, false],
  ])('%s', (_case, header, expected) => {
    expect(ifNoneMatch(header, etag)).toBe(expected);
  });

  it('compares a weak ETag of ours weakly too, and no header never matches', () => {
    expect(ifNoneMatch('"x"', 'W/"x"')).toBe(true);
    expect(ifNoneMatch('W/"x"', 'W/"x"')).toBe(true);
    expect(ifNoneMatch(undefined, etag)).toBe(false);
    expect(ifNoneMatch(['"a"', etag], etag)).toBe(true);
  });
});
