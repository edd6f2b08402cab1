import { describe, expect, it } from 'vitest';
import { BLOG_LINK_REL, excerpt, isEmptyHtml, sanitizeBlogHtml } from './blog-html';

describe('sanitizeBlogHtml', () => {
  it('keeps the allowed tags', () => {
    const html = '<h2>A</h2><h3>B</h3><h4>C</h4><p><strong>s</strong> <em>e</em><br /></p><ul><li>1</li></ul><ol start="3"><li>2</li></ol><blockquote>q</blockquote>';
    expect(sanitizeBlogHtml(html)).toBe(html);
  });

  it('drops what the editor cannot write (code, preformatted text, h1, h5), keeping the text', () => {
    expect(sanitizeBlogHtml('<h1>T</h1><p><code>c</code></p><pre>p</pre><h5>x</h5><p><span class="a" style="color:red">s</span></p>')).toBe('T<p>c</p>px<p>s</p>');
  });

  it('removes scripts, event handlers, styles and unknown tags', () => {
    const out = sanitizeBlogHtml('<p onclick="x()" style="color:red">Hi<script>alert(1)</script></p><style>p{}</style><iframe src="https://x"></iframe><h1>T</h1>');
    expect(out).toBe('<p>Hi</p>T');
  });

  it('allows only http(s) and mailto links and forces rel', () => {
    expect(sanitizeBlogHtml('<a href="https://a.cz" rel="opener" target="_self">a</a>')).toBe(`<a target="_blank" rel="${BLOG_LINK_REL}" href="https://a.cz">a</a>`);
    expect(sanitizeBlogHtml('<a href="mailto:a@b.cz">m</a>')).toContain('href="mailto:a@b.cz"');
    for (const href of ['javascript:alert(1)', 'jav&#x61;script:alert(1)', ' JAVASCRIPT:alert(1)', 'data:text/html,x', '/relative', 'vbscript:x']) {
      expect(sanitizeBlogHtml(`<a href="${href}">x</a>`), href).toBe(`<a rel="${BLOG_LINK_REL}">x</a>`);
    }
  });

  it('keeps images with http(s) or site-path sources only', () => {
    expect(sanitizeBlogHtml('<img src="/a.png" alt="A" onerror="x()">')).toBe('<img src="/a.png" alt="A" />');
    expect(sanitizeBlogHtml('<img src="https://cdn.example.com/a.png">')).toBe('<img src="https://cdn.example.com/a.png" />');
    expect(sanitizeBlogHtml('<img src="/a.png" alt="A" width="640" height=" 480 " title="t" class="c">')).toBe('<img src="/a.png" alt="A" width="640" height="480" />');
    expect(sanitizeBlogHtml('<img src="/a.png" width="100%" height="-1">')).toBe('<img src="/a.png" />');
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
