/**
 * Alt text of the images inside a post's (sanitised) HTML — issue 20, point 5.
 *
 * An image has three states: an alt text (`alt="A team at work"`), decorative (`alt=""`, chosen explicitly in the
 * editor's image dialog: screen readers skip it) and missing (no `alt` attribute: nobody decided yet). Only the last
 * is "without alt text": the editor marks it, publishing warns about it, and the media library fills it in.
 */
import type { Language } from './constants';
import { MEDIA_PATH_PREFIX, type MediaTexts } from './media';
import { textsFor, type Translated } from './translations';

const IMG_TAG = /<img\b[^>]*>/gi;
const ALT_ATTR = /\salt\s*=\s*(?:"([^"]*)"|'([^']*)')/i;
const SRC_ATTR = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)')/i;

function decode(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function encode(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** How many images of `html` have no alt attribute at all (decorative images, alt="", are not counted). */
export function imagesWithoutAlt(html: string): number {
  return (html.match(IMG_TAG) ?? []).filter((tag) => !ALT_ATTR.test(tag)).length;
}

/**
 * A library image's alt text in `lang`: that language's, else the other one's (`textsFor`, the one fallback rule) —
 * what the editor proposes; '' when the image has none.
 */
export function libraryAlt(item: { translations: Translated<MediaTexts> }, lang: Language): string {
  return textsFor(item.translations, lang)?.alt ?? '';
}

/**
 * Gives the library image `hash` the alt text `next` inside `html`, wherever the post has none yet (no alt attribute)
 * or still has the library's previous text `previous`. An alt the writer chose — another text, or decorative
 * (alt="") — is never touched; nor is anything when `next` is empty.
 */
export function rewriteLibraryAlt(html: string, hash: string, previous: string, next: string): string {
  if (next === '' || next === previous) return html;
  const marker = `${MEDIA_PATH_PREFIX}${hash}-`;
  return html.replace(IMG_TAG, (tag) => {
    const src = SRC_ATTR.exec(tag);
    if (!src || !decode(src[1] ?? src[2] ?? '').includes(marker)) return tag;
    const alt = ALT_ATTR.exec(tag);
    const replacement = ` alt="${encode(next)}"`;
    if (!alt) return tag.replace(/^<img\b/i, `<img${replacement}`);
    const current = decode(alt[1] ?? alt[2] ?? '');
    return previous !== '' && current === previous ? tag.replace(ALT_ATTR, replacement) : tag;
  });
}
