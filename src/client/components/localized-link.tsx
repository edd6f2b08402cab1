import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import type { Language } from '../../shared/constants';
import { pathInLanguage } from '../../shared/site-paths';

/** Turns an unprefixed public path (/pricing) into the current language's path (/en/pricing in English). */
export function useLocalizedPath(): (path: string) => string {
  const { i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage ?? 'cs') as Language;
  return (path: string) => {
    const [pathname = '/', suffix = ''] = path.split(/(?=[?#])/, 2);
    return pathInLanguage(pathname, lang) + suffix;
  };
}

type LinkProps = Omit<ComponentProps<typeof Link>, 'to'> & { to: string };

/** A router link to a public page in the visitor's language. Pass the unprefixed path. */
export function LocalizedLink({ to, ...props }: LinkProps) {
  const localize = useLocalizedPath();
  return <Link to={localize(to)} {...props} />;
}

type NavLinkProps = Omit<ComponentProps<typeof NavLink>, 'to'> & { to: string };

export function LocalizedNavLink({ to, ...props }: NavLinkProps) {
  const localize = useLocalizedPath();
  return <NavLink to={localize(to)} {...props} />;
}
