import { useTranslation } from 'react-i18next';
import type { Language } from '../../../../shared/constants';

/** The active language, for data localized as { cs, en }. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage === 'en' ? 'en' : 'cs';
}
