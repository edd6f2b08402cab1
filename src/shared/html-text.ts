/** Safe text for HTML made by string templates (head tags, embedded JSON). */

/** Text safe in an element or a quoted attribute (either quote) of HTML made by string templates: pages and e-mails. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** JSON for a <script> element: "<" and line separators escaped so no text can close the element or break it. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
