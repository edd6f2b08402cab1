/** Reading time of a post (its page shows it): words of its text at 200 a minute, rounded up, at least a minute. */

export const WORDS_PER_MINUTE = 200;

/** The words of HTML's text: tags and character references count as spaces, so '<p>a</p><p>b</p>' is two words. */
export function wordCount(html: string): number {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&[#a-z0-9]+;/gi, ' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export function readingMinutes(html: string): number {
  return Math.max(1, Math.ceil(wordCount(html) / WORDS_PER_MINUTE));
}
