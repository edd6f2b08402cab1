/**
 * Server side of an island: renders the component inside a marked <div style="display: contents"> and records its
 * name, props and texts, which the server writes into the page as JSON. The browser hydrates just that <div>
 * (hydrate-islands.tsx) with the same component, props and texts, so its first render matches the served HTML.
 *
 * In the browser each island is a React root of its own, so on the server (`separateRoots`) each island is
 * rendered as a root of its own too, with an id prefix both sides share: `useId()` then gives the same ids.
 * Without `separateRoots` (component tests) islands render in place and are interactive.
 */
import { createContext, useContext, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { pickTexts, type TextBranchKey, type TextKey } from '@/client/i18n/texts';
import { PublicPageProvider, usePublicPage } from '../public-page';
import type { IslandName } from './island-names';
import { islandIdPrefix, type IslandRecord } from './island-records';

export interface IslandCollector {
  /** Render each island as a separate root (the server), rather than in place (component tests). */
  readonly separateRoots: boolean;
  add(record: IslandRecord): number;
  list(): IslandRecord[];
}

export function createIslandCollector({ separateRoots = false } = {}): IslandCollector {
  const records: IslandRecord[] = [];
  return {
    separateRoots,
    add: (record) => records.push(record) - 1,
    list: () => records,
  };
}

const IslandCollectorContext = createContext<IslandCollector | null>(null);
export const IslandCollectorProvider = IslandCollectorContext.Provider;

interface IslandProps<P extends object> {
  name: IslandName;
  component: ComponentType<P>;
  /** Serialisable (JSON) props. */
  props: P;
  /** The text branches the island uses ('nav', 'home.portfolio'): only these reach the browser. */
  texts: readonly (TextKey | TextBranchKey)[];
}

export function Island<P extends object>({ name, component: Component, props, texts }: IslandProps<P>) {
  const page = usePublicPage();
  const collector = useContext(IslandCollectorContext);
  const islandTexts = pickTexts(page.texts, texts);
  const index = collector ? collector.add({ name, props: props as Record<string, unknown>, texts: islandTexts }) : -1;
  // The island sees only its own texts here too: a text it forgot to ask for shows as its key in every test.
  const island = (
    <PublicPageProvider lang={page.lang} path={page.path} texts={islandTexts}>
      <Component {...props} />
    </PublicPageProvider>
  );
  if (collector?.separateRoots) {
    const html = renderToString(island, { identifierPrefix: islandIdPrefix(index) });
    return <div data-island={index} className="contents" dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return (
    <div data-island={index} className="contents">
      {island}
    </div>
  );
}
