/**
 * Browser entry of public pages. The server sent the whole page as HTML; only its interactive parts (islands) are
 * hydrated, and the toast host is mounted (it loads the toast library on the first toast).
 *
 * This file imports no React: it asks for each island's code at once, and React DOM and the hydration code come
 * alongside (imported statically, React DOM would have to arrive before the islands could even be asked for).
 * The stylesheet is linked by site.html (the server inlines it), not imported: imported, every island chunk would
 * fetch it once more.
 */
import './lib/zod-csp';
import { islandLoaders } from './features/public/islands/island-loaders';
import { readPageIslands } from './features/public/islands/read-page-islands';

const page = readPageIslands();
for (const island of page?.islands ?? []) {
  // Only starts the download; hydration imports the same module again (cached) and reports a failure.
  islandLoaders[island.name]().catch(() => undefined);
}
void import('./public-hydration').then(({ hydratePublicPage }) => hydratePublicPage(page));
