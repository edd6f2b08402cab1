/**
 * Browser entry of public pages. The server sent the whole page as HTML, with its stylesheet inlined: it shows
 * without any script. So this entry is small and lets the page paint first; only then does it load React and the
 * hydration code (app/hydrate-public-page.tsx), which hydrates the islands as they are needed and mounts the toast
 * host. No script download competes with the page for a phone's bandwidth before its first paint.
 */
import './lib/zod-csp';

/** The longest wait for the browser's paint notice: a page must hydrate even where none comes. */
const PAINT_WAIT_LIMIT_MS = 3000;

/**
 * Resolves once the browser reports that it painted the page (a `paint` performance entry: it is recorded when the
 * frame was presented, which on a busy device can be later than the next animation frame); where paint entries are
 * not reported, at the frame after the first one. At once in a hidden tab.
 */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    let observer: PerformanceObserver | undefined;
    const done = () => {
      observer?.disconnect();
      clearTimeout(limit);
      resolve();
    };
    const limit = setTimeout(done, PAINT_WAIT_LIMIT_MS);
    if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      observer = new PerformanceObserver(done);
      observer.observe({ type: 'paint', buffered: true });
    } else {
      requestAnimationFrame(() => requestAnimationFrame(done));
    }
  });
}

void afterFirstPaint()
  .then(() => import('./app/hydrate-public-page'))
  .then(({ hydratePublicPage }) => hydratePublicPage());
