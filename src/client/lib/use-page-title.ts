import { useEffect } from 'react';
import { AGENCY } from '../../shared/brand';

/** Sets document.title to "<title> | <agency>" while the page is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${AGENCY.name}`;
  }, [title]);
}
