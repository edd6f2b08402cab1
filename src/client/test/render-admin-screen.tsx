/** Renders back-office screens and dialogs in tests the way the admin app does: texts, query cache, router, toasts. */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { toast, Toaster } from 'sonner';
import { onTestFinished } from 'vitest';
import type { Language } from '@/shared/constants';
import { createFixedI18n } from '../i18n/fixed-i18n';
import { createQueryClient } from '../lib/query-client';

interface Options {
  lang?: Language;
  /** The address the screen is opened at ('/admin/blog'); without it there is no router. Pass any Routes in ui. */
  url?: string;
  /** The query client to render with (one the test has filled beforehand); default: a new one. */
  queryClient?: QueryClient;
}

/** Also returns the screen's own query client (to spy on its invalidations); the test's toasts are dismissed after it. */
export function renderAdminScreen(ui: ReactElement, { lang = 'cs', url, queryClient = createQueryClient() }: Options = {}) {
  const withToasts = (
    <>
      {ui}
      <Toaster />
    </>
  );
  const result = render(
    <I18nextProvider i18n={createFixedI18n(lang)}>
      <QueryClientProvider client={queryClient}>
        {url === undefined ? withToasts : <MemoryRouter initialEntries={[url]}>{withToasts}</MemoryRouter>}
      </QueryClientProvider>
    </I18nextProvider>,
  );
  // Sonner keeps its toasts between tests and shows the undismissed ones to the next Toaster.
  onTestFinished(() => {
    toast.dismiss();
  });
  return { ...result, queryClient };
}
