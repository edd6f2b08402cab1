import { format, parseISO } from 'date-fns';
import { cs } from 'date-fns/locale/cs';
import { enUS } from 'date-fns/locale/en-US';
import type { Language } from '@/shared/constants';
import { BLOG_DATE_FORMAT } from '@/shared/public-blog-post';

const LOCALES = { cs, en: enUS } as const;

/**
 * A post's date with the blog pattern ('MMMM d, yyyy') in the language's locale. Only the calendar day of the ISO
 * value is used, so the server and every browser, whatever their time zone, print the same text (no hydration drift).
 */
export function formatBlogDate(publishedAt: string, lang: Language): string {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(publishedAt)?.[0];
  const date = parseISO(day ?? publishedAt);
  if (Number.isNaN(date.getTime())) return publishedAt;
  return format(date, BLOG_DATE_FORMAT, { locale: LOCALES[lang] });
}
