/** A fixed-language i18next instance with every text loaded: for rendering on the server, and for tests. */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@/shared/constants';
import { cs } from './cs';
import { en } from './en';

export const resources = { cs: { translation: cs }, en: { translation: en } } as const;

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
