import { describe, expect, it } from 'vitest';
import { headingsFromLevel2 } from './post-headings';

describe('headingsFromLevel2', () => {
  it('moves the highest heading to h2 and the others with it', () => {
    expect(headingsFromLevel2('<h3>A</h3><p>x</p><h4 id="b">B</h4>')).toBe('<h2>A</h2><p>x</p><h3 id="b">B</h3>');
    expect(headingsFromLevel2('<h1>A</h1><h2>B</h2>')).toBe('<h2>A</h2><h3>B</h3>');
  });

  it('leaves content already starting at h2, or without headings, as it is', () => {
    expect(headingsFromLevel2('<h2>A</h2><h3>B</h3>')).toBe('<h2>A</h2><h3>B</h3>');
    expect(headingsFromLevel2('<p>hr <hr> and <header></p>')).toBe('<p>hr <hr> and <header></p>');
  });
});
