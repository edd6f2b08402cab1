import { Languages } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { LANGUAGE_TOAST_DURATION_MS, LANGUAGES, type Language } from '../../shared/constants';
import { cn } from '../lib/cn';

/** Language dropdown: switches, stores the choice (i18next saves it under `lang`) and confirms with a 2 s toast. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage as Language;
  const choose = async (lng: Language) => {
    if (lng === current) return;
    await i18n.changeLanguage(lng);
    toast(i18n.t('language.changed'), { duration: LANGUAGE_TOAST_DURATION_MS });
  };
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className={cn(
          'inline-flex h-10 items-center gap-2 rounded-md px-3 text-sm font-medium text-slate-700 hover:bg-slate-100',
          'focus-visible:outline-2 focus-visible:outline-brand-600',
          className,
        )}
        aria-label={t('language.label')}
      >
        <Languages aria-hidden="true" className="h-4 w-4" />
        {current.toUpperCase()}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="z-50 min-w-36 rounded-md border border-slate-200 bg-white p-1 shadow-lg">
          {LANGUAGES.map((lng) => (
            <DropdownMenu.Item
              key={lng}
              lang={lng}
              onSelect={() => void choose(lng)}
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
