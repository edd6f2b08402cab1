import { describe, expect, it } from 'vitest';
import { richTextBlocks, type TextBlock } from './rich-text';

/** A block as "kind level marker: text", runs marked *bold*, _italic_ and [text](href). */
function show(blocks: TextBlock[]): string[] {
  return blocks.map((block) => {
    const text = block.runs
      .map((run) => {
        let out = run.text;
        if (run.italic) out = `_${out}_`;
        if (run.bold && block.kind !== 'heading') out = `*${out}*`;
        return run.href ? `[${out}](${run.href})` : out;
      })
      .join('');
    return `${block.kind} ${block.level}${block.marker ? ` ${block.marker}` : ''}: ${text}`;
  });
}

describe('richTextBlocks', () => {
  it('reads the editor\'s paragraphs, headings, quotes, bold, italic, links and line breaks', () => {
    const html =
      '<h2>Rozsah</h2><p>Web <strong>na míru</strong> a <em>správa</em>,<br>viz <a href="https://example.com/x" target="_blank">ceník</a>.</p><blockquote><p>Citace</p></blockquote>';
    expect(show(richTextBlocks(html))).toEqual([
      'heading 0: Rozsah',
      'paragraph 0: Web *na míru* a _správa_,\nviz [ceník](https://example.com/x).',
      'quote 0: Citace',
    ]);
  });

  it('numbers ordered lists from their start, marks bullets, nests, and keeps an item\'s paragraphs together', () => {
    const html = '<ol start="3"><li><p>Třetí</p></li><li><p>Čtvrtý</p><ul><li><p>vnořený</p></li></ul><p>pokračování</p></li></ol><ul><li>Odrážka</li></ul>';
    expect(show(richTextBlocks(html))).toEqual([
      'item 1 3.: Třetí',
      'item 1 4.: Čtvrtý',
      'item 2 •: vnořený',
      'item 1: pokračování',
      'item 1 •: Odrážka',
    ]);
  });

  it('keeps markup typed as text as text, and drops scripts, event handlers, images and unsafe links', () => {
    const html =
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;uvozovky&quot;</p><script>alert(2)</script><p onclick="alert(3)"><a href="javascript:alert(4)">klik</a><img src="https://example.com/i.png" alt="obrázek"></p><style>p{}</style><iframe src="https://example.com"></iframe>';
    expect(show(richTextBlocks(html))).toEqual(['paragraph 0: <script>alert(1)</script> & "uvozovky"', 'paragraph 0: klik']);
  });

  it('collapses HTML white space and gives nothing for empty or blank HTML', () => {
    expect(show(richTextBlocks('<p>  dva \n  řádky  </p><p> </p>'))).toEqual(['paragraph 0: dva řádky']);
    expect(richTextBlocks('')).toEqual([]);
    expect(richTextBlocks(null)).toEqual([]);
    expect(richTextBlocks('<p></p>')).toEqual([]);
  });
});
