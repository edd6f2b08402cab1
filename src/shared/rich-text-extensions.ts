/**
 * The rich-text editor's schema (Tiptap 3): StarterKit configured down to the blog's allow-list
 * (src/shared/blog-html-allow-list.ts) plus images. Used by the back office's editor and by the tests that prove the
 * server's sanitiser keeps everything the editor writes. Only the back office loads it (never a public page).
 */
import type { Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';
import { BLOG_IMAGE_SRC, BLOG_LINK_HREF, BLOG_LINK_REL, BLOG_LINK_TARGET } from './blog-html-allow-list';

/** Images with source, alt text and dimensions; no title, no data: URLs. */
const BlogImage = Image.extend({
  addAttributes() {
    const { title: _title, ...rest } = (this.parent?.() ?? {}) as Record<string, unknown>;
    return rest;
  },
}).configure({ allowBase64: false, inline: false });

export function richTextExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      code: false,
      codeBlock: false,
      strike: false,
      underline: false,
      horizontalRule: false,
      // No empty paragraph forced after a last heading, list or image: Enter (or the gap cursor) adds one when wanted.
      trailingNode: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        protocols: ['mailto'],
        HTMLAttributes: { target: BLOG_LINK_TARGET, rel: BLOG_LINK_REL, class: null },
        isAllowedUri: (url) => BLOG_LINK_HREF.test(url.trim()),
      },
    }),
    BlogImage.extend({
      parseHTML() {
        return [{ tag: 'img[src]', getAttrs: (el) => (BLOG_IMAGE_SRC.test(el.getAttribute('src')?.trim() ?? '') ? null : false) }];
      },
    }),
  ];
}
