import type { ReactNode } from 'react';
import { useAgencyProfile } from '../lib/agency-profile';
import { Island } from './islands/island';
import { SiteFooter } from './layout/site-footer';
import { SiteHeader } from './layout/site-header';

/** Header and footer around every public page. The header (with the skip link) is interactive; the rest is HTML. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { name } = useAgencyProfile();
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900">
      <Island name="site-header" component={SiteHeader} props={{ agencyName: name }} texts={['common.skipToContent', 'nav', 'language']} />
      <div className="flex-1">{children}</div>
      <SiteFooter />
    </div>
  );
}
