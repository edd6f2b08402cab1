/** i18next set-up (SPEC §9): cs and en, default and fallback cs, language-only; choice kept under localStorage `lang`. */
import i18next, { type i18n as I18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES } from '../../shared/constants';
import { cs } from './cs';
import { en } from './en';

export const resources = { cs: { translation: cs }, en: { translation: en } } as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof cs };
  }
}

/**
 * Browser instance: detects localStorage `lang` → browser language → cs, saves every change, sets <html lang>.
 * `lng` forces the starting language (a public page's URL decides it).
 */
export function createBrowserI18n(lng?: string): I18n {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (lng) => {
    if (typeof document !== 'undefined') document.documentElement.lang = lng;
  });
  void instance
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources,
      ...(lng ? { lng } : {}),
      supportedLngs: [...LANGUAGES],
      fallbackLng: DEFAULT_LANGUAGE,
      load: 'languageOnly',
      nonExplicitSupportedLngs: true,
      interpolation: { escapeValue: false },
      initAsync: false,
      detection: {
        order: ['localStorage', 'navigator'],
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        caches: ['localStorage'],
        convertDetectedLanguage: (lng: string) => lng.slice(0, 2).toLowerCase(),
      },
    });
  return instance;
}

/** Fixed-language instance (tests, and rendering on the server). */
export function createFixedI18n(lng: string): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng,
    supportedLngs: [...LANGUAGES],
    fallbackLng: DEFAULT_LANGUAGE,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
