/**
 * Browser entry of public pages. The server sent the whole page as HTML, with its stylesheet inlined: it shows
 * without any script. So this entry is small and lets the page paint first; only then does it load React and the
 * hydration code (app/hydrate-public-page.tsx), which hydrates the islands as they are needed and mounts the toast
 * host. No script download competes with the page for a phone's bandwidth before its first paint.
 */
import './lib/zod-csp';

/** Resolves once the browser has painted the page (the frame after the first one began); at once in a hidden tab. */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

void afterFirstPaint()
  .then(() => import('./app/hydrate-public-page'))
  .then(({ hydratePublicPage }) => hydratePublicPage());
