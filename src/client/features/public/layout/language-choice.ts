/**
 * The visitor's language choice (SPEC §9): kept in localStorage `lang` and mirrored in a `lang` cookie, which the
 * server reads to send unprefixed URLs to /en (src/server/web/language-choice.ts). Switching language is a move to
 * the same page under the other language's URL; the page it lands on confirms the switch with a toast.
 */
import { LANGUAGE_STORAGE_KEY, type Language } from '../../../../shared/constants';

const ONE_YEAR_S = 365 * 24 * 60 * 60;
/** sessionStorage flag: the next page shows the 'language changed' toast. */
const TOAST_PENDING_KEY = 'lang-changed';

function tryStorage(action: () => void): void {
  try {
    action();
  } catch {
    // Storage can be off (private modes, blocked cookies): the URL still decides the language.
  }
}

export function rememberLanguageChoice(lang: Language): void {
  tryStorage(() => localStorage.setItem(LANGUAGE_STORAGE_KEY, lang));
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${lang}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
  tryStorage(() => sessionStorage.setItem(TOAST_PENDING_KEY, lang));
}

/** True once after a switch to `lang` (the page that was switched to). */
export function takeLanguageChangedToast(lang: Language): boolean {
  let pending: string | null = null;
  tryStorage(() => {
    pending = sessionStorage.getItem(TOAST_PENDING_KEY);
    sessionStorage.removeItem(TOAST_PENDING_KEY);
  });
  return pending === lang;
}
