/** Which language an unprefixed public URL should be served in: the stored choice, else the browser's preference. */
import { LANGUAGE_STORAGE_KEY, type Language } from '@/shared/constants';

/** Compiled once: this runs for every unprefixed page request, cached answers included. */
const LANGUAGE_COOKIE = new RegExp(`(?:^|;\\s*)${LANGUAGE_STORAGE_KEY}=(cs|en)(?:;|$)`);

export function cookieLanguage(cookieHeader: string | undefined): Language | undefined {
  if (!cookieHeader) return undefined;
  return LANGUAGE_COOKIE.exec(cookieHeader)?.[1] as Language | undefined;
}

/** 'en' when Accept-Language ranks English above Czech (or names English and not Czech). */
export function acceptLanguagePrefersEnglish(header: string | undefined): boolean {
  if (!header) return false;
  let en = 0;
  let cs = 0;
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q)) continue;
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'en') en = Math.max(en, q);
    if (base === 'cs' || base === 'sk') cs = Math.max(cs, q);
  }
  return en > cs;
}

export function preferredLanguage(cookieHeader: string | undefined, acceptLanguage: string | undefined): Language {
  return cookieLanguage(cookieHeader) ?? (acceptLanguagePrefersEnglish(acceptLanguage) ? 'en' : 'cs');
}
