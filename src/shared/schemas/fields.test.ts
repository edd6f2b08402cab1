/** Address rules: what a browser would make of a stored address decides, not how its text looks. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blogPostSchema } from './blog-post';
import { clientSchema } from './client';
import { FIELD_MESSAGES, isImageSource, isLooseWebAddress, isWebAddress } from './fields';
import { portfolioItemSchema } from './portfolio-item';

const SITE = 'https://www.lipadigital.cz';
/** How a browser resolves the text as an href or src on one of the site's pages. */
const resolved = (text: string) => new URL(text, SITE);
/** How the back office opens a client's website or contract link ('pekarna.cz' → https://pekarna.cz). */
const asOpened = (text: string) => new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
const isHttp = (url: URL) => url.protocol === 'http:' || url.protocol === 'https:';

const SCRIPT_LINKS = [
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'JavaScript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  'javascript\t:alert(1)',
  '\x01javascript:alert(1)',
  '\x00javascript:alert(1)',
  '\x1fjavascript:alert(1)',
  '\x7fjavascript:alert(1)',
  ' javascript:alert(1)',
  '\u00a0javascript:alert(1)',
  '\ufeffjavascript:alert(1)',
  'javascript:alert(1)\t',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'file:///etc/passwd',
  'mailto:eva@example.cz',
  'https:\\\\evil.example',
  'https:/\\evil.example',
  'http:evil.example',
  'https://',
];

const FOREIGN_IMAGES = [
  '/\\evil.example/x.png',
  '\\\\evil.example/x.png',
  '\\/evil.example/x.png',
  '//evil.example/x.png',
  '/\t/evil.example/x.png',
  '/\n/evil.example/x.png',
  '/\r/evil.example/x.png',
  '\t//evil.example/x.png',
  '\x01//evil.example/x.png',
  ' //evil.example/x.png',
  'javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:image/png;base64,AA',
  'images/x.png',
];

describe('the bypasses browsers would have let through', () => {
  it('the test itself: a browser reads these as another site or as a script', () => {
    expect(resolved('/\\evil.example/x.png').host).toBe('evil.example');
    expect(resolved('/\t/evil.example/x.png').host).toBe('evil.example');
    expect(resolved('java\tscript:alert(1)').protocol).toBe('javascript:');
    expect(resolved('\x01javascript:alert(1)').protocol).toBe('javascript:');
  });

  it.each(SCRIPT_LINKS)('refuses %j as a website, contract link or portfolio link', (text) => {
    expect(isLooseWebAddress(text)).toBe(false);
    expect(isWebAddress(text)).toBe(false);
    expect(isImageSource(text)).toBe(false);
  });

  it.each(FOREIGN_IMAGES)('refuses %j as an image', (text) => {
    expect(isImageSource(text)).toBe(false);
  });

  it('still accepts the ordinary forms', () => {
    for (const ok of ['https://pekarna.cz', 'http://pekarna.cz/kontakt?x=1#a', 'HTTPS://PEKARNA.CZ', 'https://pekárna.cz/cesta']) {
      expect(isWebAddress(ok), ok).toBe(true);
      expect(isLooseWebAddress(ok), ok).toBe(true);
      expect(isImageSource(ok), ok).toBe(true);
    }
    for (const ok of ['pekarna.cz', 'www.pekarna.cz/kontakt', 'drive.example.com/d/abc?usp=sharing']) {
      expect(isLooseWebAddress(ok), ok).toBe(true);
    }
    for (const ok of ['/images/a.svg', '/images/portfolio/x%20y.png', '/a?v=1#top', '/']) {
      expect(isImageSource(ok), ok).toBe(true);
    }
  });
});

describe('the schemas answer with the field and its message', () => {
  const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

  it('client website and contract link', () => {
    const base = { name: 'Pekárna', email: 'info@pekarna.cz' };
    expect(issues(clientSchema.safeParse({ ...base, website: 'java\tscript:alert(1)' })).website).toBe(FIELD_MESSAGES.webAddressInvalid);
    expect(issues(clientSchema.safeParse({ ...base, contractUrl: '\x01javascript:alert(1)' })).contractUrl).toBe(FIELD_MESSAGES.webAddressInvalid);
    expect(issues(clientSchema.safeParse({ ...base, contractUrl: 'JAVASCRIPT:alert(1)' })).contractUrl).toBe(FIELD_MESSAGES.webAddressInvalid);
    // Spaces around a real address are trimmed (what a paste brings along), not refused.
    expect(clientSchema.parse({ ...base, website: '  pekarna.cz \n' }).website).toBe('pekarna.cz');
  });

  it('blog and portfolio images', () => {
    const item = { title: 'Web', description: 'Popis', category: 'web' };
    expect(issues(portfolioItemSchema.safeParse({ ...item, imageUrl: '/\\evil.example/x.png' })).imageUrl).toBe(FIELD_MESSAGES.imageUrlInvalid);
    expect(issues(blogPostSchema.safeParse({ title: 'Post', content: '<p>x</p>', imageUrl: '/\t/evil.example/x.png' })).imageUrl).toBe(
      FIELD_MESSAGES.imageUrlInvalid,
    );
  });
});

describe('property: whatever is accepted, a browser reads as http(s), and site images stay on the site', () => {
  /** Mostly the characters the tricks are made of, so the generator finds them. */
  const tricky = fc.constantFrom(
    'j', 'a', 'v', 's', 'c', 'r', 'i', 'p', 't', 'J', 'S', 'h', 'e', 'x', '.', ':', '/', '\\', '?', '#', '@', '%', '0',
    '\t', '\n', '\r', '\x00', '\x01', '\x1f', '\x7f', '\x85', ' ', '\u00a0', '\u2028', 'é',
  );
  const prefixes = fc.constantFrom('', '/', '//', '/\\', 'https://', 'http:', 'javascript:', 'java', 'data:', 'x.cz');
  const text = fc.tuple(prefixes, fc.array(tricky, { maxLength: 24 })).map(([p, cs]) => p + cs.join(''));
  const runs = { numRuns: 5000 };

  it('web addresses', () => {
    fc.assert(
      fc.property(text, (s) => {
        if (!isWebAddress(s)) return;
        const url = new URL(s);
        expect(isHttp(url) && url.hostname !== '').toBe(true);
        expect(isHttp(resolved(s))).toBe(true);
      }),
      runs,
    );
  });

  it('loose web addresses, both as a raw href and as the back office opens them', () => {
    fc.assert(
      fc.property(text, (s) => {
        if (!isLooseWebAddress(s)) return;
        expect(isHttp(resolved(s))).toBe(true);
        const opened = asOpened(s);
        expect(isHttp(opened) && opened.hostname !== '').toBe(true);
      }),
      runs,
    );
  });

  it('image sources', () => {
    fc.assert(
      fc.property(text, (s) => {
        if (!isImageSource(s)) return;
        const url = resolved(s);
        expect(isHttp(url)).toBe(true);
        if (!/^https?:\/\//i.test(s)) expect(url.origin).toBe(SITE);
      }),
      runs,
    );
  });

  it('a control character, whitespace or backslash anywhere makes an accepted address refused', () => {
    const accepted = fc.constantFrom('https://pekarna.cz/a/b', 'pekarna.cz/kontakt', '/images/a.svg');
    const bad = fc.constantFrom('\t', '\n', '\r', '\x00', '\x01', '\x1b', '\x7f', '\\', ' ', '\u00a0', '\u2028');
    fc.assert(
      fc.property(accepted, bad, fc.nat(), (s, c, at) => {
        const i = at % (s.length + 1);
        const spoiled = s.slice(0, i) + c + s.slice(i);
        expect(isLooseWebAddress(spoiled) || isImageSource(spoiled) || isWebAddress(spoiled)).toBe(false);
      }),
      runs,
    );
  });
});
