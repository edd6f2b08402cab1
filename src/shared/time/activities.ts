/**
 * The activities a new database offers for time entries (issue 36: "a short editable list: design, development,
 * meeting, …"); staff edit the list in Settings. Migration 0044 writes exactly these (a test compares them).
 */
import type { Language } from '../constants';

export interface TimeActivityDefault {
  names: Record<Language, string>;
  billable: boolean;
}

export const TIME_ACTIVITY_DEFAULTS: readonly TimeActivityDefault[] = [
  { names: { cs: 'Design', en: 'Design' }, billable: true },
  { names: { cs: 'Vývoj', en: 'Development' }, billable: true },
  { names: { cs: 'Obsah a texty', en: 'Content and copy' }, billable: true },
  { names: { cs: 'Konzultace', en: 'Consulting' }, billable: true },
  { names: { cs: 'Schůzka', en: 'Meeting' }, billable: true },
  { names: { cs: 'Řízení projektu', en: 'Project management' }, billable: true },
  { names: { cs: 'Interní práce', en: 'Internal work' }, billable: false },
];
