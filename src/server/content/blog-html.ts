/** Blog HTML as stored and served: the editor's allow-list of harmless tags, nothing that runs or styles. */
import sanitizeHtml from 'sanitize-html';
import {
  BLOG_HTML_ATTRIBUTES,
  BLOG_HTML_TAGS,
  BLOG_IMAGE_SRC,
  BLOG_LINK_HREF,
  BLOG_LINK_REL,
  BLOG_LINK_TARGET,
} from '@/shared/blog-html-allow-list';

export { BLOG_LINK_REL };

const DIMENSION = /^[1-9]\d{0,4}$/;
const START = /^\d{1,6}$/;

/** Exactly the editor's set (src/shared/blog-html-allow-list.ts): what it writes is kept as it is, nothing else. */
const options: sanitizeHtml.IOptions = {
  allowedTags: [...BLOG_HTML_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(BLOG_HTML_ATTRIBUTES).map(([tag, attrs]) => [tag, [...attrs]])),
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { a: ['http', 'https', 'mailto'], img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Only absolute http(s) and mailto links keep their address, and open in a new tab; rel is always ours.
    a: (tagName, attribs) => {
      const href = attribs.href?.trim();
      const out: Record<string, string> =
        href && BLOG_LINK_HREF.test(href) ? { target: BLOG_LINK_TARGET, rel: BLOG_LINK_REL, href } : { rel: BLOG_LINK_REL };
      return { tagName, attribs: out };
    },
    // Width and height are whole pixels (they reserve the image's space), else dropped.
    img: (tagName, attribs) => {
      const out: Record<string, string> = {};
      for (const [name, value] of Object.entries(attribs)) {
        if ((name === 'width' || name === 'height') && !DIMENSION.test(value.trim())) continue;
        out[name] = name === 'width' || name === 'height' ? value.trim() : value;
      }
      return { tagName, attribs: out };
    },
    // A numbered list may start at another number.
    ol: (tagName, attribs) => {
      const start = attribs.start?.trim();
      const out: Record<string, string> = start && START.test(start) ? { start } : {};
      return { tagName, attribs: out };
    },
  },
  // An image without an http(s) or site-path source is dropped entirely.
  exclusiveFilter: (frame) => frame.tag === 'img' && !BLOG_IMAGE_SRC.test(frame.attribs.src?.trim() ?? ''),
};

export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/** The visible text of (already sanitised) HTML, whitespace collapsed. */
export function htmlToText(html: string): string {
  // Blocks (and line breaks) end a word: '<h2>Plán</h2><p>Text</p>' reads 'Plán Text', not 'PlánText'.
  const spaced = html.replace(/<\/(?:p|h[1-6]|li|blockquote|pre)\s*>|<br\s*\/?>/gi, (tag) => `${tag} `);
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when sanitised HTML shows nothing: no text and no image. */
export function isEmptyHtml(html: string): boolean {
  return htmlToText(html) === '' && !/<img\b/i.test(html);
}

/** A plain-text teaser of at most `max` characters, cut at a word boundary with an ellipsis. */
export function excerpt(html: string, max = 160): string {
  const text = htmlToText(html);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return (space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '') + '…';
}
