/** Readable styles for a post's HTML (paragraphs, h2–h4 headings, lists, quotes, links), in the dialog and on its page. */
export const BLOG_CONTENT_STYLES = [
  'text-base leading-relaxed text-slate-700',
  '[&_p]:mt-4 [&_p:first-child]:mt-0',
  '[&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-slate-900',
  '[&_h3]:mt-7 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-slate-900',
  '[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_img]:mt-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
  '[&_li]:marker:text-brand-600 [&_a]:text-brand-700 [&_a]:underline [&_strong]:text-slate-900',
].join(' ');
