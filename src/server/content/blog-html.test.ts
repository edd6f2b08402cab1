import { describe, expect, it } from 'vitest';
import { BLOG_LINK_REL, excerpt, isEmptyHtml, sanitizeBlogHtml } from './blog-html';

describe('sanitizeBlogHtml', () => {
  it('keeps the allowed tags', () => {
    const html = '<h2>A</h2><h3>B</h3><h4>C</h4><p><strong>s</strong> <em>e</em><br /><code>c</code></p><ul><li>1</li></ul><ol><li>2</li></ol><blockquote>q</blockquote><pre>p</pre>';
    expect(sanitizeBlogHtml(html)).toBe(html);
  });

  it('removes scripts, event handlers, styles and unknown tags', () => {
    const out = sanitizeBlogHtml('<p onclick="x()" style="color:red">Hi<script>alert(1)</script></p><style>p{}</style><iframe src="https://x"></iframe><h1>T</h1>');
    expect(out).toBe('<p>Hi</p>T');
  });

  it('allows only http(s) and mailto links and forces rel', () => {
    expect(sanitizeBlogHtml('<a href="https://a.cz" rel="opener" target="_blank">a</a>')).toBe(`<a rel="${BLOG_LINK_REL}" href="https://a.cz">a</a>`);
    expect(sanitizeBlogHtml('<a href="mailto:a@b.cz">m</a>')).toContain('href="mailto:a@b.cz"');
    for (const href of ['javascript:alert(1)', 'jav&#x61;script:alert(1)', ' JAVASCRIPT:alert(1)', 'data:text/html,x', '/relative', 'vbscript:x']) {
      expect(sanitizeBlogHtml(`<a href="${href}">x</a>`), href).toBe(`<a rel="${BLOG_LINK_REL}">x</a>`);
    }
  });

  it('keeps images with http(s) or site-path sources only', () => {
    expect(sanitizeBlogHtml('<img src="/a.png" alt="A" onerror="x()">')).toBe('<img src="/a.png" alt="A" />');
    expect(sanitizeBlogHtml('<img src="https://cdn.example.com/a.png">')).toBe('<img src="https://cdn.example.com/a.png" />');
    for (const src of ['javascript:alert(1)', '//evil.example/a.png', 'data:image/png;base64,AA', 'x']) {
      expect(sanitizeBlogHtml(`<img src="${src}">`), src).toBe('');
    }
  });
});

describe('excerpt and isEmptyHtml', () => {
  it('gives plain text cut at a word', () => {
    expect(excerpt('<p>Ahoj &amp; <strong>vítejte</strong></p>')).toBe('Ahoj & vítejte');
    expect(excerpt('<h2>Plán</h2><p>Text</p><ul><li>a</li><li>b</li></ul>x<br>y')).toBe('Plán Text a b x y');
    const long = excerpt('<p>' + 'slovo '.repeat(100) + '</p>', 40);
    expect(long.length).toBeLessThanOrEqual(40);
    expect(long.endsWith('slovo…')).toBe(true);
  });
  it('knows content that shows nothing', () => {
    expect(isEmptyHtml('')).toBe(true);
    expect(isEmptyHtml('<p> </p><br />')).toBe(true);
    expect(isEmptyHtml('<img src="/a.png" />')).toBe(false);
    expect(isEmptyHtml('<p>x</p>')).toBe(false);
  });
});
