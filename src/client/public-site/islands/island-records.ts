/** What the server tells the browser about the islands of a public page (JSON in the page, see island.tsx). */
import type { Language } from '@/shared/constants';
import type { TextTree } from '@/client/i18n/texts';
import type { IslandName } from './island-names';

export interface IslandRecord {
  name: IslandName;
  props: Record<string, unknown>;
  /** The texts the island uses, in the page's language. */
  texts: TextTree;
}

export interface PageIslands {
  lang: Language;
  path: string;
  islands: IslandRecord[];
}

/** Prefix of the ids `useId()` makes in island `index`: the same on the server and in the browser. */
export function islandIdPrefix(index: number): string {
  return `i${index}-`;
}
