/**
 * Loaded by the entry of public pages (public-main.tsx) once the page has been painted: starts the form clock of a
 * page with an enquiry form, hydrates the page's islands as they are needed and mounts the toast host, which loads the toast library on the first toast. The stylesheet is
 * linked by site.html (the server inlines it), not imported here: imported, every island chunk would fetch it again.
 */
import { createRoot } from 'react-dom/client';
import { ToastHost } from '@/client/components/ui/toaster';
import { readPageIslands } from '@/client/public-site/islands/hydrate-islands';
import { ENQUIRY_ISLANDS } from '@/client/public-site/islands/island-names';
import { hydrateIslands } from './island-loaders';

export function hydratePublicPage(): void {
  const page = readPageIslands();
  // A page with an enquiry form starts its form clock now, not when a form opens (issue 20): the islands hydrate as
  // they come into view, and the quote form loads on first use.
  if (page?.islands.some((island) => ENQUIRY_ISLANDS.includes(island.name))) {
    void import('@/client/features/public/enquiry/page-form-token').then((m) => m.startFormClock());
  }
  if (page) void hydrateIslands(page);

  const toasts = document.createElement('div');
  document.body.append(toasts);
  createRoot(toasts).render(<ToastHost />);
}
