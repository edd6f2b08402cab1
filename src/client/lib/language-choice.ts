/**
 * The visitor's language choice (docs/product/rules.md#language-settings): kept in localStorage `lang` and mirrored in a `lang` cookie, which the
 * server reads to send unprefixed URLs to /en (src/server/web/language-choice.ts). Used by the public pages'
 * language links and the back office's language dropdown.
 */
import { LANGUAGE_STORAGE_KEY, type Language } from '@/shared/constants';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** Storage can be off (private modes, blocked cookies): the URL or the browser's language then decides. */
export function tryStorage(action: () => void): void {
  try {
    action();
  } catch {
    // nothing to keep the choice in
  }
}

export function storeLanguageChoice(lang: Language): void {
  tryStorage(() => localStorage.setItem(LANGUAGE_STORAGE_KEY, lang));
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${lang}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
}
