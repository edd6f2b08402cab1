import { describe, expect, it } from 'vitest';
import { imagesWithoutAlt, libraryAlt, rewriteLibraryAlt } from './blog-image-alt';

const H = 'd'.repeat(64);
const OTHER = 'e'.repeat(64);
const img = (hash: string, alt?: string) => `<img src="/media/${hash}-960.webp"${alt === undefined ? '' : ` alt="${alt}"`} width="960" height="640" />`;

describe('imagesWithoutAlt', () => {
  it('counts images with no alt attribute; decorative alt="" and texts are not counted', () => {
    expect(imagesWithoutAlt(`<p>a</p>${img(H)}${img(H, '')}${img(H, 'Text')}<img src="https://x.example/a.png">`)).toBe(2);
    expect(imagesWithoutAlt('<p>No images</p>')).toBe(0);
  });
});

describe('libraryAlt', () => {
  it('takes the language’s text, else the other one’s', () => {
    expect(libraryAlt({ translations: { cs: { alt: 'Kancelář' } } }, 'en')).toBe('Kancelář');
    expect(libraryAlt({ translations: { cs: { alt: 'Kancelář' }, en: { alt: 'Office' } } }, 'en')).toBe('Office');
    expect(libraryAlt({ translations: { en: { alt: 'Office' } } }, 'cs')).toBe('Office');
    expect(libraryAlt({ translations: {} }, 'en')).toBe('');
  });
});

describe('rewriteLibraryAlt', () => {
  it('fills a missing alt and replaces the previous library text, only for that image', () => {
    const html = `${img(H)}${img(H, 'Old')}${img(OTHER)}`;
    expect(rewriteLibraryAlt(html, H, 'Old', 'New & "better"')).toBe(
      `<img alt="New &amp; &quot;better&quot;" src="/media/${H}-960.webp" width="960" height="640" />${img(H, 'New &amp; &quot;better&quot;')}${img(OTHER)}`,
    );
  });

  it('keeps a chosen text and a decorative alt="", and changes nothing for an empty new text', () => {
    const html = `${img(H, 'Chosen')}${img(H, '')}`;
    expect(rewriteLibraryAlt(html, H, '', 'New')).toBe(html);
    expect(rewriteLibraryAlt(`${img(H)}${img(H, 'Old')}`, H, 'Old', '')).toBe(`${img(H)}${img(H, 'Old')}`);
  });

  it('compares the stored (escaped) text with the library text', () => {
    expect(rewriteLibraryAlt(img(H, 'A &amp; B'), H, 'A & B', 'C')).toBe(img(H, 'C'));
  });
});
