/** Turns the interface to a language in place: the choice stored, the texts loaded before the switch. */
import type { i18n as I18n } from 'i18next';
import type { Language } from '@/shared/constants';
import { ensureLanguage } from '../i18n/i18n';
import { storeLanguageChoice } from './language-choice';

export async function applyLanguage(i18n: I18n, lng: Language): Promise<void> {
  storeLanguageChoice(lng);
  // Texts first, so the screen in the new language never shows the old one's words.
  await ensureLanguage(i18n, lng);
  if (i18n.resolvedLanguage !== lng) await i18n.changeLanguage(lng);
  else i18n.services.languageDetector?.cacheUserLanguage?.(lng);
}
