import { describe, expect, it } from 'vitest';
import { looksLikeHtml, plainText, textDiff } from './text-diff';

describe('textDiff', () => {
  it('shows only the changed words of rich text, as plain text with a few words of context', () => {
    const from = '<p>Tady náš tým navrhuje a vyvíjí <strong>rychlé</strong> weby pro malé firmy v celé České republice.</p>';
    const to = '<p>Tady náš tým navrhuje a vyvíjí <strong>bezpečné</strong> weby pro malé firmy v celé České republice.</p>';
    expect(textDiff(from, to)).toEqual({ before: '… tým navrhuje a vyvíjí', removed: 'rychlé', added: 'bezpečné', after: 'weby pro malé firmy …' });
  });

  it('an addition at the end, a removal at the start, and no markup or entities left', () => {
    expect(textDiff('<p>Hello&nbsp;world</p>', '<p>Hello world</p><ul><li>and more</li></ul>')).toEqual({
      before: 'Hello world',
      removed: '',
      added: 'and more',
      after: '',
    });
    expect(textDiff('Old intro. Same text', 'Same text')).toEqual({ before: '', removed: 'Old intro.', added: '', after: 'Same text' });
  });

  it('plain text of HTML, and what looks like HTML', () => {
    expect(plainText('<h2>A &amp; B</h2><p>x&lt;y <em>z</em></p><script>alert(1)</script>')).toBe('A & B x<y z');
    expect(looksLikeHtml('<p>a</p>')).toBe(true);
    expect(looksLikeHtml('a < b and c > d')).toBe(false);
  });
});
