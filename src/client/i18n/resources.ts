/** Both resource sets, for rendering public pages on the server and for tests (never in a browser bundle). */
import type { Language } from '@/shared/constants';
import { cs } from './cs';
import { en } from './en';
import type { TextTree } from './texts';

export function resourcesOf(lang: Language): TextTree {
  return lang === 'en' ? en : cs;
}
