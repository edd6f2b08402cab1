import { clsx } from 'clsx';
import { PageLink } from '../page-link';
import { usePublicPage } from '../public-page';

/** The favicon's leaf mark, inline. */
function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={className}>
      <rect width="64" height="64" rx="14" fill="#136b43" />
      <path d="M32 10c-9 8-14 16-14 24a14 14 0 0 0 28 0c0-8-5-16-14-24z" fill="#d6f5e3" />
      <path d="M32 24v30" stroke="#136b43" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/**
 * Logo linking home (in the current language): the mark and the agency's name (its profile's: the header island gets it
 * as a prop). `tone` suits light or dark backgrounds.
 */
export function SiteLogo({ name, tone = 'light', className }: { name: string; tone?: 'light' | 'dark'; className?: string }) {
  const { t } = usePublicPage();
  return (
    <PageLink
      to="/"
      aria-label={t('nav.homeLink')}
      className={clsx(
        'inline-flex items-center gap-2 rounded-md text-lg font-bold focus-visible:outline-2 focus-visible:outline-offset-4',
        tone === 'light' ? 'text-brand-900 focus-visible:outline-brand-600' : 'text-white focus-visible:outline-white',
        className,
      )}
    >
      <LogoMark className="h-8 w-8" />
      <span>{name}</span>
    </PageLink>
  );
}
