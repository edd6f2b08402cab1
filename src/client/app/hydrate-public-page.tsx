/**
 * Loaded by the entry of public pages (public-main.tsx) once the page has been painted: hydrates the page's islands
 * as they are needed and mounts the toast host, which loads the toast library on the first toast. The stylesheet is
 * linked by site.html (the server inlines it), not imported here: imported, every island chunk would fetch it again.
 */
import { createRoot } from 'react-dom/client';
import { ToastHost } from '@/client/components/ui/toaster';
import { readPageIslands } from '@/client/public-site/islands/hydrate-islands';
import { hydrateIslands } from './island-loaders';

export function hydratePublicPage(): void {
  const page = readPageIslands();
  if (page) void hydrateIslands(page);

  const toasts = document.createElement('div');
  document.body.append(toasts);
  createRoot(toasts).render(<ToastHost />);
}
