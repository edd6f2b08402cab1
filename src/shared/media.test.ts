import { describe, expect, it } from 'vitest';
import { responsiveInlineImages } from './media';

const HASH = 'a'.repeat(64);

describe('responsiveInlineImages', () => {
  it('turns a library image into a <picture> with AVIF and WebP srcsets of its variants, lazily loaded', () => {
    const html = `<p>Před</p><img src="/media/${HASH}-1600.webp" alt="Kancelář" width="1600" height="1067" /><p>Po</p>`;
    expect(responsiveInlineImages(html)).toBe(
      '<p>Před</p><picture>' +
        `<source type="image/avif" srcset="/media/${HASH}-480.avif 480w, /media/${HASH}-960.avif 960w, /media/${HASH}-1600.avif 1600w" sizes="(min-width: 768px) 720px, 100vw">` +
        `<source type="image/webp" srcset="/media/${HASH}-480.webp 480w, /media/${HASH}-960.webp 960w, /media/${HASH}-1600.webp 1600w" sizes="(min-width: 768px) 720px, 100vw">` +
        `<img loading="lazy" decoding="async" src="/media/${HASH}-1600.webp" alt="Kancelář" width="1600" height="1067" /></picture><p>Po</p>`,
    );
  });

  it('offers only the variants a small image has, and leaves other addresses alone', () => {
    const small = responsiveInlineImages(`<img src="/media/${HASH}-700.webp" alt="" width="700" height="400">`);
    expect(small).toContain(`srcset="/media/${HASH}-480.avif 480w, /media/${HASH}-700.avif 700w"`);
    const outside = '<img src="https://cdn.example.com/a.png" alt="x"><img src="/media/nothash-1.webp">';
    expect(responsiveInlineImages(outside)).toBe(outside);
  });
});
