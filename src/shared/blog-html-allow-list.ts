/**
 * The one list of what a blog post's HTML may hold: exactly what the back office's rich-text editor produces
 * (src/shared/rich-text-extensions.ts configures the editor to this set, src/server/content/blog-html.ts sanitises
 * stored HTML with it; tests on both sides check the two stay equal).
 */

/** Paragraphs, headings h2–h4, bold, italic, links, bulleted and numbered lists, quotes, line breaks, images. */
export const BLOG_HTML_TAGS = ['p', 'h2', 'h3', 'h4', 'strong', 'em', 'a', 'ul', 'ol', 'li', 'blockquote', 'br', 'img'] as const;
export type BlogHtmlTag = (typeof BLOG_HTML_TAGS)[number];

/** The attributes kept per tag (everything else, styles and classes included, is dropped). */
export const BLOG_HTML_ATTRIBUTES: Readonly<Partial<Record<BlogHtmlTag, readonly string[]>>> = {
  a: ['target', 'rel', 'href'],
  ol: ['start'],
  img: ['src', 'alt', 'width', 'height'],
};

/** Every link in a post leaves the site without handing over the opener or referrer, and passes no ranking. */
export const BLOG_LINK_REL = 'noopener noreferrer nofollow';
/** Links open in a new tab (a reader keeps the post open). */
export const BLOG_LINK_TARGET = '_blank';

/** Links: absolute http(s) and mailto only. */
export const BLOG_LINK_HREF = /^(?:https?:|mailto:)/i;
/** Images: absolute http(s) or a path on this site (the media library), never data: or protocol-relative. */
export const BLOG_IMAGE_SRC = /^(?:https?:\/\/|\/(?!\/))/i;
