import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonForScript } from './html-text';

describe('html text', () => {
  it('escapes markup characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('keeps embedded JSON from closing its script element', () => {
    const text = jsonForScript({ title: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ title: '</script><script>alert(1)</script>' });
  });
});
