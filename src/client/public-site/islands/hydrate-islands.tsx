/** Browser side of islands: each marked <div> of the served page is hydrated with its component, props and texts. */
import { startTransition, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { PublicPageProvider } from '../public-page';
import { PAGE_ISLANDS_ELEMENT_ID } from '@/shared/page-rendering';
import type { IslandName } from './island-names';
import { islandIdPrefix, type PageIslands } from './island-records';

// The props of an island come from JSON written by the server, so they are typed at the island itself.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/** Loads each island's component by name (on demand, one chunk each): the registry of the browser entry. */
export type IslandLoaders = Record<IslandName, () => Promise<AnyComponent>>;

export function readPageIslands(): PageIslands | null {
  const element = document.getElementById(PAGE_ISLANDS_ELEMENT_ID);
  if (!element?.textContent) return null;
  return JSON.parse(element.textContent) as PageIslands;
}

export async function hydrateIslandsWith(islandLoaders: IslandLoaders, { lang, path, islands }: PageIslands): Promise<void> {
  const elements = Array.from(document.querySelectorAll<HTMLElement>('[data-island]'));
  await Promise.all(
    elements.map(async (element) => {
      const index = Number(element.dataset.island);
      const record = islands[index];
      if (!record) return;
      const Component = await islandLoaders[record.name]();
      // As a transition, React hydrates in small slices and lets the browser respond in between (no long task);
      // a visitor's click on a part not yet hydrated makes React hydrate that part first.
      startTransition(() => {
        hydrateRoot(
          element,
          <PublicPageProvider lang={lang} path={path} texts={record.texts}>
            <Component {...record.props} />
          </PublicPageProvider>,
          { identifierPrefix: islandIdPrefix(index) },
        );
      });
    }),
  );
}
