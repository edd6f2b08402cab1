/**
 * Browser entry of public pages. The server sent the whole page as HTML, with its stylesheet inlined: it shows and
 * works without any script. So this entry is small: it watches the page's islands (app/start-public-page.ts) and
 * loads React and an island's code only when that island is wanted — when a visitor reaches it, mostly — so a page
 * that is only read runs no React at all. What is wanted at load waits for the first paint: no script download
 * competes with the page for a phone's bandwidth before it shows.
 */
import './lib/zod-csp';
import { startPublicPage } from './app/start-public-page';

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

void startPublicPage(afterFirstPaint());
