/**
 * Run by the entry of public pages (public-main.tsx) as soon as it has loaded: starts the form clock of a page with an
 * enquiry form and watches the page's islands, which hydrate as they are wanted (island-loaders.ts). Imports no React.
 */
import { readPageIslands } from '@/client/public-site/islands/island-schedule';
import { ENQUIRY_ISLANDS } from '@/client/public-site/islands/island-names';
import { hydrateIslands } from './island-loaders';

/**
 * `painted`: resolves once the page has been painted; what is wanted at load waits for it. The page's root element
 * tells where the islands are (`data-islands`): `watching` once their first use is watched for, `ready` once the
 * islands wanted at load are live — what a script driving the page (the end-to-end tests) waits for.
 */
export function startPublicPage(painted: Promise<void> = Promise.resolve()): Promise<void> {
  const root = document.documentElement;
  const page = readPageIslands();
  if (!page) {
    root.dataset.islands = 'ready';
    return Promise.resolve();
  }
  // A page with an enquiry form starts its form clock at load, not when a form is first used (issue 20).
  if (page.islands.some((island) => ENQUIRY_ISLANDS.includes(island.name))) {
    void painted
      .then(() => import('@/client/features/public/enquiry/page-form-token'))
      .then((m) => m.startFormClock());
  }
  const atLoad = hydrateIslands(page, { painted, toasts: true });
  root.dataset.islands = 'watching';
  return atLoad.live.then(() => {
    root.dataset.islands = 'ready';
  });
}
