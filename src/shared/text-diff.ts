/**
 * A short word diff of two texts for the Activity screen (issue 20, item 7): rich text (HTML) is reduced to plain
 * text, then what changed between the common start and the common end is shown with a few words of context.
 */

/** Words of context kept on each side of a change. */
export const DIFF_CONTEXT_WORDS = 4;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** HTML as plain text: tags out (block ends as spaces), the usual entities decoded, whitespace collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#39|[a-z]+);/gi, (match, name: string) => ENTITIES[name.toLowerCase()] ?? match)
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Looks like markup: a tag. */
export function looksLikeHtml(text: string): boolean {
  return /<\/?[a-z][a-z0-9]*(\s[^>]*)?\/?>/i.test(text);
}

export interface TextDiff {
  /** Unchanged words before the change (at most DIFF_CONTEXT_WORDS, '…' first when cut). */
  before: string;
  removed: string;
  added: string;
  /** Unchanged words after the change (at most DIFF_CONTEXT_WORDS, '…' last when cut). */
  after: string;
}

/** The changed words between two texts (HTML reduced to plain text first), with a little context. */
export function textDiff(from: string, to: string): TextDiff {
  const a = plainText(from).split(' ').filter(Boolean);
  const b = plainText(to).split(' ').filter(Boolean);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  const contextStart = Math.max(0, start - DIFF_CONTEXT_WORDS);
  const before = (contextStart > 0 ? ['…'] : []).concat(a.slice(contextStart, start)).join(' ');
  const afterWords = a.slice(a.length - end, a.length - end + DIFF_CONTEXT_WORDS);
  const after = afterWords.concat(end > DIFF_CONTEXT_WORDS ? ['…'] : []).join(' ');
  return { before, removed: a.slice(start, a.length - end).join(' '), added: b.slice(start, b.length - end).join(' '), after };
}
