import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { SiteData } from '../../shared/page-rendering';
import { ToastHost } from '../components/ui/toaster';
import { SiteDataProvider } from '../lib/site-data';

export function AppProviders({ i18n, siteData, children }: { i18n: I18n; siteData: SiteData | null; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <SiteDataProvider data={siteData}>
        {children}
        <ToastHost />
      </SiteDataProvider>
    </I18nextProvider>
  );
}
