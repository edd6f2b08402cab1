import { describe, expect, it } from 'vitest';
import { readingMinutes, wordCount } from './reading-time';

describe('reading time', () => {
  it('counts the words of the text, not of the markup', () => {
    expect(wordCount('<p>Jedna dvě</p><p>tři&nbsp;čtyři</p><ul><li>pět</li></ul>')).toBe(5);
    expect(wordCount('<h3>Nadpis</h3> – <img src="/a.png" alt="">')).toBe(1);
  });

  it('is words / 200 rounded up, at least one minute', () => {
    const words = (n: number) => `<p>${'slovo '.repeat(n)}</p>`;
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes(words(150))).toBe(1);
    expect(readingMinutes(words(200))).toBe(1);
    expect(readingMinutes(words(201))).toBe(2);
    expect(readingMinutes(words(1000))).toBe(5);
  });
});
