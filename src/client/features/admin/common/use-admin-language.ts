import { useTranslation } from 'react-i18next';
import type { Language } from '@/shared/constants';

/** The back office's active language, typed. */
export function useAdminLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage === 'en' ? 'en' : 'cs';
}
