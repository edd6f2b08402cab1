/**
 * Switching language on a public page is a move to the same page under the other language's URL; the choice is
 * stored first (lib/language-choice.ts) and the page it lands on confirms the switch with a toast.
 */
import type { Language } from '@/shared/constants';
import { storeLanguageChoice, tryStorage } from '@/client/lib/language-choice';

/** sessionStorage flag: the next page shows the 'language changed' toast. */
const TOAST_PENDING_KEY = 'lang-changed';

export function rememberLanguageChoice(lang: Language): void {
  storeLanguageChoice(lang);
  tryStorage(() => sessionStorage.setItem(TOAST_PENDING_KEY, lang));
}

/** Whether the page in `lang` has a switch to confirm (without taking it): its header then hydrates at load. */
export function languageChangePending(lang: Language): boolean {
  let pending: string | null = null;
  tryStorage(() => {
    pending = sessionStorage.getItem(TOAST_PENDING_KEY);
  });
  return pending === lang;
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
