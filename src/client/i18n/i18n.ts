/**
 * i18next in the browser (docs/product/rules.md#language-settings): cs and en, default and fallback cs, language-only; the choice is kept under
 * localStorage `lang`. Each language's texts are a separate chunk: a public page loads only its own language.
 */
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES, type Language } from '@/shared/constants';
import type { cs } from './cs';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof cs };
  }
}

type Texts = Record<string, unknown>;

const loaders: Record<Language, () => Promise<Texts>> = {
  cs: () => import('./cs').then((m) => m.cs),
  en: () => import('./en').then((m) => m.en),
};

/** Loads the texts of these languages (in parallel). */
export async function loadLanguages(languages: readonly Language[]): Promise<Resource> {
  const entries = await Promise.all(languages.map(async (lng) => [lng, { translation: await loaders[lng]() }] as const));
  return Object.fromEntries(entries);
}

/** Makes sure a language's texts are present before switching to it. */
export async function ensureLanguage(i18n: I18n, lng: Language): Promise<void> {
  if (i18n.hasResourceBundle(lng, 'translation')) return;
  i18n.addResourceBundle(lng, 'translation', await loaders[lng]());
}

/**
 * Browser instance. With `lng` (a public page: its URL decides) that language is used; without it the stored choice
 * (localStorage `lang`), then the browser's language, then cs. Every change is saved and sets <html lang>.
 */
export function createBrowserI18n(lng: Language | undefined, resources: Resource): I18n {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (language) => {
    if (typeof document !== 'undefined') document.documentElement.lang = language;
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
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      initAsync: false,
      detection: {
        order: ['localStorage', 'navigator'],
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        caches: ['localStorage'],
        convertDetectedLanguage: (detected: string) => detected.slice(0, 2).toLowerCase(),
      },
    });
  return instance;
}
