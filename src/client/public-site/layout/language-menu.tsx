import { clsx } from 'clsx';
import { Languages } from 'lucide-react';
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { LANGUAGES, type Language } from '@/shared/constants';
import { pathInLanguage } from '@/shared/site-paths';
import { usePublicPage } from '../public-page';
import { rememberLanguageChoice } from './language-choice';

/**
 * Goes to the current page in `lang` (same query and hash), storing the choice first. The link's own href is the
 * page in that language, so it also works before the page's script ran and with a middle click.
 */
function switchLanguageOnClick(lang: Language) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    rememberLanguageChoice(lang);
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    const { pathname, search, hash } = window.location;
    window.location.assign(pathInLanguage(pathname, lang) + search + hash);
  };
}

/** A link to this page in `lng`, named in that language; the current language is marked aria-current. */
export function LanguageLink({ lng, className }: { lng: Language; className: string }) {
  const { t, lang, path } = usePublicPage();
  return (
    <a
      href={pathInLanguage(path, lng)}
      lang={lng}
      hrefLang={lng}
      aria-current={lng === lang ? 'true' : undefined}
      onClick={switchLanguageOnClick(lng)}
      className={className}
    >
      {t(`language.${lng}`)}
    </a>
  );
}

/**
 * Wide screens: the language dropdown (docs/product/public-site.md#language). A disclosure of two links — changing language is going to
 * another URL — that closes on Escape (focus back on the button), on a click outside and when focus leaves it.
 */
export function LanguageMenu() {
  const { t, lang } = usePublicPage();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div
      ref={root}
      className="relative"
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className={clsx(
          'inline-flex h-10 items-center gap-2 rounded-md px-3 text-sm font-medium text-slate-700 hover:bg-slate-100',
          'focus-visible:outline-2 focus-visible:outline-brand-600',
          open && 'bg-slate-100',
        )}
      >
        <Languages aria-hidden="true" className="h-4 w-4" />
        {lang.toUpperCase()}
        {/* Named "CS – Jazyk: Čeština": the visible letters first (WCAG 2.5.3), then what they mean. */}
        {' '}
        <span className="sr-only">– {`${t('language.label')}: ${t(`language.${lang}`)}`}</span>
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute right-0 top-full z-50 mt-1.5 min-w-36 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
      >
        {LANGUAGES.map((lng) => (
          <li key={lng}>
            <LanguageLink
              lng={lng}
              className={clsx(
                'block rounded px-3 py-2 text-sm text-slate-800 hover:bg-slate-100',
                'focus-visible:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600',
                'aria-[current=true]:font-semibold aria-[current=true]:text-brand-800',
              )}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
