import { PAGE_ISLANDS_ELEMENT_ID } from '../../../../shared/page-rendering';
import type { PageIslands } from './island-records';

/** The islands the server listed in the page (JSON), or null on a page without them. */
export function readPageIslands(): PageIslands | null {
  const element = document.getElementById(PAGE_ISLANDS_ELEMENT_ID);
  if (!element?.textContent) return null;
  return JSON.parse(element.textContent) as PageIslands;
}
