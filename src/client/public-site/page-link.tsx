import type { ComponentProps } from 'react';
import { usePublicPage } from './public-page';

type PageLinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  /** Unprefixed public path ('/pricing', '/#portfolio'): the link goes to it in the page's language. */
  to: string;
};

/**
 * A link to a public page in the visitor's language. Public pages are separate documents (served as HTML), so this
 * is a plain <a>; the link to the page being shown carries aria-current="page".
 */
export function PageLink({ to, ...props }: PageLinkProps) {
  const { localize, path } = usePublicPage();
  return <a href={localize(to)} aria-current={to === path ? 'page' : undefined} {...props} />;
}
