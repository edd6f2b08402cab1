/** Loaded by public-main.tsx alongside the islands' code: hydrates the islands and mounts the toast host. */
import { createRoot } from 'react-dom/client';
import { ToastHost } from './components/ui/toaster';
import { hydrateIslands } from './features/public/islands/hydrate-islands';
import type { PageIslands } from './features/public/islands/island-records';

export async function hydratePublicPage(page: PageIslands | null): Promise<void> {
  const toasts = document.createElement('div');
  document.body.append(toasts);
  createRoot(toasts).render(<ToastHost />);
  if (page) await hydrateIslands(page);
}
