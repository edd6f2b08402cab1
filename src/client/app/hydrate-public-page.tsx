/**
 * The React side of public pages, loaded by the island schedule (island-loaders.ts) with the first island a page
 * wants — a page nobody touches never loads it. Hydrates islands; on a page (start-public-page.ts) it also mounts the
 * toast host, which loads the toast library on the first toast. The stylesheet is linked by site.html (the server inlines it), not
 * imported here: imported, every island chunk would fetch it again.
 */
import { createRoot } from 'react-dom/client';
import { ToastHost } from '@/client/components/ui/toaster';
import { hydrateIsland, type AnyComponent } from '@/client/public-site/islands/hydrate-islands';
import type { IslandHydrator } from '@/client/public-site/islands/island-schedule';

export const islandHydrator: IslandHydrator<AnyComponent> = { hydrateIsland };

/** Mounts the toast host of the page (once: this module is loaded once per page). */
export function mountToastHost(): void {
  const toasts = document.createElement('div');
  document.body.append(toasts);
  createRoot(toasts).render(<ToastHost />);
}
