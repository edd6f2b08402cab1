import { Languages } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@/shared/api-types';
import { LANGUAGE_TOAST_DURATION_MS, LANGUAGES, type Language } from '@/shared/constants';
import { authApi, USER_QUERY_KEY } from '../api/auth-api';
import { applyLanguage } from '../lib/apply-language';
import { errorMessage } from '../lib/api-request';
import { cn } from '../lib/cn';
import { notify } from '../lib/notify';

/**
 * Back office: switches the interface language in place, stores the choice, confirms with a 2 s toast; a signed-in
 * staff member's choice is also stored on their user, so that it follows them to any device at sign-in. (Public
 * pages switch by going to the page's URL in the other language: public-site/layout/language-menu.tsx.)
 */
export function useSwitchLanguage(): (lng: Language) => Promise<void> {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  return async (lng: Language) => {
    await applyLanguage(i18n, lng);
    notify.message(i18n.t('language.changed'), { duration: LANGUAGE_TOAST_DURATION_MS, id: 'language-changed' });
    const user = queryClient.getQueryData<CurrentUser | null>(USER_QUERY_KEY);
    if (!user || user.language === lng) return;
    try {
      const saved = await authApi.setLanguage({ language: lng });
      queryClient.setQueryData<CurrentUser | null>(USER_QUERY_KEY, (current) => (current ? { ...current, language: saved.language } : current));
    } catch (error) {
      notify.error(i18n.t('language.saveFailed'), { description: errorMessage(error, i18n.t('common.error')) });
    }
  };
}

/** Language dropdown of the back office's header. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const current = (i18n.resolvedLanguage ?? 'cs') as Language;
  const switchLanguage = useSwitchLanguage();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className={cn(
          'inline-flex h-10 items-center gap-2 rounded-md px-3 text-sm font-medium text-slate-700 hover:bg-slate-100',
          'focus-visible:outline-2 focus-visible:outline-brand-600',
          className,
        )}
      >
        <Languages aria-hidden="true" className="h-4 w-4" />
        {current.toUpperCase()}
        {/* Named "CS – Jazyk: Čeština": the visible letters first (WCAG 2.5.3), then what they mean. */}
        {' '}
        <span className="sr-only">– {`${t('language.label')}: ${t(`language.${current}`)}`}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="z-50 min-w-36 rounded-md border border-slate-200 bg-white p-1 shadow-lg">
          {LANGUAGES.map((lng) => (
            <DropdownMenu.Item
              key={lng}
              lang={lng}
              onSelect={() => void switchLanguage(lng)}
              className="cursor-pointer rounded px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100"
            >
              {t(`language.${lng}`)}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
