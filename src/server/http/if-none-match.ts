/**
 * If-None-Match as RFC 9110 §13.1.2 defines it, for GET and HEAD: `*`, or a comma-separated list of entity tags
 * (`"x"`, `W/"x"`), compared weakly — `W/"x"`, `"x"` and `W/"x"` against `"x"` all match, because a weak match is
 * enough to answer 304. Every place this server compares ETags itself goes through `ifNoneMatch` (the cached pages,
 * the media library's files); Express's own answers (res.json, res.send) use the `fresh` package, which compares the
 * same way.
 */

export interface EntityTag {
  weak: boolean;
  /** The opaque tag with its quotes, e.g. `"abc"`. */
  opaque: string;
}

/** `*`, the list of entity tags, or null when the header is not valid (a recipient then ignores it). */
export function parseIfNoneMatch(header: string): '*' | EntityTag[] | null {
  const text = header.trim();
  if (text === '*') return '*';
  const tags: EntityTag[] = [];
  let at = 0;
  // #entity-tag: elements separated by commas and optional whitespace; empty elements are allowed and skipped.
  while (at < text.length) {
    const c = text[at];
    if (c === ',' || c === ' ' || c === '\t') {
      at++;
      continue;
    }
    const weak = text.startsWith('W/', at);
    if (weak) at += 2;
    if (text[at] !== '"') return null;
    const end = text.indexOf('"', at + 1);
    if (end < 0) return null;
    const opaque = text.slice(at, end + 1);
    if (!isEtagText(opaque.slice(1, -1))) return null;
    tags.push({ weak, opaque });
    at = end + 1;
    // After a tag: whitespace, then a comma or the end.
    while (text[at] === ' ' || text[at] === '\t') at++;
    if (at < text.length && text[at] !== ',') return null;
  }
  return tags.length ? tags : null;
}

/** etagc = %x21 / %x23-7E / obs-text (%x80-FF): visible characters except the double quote, no spaces. */
function isEtagText(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (!(code === 0x21 || (code >= 0x23 && code <= 0x7e) || (code >= 0x80 && code <= 0xff))) return false;
  }
  return true;
}

/** The opaque part of an ETag as this server sends it (`"x"` or `W/"x"`). */
const opaqueOf = (etag: string) => (etag.startsWith('W/') ? etag.slice(2) : etag);

/**
 * True when the request's If-None-Match matches `etag` (weak comparison): the client already has this representation,
 * so a GET or HEAD is answered 304. No header, or one that is not valid, never matches.
 */
export function ifNoneMatch(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const parsed = parseIfNoneMatch(Array.isArray(header) ? header.join(', ') : header);
  if (parsed === null) return false;
  if (parsed === '*') return true;
  const opaque = opaqueOf(etag);
  return parsed.some((tag) => tag.opaque === opaque);
}
