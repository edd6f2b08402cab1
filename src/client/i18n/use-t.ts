/**
 * The `t` of the i18next instance in context, for the back office's components — many of which a list renders once per
 * row (badges, row actions, cards). react-i18next's useTranslation copies every property of the i18next instance on
 * each mount (the wrapper it compares to see a change): a search that put 50 new rows of five translated parts each on
 * screen spent 40 ms in it on a 2-core machine, of a budget of 150 ms from keystroke to narrowed list. This reads the
 * same instance the same way (the context's, else react-i18next's default one) and re-renders on a language change,
 * without the copy. The texts are loaded before a language is switched to (i18n.ts ensureLanguage), so nothing waits.
 */
import type { i18n as I18n, TFunction } from 'i18next';
import { useContext, useMemo, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';

const subscriptions = new WeakMap<I18n, (onChange: () => void) => () => void>();

/** One subscription function per instance (useSyncExternalStore resubscribes when it changes). */
function languageChanges(i18n: I18n): (onChange: () => void) => () => void {
  let subscribe = subscriptions.get(i18n);
  if (!subscribe) {
    subscribe = (onChange) => {
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    };
    subscriptions.set(i18n, subscribe);
  }
  return subscribe;
}

export function useT(): TFunction {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const language = useSyncExternalStore(
    languageChanges(i18n),
    () => i18n.language,
    () => i18n.language,
  );
  return useMemo(() => i18n.getFixedT(language), [i18n, language]);
}
