// @vitest-environment jsdom
/**
 * The server's allow-list equals what the back office's editor writes: every node and mark the editor produces
 * survives the sanitiser unchanged, and posts written before the editor (raw HTML) open in it with their markup.
 */
import { generateHTML, generateJSON, getSchema, type JSONContent } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { BLOG_HTML_TAGS } from '@/shared/blog-html-allow-list';
import { richTextExtensions } from '@/shared/rich-text-extensions';
import { sanitizeBlogHtml } from './blog-html';

const extensions = richTextExtensions();
const text = (t: string, marks?: JSONContent['marks']): JSONContent => ({ type: 'text', text: t, ...(marks ? { marks } : {}) });
const paragraph = (...content: JSONContent[]): JSONContent => ({ type: 'paragraph', content });
const link = (href: string) => [{ type: 'link', attrs: { href } }];

/** A document holding every node type and mark of the editor's schema. */
const EVERY_NODE: JSONContent = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [text('Plán')] },
    { type: 'heading', attrs: { level: 3 }, content: [text('Krok')] },
    { type: 'heading', attrs: { level: 4 }, content: [text('Detail')] },
    paragraph(
      text('tučně', [{ type: 'bold' }]),
      text(' a '),
      text('kurzívou', [{ type: 'italic' }]),
      { type: 'hardBreak' },
      text('web', link('https://example.com/a?b=1&c=2')),
      text(' '),
      text('mail', link('mailto:info@example.com')),
    ),
    { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph(text('jedna'))] }, { type: 'listItem', content: [paragraph(text('dvě'))] }] },
    { type: 'orderedList', attrs: { start: 1 }, content: [{ type: 'listItem', content: [paragraph(text('první'))] }] },
    { type: 'orderedList', attrs: { start: 4 }, content: [{ type: 'listItem', content: [paragraph(text('čtvrtý'))] }] },
    { type: 'blockquote', content: [paragraph(text('Citace'))] },
    { type: 'image', attrs: { src: '/media/abc123/photo-960.webp', alt: 'Tým v kanceláři', width: 960, height: 640 } },
    { type: 'image', attrs: { src: 'https://cdn.example.com/a.png', alt: '' } },
  ],
};

/** The same HTML as a DOM: attribute order and self-closing syntax (<br> / <br />) do not matter, everything else does. */
function sameDom(a: string, b: string): boolean {
  const parse = (html: string) => {
    const div = document.createElement('div');
    div.innerHTML = html;
    return div;
  };
  return parse(a).isEqualNode(parse(b));
}

describe('editor HTML through the server sanitiser', () => {
  it('keeps every node type and mark unchanged', () => {
    const html = generateHTML(EVERY_NODE, extensions);
    // The document really holds every allowed tag.
    for (const tag of BLOG_HTML_TAGS) expect(html, tag).toMatch(new RegExp(`<${tag}[\\s>/]`));
    const clean = sanitizeBlogHtml(html);
    expect(sameDom(clean, html), `${html}\n${clean}`).toBe(true);
    // And reads back into the editor as the same document.
    expect(generateJSON(clean, extensions)).toEqual(generateJSON(html, extensions));
  });

  it('the editor schema holds only the allow-listed nodes and marks', () => {
    const schema = getSchema(extensions);
    expect(Object.keys(schema.nodes).sort()).toEqual(
      ['blockquote', 'bulletList', 'doc', 'hardBreak', 'heading', 'image', 'listItem', 'orderedList', 'paragraph', 'text'].sort(),
    );
    expect(Object.keys(schema.marks).sort()).toEqual(['bold', 'italic', 'link']);
  });
});

describe('posts written before the editor', () => {
  it('open in the editor keeping headings, lists, links, quotes and images', () => {
    const legacy = sanitizeBlogHtml(
      '<h2>Nadpis</h2><p>Úvod s <a href="https://example.com">odkazem</a> a <strong>tučným</strong>.</p>' +
        '<h3>Seznam</h3><ul><li>a</li><li>b</li></ul><ol><li>c</li></ol><blockquote>Citát</blockquote>' +
        '<h4>Obrázek</h4><p><img src="/images/blog/a.png" alt="Popis" /></p>',
    );
    const reopened = generateHTML(generateJSON(legacy, extensions), extensions);
    expect(reopened).toContain('<h2>Nadpis</h2>');
    expect(reopened).toContain('<h3>Seznam</h3>');
    expect(reopened).toContain('<h4>Obrázek</h4>');
    expect(reopened).toMatch(/<a [^>]*href="https:\/\/example\.com"[^>]*>odkazem<\/a>/);
    expect(reopened).toContain('<strong>tučným</strong>');
    expect(reopened).toContain('<ul><li><p>a</p></li><li><p>b</p></li></ul>');
    expect(reopened).toContain('<ol><li><p>c</p></li></ol>');
    expect(reopened).toContain('<blockquote><p>Citát</p></blockquote>');
    expect(reopened).toContain('<img src="/images/blog/a.png" alt="Popis">');
    // Saved again, nothing more is lost.
    expect(sameDom(sanitizeBlogHtml(reopened), reopened)).toBe(true);
  });
});
