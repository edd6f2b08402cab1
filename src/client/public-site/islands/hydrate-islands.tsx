/**
 * The React side of islands, loaded with the first island a page wants (island-schedule.ts decides when): hydrates one
 * marked <div> of the served page with its component, props and texts.
 */
import { startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { PublicPageProvider } from '../public-page';
import { islandIdPrefix, type IslandRecord, type PageIslands } from './island-records';

// The props of an island come from JSON written by the server, so they are typed at the island itself.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyComponent = ComponentType<any>;

/**
 * Renders its child as it is; tells once the hydration has been committed (effects run after the commit). A wrapper,
 * not a sibling: a sibling would make the children a list and change every useId() id below.
 */
function OnCommit({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/** Hydrates the island's container; resolves once React has committed the hydration (the island is live). */
export function hydrateIsland(
  element: HTMLElement,
  index: number,
  record: IslandRecord,
  Component: AnyComponent,
  { lang, path }: PageIslands,
): Promise<void> {
  return new Promise((committed) => {
    // As a transition, React hydrates in small slices and lets the browser respond in between.
    startTransition(() => {
      hydrateRoot(
        element,
        <OnCommit onCommit={committed}>
          <PublicPageProvider lang={lang} path={path} texts={record.texts}>
            <Component {...record.props} />
          </PublicPageProvider>
        </OnCommit>,
        { identifierPrefix: islandIdPrefix(index) },
      );
    });
  });
}
