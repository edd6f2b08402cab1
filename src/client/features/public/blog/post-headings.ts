/**
 * A post's headings on its own page, where the title is the h1: the content's highest heading becomes h2 and the
 * others move with it (the sample posts use h3 under the dialog's h2 title; posts from the back office h2–h4), so
 * heading levels only ever increase by one from the title. HTML is ours or sanitised on storing (plain <hN> tags).
 */
export function headingsFromLevel2(html: string): string {
  const levels = [...html.matchAll(/<h([1-6])[\s>]/gi)].map((m) => Number(m[1]));
  if (levels.length === 0) return html;
  const shift = Math.min(...levels) - 2;
  if (shift === 0) return html;
  return html.replace(/<(\/?)h([1-6])(?=[\s>])/gi, (_tag, slash: string, level: string) => `<${slash}h${Math.min(6, Number(level) - shift)}`);
}
