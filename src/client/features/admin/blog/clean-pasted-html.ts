/**
 * Paste from Word or Google Docs, cleaned to the blog's allow-list (src/shared/blog-html-allow-list.ts) before the
 * editor reads it: Office markup, comments, styles, classes and spans go; bold and italic written as styles become
 * <strong>/<em>; Word's list paragraphs become real lists; h1 becomes h2 and h5/h6 become h4. Runs in the browser
 * (DOMParser); the server sanitises again on saving.
 */
import { BLOG_HTML_ATTRIBUTES, BLOG_HTML_TAGS, BLOG_IMAGE_SRC, BLOG_LINK_HREF, type BlogHtmlTag } from '@/shared/blog-html-allow-list';

const ALLOWED = new Set<string>(BLOG_HTML_TAGS);
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'meta', 'link', 'title', 'head', 'xml', 'template', 'iframe', 'object', 'embed', 'svg', 'math', 'noscript']);
const RENAMED: Record<string, BlogHtmlTag> = { h1: 'h2', h5: 'h4', h6: 'h4', b: 'strong', i: 'em', div: 'p' };

function styleOf(el: Element): string {
  return (el.getAttribute('style') ?? '').toLowerCase().replace(/\s+/g, '');
}

/** Word marks list paragraphs with `mso-list` in their style (and MsoListParagraph classes). */
function isWordListParagraph(el: Element): boolean {
  return el.tagName === 'P' && (/mso-list:/.test(styleOf(el)) || /MsoListParagraph/i.test(el.getAttribute('class') ?? ''));
}

/** Turns runs of Word list paragraphs into <ul>/<ol>, dropping the typed bullets and numbers Word adds. */
function convertWordLists(doc: Document): void {
  const paragraphs = [...doc.body.querySelectorAll('p')].filter(isWordListParagraph);
  let list: HTMLElement | null = null;
  let previous: Element | null = null;
  for (const p of paragraphs) {
    // The bullet or number Word renders: a span styled mso-list:Ignore (or inside [if !supportLists] comments).
    const marker = [...p.querySelectorAll('span')].find((s) => /mso-list:ignore/.test(styleOf(s)));
    const markerText = (marker?.textContent ?? '').trim();
    marker?.remove();
    const ordered = /^(?:\d+|[a-z]|[ivx]+)[.)]$/i.test(markerText);
    const continues = list !== null && previous !== null && previous.nextElementSibling === p && (list.tagName === 'OL') === ordered;
    if (!continues) {
      list = doc.createElement(ordered ? 'ol' : 'ul');
      p.before(list);
    }
    const item = doc.createElement('li');
    item.append(...p.childNodes);
    list!.append(item);
    previous = list;
    p.remove();
  }
}

/** Google Docs writes bold and italic as styled spans (and wraps everything in <b style="font-weight:normal">). */
function styledMarks(el: Element): { unwrapBold: boolean; bold: boolean; italic: boolean } {
  const style = styleOf(el);
  const weight = /font-weight:(\w+)/.exec(style)?.[1];
  const heavy = weight === 'bold' || weight === 'bolder' || (weight !== undefined && Number(weight) >= 600);
  return {
    unwrapBold: el.tagName === 'B' && (weight === 'normal' || weight === '400'),
    bold: el.tagName === 'SPAN' && heavy,
    italic: el.tagName === 'SPAN' && /font-style:italic/.test(style),
  };
}

function cleanNode(node: Node, doc: Document): Node[] {
  if (node.nodeType === Node.TEXT_NODE) return [doc.createTextNode(node.textContent ?? '')];
  if (node.nodeType !== Node.ELEMENT_NODE) return []; // comments (Word's conditional ones too), processing instructions
  const el = node as Element;
  const name = el.tagName.toLowerCase();
  if (DROPPED_WITH_CONTENT.has(name) || name.includes(':')) {
    // Office namespaces (<o:p>, <v:shape>, <w:…>) carry nothing worth keeping.
    return [];
  }
  const children = [...el.childNodes].flatMap((child) => cleanNode(child, doc));
  const marks = styledMarks(el);
  if (marks.bold || marks.italic) {
    let wrapped: Node[] = children;
    for (const tag of [marks.italic ? 'em' : null, marks.bold ? 'strong' : null]) {
      if (!tag) continue;
      const wrapper = doc.createElement(tag);
      wrapper.append(...wrapped);
      wrapped = [wrapper];
    }
    return wrapped;
  }
  if (marks.unwrapBold) return children;
  const tag = RENAMED[name] ?? name;
  if (!ALLOWED.has(tag)) return children; // span, font, section, table cells…: their content only
  // An image from the author's disk or a data: URL cannot be published: it is left out (images come from the library).
  if (tag === 'img' && !BLOG_IMAGE_SRC.test(el.getAttribute('src')?.trim() ?? '')) return [];
  const out = doc.createElement(tag);
  for (const attr of BLOG_HTML_ATTRIBUTES[tag as BlogHtmlTag] ?? []) {
    const value = el.getAttribute(attr);
    if (value === null || attr === 'target' || attr === 'rel') continue;
    if (attr === 'href' && !BLOG_LINK_HREF.test(value.trim())) continue;
    out.setAttribute(attr, value);
  }
  out.append(...children);
  return [out];
}

export function cleanPastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  convertWordLists(doc);
  const container = doc.createElement('div');
  container.append(...[...doc.body.childNodes].flatMap((child) => cleanNode(child, doc)));
  return container.innerHTML;
}
