/** Blog HTML as stored and served: an allow-list of harmless tags, nothing that runs or styles. */
import sanitizeHtml from 'sanitize-html';

const LINK_HREF = /^(?:https?:|mailto:)/i;
const IMAGE_SRC = /^(?:https?:\/\/|\/(?!\/))/i;
/** Every link in a post leaves the site without handing over the opener or referrer, and passes no ranking. */
export const BLOG_LINK_REL = 'noopener noreferrer nofollow';

const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'blockquote', 'code', 'pre', 'br', 'img'],
  allowedAttributes: { a: ['href', 'rel'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { a: ['http', 'https', 'mailto'], img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Only absolute http(s) and mailto links keep their target; rel is always ours.
    a: (tagName, attribs) => {
      const href = attribs.href?.trim();
      const out: Record<string, string> = { rel: BLOG_LINK_REL };
      if (href && LINK_HREF.test(href)) out.href = href;
      return { tagName, attribs: out };
    },
  },
  // An image without an http(s) or site-path source is dropped entirely.
  exclusiveFilter: (frame) => frame.tag === 'img' && !IMAGE_SRC.test(frame.attribs.src?.trim() ?? ''),
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
