/**
 * A document's intro and terms (HTML of the rich-text editor) as blocks of styled text for the PDF: paragraphs,
 * headings, quotes and list items made of runs (bold, italic, link). The HTML is first cut to the editor's
 * allow-list (src/server/content/blog-html.ts, images dropped: a document prints none), then read tag by tag; no
 * markup ever reaches the PDF as markup — what is left is text, and `&lt;script&gt;` prints as `<script>`.
 */
import { sanitizeBlogHtml } from '@/server/content/blog-html';
import { BLOG_LINK_HREF } from '@/shared/blog-html-allow-list';

export interface TextRun {
  text: string;
  bold: boolean;
  italic: boolean;
  /** An http(s) or mailto address (the allow-list keeps no other). */
  href?: string;
}

export interface TextBlock {
  kind: 'paragraph' | 'heading' | 'quote' | 'item';
  runs: TextRun[];
  /** List items: the nesting depth (1 = top level) and the marker ('•', '3.'; '' continues the item above). */
  level: number;
  marker: string;
}

const TOKEN = /<(\/?)([a-z0-9]+)((?:\s+[a-z-]+="[^"]*")*)\s*\/?>|([^<]+)/gi;
const ATTRIBUTE = /([a-z-]+)="([^"]*)"/gi;

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&');
}

function attributes(source: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [, name, value] of source.matchAll(ATTRIBUTE)) if (name) out[name.toLowerCase()] = decodeEntities(value ?? '');
  return out;
}

/** The blocks of editor HTML; empty for empty or blank HTML. */
export function richTextBlocks(html: string | null | undefined): TextBlock[] {
  if (!html?.trim()) return [];
  // The editor's set, exactly as the blog stores it (links: http(s)/mailto only); images are skipped below.
  const clean = sanitizeBlogHtml(html);
  const blocks: TextBlock[] = [];
  const lists: { ordered: boolean; next: number }[] = [];
  let bold = 0;
  let italic = 0;
  let quote = 0;
  let href: string | undefined;
  let current: TextBlock | undefined;

  const flush = () => {
    if (current) {
      const runs = trimRuns(current.runs);
      if (runs.length > 0) blocks.push({ ...current, runs });
    }
    current = undefined;
  };
  const start = (kind: TextBlock['kind'], marker = '') => {
    flush();
    current = { kind, runs: [], level: lists.length, marker };
  };
  const add = (text: string) => {
    current ??= { kind: lists.length > 0 ? 'item' : quote > 0 ? 'quote' : 'paragraph', runs: [], level: lists.length, marker: '' };
    current.runs.push({ text, bold: bold > 0 || current.kind === 'heading', italic: italic > 0, ...(href ? { href } : {}) });
  };

  for (const [, closing, rawTag, attrs, text] of clean.matchAll(TOKEN)) {
    if (text !== undefined) {
      add(decodeEntities(text).replace(/[ \t\r\n\f]+/g, ' '));
      continue;
    }
    const tag = (rawTag ?? '').toLowerCase();
    const open = closing !== '/';
    switch (tag) {
      case 'strong':
        bold += open ? 1 : -1;
        break;
      case 'em':
        italic += open ? 1 : -1;
        break;
      case 'a': {
        const target = open ? attributes(attrs ?? '').href : undefined;
        href = target && BLOG_LINK_HREF.test(target) ? target : undefined;
        break;
      }
      case 'br':
        add('\n');
        break;
      case 'h2':
      case 'h3':
      case 'h4':
        if (open) start('heading');
        else flush();
        break;
      case 'blockquote':
        quote += open ? 1 : -1;
        flush();
        break;
      case 'p':
        // A paragraph inside a list item continues that item (the editor wraps an item's text in <p>).
        if (open && !(current?.kind === 'item' && current.runs.length === 0)) start(lists.length > 0 ? 'item' : quote > 0 ? 'quote' : 'paragraph');
        else if (!open) flush();
        break;
      case 'ul':
      case 'ol':
        flush();
        if (open) {
          const first = Number(attributes(attrs ?? '').start ?? '1');
          lists.push({ ordered: tag === 'ol', next: Number.isSafeInteger(first) ? first : 1 });
        } else lists.pop();
        break;
      case 'li': {
        const list = lists.at(-1);
        if (open && list) start('item', list.ordered ? `${list.next++}.` : '•');
        else flush();
        break;
      }
      default:
        break;
    }
  }
  flush();
  return blocks;
}

/** Runs without the leading and trailing blanks of their block (HTML's own whitespace), and without empty runs. */
function trimRuns(runs: TextRun[]): TextRun[] {
  const out = runs.map((run) => ({ ...run }));
  const first = out[0];
  if (first) first.text = first.text.replace(/^[ \n]+/, '');
  const last = out.at(-1);
  if (last) last.text = last.text.replace(/[ \n]+$/, '');
  return out.filter((run) => run.text !== '');
}
